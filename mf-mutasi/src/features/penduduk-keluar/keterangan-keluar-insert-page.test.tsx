import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { PendudukKeluar } from '@sid/openapi';
import { formatTanggalPanjang, formatTanggalPendek, hariIniIso } from '@sid/ui/format';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import { berkasGambar, keteranganKeluar, pendudukKeluar, pengusulKeluar } from '../../test/fixtures';
import { KeteranganKeluarInsertPage } from './keterangan-keluar-insert-page';
import { PendudukKeluarDetailPage } from './penduduk-keluar-detail-page';

// Typing through user-event is slow on a busy machine: give each test room.
jest.setTimeout(30_000);

const tanpaKeterangan = () => pendudukKeluar({ keterangan_keluar_desa: null });
const found = (record: PendudukKeluar) => () => jsonResponse({ success: true, data: record });

function render(api: MockApi) {
  return renderModulePage(<KeteranganKeluarInsertPage />, { route: '/penduduk_keluar/keluar-1/i/k', path: '/penduduk_keluar/:id/i/k', api });
}

async function form() {
  return screen.findByRole('form', { name: 'Form keterangan keluar' });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillRequired(user: ReturnType<typeof render>['user']) {
  await user.type(field('Alamat Pindah'), 'Jl. Melati No. 5, Kota Batu');
  await user.type(field('Alasan Pindah'), 'Pekerjaan');
}

describe('KeteranganKeluarInsertPage (/penduduk_keluar/:id/i/k)', () => {
  it('shows a spinner while the record loads', () => {
    render({ 'GET /api/penduduk_keluar/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Tambah Keterangan Keluar' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("shows a failure with 'Coba lagi', and an unknown record as not found", async () => {
    render({ 'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Data penduduk keluar tidak ditemukan' }, 404) });
    expect(await screen.findByText('DATA PENDUDUK KELUAR TIDAK DITEMUKAN')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("retries a failed load with 'Coba lagi'", async () => {
    let ok = false;
    const { user } = render({
      'GET /api/penduduk_keluar/:id': () => (ok ? found(tanpaKeterangan())() : jsonResponse({ success: false, message: 'Terjadi kesalahan pada server' }, 500)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    ok = true;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await form()).toBeInTheDocument();
  });

  it('starts with today in both dates (shown in long Indonesian form), Indonesia and the number of followers', async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(tanpaKeterangan()) });
    await form();
    const today = formatTanggalPendek(hariIniIso());
    expect(screen.getByLabelText(/^Tanggal KTP/)).toHaveValue(today);
    expect(screen.getByLabelText(/^Meninggalkan Desa Pada/)).toHaveValue(today);
    expect(screen.getAllByText(formatTanggalPanjang(new Date()))).toHaveLength(2);
    expect(field('Kewarganegaraan')).toHaveValue('Indonesia');
    expect(field('Jumlah Pengikut')).toHaveValue('2');
    expect(field('Nomor Surat')).toHaveValue('');
    expect(field('Catatan')).toHaveAttribute('rows', '5');
    expect(screen.getByLabelText(/^Foto Pengusul/)).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText(`Pengusul: ${pengusulKeluar.nama_lengkap} (2 pengikut)`)).toBeInTheDocument();
  });

  it('shows the spec messages word for word and sends nothing', async () => {
    const { user, api } = render({ 'GET /api/penduduk_keluar/:id': found(tanpaKeterangan()) });
    await form();
    await user.clear(field('Jumlah Pengikut'));
    await user.clear(field('Kewarganegaraan'));
    await user.clear(screen.getByLabelText(/^Tanggal KTP/));
    await user.clear(screen.getByLabelText(/^Meninggalkan Desa Pada/));
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    for (const message of [
      'Pengikut tidak boleh kosong',
      'Alamat Pindah tidak boleh kosong',
      'Tanggal ktp tidak boleh kosong',
      'Tanggal meninggalkan desa tidak boleh kosong',
      'Kewarganegaraan tidak boleh kosong',
      'Alasan pindah tidak boleh kosong',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /api/keterangan/:id')).toHaveLength(0);
  });

  it("refuses a follower count that is not a number: 'Input harus berupa angka'", async () => {
    const { user, api } = render({ 'GET /api/penduduk_keluar/:id': found(tanpaKeterangan()) });
    await form();
    await fillRequired(user);
    await user.clear(field('Jumlah Pengikut'));
    await user.type(field('Jumlah Pengikut'), 'dua');
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText('Input harus berupa angka')).toBeInTheDocument();
    expect(api.callsTo('POST /api/keterangan/:id')).toHaveLength(0);
  });

  it("sends the statement as multipart with the photo, then opens the detail", async () => {
    let record = tanpaKeterangan();
    const photo = berkasGambar('pengusul.webp', 'image/webp');
    const api: MockApi = {
      'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: true, data: record }),
      'POST /api/keterangan/:id': () => {
        record = { ...record, keterangan_keluar_desa: keteranganKeluar() };
        return jsonResponse({ success: true, message: 'Sukses Menambahkan Keterangan Keluar', data: record.keterangan_keluar_desa }, 201);
      },
    };
    const { user, api: calls, location } = render(api);
    await form();
    await user.type(field('Nomor Surat'), '474.4/021');
    await fillRequired(user);
    await user.type(field('Catatan'), 'Bersama keluarga');
    await user.upload(screen.getByLabelText(/^Foto Pengusul/), photo);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));

    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar/keluar-1/d'));
    const call = calls.callsTo('POST /api/keterangan/:id')[0];
    expect(call?.params).toEqual({ id: 'keluar-1' });
    const body = call?.body as FormData;
    expect(Object.fromEntries(Array.from(body.entries()).filter(([k]) => k !== 'foto_pengusul'))).toEqual({
      nomor_surat: '474.4/021',
      alamat_pindah: 'Jl. Melati No. 5, Kota Batu',
      alasan_pindah: 'Pekerjaan',
      pengikut: '2',
      tanggal_ktp: hariIniIso(),
      meninggalkan_desa_pada: hariIniIso(),
      catatan: 'Bersama keluarga',
      kewarganegaraan: 'Indonesia',
    });
    expect((body.get('foto_pengusul') as File).name).toBe('pengusul.webp');
  });

  it("hands 'Sukses Menambahkan Keterangan Keluar' to the detail, which shows it in green", async () => {
    let record = tanpaKeterangan();
    const { user } = renderModulePage(<Routes2 />, {
      route: '/penduduk_keluar/keluar-1/i/k',
      api: {
        'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: true, data: record }),
        'POST /api/keterangan/:id': () => {
          record = { ...record, keterangan_keluar_desa: keteranganKeluar() };
          return jsonResponse({ success: true, message: 'ok', data: record.keterangan_keluar_desa }, 201);
        },
      },
    });
    await form();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(/^Sukses Menambahkan Keterangan Keluar$/);
    expect(await screen.findByRole('button', { name: 'Lihat PDF' })).toBeInTheDocument();
  });

  it('shows a 400 in a red banner with the server message and stays on the form', async () => {
    const { user, location } = render({
      'GET /api/penduduk_keluar/:id': found(tanpaKeterangan()),
      'POST /api/keterangan/:id': () => jsonResponse({ success: false, code: 'VALIDATION_ERROR', message: 'Alamat Pindah maksimal 255 karakter' }, 400),
    });
    await form();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Alamat Pindah maksimal 255 karakter');
    expect(location().pathname).toBe('/penduduk_keluar/keluar-1/i/k');
  });

  it('shows a refused photo under the photo field', async () => {
    const { user } = render({
      'GET /api/penduduk_keluar/:id': found(tanpaKeterangan()),
      'POST /api/keterangan/:id': () => jsonResponse({ success: false, code: 'UNSUPPORTED_FILE', message: 'Berkas bukan gambar' }, 415),
    });
    await form();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/^Foto Pengusul/), berkasGambar('foto.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    const message = await screen.findByText('Berkas bukan gambar');
    // Fluent's Field ties the message to its input: the refusal is the photo field's own.
    expect(screen.getByLabelText(/^Foto Pengusul/)).toHaveAccessibleDescription(expect.stringContaining('Berkas bukan gambar'));
    expect(message.closest('[data-banner-intent]')).toBeNull();
  });

  it("refuses a photo over 10 MB: 'Maximum size is 10mb'", async () => {
    const { user, api } = render({ 'GET /api/penduduk_keluar/:id': found(tanpaKeterangan()) });
    await form();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/^Foto Pengusul/), berkasGambar('besar.jpg', 'image/jpeg', 10_485_761));
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText('Maximum size is 10mb')).toBeInTheDocument();
    expect(api.callsTo('POST /api/keterangan/:id')).toHaveLength(0);
  });

  it('sends without nomor_surat, catatan or a photo (all optional)', async () => {
    const { user, api } = render({
      'GET /api/penduduk_keluar/:id': found(tanpaKeterangan()),
      'POST /api/keterangan/:id': () => jsonResponse({ success: true, message: 'Sukses Menambahkan Keterangan Keluar', data: keteranganKeluar() }, 201),
    });
    await form();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(api.callsTo('POST /api/keterangan/:id')).toHaveLength(1));
    const body = api.callsTo('POST /api/keterangan/:id')[0]?.body as FormData;
    expect(body.get('foto_pengusul')).toBeNull();
    expect(body.get('nomor_surat')).toBe('');
  });

  it('does not offer a second statement for a record that has one', async () => {
    const { user, location } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    expect(await screen.findByText(/sudah memiliki keterangan keluar/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lihat Detail' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar/keluar-1/d'));
  });

  it('Kembali returns to the detail; Reset Form restores the defaults', async () => {
    const { user, location } = render({ 'GET /api/penduduk_keluar/:id': found(tanpaKeterangan()) });
    await form();
    await user.type(field('Alamat Pindah'), 'Batu');
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(field('Alamat Pindah')).toHaveValue('');
    await user.click(within(await form()).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar/keluar-1/d'));
  });
});

/** The add page and the detail under one router, as the shell mounts them. */
function Routes2() {
  return (
    <Routes>
      <Route path="/penduduk_keluar/:id/i/k" element={<KeteranganKeluarInsertPage />} />
      <Route path="/penduduk_keluar/:id/d" element={<PendudukKeluarDetailPage />} />
    </Routes>
  );
}
