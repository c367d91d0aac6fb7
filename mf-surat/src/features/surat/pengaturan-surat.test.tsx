// The village's settings of Layanan Surat against a mocked API: a kind's wording (live preview with an
// example resident, an unknown placeholder refused before saving, back to the regency's text) and the
// numbering (each kind's next number previewed from its parts, the shared-or-per-kind sequence saved).
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import type { JenisSurat, PenomoranSurat } from './api/surat-api';
import { PenomoranPage } from './penomoran-page';
import { TeksSuratPage } from './teks-surat-page';

const T = '2026-11-29T08:00:00.000Z';
const domisili = (over: Partial<JenisSurat> = {}): JenisSurat => ({
  _id: 'domisili', judul: 'SURAT KETERANGAN DOMISILI', kode_klasifikasi: '470', data_penduduk: ['nama_lengkap', 'nik'],
  isian: [{ kunci: 'keperluan', label: 'Keperluan', tipe: 'teks', wajib: true }], isi: 'Berdomisili di Desa {nama_desa} untuk {isian.keperluan}.',
  isi_kabupaten: 'Berdomisili di Desa {nama_desa} untuk {isian.keperluan}.', teks_desa: false,
  placeholder: ['nama_lengkap', 'nik', 'nama_desa', 'isian.keperluan'], sumber: null, urutan: 1, updatedAt: T, ...over,
} as JenisSurat);
const penomoran: PenomoranSurat = {
  urutan: 'per_jenis', format_bawaan: '{kode}/{seq:3}/{kode_desa}/{bulan_romawi}/{tahun}',
  jenis: [{ jenis_id: 'domisili', judul: 'SURAT KETERANGAN DOMISILI', kode_klasifikasi: '470', format: '{kode}/{seq:3}/{tahun}', urut_berikutnya: 7, berikutnya: '470/007/2026' }],
};
const umum = {
  'GET /api/surat/pejabat': () => jsonResponse({ success: true, data: [] }),
  'GET /api/surat/penomoran': () => jsonResponse({ success: true, data: penomoran }),
};

describe('TeksSuratPage', () => {
  it('previews the wording live, refuses an unknown placeholder, saves, and goes back to the regency text', async () => {
    const saved: unknown[] = [];
    let reset = 0;
    const { user } = renderModulePage(<TeksSuratPage />, {
      route: '/surat/teks', session: { user: { role: 'Super Admin' } }, village: { nama_desa: 'Sukoanyar' },
      api: {
        ...umum,
        'GET /api/surat/jenis': () => jsonResponse({ success: true, data: [domisili({ teks_desa: saved.length > 0 && reset === 0, isi: saved.length > 0 && reset === 0 ? 'Baru {nama_desa}.' : domisili().isi })] }),
        'PUT /api/surat/jenis/domisili/teks': (req) => {
          saved.push(req.body);
          return jsonResponse({ success: true, data: domisili() });
        },
        'DELETE /api/surat/jenis/domisili/teks': () => {
          reset += 1;
          return jsonResponse({ success: true, data: domisili() });
        },
      },
    });
    const preview = await screen.findByRole('region', { name: 'Pratinjau teks surat' });
    expect(within(preview).getByText(/Berdomisili di Desa Sukoanyar untuk/)).toBeInTheDocument();
    expect(within(preview).getByText('[Keperluan]')).toHaveAttribute('data-kurang');
    expect(within(preview).getByText('NAMA CONTOH')).toBeInTheDocument();
    expect(within(preview).getByText(/470\/007\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembalikan ke Teks Kabupaten' })).toBeDisabled();
    const isi = screen.getByRole('textbox', { name: /Isi surat/ });
    await user.clear(isi);
    await user.type(isi, 'Ibu {{nama_ibu}');
    expect(preview).toHaveTextContent('Ibu [nama_ibu]');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Isian {nama_ibu} tidak dikenal untuk jenis surat ini')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(isi);
    await user.type(isi, 'Baru {{nama_desa}.');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saved).toEqual([{ isi: 'Baru {nama_desa}.' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kembalikan ke Teks Kabupaten' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Kembalikan ke Teks Kabupaten' }));
    await waitFor(() => expect(reset).toBe(1));
  });
});

describe('PenomoranPage', () => {
  it('previews the next number from the parts, refuses a format without a sequence, and saves the setting', async () => {
    const saved: unknown[] = [];
    const { user } = renderModulePage(<PenomoranPage />, {
      route: '/surat/penomoran', session: { user: { role: 'Super Admin' } }, village: { kode_wilayah: '35.07.02.2001' },
      api: {
        ...umum,
        'PUT /api/surat/penomoran': (req) => {
          saved.push(req.body);
          return jsonResponse({ success: true, data: penomoran });
        },
      },
    });
    const format = await screen.findByRole('textbox', { name: /Format nomor SURAT KETERANGAN DOMISILI/ });
    const year = new Date().getFullYear();
    expect(screen.getByText(`470/007/${year}`)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tambah bagian ke SURAT KETERANGAN DOMISILI' }), '/');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tambah bagian ke SURAT KETERANGAN DOMISILI' }), '{kode_desa}');
    expect(format).toHaveValue('{kode}/{seq:3}/{tahun}/{kode_desa}');
    expect(screen.getByText(`470/007/${year}/35.07.02.2001`)).toBeInTheDocument();
    await user.clear(format);
    await user.type(format, '{{kode}/{{tahun}');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Format nomor harus memuat nomor urut {seq:N}')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(format);
    await user.type(format, 'SKD-{{seq:4}');
    await user.selectOptions(screen.getByRole('combobox', { name: /Nomor urut/ }), 'bersama');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saved).toEqual([{ urutan: 'bersama', format: [{ jenis_id: 'domisili', format: 'SKD-{seq:4}' }] }]));
  });
});
