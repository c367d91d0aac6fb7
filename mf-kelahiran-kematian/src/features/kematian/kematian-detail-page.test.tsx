import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Kematian } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import { ARSIP_URL, fileOf, kematian, signer } from '../../test/fixtures';
import { KematianDetailPage } from './kematian-detail-page';

// Typing through user-event is slow on a busy machine (the root run has every package's tests in
// parallel, and ignores the preset's testTimeout): give each test room.

function render(api: MockApi) {
  return renderModulePage(<KematianDetailPage />, { route: '/kematian/m1/d', path: '/kematian/:id/d', api });
}

const found = (record: Kematian) => () => jsonResponse({ success: true, data: record });
const withArsip = (overrides: Partial<Kematian> = {}) => kematian({ arsip_kematian: { _id: 'a1', arsip_kematian: ARSIP_URL }, ...overrides });

function value(list: HTMLElement, label: string): string {
  return within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function openUpload(user: ReturnType<typeof render>['user'], button: string, title: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText(/Upload Foto Arsip Kematian/) as HTMLInputElement;
}

describe('KematianDetailPage (/kematian/:id/d)', () => {
  it('shows a spinner while the record loads', () => {
    render({ 'GET /api/kematian/:id': () => pendingResponse() });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the person, the death and, without archive or signer, what is missing', async () => {
    render({ 'GET /api/kematian/:id': found(kematian()) });
    const person = await screen.findByLabelText('Data Penduduk');
    expect(value(person, 'NIK')).toBe('3507010101500009');
    expect(value(person, 'Status')).toBe('Meninggal');
    expect(within(person).getByRole('link', { name: 'Sukardi' })).toHaveAttribute('href', '/penduduk/p-mati/d');
    const death = screen.getByLabelText('Data Kematian');
    expect(value(death, 'Tanggal Meninggal')).toBe('04 Januari 2026');
    expect(value(death, 'Hari Meninggal')).toBe('Minggu');
    expect(value(death, 'Penyebab Meninggal')).toBe('Sakit tua');
    const extra = screen.getByLabelText('Arsip dan Penanda Tangan');
    expect(value(extra, 'Tanda Tangan')).toBe('Kosong');
    expect(within(extra).getByRole('button', { name: 'Tambahkan Arsip Kematian' })).toBeInTheDocument();
    expect(within(extra).queryByRole('button', { name: 'Lihat Arsip Kematian' })).not.toBeInTheDocument();
  });

  it("shows the signer's data in a dialog", async () => {
    const { user } = render({ 'GET /api/kematian/:id': found(kematian({ signatures: signer })) });
    await user.click(await screen.findByRole('button', { name: 'Lihat Data TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Data TTD' });
    expect(dialog).toHaveTextContent('Kepala Desa');
    expect(dialog).toHaveTextContent('Slamet Riyadi');
  });

  it("edits the record and shows 'Sukses memperbarui data kematian penduduk.'", async () => {
    let record = kematian();
    const { user, api } = render({
      'GET /api/kematian/:id': () => jsonResponse({ success: true, data: record }),
      'PUT /api/kematian/:id': (req) => {
        record = { ...record, ...(req.body as Partial<Kematian>) };
        return jsonResponse({ success: true, message: 'Sukses memperbarui data kematian penduduk.', data: record });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Aksi data kematian' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Kematian' });
    expect(within(dialog).getByLabelText(/Tanggal Meninggal/)).toHaveValue('04-01-2026');
    const tempat = within(dialog).getByRole('textbox', { name: 'Tempat Meninggal' });
    await user.clear(tempat);
    await user.type(tempat, 'RSUD Lawang');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(/^Sukses memperbarui data kematian penduduk\.$/);
    expect(api.callsTo('PUT /api/kematian/:id')[0]?.body).toEqual({
      tanggal_meninggal: '2026-01-04',
      hari_meninggal: 'Minggu',
      tempat_meninggal: 'RSUD Lawang',
      penyebab_meninggal: 'Sakit tua',
      nomor_surat_kematian: '474.3/005/35.07.01/2026',
    });
    await waitFor(() => expect(value(screen.getByLabelText('Data Kematian'), 'Tempat Meninggal')).toBe('RSUD Lawang'));
  });

  it('keeps the edit dialog open with the server\'s message (no client validation)', async () => {
    const { user, api } = render({
      'GET /api/kematian/:id': found(kematian()),
      'PUT /api/kematian/:id': () => jsonResponse({ success: false, code: 'VALIDATION_ERROR', message: 'tanggal_meninggal wajib diisi' }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Aksi data kematian' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Kematian' });
    await user.clear(within(dialog).getByLabelText(/Tanggal Meninggal/));
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('tanggal_meninggal wajib diisi');
    expect(api.callsTo('PUT /api/kematian/:id')).toHaveLength(1);
  });

  it('refuses a death date after today in the form, before asking the server', async () => {
    const { user, api } = render({ 'GET /api/kematian/:id': found(kematian()) });
    await user.click(await screen.findByRole('button', { name: 'Aksi data kematian' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Kematian' });
    const tanggal = within(dialog).getByLabelText(/Tanggal Meninggal/);
    await user.clear(tanggal);
    await user.type(tanggal, '01-01-2999');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByText('Tanggal Meninggal tidak boleh melewati hari ini')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/kematian/:id')).toHaveLength(0);
  });

  const dampakKematian = (data: object) => () => jsonResponse({ success: true, data });

  async function openDelete(api: MockApi) {
    const result = render({
      'GET /api/kematian/:id': found(kematian()),
      'GET /api/dampak_hapus/kematian/:id': dampakKematian({ dapat_dihapus: true, ikut_terhapus: ['Arsip kematian', 'Data TTD surat kematian'] }),
      ...api,
    });
    await result.user.click(await screen.findByRole('button', { name: 'Aksi data kematian' }));
    await result.user.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS DATA KEMATIAN INI ?' });
    return { ...result, confirm, alasan: () => within(confirm).findByRole('textbox', { name: /Alasan penghapusan/ }) };
  }

  it('deletes the record with its reason, says so and returns to /kematian', async () => {
    const { user, api, location, confirm, alasan } = await openDelete({
      'DELETE /api/kematian/:id': () => jsonResponse({ success: true, message: 'Sukses menghapus data kematian penduduk' }),
    });
    expect(confirm).toHaveTextContent('status penduduk dikembalikan');
    expect(await within(confirm).findByRole('list', { name: 'Yang ikut terhapus:' })).toHaveTextContent('Arsip kematian');
    expect(api.callsTo('GET /api/dampak_hapus/kematian/:id')[0]?.params).toEqual({ id: 'm1' });
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await within(confirm).findByText('Alasan penghapusan tidak boleh kosong')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/kematian/:id')).toHaveLength(0);
    await user.type(await alasan(), 'Ternyata masih hidup');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Sukses menghapus data kematian penduduk')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/kematian/:id')[0]?.params).toEqual({ id: 'm1' });
    expect(api.callsTo('DELETE /api/kematian/:id')[0]?.body).toEqual({ alasan: 'Ternyata masih hidup' });
    expect(location().pathname).toBe('/kematian');
  });

  it('stays and says why in the dialog when the record cannot be deleted', async () => {
    const { user, location, confirm, alasan } = await openDelete({
      'DELETE /api/kematian/:id': () => jsonResponse({ success: false, code: 'FORBIDDEN', message: 'Akses ditolak' }, 403),
    });
    await user.type(await alasan(), 'Salah input');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Akses ditolak');
    expect(await alasan()).toHaveValue('Salah input');
    expect(location().pathname).toBe('/kematian/m1/d');
  });

  it("says why an Admin may not delete the record, with no 'Hapus'", async () => {
    const { confirm } = await openDelete({
      'GET /api/dampak_hapus/kematian/:id': dampakKematian({ dapat_dihapus: false, pesan: 'Hanya Super Admin yang dapat menghapus data kematian ini', ikut_terhapus: ['Arsip kematian'] }),
    });
    expect(await within(confirm).findByText('Hanya Super Admin yang dapat menghapus data kematian ini')).toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
  });

  describe('death archive', () => {
    it("refuses to upload without a file: 'A file is Required'", async () => {
      const { user, api } = render({ 'GET /api/kematian/:id': found(kematian()) });
      const dialog = await openUpload(user, 'Tambahkan Arsip Kematian', 'Tambah Arsip Kematian');
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(await within(dialog).findByText('A file is Required')).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });

    it("refuses a file over 10 MB: 'Maximum size is 10mb'", async () => {
      const { user, api } = render({ 'GET /api/kematian/:id': found(kematian()) });
      const dialog = await openUpload(user, 'Tambahkan Arsip Kematian', 'Tambah Arsip Kematian');
      await user.upload(fileInput(dialog), fileOf('besar.jpg', 'image/jpeg', 10_485_761));
      expect(await within(dialog).findByText('Maximum size is 10mb')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });

    it("accepts exactly 10 MB", async () => {
      const { user } = render({ 'GET /api/kematian/:id': found(kematian()) });
      const dialog = await openUpload(user, 'Tambahkan Arsip Kematian', 'Tambah Arsip Kematian');
      await user.upload(fileInput(dialog), fileOf('pas.png', 'image/png', 10_485_760));
      await waitFor(() => expect(within(dialog).queryByText('Maximum size is 10mb')).not.toBeInTheDocument());
      expect(within(dialog).getByText(/pas\.png \(10,0 MB\)/)).toBeInTheDocument();
    });

    it("refuses another type: 'Unsupported Format, We just Support : jpg/jpeg/png'", async () => {
      const { user, api } = render({ 'GET /api/kematian/:id': found(kematian()) });
      const dialog = await openUpload(user, 'Tambahkan Arsip Kematian', 'Tambah Arsip Kematian');
      // The picker offers only jpg/png; a file dropped in anyway is checked too.
      fireEvent.change(fileInput(dialog), { target: { files: [fileOf('scan.gif', 'image/gif')] } });
      expect(await within(dialog).findByText('Unsupported Format, We just Support : jpg/jpeg/png')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });

    it('uploads the photo as multipart, says so and shows the archive as complete', async () => {
      let record = kematian();
      const { user, api } = render({
        'GET /api/kematian/:id': () => jsonResponse({ success: true, data: record }),
        'POST /api/kematian/arsip/:id': () => {
          const arsip = { _id: 'a1', arsip_kematian: ARSIP_URL };
          record = { ...record, arsip_kematian: arsip };
          return jsonResponse({ success: true, message: 'Sukses menambahkan arsip kematian', data: arsip }, 201);
        },
      });
      const dialog = await openUpload(user, 'Tambahkan Arsip Kematian', 'Tambah Arsip Kematian');
      const photo = fileOf('arsip.jpg', 'image/jpeg');
      await user.upload(fileInput(dialog), photo);
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(await screen.findByText('Sukses menambahkan arsip kematian')).toBeInTheDocument();
      const call = api.callsTo('POST /api/kematian/arsip/:id')[0];
      expect(call?.params).toEqual({ id: 'm1' });
      const sent = (call?.body as FormData).get('arsip_kematian') as File;
      expect(sent.name).toBe('arsip.jpg');
      expect(sent.type).toBe('image/jpeg');
      expect(await screen.findByRole('button', { name: 'Lihat Arsip Kematian' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Tambahkan Arsip Kematian' })).not.toBeInTheDocument();
    });

    it.each([
      [413, 'FILE_TOO_LARGE', 'Maximum size is 10mb'],
      [415, 'UNSUPPORTED_FILE', 'Unsupported Format, We just Support : jpg/jpeg/png'],
    ])('shows the server\'s %i (%s) message on the file field', async (status, code, message) => {
      const { user } = render({
        'GET /api/kematian/:id': found(kematian()),
        'POST /api/kematian/arsip/:id': () => jsonResponse({ success: false, code, message }, status),
      });
      const dialog = await openUpload(user, 'Tambahkan Arsip Kematian', 'Tambah Arsip Kematian');
      // A renamed file passes the browser's check; the server reads the bytes.
      await user.upload(fileInput(dialog), fileOf('bukan-foto.jpg', 'image/jpeg'));
      await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Tambah Arsip Kematian' })).toBeInTheDocument();
    });

    it('shows the archive photo from its signed URL', async () => {
      const { user } = render({ 'GET /api/kematian/:id': found(withArsip()) });
      await user.click(await screen.findByRole('button', { name: 'Lihat Arsip Kematian' }));
      const dialog = await screen.findByRole('dialog', { name: 'Detail Arsip Kematian' });
      expect(within(dialog).getByRole('img', { name: 'Arsip kematian Sukardi' })).toHaveAttribute('src', ARSIP_URL);
      await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('replaces the photo through the archive id, with the same checks', async () => {
      const { user, api } = render({
        'GET /api/kematian/:id': found(withArsip()),
        'PUT /api/kematian/arsip/:id': () => jsonResponse({ success: true, message: 'Sukses memperbarui arsip kematian', data: { _id: 'a1', arsip_kematian: ARSIP_URL } }),
      });
      const dialog = await openUpload(user, 'Perbarui Arsip', 'Perbarui Arsip Kematian');
      await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
      expect(await within(dialog).findByText('A file is Required')).toBeInTheDocument();
      await user.upload(fileInput(dialog), fileOf('baru.png', 'image/png'));
      await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
      expect(await screen.findByText('Sukses memperbarui arsip kematian')).toBeInTheDocument();
      expect(api.callsTo('PUT /api/kematian/arsip/:id')[0]?.params).toEqual({ id: 'a1' });
    });

    it('deletes the photo after the confirmation', async () => {
      let record = withArsip();
      const { user, api } = render({
        'GET /api/kematian/:id': () => jsonResponse({ success: true, data: record }),
        'DELETE /api/kematian/arsip/:id': () => {
          record = { ...record, arsip_kematian: null };
          return jsonResponse({ success: true, message: 'Sukses menghapus arsip kematian' });
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Hapus Arsip' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS ARSIP KEMATIAN INI ?' });
      await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
      expect(await screen.findByText('Sukses menghapus arsip kematian')).toBeInTheDocument();
      expect(api.callsTo('DELETE /api/kematian/arsip/:id')[0]?.params).toEqual({ id: 'a1' });
      expect(await screen.findByRole('button', { name: 'Tambahkan Arsip Kematian' })).toBeInTheDocument();
    });
  });

  it('goes back to the list and on to the certificate', async () => {
    const first = render({ 'GET /api/kematian/:id': found(kematian()) });
    await first.user.click(await screen.findByRole('button', { name: 'Lihat PDF' }));
    expect(first.location().pathname).toBe('/kematian/m1/d/preview');
    first.unmount();
    const second = render({ 'GET /api/kematian/:id': found(kematian()) });
    await second.user.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(second.location().pathname).toBe('/kematian');
  });

  it('stops loading on any failure: a 404 says the record does not exist', async () => {
    render({ 'GET /api/kematian/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Data kematian tidak ditemukan' }, 404) });
    expect(await screen.findByRole('heading', { name: 'DATA KEMATIAN TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops loading on any failure: a network error offers "Coba lagi"', async () => {
    render({ 'GET /api/kematian/:id': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
