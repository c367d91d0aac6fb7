import { screen, waitFor, within } from '@testing-library/react';
import { tanggalIsian } from '@sid/openapi/domain';
import type { Kelahiran } from '@sid/openapi';
import { hariIniLokal } from '@sid/openapi/rules';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import { ayah, ibu, kelahiran, signer } from '../../test/fixtures';
import { KelahiranDetailPage } from './kelahiran-detail-page';
import { toUpdateBody } from './api/update-kelahiran';
import { fromKelahiran } from './api/kelahiran-form-values';

// Typing through user-event is slow on a busy machine (the root run has every package's tests in
// parallel, and ignores the preset's testTimeout): give each test room.

function render(api: MockApi) {
  return renderModulePage(<KelahiranDetailPage />, { route: '/kelahiran/k1/d', path: '/kelahiran/:id/d', api });
}

const found = (record: Kelahiran) => () => jsonResponse({ success: true, data: record });

function value(list: HTMLElement, label: string): string {
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('KelahiranDetailPage (/kelahiran/:id/d)', () => {
  it('shows a spinner while the birth loads', () => {
    render({ 'GET /api/kelahiran/:id': () => pendingResponse() });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the birth, its parents and its signer', async () => {
    const { api } = render({ 'GET /api/kelahiran/:id': found(kelahiran({ signatures: signer })) });
    const data = await screen.findByLabelText('Data Kelahiran');
    expect(api.callsTo('GET /api/kelahiran/:id')[0]?.params).toEqual({ id: 'k1' });
    expect(value(data, 'Nama Lengkap')).toBe('Ahmad Fauzi');
    expect(value(data, 'Tanggal Lahir')).toBe('05 Januari 2026');
    expect(value(data, 'Hari Kelahiran')).toBe('Senin');
    expect(value(data, 'Jam Lahir')).toBe('08:30');
    expect(value(data, 'Hubungan Pelapor')).toBe('Ayah');
    const parents = screen.getByLabelText('Orang Tua dan Penanda Tangan');
    expect(value(parents, 'Ayah')).toContain('Budi Santoso');
    expect(value(parents, 'Ibu')).toContain('Siti Aminah');
  });

  it('opens the father and the mother in their own dialogs', async () => {
    const { user } = render({ 'GET /api/kelahiran/:id': found(kelahiran()) });
    await user.click(await screen.findByRole('button', { name: 'Lihat Data Ayah' }));
    let dialog = await screen.findByRole('dialog', { name: 'Detail Data Ayah' });
    expect(dialog).toHaveTextContent(ayah.nik);
    expect(dialog).toHaveTextContent('Petani/Pekebun');
    expect(dialog).toHaveTextContent('Hidup');
    expect(within(dialog).getByRole('link', { name: 'Lihat Detail Penduduk' })).toHaveAttribute('href', '/penduduk/p-ayah/d');
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The page is accessible again once the dialog has gone (Tabster restores it a moment later).
    await user.click(await screen.findByRole('button', { name: 'Lihat Data Ibu' }));
    dialog = await screen.findByRole('dialog', { name: 'Detail Data Ibu' });
    expect(dialog).toHaveTextContent(ibu.nik);
    expect(dialog).toHaveTextContent('Mengurus Rumah Tangga');
  });

  it('keeps a birth whose parent record is gone', async () => {
    render({ 'GET /api/kelahiran/:id': found(kelahiran({ data_ayah: null })) });
    expect(await screen.findByText('Data ayah sudah tidak ada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lihat Data Ayah' })).not.toBeInTheDocument();
  });

  it("shows 'Kosong' without a signer, and the signer's dialog with one", async () => {
    const { unmount } = render({ 'GET /api/kelahiran/:id': found(kelahiran()) });
    expect(value(await screen.findByLabelText('Orang Tua dan Penanda Tangan'), 'Tanda Tangan')).toBe('Kosong');
    unmount();

    const { user } = render({ 'GET /api/kelahiran/:id': found(kelahiran({ signatures: signer })) });
    await user.click(await screen.findByRole('button', { name: 'Lihat Data TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Data TTD' });
    expect(dialog).toHaveTextContent('Kepala Desa');
    expect(dialog).toHaveTextContent('Slamet Riyadi');
  });

  it('edits the birth, shows a success banner and reloads it', async () => {
    let record = kelahiran();
    const { user, api } = render({
      'GET /api/kelahiran/:id': () => jsonResponse({ success: true, data: record }),
      'PUT /api/kelahiran/:id': (req) => {
        record = { ...record, ...(req.body as Partial<Kelahiran>) };
        return jsonResponse({ success: true, message: 'Sukses memperbarui data kelahiran', data: record });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Aksi data kelahiran' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Kelahiran' });
    expect(within(dialog).getByRole('textbox', { name: 'Nama Lengkap' })).toHaveValue('Ahmad Fauzi');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Nama Lengkap' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Lengkap' }), 'Ahmad Fauzan');
    // The baby's NIK is optional: emptied, it does not stop the update (it is left out of the body).
    await user.clear(within(dialog).getByRole('textbox', { name: /^NIK$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Sukses memperbarui data kelahiran');
    const body = api.callsTo('PUT /api/kelahiran/:id')[0]?.body as Record<string, unknown>;
    expect(body.nama).toBe('Ahmad Fauzan');
    expect(body).not.toHaveProperty('nik');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(value(screen.getByLabelText('Data Kelahiran'), 'Nama Lengkap')).toBe('Ahmad Fauzan'));
    expect(api.callsTo('GET /api/kelahiran/:id').length).toBeGreaterThanOrEqual(2);
  });

  it('the edit dialog refuses a birth date after today or before 1900, and sends nothing', async () => {
    const { user, api } = render({
      'GET /api/kelahiran/:id': found(kelahiran()),
      'PUT /api/kelahiran/:id': () => jsonResponse({ success: true, message: 'Sukses memperbarui data kelahiran', data: kelahiran() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Aksi data kelahiran' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Kelahiran' });
    const tanggal = within(dialog).getByLabelText('Tanggal Lahir');
    for (const [value, message] of [
      [hariIniLokal(new Date(Date.now() + 86_400_000)), 'Tanggal Lahir tidak boleh melewati hari ini'],
      ['1899-12-31', 'Tanggal Lahir tidak boleh sebelum 1900'],
    ] as const) {
      await user.clear(tanggal);
      await user.type(tanggal, tanggalIsian(value));
      await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('PUT /api/kelahiran/:id')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Perbarui Data Kelahiran' })).toBeInTheDocument();
  });

  it('keeps the edit dialog open with the server\'s message when the update fails', async () => {
    const { user } = render({
      'GET /api/kelahiran/:id': found(kelahiran()),
      'PUT /api/kelahiran/:id': () => jsonResponse({ success: false, code: 'VALIDATION_ERROR', message: 'NIK harus 16 digit angka' }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Aksi data kelahiran' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Kelahiran' });
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('NIK harus 16 digit angka');
    expect(screen.getByRole('dialog', { name: 'Perbarui Data Kelahiran' })).toBeInTheDocument();
  });

  async function openEdit(api: MockApi) {
    const result = render({ 'GET /api/kelahiran/:id': found(kelahiran()), ...api });
    await result.user.click(await screen.findByRole('button', { name: 'Aksi data kelahiran' }));
    await result.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Kelahiran' });
    return { ...result, dialog, field: (name: RegExp) => within(dialog).getByRole('textbox', { name }) };
  }

  it("corrects a parent: the parents' NIKs start as on record, and only a changed one is sent", async () => {
    const { user, api, dialog, field } = await openEdit({
      'PUT /api/kelahiran/:id': () => jsonResponse({ success: true, message: 'Sukses memperbarui data kelahiran', data: kelahiran() }),
    });
    expect(field(/^NIK Ayah/)).toHaveValue(ayah.nik);
    expect(field(/^NIK Ibu/)).toHaveValue(ibu.nik);
    await user.clear(field(/^NIK Ayah/));
    await user.type(field(/^NIK Ayah/), '3507010101900099');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kelahiran/:id')).toHaveLength(1));
    const body = api.callsTo('PUT /api/kelahiran/:id')[0]?.body as Record<string, unknown>;
    expect(body.nik_ayah).toBe('3507010101900099');
    expect(body).not.toHaveProperty('nik_ibu');
  });

  it("checks the parents' NIKs as the add form does, and sends nothing until they pass", async () => {
    const { user, api, dialog, field } = await openEdit({});
    await user.clear(field(/^NIK Ayah/));
    await user.type(field(/^NIK Ayah/), '12345');
    await user.clear(field(/^NIK Ibu/));
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByText('NIK Ayah harus 16 digit angka')).toBeInTheDocument();
    expect(within(dialog).getByText('NIK Ibu tidak boleh kosong')).toBeInTheDocument();
    await user.clear(field(/^NIK Ayah/));
    await user.type(field(/^NIK Ayah/), ibu.nik);
    await user.type(field(/^NIK Ibu/), ibu.nik);
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByText('NIK Ibu tidak boleh sama dengan NIK Ayah')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/kelahiran/:id')).toHaveLength(0);
  });

  for (const [refusal, label, status] of [
    [{ code: 'AYAH_TIDAK_DITEMUKAN', message: 'Data ayah tidak ditemukan' }, /^NIK Ayah/, 404],
    [{ code: 'AYAH_BUKAN_LAKI_LAKI', message: 'NIK Ayah harus milik penduduk laki-laki' }, /^NIK Ayah/, 400],
    [{ code: 'IBU_TIDAK_DITEMUKAN', message: 'Data ibu tidak ditemukan' }, /^NIK Ibu/, 404],
    [{ code: 'IBU_BUKAN_PEREMPUAN', message: 'NIK Ibu harus milik penduduk perempuan' }, /^NIK Ibu/, 400],
  ] as const) {
    it(`shows the server's '${refusal.message}' under its parent's field, the dialog open`, async () => {
      const { user, dialog, field } = await openEdit({
        'PUT /api/kelahiran/:id': () => jsonResponse({ success: false, ...refusal }, status),
      });
      await user.clear(field(label));
      await user.type(field(label), '3507010101900077');
      await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
      expect(await within(dialog).findByText(refusal.message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('dialog', { name: 'Perbarui Data Kelahiran' })).toBeInTheDocument();
    });
  }

  const dampakBoleh = () => jsonResponse({ success: true, data: { dapat_dihapus: true, ikut_terhapus: ['Data TTD kelahiran', 'Sebagai ayah: Budi Santoso (dilepas)'] } });

  async function openDelete(api: MockApi) {
    const result = render({ 'GET /api/kelahiran/:id': found(kelahiran()), 'GET /api/dampak_hapus/kelahiran/:id': dampakBoleh, ...api });
    await result.user.click(await screen.findByRole('button', { name: 'Aksi data kelahiran' }));
    await result.user.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS DATA KELAHIRAN INI ?' });
    return { ...result, confirm, alasan: () => within(confirm).findByRole('textbox', { name: /Alasan penghapusan/ }) };
  }

  it('deletes the birth with its reason after the confirmation and returns to the list', async () => {
    const { user, api, location, confirm, alasan } = await openDelete({
      'DELETE /api/kelahiran/:id': () => jsonResponse({ success: true, message: 'Sukses menghapus data kelahiran' }),
    });
    // What goes with it, and where it is kept, before anything is sent.
    const list = await within(confirm).findByRole('list', { name: 'Yang ikut terhapus:' });
    expect(list).toHaveTextContent('Sebagai ayah: Budi Santoso (dilepas)');
    expect(confirm).toHaveTextContent('disimpan selama 30 hari di Data Terhapus');
    expect(api.callsTo('GET /api/dampak_hapus/kelahiran/:id')[0]?.params).toEqual({ id: 'k1' });
    await user.type(await alasan(), 'Data ganda, sudah dicatat di k2');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Sukses menghapus data kelahiran')).toBeInTheDocument();
    const call = api.callsTo('DELETE /api/kelahiran/:id')[0];
    expect(call?.params).toEqual({ id: 'k1' });
    expect(call?.body).toEqual({ alasan: 'Data ganda, sudah dicatat di k2' });
    expect(location().pathname).toBe('/kelahiran');
  });

  it('asks for a reason of at least 3 characters and sends nothing without one', async () => {
    const { user, api, confirm, alasan } = await openDelete({});
    await user.type(await alasan(), 'ab');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await within(confirm).findByText('Alasan penghapusan minimal 3 karakter')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/kelahiran/:id')).toHaveLength(0);
  });

  it("keeps the dialog and the reason with the server's refusal", async () => {
    const { user, location, confirm, alasan } = await openDelete({
      'DELETE /api/kelahiran/:id': () => jsonResponse({ success: false, code: 'DATA_MASIH_DIPAKAI', message: 'Data kelahiran ini masih dipakai' }, 409),
    });
    await user.type(await alasan(), 'Salah input');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Data kelahiran ini masih dipakai');
    expect(await alasan()).toHaveValue('Salah input');
    expect(location().pathname).toBe('/kelahiran/k1/d');
  });

  it("says why an Admin may not delete the birth, with no 'Hapus'", async () => {
    const { confirm } = await openDelete({
      'GET /api/dampak_hapus/kelahiran/:id': () => jsonResponse({ success: true, data: { dapat_dihapus: false, pesan: 'Hanya Super Admin yang dapat menghapus data ini', ikut_terhapus: [] } }),
    });
    expect(await within(confirm).findByText('Hanya Super Admin yang dapat menghapus data ini')).toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });

  it('goes back to the list and on to the letter', async () => {
    const first = render({ 'GET /api/kelahiran/:id': found(kelahiran()) });
    await first.user.click(await screen.findByRole('button', { name: 'Lihat PDF' }));
    expect(first.location().pathname).toBe('/kelahiran/k1/d/preview');
    first.unmount();
    const second = render({ 'GET /api/kelahiran/:id': found(kelahiran()) });
    await second.user.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(second.location().pathname).toBe('/kelahiran');
  });

  it('stops loading on a 404 and says the birth does not exist', async () => {
    render({ 'GET /api/kelahiran/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Data kelahiran tidak ditemukan' }, 404) });
    expect(await screen.findByRole('heading', { name: 'DATA KELAHIRAN TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aksi data kelahiran' })).not.toBeInTheDocument();
  });

  it('stops loading on any other failure and offers "Coba lagi"', async () => {
    render({ 'GET /api/kelahiran/:id': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('sends plain text fields as typed and leaves empty formatted ones out of the update', () => {
    const values = { ...fromKelahiran(kelahiran()), nomor_surat_kelahiran: '', jam_lahir: '', agama: '' };
    const body = toUpdateBody(values);
    expect(body.nomor_surat_kelahiran).toBe('');
    expect(body).not.toHaveProperty('jam_lahir');
    expect(body).not.toHaveProperty('agama');
    expect(body.nik).toBe('3507010501260003');
  });
});
