// The regency's Layanan Surat against a mocked API: a changed kind published to every village (an
// unknown placeholder refused before it is sent), a new kind with an extra field, and the letters
// counted per village and kind for each month.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import type { JenisSurat } from './api/surat-kabupaten';
import { RekapSuratPage, susunRekap } from './rekap-surat-page';
import { SuratKabupatenPage } from './surat-kabupaten-page';

const T = '2026-11-29T08:00:00.000Z';
const domisili = {
  _id: 'domisili', judul: 'SURAT KETERANGAN DOMISILI', kode_klasifikasi: '470', data_penduduk: ['nama_lengkap', 'nik'],
  isian: [{ kunci: 'keperluan', label: 'Keperluan', tipe: 'teks', wajib: true }], isi: 'x', isi_kabupaten: 'Untuk {isian.keperluan}.',
  teks_desa: false, placeholder: [], sumber: null, urutan: 3, updatedAt: T,
} as unknown as JenisSurat;
const KABUPATEN = { user: { role: 'Admin Kabupaten' as const } };
type User = ReturnType<typeof renderModulePage>['user'];
/** Typing every key is slow on a busy machine: the text is pasted into the field. */
async function isi(user: User, field: HTMLElement, teks: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(teks);
}

describe('SuratKabupatenPage', () => {
  it('publishes a changed kind to every village, refusing an unknown placeholder first', async () => {
    const put: unknown[] = [];
    const { user } = renderModulePage(<SuratKabupatenPage />, {
      route: '/kabupaten/surat', session: KABUPATEN,
      api: {
        'GET /api/surat/logo': () => jsonResponse({ success: false, message: 'Logo kabupaten belum diunggah' }, 404),
        'GET /api/surat/kabupaten/jenis': () => jsonResponse({ success: true, data: [domisili] }),
        'PUT /api/surat/kabupaten/jenis/domisili': (req) => {
          put.push(req.body);
          return jsonResponse({ success: true, data: domisili });
        },
      },
    });
    expect(await screen.findByText('Belum ada logo: kop surat dicetak tanpa logo.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ubah SURAT KETERANGAN DOMISILI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terbitkan Perubahan SURAT KETERANGAN DOMISILI' });
    const teks = within(dialog).getByRole('textbox', { name: /Isi surat/ });
    expect(teks).toHaveValue('Untuk {isian.keperluan}.');
    await isi(user, teks, 'Untuk {isian.tujuan}.');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan ke Semua Desa' }));
    expect(await within(dialog).findByText('Isian {isian.tujuan} tidak dikenal untuk jenis surat ini')).toBeInTheDocument();
    await isi(user, teks, 'Keperluan: {isian.keperluan}.');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan ke Semua Desa' }));
    await waitFor(() => expect(put).toEqual([{ urutan: 3, judul: 'SURAT KETERANGAN DOMISILI', kode_klasifikasi: '470', data_penduduk: ['nama_lengkap', 'nik'], isian: [{ kunci: 'keperluan', label: 'Keperluan', tipe: 'teks', wajib: true }], isi: 'Keperluan: {isian.keperluan}.' }]));
  });

  it('publishes a new kind with an extra field to every village', async () => {
    const post: unknown[] = [];
    const { user } = renderModulePage(<SuratKabupatenPage />, {
      route: '/kabupaten/surat', session: KABUPATEN,
      api: {
        'GET /api/surat/logo': () => jsonResponse({ success: false, message: 'Logo kabupaten belum diunggah' }, 404),
        'GET /api/surat/kabupaten/jenis': () => jsonResponse({ success: true, data: [domisili] }),
        'POST /api/surat/kabupaten/jenis': (req) => {
          post.push(req.body);
          return jsonResponse({ success: true, data: domisili }, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Jenis Surat Baru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jenis Surat Baru' });
    await isi(user, within(dialog).getByRole('textbox', { name: /Kode jenis/ }), 'keterangan-janda');
    await isi(user, within(dialog).getByRole('textbox', { name: /Judul surat/ }), 'SURAT KETERANGAN JANDA');
    await isi(user, within(dialog).getByRole('textbox', { name: /Kode klasifikasi/ }), '474.2');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah Isian' }));
    await isi(user, within(dialog).getByRole('textbox', { name: /Kunci isian 1/ }), 'nama_suami');
    await isi(user, within(dialog).getByRole('textbox', { name: /Label isian 1/ }), 'Nama Almarhum Suami');
    await isi(user, within(dialog).getByRole('textbox', { name: /Isi surat/ }), 'Janda dari {isian.nama_suami}.');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan ke Semua Desa' }));
    await waitFor(() => expect(post).toEqual([{
      _id: 'keterangan-janda', judul: 'SURAT KETERANGAN JANDA', kode_klasifikasi: '474.2', data_penduduk: ['nama_lengkap', 'nik', 'tempat_tanggal_lahir', 'alamat'],
      isian: [{ kunci: 'nama_suami', label: 'Nama Almarhum Suami', tipe: 'teks', wajib: true }], isi: 'Janda dari {isian.nama_suami}.',
    }]));
  });
});

describe('RekapSuratPage', () => {
  it('counts the letters per village and kind in a column per month', async () => {
    renderModulePage(<RekapSuratPage />, {
      route: '/kabupaten/surat/rekap', session: KABUPATEN,
      api: {
        'GET /api/surat/kabupaten/rekap': () => jsonResponse({ success: true, data: { tahun: 2026, baris: [
          { desa_id: 'd2', nama_desa: 'Sukoanyar', jenis_id: 'domisili', judul: 'SURAT KETERANGAN DOMISILI', bulan: 11, jumlah: 3 },
          { desa_id: 'd2', nama_desa: 'Sukoanyar', jenis_id: 'domisili', judul: 'SURAT KETERANGAN DOMISILI', bulan: 2, jumlah: 1 },
          { desa_id: 'd1', nama_desa: 'Pandanrejo', jenis_id: 'sktm', judul: 'SURAT KETERANGAN TIDAK MAMPU', bulan: 11, jumlah: 2 },
        ] } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Rekap Surat per Desa' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Pandanrejo', 'SURAT KETERANGAN TIDAK MAMPU', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', '2', '-', '2'],
      ['Sukoanyar', 'SURAT KETERANGAN DOMISILI', '-', '1', '-', '-', '-', '-', '-', '-', '-', '-', '3', '-', '4'],
    ]);
    expect(susunRekap([])).toEqual([]);
  });
});
