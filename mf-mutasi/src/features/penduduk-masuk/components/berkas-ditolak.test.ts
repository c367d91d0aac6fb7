import { berkasDitolak } from './berkas-ditolak';

const berkas = (name: string, bytes: number[], size?: number) => {
  const file = new File([new Uint8Array(bytes)], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a];
const TEKS = [0x62, 0x75, 0x6b, 0x61, 0x6e, 0x20, 0x67, 0x61, 0x6d];

describe('berkasDitolak (which photo a refusal of the whole upload is about)', () => {
  it('blames the photo whose bytes are neither jpg nor png for a 415', async () => {
    expect(await berkasDitolak(415, [['foto_kk', berkas('kk.png', PNG)], ['foto_surat_masuk', berkas('surat.png', TEKS)]])).toEqual(['foto_surat_masuk']);
    expect(await berkasDitolak(415, [['foto_kk', berkas('kk.jpg', JPG)], ['foto_surat_masuk', berkas('surat.png', TEKS)]])).toEqual(['foto_surat_masuk']);
    expect(await berkasDitolak(415, [['foto_kk', berkas('kk.png', TEKS)], ['foto_surat_masuk', berkas('surat.png', TEKS)]])).toEqual(['foto_kk', 'foto_surat_masuk']);
    // A PDF scan is taken (issue 40): the other document is the one refused.
    expect(await berkasDitolak(415, [['foto_kk', berkas('kk.pdf', PDF)], ['foto_surat_masuk', berkas('surat.png', TEKS)]])).toEqual(['foto_surat_masuk']);
  });

  it('blames the photo over 10 MB for a 413, and an empty one for a 400', async () => {
    expect(await berkasDitolak(413, [['foto_kk', berkas('kk.png', PNG, 10_485_761)], ['foto_surat_masuk', berkas('surat.png', PNG)]])).toEqual(['foto_kk']);
    expect(await berkasDitolak(400, [['foto_kk', berkas('kk.png', PNG)], ['foto_surat_masuk', berkas('surat.png', [])]])).toEqual(['foto_surat_masuk']);
  });

  it('blames every photo sent when none can be told apart (the server read more than the header)', async () => {
    expect(await berkasDitolak(415, [['foto_kk', berkas('kk.png', PNG)], ['foto_surat_masuk', berkas('surat.jpg', JPG)]])).toEqual(['foto_kk', 'foto_surat_masuk']);
    expect(await berkasDitolak(413, [['foto_kk', berkas('kk.png', PNG)]])).toEqual(['foto_kk']);
  });

  it('blames no photo for a 400 that is not about an empty one', async () => {
    expect(await berkasDitolak(400, [['foto_kk', berkas('kk.png', PNG)]])).toEqual([]);
  });
});
