import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KartuKeluarga } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, findFeedback } from '@sid/ui-desa/testing';
import { berkasGambar, FOTO_KK_URL, FOTO_SURAT_MASUK_URL, istriMasuk, kartuKeluargaMasuk, kepalaMasuk, keteranganMasuk } from '../../test/fixtures';
import { PendudukMasukDetailPage } from './penduduk-masuk-detail-page';
import { PILIH_MINIMAL_SATU } from './components/keterangan-masuk-form-dialog';

type User = ReturnType<typeof renderModulePage>['user'];

function render(api: MockApi) {
  return renderModulePage(<PendudukMasukDetailPage />, { route: '/penduduk_masuk/kk-masuk/d', path: '/penduduk_masuk/:idKK/d', api });
}

const found = (card: KartuKeluarga) => () => jsonResponse({ success: true, data: card });
const lengkap = () => kartuKeluargaMasuk({ data_penduduk_masuk: keteranganMasuk() });
const posts = (api: ReturnType<typeof render>['api']) => api.calls.filter((c) => c.method !== 'GET');

async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Tambahkan Data Keterangan Masuk' }));
  return screen.findByRole('dialog', { name: 'Tambah Data Keterangan Masuk' });
}

async function openUpdate(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Aksi data keterangan masuk' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Perbarui Data Keterangan Masuk' });
}

const fotoKk = (dialog: HTMLElement) => within(dialog).getByLabelText(/Upload Foto KK/) as HTMLInputElement;
const fotoSurat = (dialog: HTMLElement) => within(dialog).getByLabelText(/Upload Foto Surat Masuk/) as HTMLInputElement;

describe("PendudukMasukDetailPage (/penduduk_masuk/:idKK/d 'Daftar Anggota Keluarga Penduduk Masuk')", () => {
  it('shows a spinner while the card loads', () => {
    render({ 'GET /api/penduduk_masuk/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Daftar Anggota Keluarga Penduduk Masuk' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('lists the members with the spec columns, head first, and the card as Tidak Lengkap', async () => {
    const { api } = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
    const table = await screen.findByRole('table', { name: 'Daftar Anggota Keluarga Penduduk Masuk' });
    expect(api.callsTo('GET /api/penduduk_masuk/:id')[0]?.params).toEqual({ id: 'kk-masuk' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'NIK', 'Nama Lengkap', 'Tempat Tgl. Lahir', 'Umur', 'Alamat', 'Jenis Kelamin', 'Kedudukan', 'Aksi',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell').slice(0, 7).map((c) => c.textContent)).toEqual([
      '3507010202850001', 'Agus Prasetyo', 'Blitar, 02 Februari 1985', '40', 'Jl. Merdeka No. 7, Blitar', 'Laki laki', 'Kepala Keluarga',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[6]).toHaveTextContent('Istri');
    expect(screen.getByText(/anggota keluarga/)).toHaveTextContent('Nomor KK: 3507010202850100 · 2 anggota keluarga');
    // Issue 40: the day the family arrived, as an Indonesian date, corrected on the flow's first step.
    expect(screen.getByText(/anggota keluarga/)).toHaveTextContent('Tanggal Datang: 03 November 2025 (ubah)');
    expect(screen.getByRole('link', { name: 'Ubah Tanggal Datang KK 3507010202850100' })).toHaveAttribute('href', '/penduduk_masuk/insert/kk/kk-masuk?langkah=kartu');
    const area = screen.getByRole('region', { name: 'Data Keterangan Masuk' });
    expect(within(area).getByText('Tidak Lengkap')).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Tambahkan Data Keterangan Masuk' })).toBeInTheDocument();
    expect(within(area).queryByRole('button', { name: 'Lihat Data Keterangan Masuk' })).not.toBeInTheDocument();
    expect(within(area).queryByRole('button', { name: 'Aksi data keterangan masuk' })).not.toBeInTheDocument();
  });

  it("offers the view link and the Edit / Hapus menu once the documents exist ('Lengkap')", async () => {
    render({ 'GET /api/penduduk_masuk/:id': found(lengkap()) });
    const area = await screen.findByRole('region', { name: 'Data Keterangan Masuk' });
    expect(await within(area).findByText('Lengkap')).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Lihat Data Keterangan Masuk' })).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Aksi data keterangan masuk' })).toBeInTheDocument();
    expect(within(area).queryByRole('button', { name: 'Tambahkan Data Keterangan Masuk' })).not.toBeInTheDocument();
  });

  it("offers 'Lanjutkan Pendataan' (the guided flow, issue 40) only while the documents are missing", async () => {
    const first = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
    expect(await screen.findByRole('link', { name: 'Lanjutkan Pendataan' })).toHaveAttribute('href', '/penduduk_masuk/insert/kk/kk-masuk?langkah=anggota');
    first.unmount();
    render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk({ data_penduduk_masuk: keteranganMasuk() })) });
    await screen.findByRole('button', { name: 'Lihat Data Keterangan Masuk' });
    expect(screen.queryByRole('link', { name: 'Lanjutkan Pendataan' })).not.toBeInTheDocument();
  });

  it("shows 'DATA ANGGOTA PENDUDUK MASUK KOSONG' for a card without members", async () => {
    render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk({ anggota_keluarga: [] })) });
    expect(await screen.findByRole('region', { name: 'DATA ANGGOTA PENDUDUK MASUK KOSONG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });

  it('says the card does not exist (404) and leads back to the list', async () => {
    const { user, location } = render({
      'GET /api/penduduk_masuk/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Kartu keluarga penduduk masuk tidak ditemukan' }, 404),
    });
    const notFound = await screen.findByRole('region', { name: 'KARTU KELUARGA TIDAK DITEMUKAN' });
    expect(notFound).toHaveTextContent('Kartu keluarga penduduk masuk tidak ditemukan');
    await user.click(within(notFound).getByRole('button', { name: 'Kembali' }));
    expect(location().pathname).toBe('/penduduk_masuk');
  });

  it("shows why the card failed to load and loads again with 'Coba lagi'", async () => {
    let fail = true;
    const { user } = render({
      'GET /api/penduduk_masuk/:id': () => (fail
        ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
        : found(kartuKeluargaMasuk())()),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('goes to add a member, to edit one, and back to the list', async () => {
    const first = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
    await first.user.click(await screen.findByRole('button', { name: 'Tambah Data' }));
    expect(first.location().pathname).toBe('/penduduk_masuk/kk-masuk/i');
    first.unmount();

    const second = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
    await second.user.click(await screen.findByRole('button', { name: 'Edit Dewi Lestari' }));
    expect(second.location().pathname).toBe('/penduduk_masuk/pm-istri/u/kk-masuk');
    second.unmount();

    const third = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
    await third.user.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(third.location().pathname).toBe('/penduduk_masuk');
  });

  it('downloads the members as anggota_keluarga_{first member nik}.csv', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const { user, api } = render({
      'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()),
      'GET /api/penduduk_masuk/:idKK/csv': () => new Response('\uFEFFnik\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="anggota_keluarga_3507010202850001.csv"` } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['anggota_keluarga_3507010202850001.csv']));
    expect(api.callsTo('GET /api/penduduk_masuk/:idKK/csv')[0]?.params).toEqual({ idKK: 'kk-masuk' });
    click.mockRestore();
  });

  describe('removing a member', () => {
    const dampak = (data: object = { dapat_dihapus: true, ikut_terhapus: [] }) => ({
      'GET /api/dampak_hapus/penduduk/:idPenduduk/d/:idKK': () => jsonResponse({ success: true, data }),
    });

    async function openHapus(user: User, nama: string) {
      await user.click(await screen.findByRole('button', { name: `Hapus ${nama}` }));
      const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS ANGGOTA KELUARGA INI ?' });
      return { confirm, alasan: () => within(confirm).findByRole('textbox', { name: /Alasan penghapusan/ }) };
    }

    it('asks first with the reason, removes the member through DELETE /api/penduduk/{id}/d/{idKK} and reloads the card', async () => {
      let card = kartuKeluargaMasuk();
      const { user, api, location } = render({
        'GET /api/penduduk_masuk/:id': () => found(card)(),
        ...dampak({ dapat_dihapus: true, ikut_terhapus: ['Data penduduk Dewi Lestari'] }),
        'DELETE /api/penduduk/:idPenduduk/d/:idKK': () => {
          card = kartuKeluargaMasuk({ anggota_keluarga: [kepalaMasuk] });
          return jsonResponse({ success: true, code: 'DELETE_ANGGOTA_SUCCESS', message: 'Sukses menghapus anggota keluarga' });
        },
      });
      const { confirm, alasan } = await openHapus(user, 'Dewi Lestari');
      expect(confirm).toHaveTextContent('Data Dewi Lestari akan dihapus setelah anda menekan tombol hapus.');
      expect(await within(confirm).findByRole('list', { name: 'Yang ikut terhapus:' })).toHaveTextContent('Data penduduk Dewi Lestari');
      expect(api.callsTo('GET /api/dampak_hapus/penduduk/:idPenduduk/d/:idKK')[0]?.params).toEqual({ idPenduduk: 'pm-istri', idKK: 'kk-masuk' });
      await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
      expect(await within(confirm).findByText('Alasan penghapusan tidak boleh kosong')).toBeInTheDocument();
      expect(posts(api)).toHaveLength(0);
      await user.type(await alasan(), 'Batal pindah masuk');
      await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
      expect(await findFeedback('Sukses menghapus anggota keluarga')).toHaveAttribute('data-feedback-intent', 'success');
      const call = api.callsTo('DELETE /api/penduduk/:idPenduduk/d/:idKK')[0];
      expect(call?.params).toEqual({ idPenduduk: 'pm-istri', idKK: 'kk-masuk' });
      expect(call?.body).toEqual({ alasan: 'Batal pindah masuk' });
      await waitFor(() => expect(screen.queryByText('Dewi Lestari')).not.toBeInTheDocument());
      expect(location().pathname).toBe('/penduduk_masuk/kk-masuk/d');
    });

    it('returns to the list when the last member (and with them the card) goes', async () => {
      const { user, location } = render({
        'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk({ anggota_keluarga: [kepalaMasuk] })),
        ...dampak(),
        'DELETE /api/penduduk/:idPenduduk/d/:idKK': () => jsonResponse({ success: true, code: 'KARTU_KELUARGA_DIHAPUS', message: 'Sukses menghapus anggota dan kartu keluarga' }),
      });
      const { confirm, alasan } = await openHapus(user, 'Agus Prasetyo');
      expect(confirm).toHaveTextContent('bersama kartu keluarga ini');
      await user.type(await alasan(), 'Batal pindah masuk');
      await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
      await waitFor(() => expect(location().pathname).toBe('/penduduk_masuk'));
    });

    it('stays and says why in the dialog when the member cannot be removed', async () => {
      const { user, location } = render({
        'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()),
        ...dampak(),
        'DELETE /api/penduduk/:idPenduduk/d/:idKK': () => jsonResponse({ success: false, code: 'DATA_MASIH_DIPAKAI', message: 'Dewi Lestari masih dipakai oleh data lain' }, 409),
      });
      const { confirm, alasan } = await openHapus(user, 'Dewi Lestari');
      await user.type(await alasan(), 'Salah input');
      await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
      expect(await within(confirm).findByRole('alert')).toHaveTextContent('Dewi Lestari masih dipakai oleh data lain');
      expect(await alasan()).toHaveValue('Salah input');
      expect(location().pathname).toBe('/penduduk_masuk/kk-masuk/d');
    });

    it("says why an Admin may not remove the member, with no 'Hapus'", async () => {
      const { user, api } = render({
        'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()),
        ...dampak({ dapat_dihapus: false, pesan: 'Hanya Super Admin yang dapat menghapus penduduk ini', ikut_terhapus: ['Data penduduk keluar'] }),
      });
      const { confirm } = await openHapus(user, 'Dewi Lestari');
      expect(await within(confirm).findByText('Hanya Super Admin yang dapat menghapus penduduk ini')).toBeInTheDocument();
      expect(within(confirm).queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
      expect(within(confirm).queryByRole('textbox')).not.toBeInTheDocument();
      expect(posts(api)).toHaveLength(0);
    });
  });

  describe("adding the entry documents ('Tambah Data Keterangan Masuk')", () => {
    it("requires both photos: 'A file is Required' under each, nothing sent", async () => {
      const { user, api } = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
      const dialog = await openAdd(user);
      expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(await within(dialog).findAllByText('A file is Required')).toHaveLength(2);
      await user.upload(fotoKk(dialog), berkasGambar('kk.jpg', 'image/jpeg'));
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      await waitFor(() => expect(within(dialog).getAllByText('A file is Required')).toHaveLength(1));
      expect(posts(api)).toHaveLength(0);
    });

    it("refuses a photo over 10 MB: 'Maximum size is 10mb'", async () => {
      const { user, api } = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
      const dialog = await openAdd(user);
      await user.upload(fotoKk(dialog), berkasGambar('kk.png', 'image/png'));
      await user.upload(fotoSurat(dialog), berkasGambar('surat.jpg', 'image/jpeg', 10_485_761));
      expect(await within(dialog).findByText('Maximum size is 10mb')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(posts(api)).toHaveLength(0);
    });

    it('refuses another type than a jpg/png photo or a PDF scan (issue 40), in Indonesian', async () => {
      const { user, api } = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
      const dialog = await openAdd(user);
      expect(fotoKk(dialog)).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
      // The picker offers only jpg/png/pdf; a file dropped in anyway is checked too.
      fireEvent.change(fotoKk(dialog), { target: { files: [berkasGambar('kk.gif', 'image/gif')] } });
      expect(await within(dialog).findByText('Format berkas tidak didukung, gunakan foto jpg/jpeg/png atau hasil pindai pdf')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(posts(api)).toHaveLength(0);
    });

    it('sends both photos as multipart, says so, reloads the card and shows it Lengkap', async () => {
      let card = kartuKeluargaMasuk();
      const { user, api } = render({
        'GET /api/penduduk_masuk/:id': () => found(card)(),
        'POST /api/penduduk_masuk/:idKK/p': () => {
          card = lengkap();
          return jsonResponse({ success: true, message: 'Sukses menambahkan data keterangan masuk', data: keteranganMasuk() }, 201);
        },
      });
      const dialog = await openAdd(user);
      await user.upload(fotoKk(dialog), berkasGambar('kk.jpg', 'image/jpeg'));
      await user.upload(fotoSurat(dialog), berkasGambar('surat.png', 'image/png', 10_485_760));
      expect(within(dialog).getByText(/surat\.png \(10,0 MB\)/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(await findFeedback('Sukses menambahkan data keterangan masuk')).toHaveAttribute('data-feedback-intent', 'success');
      const call = api.callsTo('POST /api/penduduk_masuk/:idKK/p')[0];
      expect(call?.params).toEqual({ idKK: 'kk-masuk' });
      const form = call?.body as FormData;
      expect((form.get('foto_kk') as File).name).toBe('kk.jpg');
      expect((form.get('foto_surat_masuk') as File).name).toBe('surat.png');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('button', { name: 'Lihat Data Keterangan Masuk' })).toBeInTheDocument();
      const area = await screen.findByRole('region', { name: 'Data Keterangan Masuk' });
      expect(within(area).getByText('Lengkap')).toBeInTheDocument();
      expect(api.callsTo('GET /api/penduduk_masuk/:id').length).toBeGreaterThan(1);
    });

    it.each([
      [413, 'FILE_TOO_LARGE', 'Maximum size is 10mb'],
      [415, 'UNSUPPORTED_FILE', 'Unsupported Format, We just Support : jpg/jpeg/png'],
    ])("shows the server's %i (%s) message on the photo fields and keeps the dialog open", async (status, code, message) => {
      const { user } = render({
        'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()),
        'POST /api/penduduk_masuk/:idKK/p': () => jsonResponse({ success: false, code, message }, status),
      });
      const dialog = await openAdd(user);
      // A renamed file passes the browser's check; the server reads the bytes.
      await user.upload(fotoKk(dialog), berkasGambar('bukan-foto.jpg', 'image/jpeg'));
      await user.upload(fotoSurat(dialog), berkasGambar('surat.png', 'image/png'));
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(await within(dialog).findAllByText(message)).toHaveLength(2);
      expect(fotoKk(dialog)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('dialog', { name: 'Tambah Data Keterangan Masuk' })).toBeInTheDocument();
    });

    it("puts the server's 415 under the photo whose bytes are not jpg/png only", async () => {
      const { user } = render({
        'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()),
        'POST /api/penduduk_masuk/:idKK/p': () => jsonResponse({ success: false, code: 'UNSUPPORTED_FILE', message: 'Unsupported Format, We just Support : jpg/jpeg/png' }, 415),
      });
      const dialog = await openAdd(user);
      const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'kk.png', { type: 'image/png' });
      await user.upload(fotoKk(dialog), png);
      await user.upload(fotoSurat(dialog), berkasGambar('surat-palsu.jpg', 'image/jpeg'));
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(await within(dialog).findAllByText('Unsupported Format, We just Support : jpg/jpeg/png')).toHaveLength(1);
      expect(fotoSurat(dialog)).toHaveAttribute('aria-invalid', 'true');
      expect(fotoKk(dialog)).not.toHaveAttribute('aria-invalid', 'true');
    });

    it("shows another refusal (409) in the dialog's banner", async () => {
      const { user } = render({
        'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()),
        'POST /api/penduduk_masuk/:idKK/p': () => jsonResponse({ success: false, code: 'CONFLICT', message: 'Data keterangan masuk untuk kartu keluarga ini sudah ada' }, 409),
      });
      const dialog = await openAdd(user);
      await user.upload(fotoKk(dialog), berkasGambar('kk.jpg', 'image/jpeg'));
      await user.upload(fotoSurat(dialog), berkasGambar('surat.jpg', 'image/jpeg'));
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Data keterangan masuk untuk kartu keluarga ini sudah ada');
    });

    it("'Batal' closes the dialog without sending anything", async () => {
      const { user, api } = render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk()) });
      const dialog = await openAdd(user);
      await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(posts(api)).toHaveLength(0);
    });
  });

  describe("viewing the entry documents ('Detail Data Keterangan Masuk')", () => {
    it('shows both photos from their signed links, enlarges one on click and closes with Kembali', async () => {
      const { user } = render({ 'GET /api/penduduk_masuk/:id': found(lengkap()) });
      await user.click(await screen.findByRole('button', { name: 'Lihat Data Keterangan Masuk' }));
      const dialog = await screen.findByRole('dialog', { name: 'Detail Data Keterangan Masuk' });
      expect(within(dialog).getByRole('img', { name: 'Foto KK' })).toHaveAttribute('src', FOTO_KK_URL);
      expect(within(dialog).getByRole('img', { name: 'Foto Surat Masuk' })).toHaveAttribute('src', FOTO_SURAT_MASUK_URL);

      await user.click(within(dialog).getByRole('button', { name: 'Perbesar Foto Surat Masuk' }));
      expect(within(dialog).getByRole('img', { name: 'Foto Surat Masuk (diperbesar)' })).toHaveAttribute('src', FOTO_SURAT_MASUK_URL);
      expect(within(dialog).queryByRole('img', { name: 'Foto KK' })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Buka ukuran penuh' })).toHaveAttribute('href', FOTO_SURAT_MASUK_URL);
      await user.click(within(dialog).getByRole('button', { name: 'Perkecil' }));
      expect(within(dialog).getByRole('img', { name: 'Foto KK' })).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe("updating the entry documents ('Perbarui Data Keterangan Masuk')", () => {
    it('asks for at least one photo, then replaces only the one chosen through the record id', async () => {
      const { user, api } = render({
        'GET /api/penduduk_masuk/:id': found(lengkap()),
        'PUT /api/penduduk_masuk/:id': () => jsonResponse({ success: true, message: 'Sukses memperbarui data keterangan masuk', data: keteranganMasuk() }),
      });
      const dialog = await openUpdate(user);
      await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(PILIH_MINIMAL_SATU);
      expect(posts(api)).toHaveLength(0);

      await user.upload(fotoSurat(dialog), berkasGambar('surat-baru.png', 'image/png'));
      await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
      expect(await findFeedback('Sukses memperbarui data keterangan masuk')).toHaveAttribute('data-feedback-intent', 'success');
      const call = api.callsTo('PUT /api/penduduk_masuk/:id')[0];
      expect(call?.params).toEqual({ id: 'ket-masuk-1' });
      const form = call?.body as FormData;
      expect(form.has('foto_kk')).toBe(false);
      expect((form.get('foto_surat_masuk') as File).name).toBe('surat-baru.png');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("has no client checks (spec §5): the server's 415 shows on the photo sent", async () => {
      const { user, api } = render({
        'GET /api/penduduk_masuk/:id': found(lengkap()),
        'PUT /api/penduduk_masuk/:id': () => jsonResponse({ success: false, code: 'UNSUPPORTED_FILE', message: 'Unsupported Format, We just Support : jpg/jpeg/png' }, 415),
      });
      const dialog = await openUpdate(user);
      fireEvent.change(fotoKk(dialog), { target: { files: [berkasGambar('kk.gif', 'image/gif')] } });
      await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
      expect(await within(dialog).findByText('Unsupported Format, We just Support : jpg/jpeg/png')).toBeInTheDocument();
      expect(api.callsTo('PUT /api/penduduk_masuk/:id')).toHaveLength(1);
      expect(fotoKk(dialog)).toHaveAttribute('aria-invalid', 'true');
      expect(fotoSurat(dialog)).not.toHaveAttribute('aria-invalid', 'true');
    });

    it("shows the server's 413 on the photo sent", async () => {
      const { user } = render({
        'GET /api/penduduk_masuk/:id': found(lengkap()),
        'PUT /api/penduduk_masuk/:id': () => jsonResponse({ success: false, code: 'FILE_TOO_LARGE', message: 'Maximum size is 10mb' }, 413),
      });
      const dialog = await openUpdate(user);
      await user.upload(fotoKk(dialog), berkasGambar('kk.jpg', 'image/jpeg', 20_000_000));
      // No client check: the size shows, the message comes from the server.
      expect(within(dialog).queryByText('Maximum size is 10mb')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
      expect(await within(dialog).findByText('Maximum size is 10mb')).toBeInTheDocument();
    });
  });

  describe('deleting the entry documents', () => {
    it('asks first, deletes through DELETE /api/penduduk_masuk/{idKK}/d/{idDocRecord} and shows Tidak Lengkap again', async () => {
      let card = lengkap();
      const { user, api } = render({
        'GET /api/penduduk_masuk/:id': () => found(card)(),
        'DELETE /api/penduduk_masuk/:idKK/d/:idDocRecord': () => {
          card = kartuKeluargaMasuk();
          return jsonResponse({ success: true, message: 'Sukses menghapus data keterangan masuk' });
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Aksi data keterangan masuk' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS DATA KETERANGAN MASUK INI ?' });
      await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
      expect(await findFeedback('Sukses menghapus data keterangan masuk')).toHaveAttribute('data-feedback-intent', 'success');
      expect(api.callsTo('DELETE /api/penduduk_masuk/:idKK/d/:idDocRecord')[0]?.params).toEqual({ idKK: 'kk-masuk', idDocRecord: 'ket-masuk-1' });
      expect(await screen.findByRole('button', { name: 'Tambahkan Data Keterangan Masuk' })).toBeInTheDocument();
      expect(within(await screen.findByRole('region', { name: 'Data Keterangan Masuk' })).getByText('Tidak Lengkap')).toBeInTheDocument();
    });

    it("'Batal' keeps the documents", async () => {
      const { user, api } = render({ 'GET /api/penduduk_masuk/:id': found(lengkap()) });
      await user.click(await screen.findByRole('button', { name: 'Aksi data keterangan masuk' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(posts(api)).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Lihat Data Keterangan Masuk' })).toBeInTheDocument();
    });
  });

  it('keeps an incomplete card incomplete when the server has no record', async () => {
    render({ 'GET /api/penduduk_masuk/:id': found(kartuKeluargaMasuk({ anggota_keluarga: [kepalaMasuk, istriMasuk] })) });
    expect(await screen.findByText('Tidak Lengkap')).toBeInTheDocument();
  });
});
