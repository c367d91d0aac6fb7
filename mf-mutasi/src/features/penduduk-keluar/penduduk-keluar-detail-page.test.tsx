import { screen, waitFor, within } from '@testing-library/react';
import type { PendudukKeluar } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import {
  berkasGambar,
  FOTO_PENGUSUL_URL,
  keteranganKeluar,
  penandaTanganKeluar,
  pendudukKeluar,
  pengikutKeluar,
  pengusulKeluar,
} from '../../test/fixtures';
import { PendudukKeluarDetailPage } from './penduduk-keluar-detail-page';

// Typing through user-event is slow on a busy machine: give each test room.
jest.setTimeout(30_000);

function render(api: MockApi, state?: unknown) {
  return renderModulePage(<PendudukKeluarDetailPage />, {
    route: state ? { pathname: '/penduduk_keluar/keluar-1/d', state } as unknown as string : '/penduduk_keluar/keluar-1/d',
    path: '/penduduk_keluar/:id/d',
    api,
  });
}

const found = (record: PendudukKeluar) => () => jsonResponse({ success: true, data: record });

function value(list: HTMLElement, label: string): string {
  return within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function openMenu(user: ReturnType<typeof render>['user'], item: 'Edit' | 'Hapus') {
  await user.click(await screen.findByRole('button', { name: 'Aksi keterangan keluar' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('PendudukKeluarDetailPage (/penduduk_keluar/:id/d)', () => {
  it('shows a spinner while the record loads', () => {
    render({ 'GET /api/penduduk_keluar/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Detail Penduduk Keluar' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("shows a failure without spinning, and 'Coba lagi' reloads", async () => {
    let ok = false;
    const { user } = render({
      'GET /api/penduduk_keluar/:id': () => (ok ? found(pendudukKeluar())() : jsonResponse({ success: false, message: 'Terjadi kesalahan pada server' }, 500)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    ok = true;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByLabelText('Rincian keterangan keluar')).toBeInTheDocument();
  });

  it('shows an unknown record as not found, with a way back', async () => {
    const { user, location } = render({
      'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Data penduduk keluar tidak ditemukan' }, 404),
    });
    expect(await screen.findByText('DATA PENDUDUK KELUAR TIDAK DITEMUKAN')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar'));
  });

  it('shows the statement, the proposer and a card per follower', async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    const statement = await screen.findByLabelText('Rincian keterangan keluar');
    expect(value(statement, 'Nomor Surat')).toBe('474.4/021/35.07.01/2026');
    expect(value(statement, 'Tanggal KTP')).toBe('15 Maret 2020');
    expect(value(statement, 'Alamat Pindah')).toBe('Jl. Melati No. 5, Kota Batu');
    expect(value(statement, 'Alasan Pindah')).toBe('Pekerjaan');
    expect(value(statement, 'Jumlah Pengikut')).toBe('2');
    expect(value(statement, 'Meninggalkan Desa Pada')).toBe('10 Januari 2026');
    expect(value(statement, 'Kewarganegaraan')).toBe('Indonesia');
    expect(value(statement, 'Catatan')).toBe('Pindah bersama keluarga');
    expect(within(statement).getByRole('img', { name: 'Foto pengusul Hartono Wijaya' })).toHaveAttribute('src', FOTO_PENGUSUL_URL);

    const proposer = screen.getByLabelText('Rincian pengusul');
    expect(value(proposer, 'NIK')).toBe('3507010101800001');
    expect(within(proposer).getByRole('link', { name: 'Hartono Wijaya' })).toHaveAttribute('href', '/penduduk/pk-kepala/d');
    expect(value(proposer, 'Umur')).toBe('46');
    expect(value(proposer, 'Pendidikan Terakhir')).toBe('SLTA/Sederajat');
    expect(value(proposer, 'Posisi dalam Keluarga')).toBe('Kepala Keluarga');
    expect(value(proposer, 'Pekerjaan')).toBe('Wiraswasta');
    expect(value(proposer, 'Agama')).toBe('Islam');
    expect(value(proposer, 'Status Perkawinan')).toBe('Kawin');
    expect(value(proposer, 'Tempat Tgl. Lahir')).toBe('Malang, 01 Januari 1980');
    expect(value(proposer, 'Tanda Tangan')).toBe('Kosong');

    const cards = within(screen.getByRole('list', { name: 'Daftar pengikut' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Sri Wahyuni', 'Rizky Wijaya']);
    expect(screen.getByRole('heading', { name: 'Pengikut (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lihat PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tambah Keterangan Keluar' })).not.toBeInTheDocument();
  });

  it('enlarges the proposer photo on click; Kembali or Escape closes it, focus back on the thumbnail', async () => {
    const { user } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    const thumb = await screen.findByRole('button', { name: 'Perbesar foto pengusul Hartono Wijaya' });
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Foto Pengusul' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', FOTO_PENGUSUL_URL);
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumb).toHaveFocus();
    await user.click(thumb);
    await screen.findByRole('dialog', { name: 'Foto Pengusul' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumb).toHaveFocus();
  });

  it.each([[null], ['//']])('says there is no photo when the path is %p', async (foto) => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ keterangan_keluar_desa: keteranganKeluar({ foto_pengusul: foto }) })) });
    const statement = await screen.findByLabelText('Rincian keterangan keluar');
    expect(value(statement, 'Foto Pengusul')).toBe('Tidak ada foto');
  });

  it('without a statement shows the empty state with the add-statement button and no PDF', async () => {
    const { user, location } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ keterangan_keluar_desa: null })) });
    const empty = await screen.findByRole('region', { name: 'KETERANGAN KELUAR BELUM DITAMBAHKAN' });
    expect(screen.queryByRole('button', { name: 'Lihat PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aksi keterangan keluar' })).not.toBeInTheDocument();
    // One in the empty state, one in the footer.
    expect(screen.getAllByRole('button', { name: 'Tambah Keterangan Keluar' })).toHaveLength(2);
    await user.click(within(empty).getByRole('button', { name: 'Tambah Keterangan Keluar' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar/keluar-1/i/k'));
  });

  it('opens the letter with Lihat PDF and goes back with Kembali', async () => {
    const { user, location } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    await user.click(await screen.findByRole('button', { name: 'Lihat PDF' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar/keluar-1/d/preview'));
  });

  it('Kembali returns to the list', async () => {
    const { user, location } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    await screen.findByLabelText('Rincian keterangan keluar');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar'));
  });

  it("shows the signer's data in a dialog", async () => {
    const { user } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ signatures: penandaTanganKeluar })) });
    await user.click(await screen.findByRole('button', { name: 'Lihat Data TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Data TTD' });
    expect(dialog).toHaveTextContent('Kepala Desa');
    expect(dialog).toHaveTextContent('Slamet Riyadi');
  });

  it("shows a follower's data in a dialog", async () => {
    const { user } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    await user.click(await screen.findByRole('button', { name: 'Detail Sri Wahyuni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Data Pengikut' });
    const list = within(dialog).getByLabelText('Data pengikut Sri Wahyuni');
    expect(value(list, 'NIK')).toBe('3507014101830002');
    expect(value(list, 'Posisi dalam Keluarga')).toBe('Istri');
    expect(value(list, 'Pekerjaan')).toBe('Mengurus Rumah Tangga');
    expect(value(list, 'Jenis Kelamin')).toBe('Perempuan');
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes one follower after confirmation, then reloads the record', async () => {
    let record = pendudukKeluar();
    const { user, api } = render({
      'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: true, data: record }),
      'DELETE /api/penduduk_keluar/:id/d/:followerId': () => {
        record = { ...record, penduduk_keluar_desa: [pengusulKeluar, pengikutKeluar[1] as (typeof pengikutKeluar)[number]] };
        return jsonResponse({ success: true, message: 'Sukses menghapus pengikut' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus pengikut Sri Wahyuni' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS PENGIKUT INI ?' });
    expect(dialog).toHaveTextContent('Sri Wahyuni akan dihapus dari data penduduk keluar ini');
    expect(dialog).toHaveTextContent('dikembalikan seperti sebelum mutasi');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Sukses menghapus pengikut')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/penduduk_keluar/:id/d/:followerId')[0]?.params).toEqual({ id: 'keluar-1', followerId: 'pk-istri' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pengikut (1)' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Hapus pengikut Sri Wahyuni' })).not.toBeInTheDocument();
  });

  it('keeps the follower when the confirmation is cancelled, and shows a refused removal in red', async () => {
    const { user, api } = render({
      'GET /api/penduduk_keluar/:id': found(pendudukKeluar()),
      'DELETE /api/penduduk_keluar/:id/d/:followerId': () => jsonResponse({ success: false, code: 'CONFLICT', message: 'Pengikut tidak dapat dihapus' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus pengikut Rizky Wijaya' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    expect(api.callsTo('DELETE /api/penduduk_keluar/:id/d/:followerId')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Hapus pengikut Rizky Wijaya' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Pengikut tidak dapat dihapus')).toBeInTheDocument();
  });

  it('deletes the whole record after confirmation and goes to the list', async () => {
    const { user, api, location } = render({
      'GET /api/penduduk_keluar/:id': found(pendudukKeluar()),
      'DELETE /api/penduduk_keluar/:id/d': () => jsonResponse({ success: true, message: 'Sukses menghapus data penduduk keluar' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus Semua Data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS SEMUA DATA PENDUDUK KELUAR INI ?' });
    expect(dialog).toHaveTextContent('dikembalikan ke status sebelum mutasi');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar'));
    expect(api.callsTo('DELETE /api/penduduk_keluar/:id/d')[0]?.params).toEqual({ id: 'keluar-1' });
    expect(await screen.findByText('Sukses menghapus data penduduk keluar')).toBeInTheDocument();
  });

  it("deletes the statement and shows the server's message in a green banner", async () => {
    let record = pendudukKeluar();
    const { user, api } = render({
      'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: true, data: record }),
      'DELETE /api/keterangan/:id/d/:statementId': () => {
        record = { ...record, keterangan_keluar_desa: null };
        return jsonResponse({ success: true, message: 'Sukses menghapus keterangan keluar' });
      },
    });
    await openMenu(user, 'Hapus');
    const dialog = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS KETERANGAN KELUAR INI ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(/^Sukses menghapus keterangan keluar$/);
    expect(api.callsTo('DELETE /api/keterangan/:id/d/:statementId')[0]?.params).toEqual({ id: 'keluar-1', statementId: 'ket-1' });
    expect(await screen.findByRole('region', { name: 'KETERANGAN KELUAR BELUM DITAMBAHKAN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lihat PDF' })).not.toBeInTheDocument();
  });

  it('edits the statement: prefilled, same rules, kewarganegaraan not required, photo kept unless chosen', async () => {
    let record = pendudukKeluar();
    const { user, api } = render({
      'GET /api/penduduk_keluar/:id': () => jsonResponse({ success: true, data: record }),
      'PUT /api/keterangan/:id': () => {
        record = { ...record, keterangan_keluar_desa: keteranganKeluar({ alasan_pindah: 'Menikah' }) };
        return jsonResponse({ success: true, message: 'Sukses memperbarui keterangan keluar', data: record.keterangan_keluar_desa });
      },
    });
    await openMenu(user, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Keterangan Keluar' });
    const text = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    expect(text('Nomor Surat')).toHaveValue('474.4/021/35.07.01/2026');
    expect(within(dialog).getByLabelText(/^Tanggal KTP/)).toHaveValue('15-03-2020');
    expect(within(dialog).getByText('15 Maret 2020')).toBeInTheDocument();
    expect(text('Jumlah Pengikut')).toHaveValue('2');
    expect(text('Catatan')).toHaveAttribute('rows', '5');

    // The add form's rules...
    await user.clear(text('Jumlah Pengikut'));
    await user.type(text('Jumlah Pengikut'), 'dua');
    await user.clear(text('Alasan Pindah'));
    // ...except that kewarganegaraan may be empty.
    await user.clear(text('Kewarganegaraan'));
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByText('Input harus berupa angka')).toBeInTheDocument();
    expect(within(dialog).getByText('Alasan pindah tidak boleh kosong')).toBeInTheDocument();
    expect(within(dialog).queryByText('Kewarganegaraan tidak boleh kosong')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/keterangan/:id')).toHaveLength(0);

    await user.clear(text('Jumlah Pengikut'));
    await user.clear(text('Jumlah Pengikut'));
    expect(await within(dialog).findByText('Pengikut tidak boleh kosong')).toBeInTheDocument();
    await user.type(text('Jumlah Pengikut'), '2');
    await user.type(text('Alasan Pindah'), 'Menikah');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));

    expect(await screen.findByText('Sukses memperbarui keterangan keluar')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = api.callsTo('PUT /api/keterangan/:id')[0];
    expect(call?.params).toEqual({ id: 'ket-1' });
    const body = call?.body as FormData;
    expect(body.get('alasan_pindah')).toBe('Menikah');
    expect(body.get('pengikut')).toBe('2');
    // Left empty on edit: not sent, so the stored nationality stays.
    expect(body.has('kewarganegaraan')).toBe(false);
    expect(body.has('foto_pengusul')).toBe(false);
    await waitFor(() => expect(value(screen.getByLabelText('Rincian keterangan keluar'), 'Alasan Pindah')).toBe('Menikah'));
  });

  it('edits the statement with a new photo, and keeps the dialog open with the server message on a 400', async () => {
    let attempt = 0;
    const { user, api } = render({
      'GET /api/penduduk_keluar/:id': found(pendudukKeluar()),
      'PUT /api/keterangan/:id': () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse({ success: false, code: 'VALIDATION_ERROR', message: 'Alasan pindah maksimal 1000 karakter' }, 400)
          : jsonResponse({ success: true, message: 'Sukses memperbarui keterangan keluar', data: keteranganKeluar() });
      },
    });
    await openMenu(user, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Keterangan Keluar' });
    await user.upload(within(dialog).getByLabelText(/^Foto Pengusul/), berkasGambar('baru.jpg', 'image/jpeg'));
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByText('Alasan pindah maksimal 1000 karakter')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((api.callsTo('PUT /api/keterangan/:id')[1]?.body as FormData).get('foto_pengusul')).toBeInstanceOf(File);
  });

  it('closes the edit dialog with Kembali without saving', async () => {
    const { user, api } = render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) });
    await openMenu(user, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Keterangan Keluar' });
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/keterangan/:id')).toHaveLength(0);
  });

  it('shows the green banner handed over by the add page', async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar()) }, { banner: 'Sukses Menambahkan Keterangan Keluar' });
    expect(await screen.findByRole('status')).toHaveTextContent('Sukses Menambahkan Keterangan Keluar');
  });

  it('says so when the proposer left alone', async () => {
    render({ 'GET /api/penduduk_keluar/:id': found(pendudukKeluar({ penduduk_keluar_desa: [pengusulKeluar] })) });
    expect(await screen.findByText(/pengusul pindah seorang diri/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pengikut (0)' })).toBeInTheDocument();
  });
});
