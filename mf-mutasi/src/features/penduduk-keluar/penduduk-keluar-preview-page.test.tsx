import { screen, waitFor, within } from '@testing-library/react';
import type { UseReactToPrintOptions } from 'react-to-print';
import type { PendudukKeluar } from '@sid/openapi';
import { formatTanggalPanjang } from '@sid/ui/format';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import {
  FOTO_PENGUSUL_URL,
  keteranganKeluar,
  penandaTanganKeluar,
  pendudukKeluar,
  pengikutKeluar,
  pengusulKeluar,
  wargaKeluar,
} from '../../test/fixtures';
import { PendudukKeluarPreviewPage } from './penduduk-keluar-preview-page';

const printed: UseReactToPrintOptions[] = [];
jest.mock('react-to-print', () => ({
  useReactToPrint: (options: UseReactToPrintOptions) => () => {
    printed.push(options);
  },
}));

beforeEach(() => {
  printed.length = 0;
});

function render(api: MockApi, village = {}) {
  return renderModulePage(<PendudukKeluarPreviewPage />, {
    route: '/penduduk_keluar/keluar-1/d/preview',
    path: '/penduduk_keluar/:id/d/preview',
    api,
    village,
  });
}

const found = (record: PendudukKeluar) => () => jsonResponse({ success: true, data: record });

async function letter() {
  return screen.findByRole('document', { name: 'Surat Keterangan Pindah' });
}

function items(sheet: HTMLElement): string[][] {
  const table = within(sheet).getByRole('table', { name: 'Keterangan pindah' });
  return within(table).getAllByRole('row').map((row) => Array.from(row.children).map((cell) => cell.textContent ?? ''));
}

describe('PendudukKeluarPreviewPage (/penduduk_keluar/:id/d/preview)', () => {
  it('shows a spinner while the record loads, without the letter actions', () => {
    render({ 'GET /api/penduduk_keluar/:id': () => pendingResponse() });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unduh PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });

  it("shows a failure with 'Coba lagi', and a 404 as not found", async () => {
    let status = 500;
    const { user } = render({
      'GET /api/penduduk_keluar/:id': () => (status === 200
        ? found(pendudukKeluar())()
        : jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, status)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await letter()).toBeInTheDocument();
  });

  it('shows an unknown record as not found', async () => {
    render({ 'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Data penduduk keluar tidak ditemukan' }, 404) });
    expect(await screen.findByText('DATA PENDUDUK KELUAR TIDAK DITEMUKAN')).toBeInTheDocument();
    expect(screen.queryByRole('document')).not.toBeInTheDocument();
  });

  it('is one copy on one A4 sheet with the village letterhead, the title and the number line', async () => {
    render(
      { 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) },
      { nama_desa: 'Sukamaju', kecamatan: 'Cibadak', kabupaten: 'Sukabumi', alamat_kantor: 'Jl. Desa No. 2', kode_pos: '43351' },
    );
    const sheet = await letter();
    expect(sheet.querySelectorAll('[data-letter-copy]')).toHaveLength(0);
    expect(within(sheet).getAllByText('SURAT KETERANGAN PINDAH')).toHaveLength(1);
    expect(within(sheet).getByText('PEMERINTAH KABUPATEN SUKABUMI')).toBeInTheDocument();
    expect(within(sheet).getByText('KECAMATAN CIBADAK')).toBeInTheDocument();
    expect(within(sheet).getByText('DESA SUKAMAJU')).toBeInTheDocument();
    expect(within(sheet).getByText('Nomor : 474.4/021/35.07.01/2026')).toBeInTheDocument();
    expect(sheet.querySelector('style')?.textContent).toContain('@page { size: A4;');
  });

  it('prints the 13 numbered items about the proposer and the statement', async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ keterangan_keluar_desa: keteranganKeluar({ kewarganegaraan: 'WNA' }) })) });
    expect(items(await letter())).toEqual([
      ['1.', 'Nama Lengkap', ':', 'Hartono Wijaya'],
      ['2.', 'Jenis Kelamin', ':', 'Laki laki'],
      ['3.', 'Tempat/Tgl. Lahir', ':', 'Malang, 01 Januari 1980 (Umur 46 Tahun)'],
      ['4.', 'Kewarganegaraan', ':', 'Indonesia'],
      ['5.', 'Agama', ':', 'Islam'],
      ['6.', 'Status Perkawinan', ':', 'Kawin'],
      ['7.', 'Pekerjaan', ':', 'Wiraswasta'],
      ['8.', 'Pendidikan Terakhir', ':', 'SLTA/Sederajat'],
      ['9.', 'Alamat Asal', ':', 'Dusun Krajan RT 02 RW 01, Watugede'],
      ['10.', 'No. KTP / Tanggal KTP', ':', '3507010101800001 / 15 Maret 2020'],
      ['11.', 'Alamat Tujuan', ':', 'Jl. Melati No. 5, Kota Batu'],
      ['12.', 'Alasan Pindah', ':', 'Pekerjaan'],
      ['13.', 'Jumlah Pengikut', ':', '2 (Dua) Orang'],
    ]);
  });

  it('prints missing values as empty text and a missing follower count as 0 (Nol)', async () => {
    render({
      'GET /api/penduduk_keluar/:id': found(pendudukKeluar({
        penduduk_keluar_desa: [wargaKeluar({ alamat_asal: '' })],
        keterangan_keluar_desa: keteranganKeluar({ nomor_surat: null, pengikut: undefined as unknown as number, alasan_pindah: '' }),
      })),
    });
    const sheet = await letter();
    const rows = items(sheet);
    expect(rows[8]).toEqual(['9.', 'Alamat Asal', ':', '']);
    expect(rows[11]).toEqual(['12.', 'Alasan Pindah', ':', '']);
    expect(rows[12]).toEqual(['13.', 'Jumlah Pengikut', ':', '0 (Nol) Orang']);
    expect(sheet.querySelector('[data-nomor-surat]')?.textContent).toBe('Nomor : ');
    // A proposer who left alone: no table of family members.
    expect(within(sheet).queryByRole('table', { name: 'Anggota keluarga yang pindah' })).not.toBeInTheDocument();
  });

  it('lists the other family members from the second person on', async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    const table = within(await letter()).getByRole('table', { name: 'Anggota keluarga yang pindah' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No', 'Nama Lengkap', 'Jenis Kelamin', 'Umur', 'Status Perkawinan', 'Pendidikan Terakhir', 'No. KTP (NIK)', 'Kedudukan dalam Keluarga',
    ]);
    const body = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(body).toEqual([
      ['1', 'Sri Wahyuni', 'Perempuan', '43 Tahun', 'Kawin', 'SLTA/Sederajat', '3507014101830002', 'Istri'],
      ['2', 'Rizky Wijaya', 'Laki laki', '16 Tahun', 'Belum Kawin', 'SLTP/Sederajat', '3507010101100003', 'Anak'],
    ]);
    expect(within(table).queryByText(pengusulKeluar.nama_lengkap)).not.toBeInTheDocument();
  });

  it('shows the proposer photo in the 3x4 box', async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    const box = (await letter()).querySelector('[data-foto-box]') as HTMLElement;
    expect(within(box).getByRole('img', { name: 'Foto Hartono Wijaya' })).toHaveAttribute('src', FOTO_PENGUSUL_URL);
    expect(box).not.toHaveTextContent('Foto 3x4');
  });

  it.each([
    ['missing', null],
    ["just '//'", '//'],
  ])("shows 'Foto 3x4' when the photo path is %s", async (_, foto) => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ keterangan_keluar_desa: keteranganKeluar({ foto_pengusul: foto }) })) });
    const box = (await letter()).querySelector('[data-foto-box]') as HTMLElement;
    expect(box).toHaveTextContent(/^Foto 3x4$/);
    expect(within(box).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the placeholders 'Tambahkan Jabatan' and 'Tambahkan Nama Lengkap' without a signer", async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    const sheet = await letter();
    expect(within(sheet).getByText('Tambahkan Jabatan')).toHaveAttribute('data-placeholder');
    expect(within(sheet).getByText('Tambahkan Nama Lengkap')).toHaveAttribute('data-placeholder');
    expect(within(sheet).getByText(`Watugede, ${formatTanggalPanjang(new Date())}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Nama TTD' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Perbarui Nama TTD' })).not.toBeInTheDocument();
  });

  it("shows the signer's position and name, the village and today's date", async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ signatures: penandaTanganKeluar })) }, { nama_desa: 'Sukamaju' });
    const sheet = await letter();
    expect(within(sheet).getByText('Kepala Desa')).toBeInTheDocument();
    expect(within(sheet).getByText('Slamet Riyadi')).toBeInTheDocument();
    expect(within(sheet).getByText(`Sukamaju, ${formatTanggalPanjang(new Date())}`)).toBeInTheDocument();
    expect(within(sheet).queryByText('Tambahkan Jabatan')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perbarui Nama TTD' })).toBeInTheDocument();
  });

  it('adds the signer to the moved-out record, then reloads the letter', async () => {
    let record = pendudukKeluar();
    const { user, api } = render({
      'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: true, data: record }),
      'POST /api/signature/:id/p/keluar': (req) => {
        record = { ...record, signatures: { ...penandaTanganKeluar, ...(req.body as object) } };
        return jsonResponse({ success: true, message: 'Sukses menambahkan data TTD', data: record.signatures }, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Nama TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambahkan Data TTD' });
    expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' }), 'Sekretaris Desa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Lengkap' }), 'Yudi Purwono');
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText('Sukses menambahkan data TTD')).toBeInTheDocument();
    const call = api.callsTo('POST /api/signature/:id/p/keluar')[0];
    expect(call?.params).toEqual({ id: 'keluar-1' });
    expect(call?.body).toEqual({ nama_jabatan: 'Sekretaris Desa', nama_lengkap: 'Yudi Purwono' });
    const sheet = await letter();
    expect(await within(sheet).findByText('Yudi Purwono')).toBeInTheDocument();
    expect(within(sheet).getByText('Sekretaris Desa')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Perbarui Nama TTD' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/signature/:signatureId/u')).toHaveLength(0);
  });

  it("updates the existing signer with 'Perbarui Nama TTD'", async () => {
    const { user, api } = render({
      'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ signatures: penandaTanganKeluar })),
      'PUT /api/signature/:signatureId/u': (req) => jsonResponse({ success: true, message: 'Sukses memperbarui data TTD', data: { ...penandaTanganKeluar, ...(req.body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Perbarui Nama TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data TTD' });
    const jabatan = within(dialog).getByRole('textbox', { name: 'Nama Jabatan' });
    expect(jabatan).toHaveValue('Kepala Desa');
    await user.clear(jabatan);
    await user.type(jabatan, 'Plt. Kepala Desa');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await screen.findByText('Sukses memperbarui data TTD')).toBeInTheDocument();
    const call = api.callsTo('PUT /api/signature/:signatureId/u')[0];
    expect(call?.params).toEqual({ signatureId: 'sig-keluar' });
    expect(call?.body).toEqual({ nama_jabatan: 'Plt. Kepala Desa', nama_lengkap: 'Slamet Riyadi' });
    expect(api.callsTo('POST /api/signature/:id/p/keluar')).toHaveLength(0);
  });

  it('keeps the signer dialog open with the server message when saving fails', async () => {
    const { user } = render({
      'GET /api/penduduk_keluar/:id': found(pendudukKeluar()),
      'POST /api/signature/:id/p/keluar': () => jsonResponse({ success: false, code: 'CONFLICT', message: 'Data TTD sudah ada' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Nama TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambahkan Data TTD' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Lengkap' }), 'Yudi');
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    expect(await within(dialog).findByText('Data TTD sudah ada')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tambahkan Data TTD' })).toBeInTheDocument();
  });

  it("prints only the sheet under the title 'surat-keterangan-keluar-{proposer}'", async () => {
    const { user } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    const sheet = await letter();
    await user.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    expect(printed).toHaveLength(1);
    expect(printed[0]?.documentTitle).toBe('surat-keterangan-keluar-Hartono Wijaya');
    expect(printed[0]?.contentRef?.current).toBe(sheet);
    expect(printed[0]?.pageStyle).toContain('size: A4');
  });

  it('fits five followers in the table of one letter', async () => {
    const lima = [...pengikutKeluar, ...[3, 4, 5].map((n) => wargaKeluar({ _id: `pk-${n}`, nik: `350701010110000${n}`, nama_lengkap: `Anak ${n}`, posisi_dalam_keluarga: 'Anak' }))];
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ penduduk_keluar_desa: [pengusulKeluar, ...lima], keterangan_keluar_desa: keteranganKeluar({ pengikut: 5 }) })) });
    const sheet = await letter();
    const table = within(sheet).getByRole('table', { name: 'Anggota keluarga yang pindah' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(items(sheet)[12]).toEqual(['13.', 'Jumlah Pengikut', ':', '5 (Lima) Orang']);
  });

  it('goes back to the detail', async () => {
    const { user, location } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    await letter();
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar/keluar-1/d'));
  });

  it("signs a signer without a title of their own under the village head's title (jabatan_kepala), 'Kepala Desa' by default", async () => {
    const { unmount } = render(
      { 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ signatures: { ...penandaTanganKeluar, nama_jabatan: '' } })) },
      { nama_desa: 'Sukamaju', jabatan_kepala: 'Lurah' },
    );
    expect(within(await letter()).getByText('Lurah')).toBeInTheDocument();
    expect(screen.queryByText('Tambahkan Jabatan')).not.toBeInTheDocument();
    unmount();

    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ signatures: { ...penandaTanganKeluar, nama_jabatan: '' } })) }, { jabatan_kepala: undefined });
    expect(within(await letter()).getByText('Kepala Desa')).toBeInTheDocument();
  });
});
