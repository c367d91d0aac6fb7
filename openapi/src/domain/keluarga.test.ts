import { adaKepalaLain, calonKepala, perluKepalaBaru, posisiTersedia } from './keluarga';
import { KEPALA_KELUARGA, POSISI_DALAM_KELUARGA } from './enums';

const kepala = { _id: 'budi', posisi_dalam_keluarga: 'Kepala Keluarga' };
const istri = { _id: 'siti', posisi_dalam_keluarga: 'Istri' };

describe('one Kepala Keluarga per card', () => {
  it('offers every position on a card without a head', () => {
    expect(posisiTersedia([])).toEqual(POSISI_DALAM_KELUARGA);
    expect(posisiTersedia([istri])).toEqual(POSISI_DALAM_KELUARGA);
    expect(posisiTersedia([istri], 'siti')).toEqual(POSISI_DALAM_KELUARGA);
  });

  it('does not offer a second head, to a new member or to another member being edited', () => {
    expect(posisiTersedia([kepala, istri])).not.toContain(KEPALA_KELUARGA);
    expect(posisiTersedia([kepala, istri], 'siti')).not.toContain(KEPALA_KELUARGA);
    expect(posisiTersedia([kepala, istri], 'siti')).toHaveLength(POSISI_DALAM_KELUARGA.length - 1);
    expect(adaKepalaLain([kepala, istri], 'siti')).toBe(true);
  });

  it('keeps the head\'s own position on offer while the head is edited', () => {
    expect(posisiTersedia([kepala, istri], 'budi')).toEqual(POSISI_DALAM_KELUARGA);
    expect(adaKepalaLain([kepala, istri], 'budi')).toBe(false);
  });
});

describe('a new head after a death or a lone move-out (issue 40)', () => {
  const m = (id: string, posisi: string, status: string) => ({ _id: id, posisi_dalam_keluarga: posisi, status_penduduk: status });
  it('waits for one while the head is gone and someone still lives on the card', () => {
    expect(perluKepalaBaru([m('a', KEPALA_KELUARGA, 'meninggal'), m('b', 'Istri', '')])).toBe(true);
    expect(perluKepalaBaru([m('a', KEPALA_KELUARGA, 'penduduk_keluar'), m('b', 'Anak', 'penduduk_masuk')])).toBe(true);
    expect(perluKepalaBaru([m('a', KEPALA_KELUARGA, ''), m('b', 'Istri', '')])).toBe(false);
    expect(perluKepalaBaru([m('a', KEPALA_KELUARGA, 'meninggal'), m('b', 'Istri', 'penduduk_keluar')])).toBe(false);
  });
  it('offers the members still living on the card, never the one gone', () => {
    const anggota = [m('a', KEPALA_KELUARGA, 'meninggal'), m('b', 'Istri', ''), m('c', 'Anak', 'penduduk_keluar'), m('d', 'Anak', 'penduduk_masuk')];
    expect(calonKepala(anggota).map((a) => a._id)).toEqual(['b', 'd']);
  });
});
