import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, fillIn, findFeedback } from '@sid/ui-desa/testing';
import { wargaMasuk } from '../../test/fixtures';
import { BODY_PENDUDUK, isiFormPenduduk } from './form-test-helpers';
import { KartuKeluargaMasukInsertPage } from './kartu-keluarga-masuk-insert-page';

// Spec §5 "Add family card with head": each field's message, word for word, under that field.
const REQUIRED: ReadonlyArray<[RegExp, 'textbox' | 'combobox' | 'date', string]> = [
  [/Nomor KK/, 'textbox', 'Nomor KK tidak boleh kosong'],
  [/^NIK(?! Ayah| Ibu)/, 'textbox', 'NIK tidak boleh kosong'],
  [/Nama Lengkap/, 'textbox', 'Nama Lengkap tidak boleh kosong'],
  [/Jenis Kelamin/, 'combobox', 'Jenis Kelamin tidak boleh kosong'],
  [/Tempat Lahir/, 'textbox', 'Tempat Lahir tidak boleh kosong'],
  [/Tanggal Lahir/, 'date', 'Tanggal Lahir tidak boleh kosong'],
  [/Agama/, 'combobox', 'Agama tidak boleh kosong'],
  [/Status Perkawinan/, 'combobox', 'Status Perkawinan tidak boleh kosong'],
  [/Pekerjaan/, 'combobox', 'Pekerjaan tidak boleh kosong'],
  [/Pendidikan Terakhir/, 'combobox', 'Pendidikan Terakhir tidak boleh kosong'],
  [/Alamat Asal/, 'textbox', 'Alamat Asal tidak boleh kosong'],
];

function openPage(api: MockApi = {}) {
  return renderModulePage(<KartuKeluargaMasukInsertPage />, { route: '/penduduk_masuk/insert/kk', path: '/penduduk_masuk/insert/kk', api });
}

const kepalaBaru = wargaMasuk({ _id: 'pm-baru', keluarga_dari: { _id: 'kk-baru', no_kk: '3507010303950100' } });

describe("KartuKeluargaMasukInsertPage (/penduduk_masuk/insert/kk)", () => {
  it("says under each empty field the spec's message, word for word, and sends nothing", async () => {
    const { user, api } = openPage();
    expect(screen.getByRole('heading', { name: 'Halaman Tambah Kartu Keluarga Penduduk Masuk' })).toBeInTheDocument();
    // The family position starts as Kepala Keluarga, with the spec's note, so it is never empty.
    expect(screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ })).toHaveValue('Kepala Keluarga');
    expect(screen.getByText('*Default posisi dalam keluarga adalah Kepala Keluarga')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nomor KK/ })).toHaveAttribute('aria-invalid', 'true'));
    for (const [label, role, message] of REQUIRED) {
      // A date input has no role of its own: found by its label.
      expect(role === 'date' ? screen.getByLabelText(label) : screen.getByRole(role, { name: label })).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // Nothing saved: the only call is the read of the village's areas (issue 35).
    expect(api.calls.filter((c) => c.path !== '/api/wilayah_desa')).toHaveLength(0);
  });

  it("adds the card through POST /api/kartu_keluarga/in, says so, empties the form and offers 'Lihat Data'", async () => {
    const { user, api, location } = openPage({
      'POST /api/kartu_keluarga/in': () => jsonResponse({ success: true, message: 'Sukses menambahkan kartu keluarga penduduk masuk', data: kepalaBaru }, 201),
    });
    await isiFormPenduduk(user, { noKk: '3507010303950100' });
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Sukses menambahkan kartu keluarga penduduk masuk');
    expect(api.callsTo('POST /api/kartu_keluarga/in')[0]?.body).toEqual({
      no_kk: '3507010303950100',
      ...BODY_PENDUDUK,
      posisi_dalam_keluarga: 'Kepala Keluarga',
    });
    expect(screen.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('');
    expect(location().pathname).toBe('/penduduk_masuk/insert/kk');
    const link = screen.getByRole('link', { name: 'Lihat Data KK 3507010303950100' });
    expect(link).toHaveTextContent('Lihat Data');
    expect(link).toHaveAttribute('href', '/penduduk_masuk/kk-baru/d');
    await user.click(link);
    expect(location().pathname).toBe('/penduduk_masuk/kk-baru/d');
  });

  it('shows the decorative progress bar while the card is being saved', async () => {
    const { user } = openPage({ 'POST /api/kartu_keluarga/in': () => pendingResponse() });
    await isiFormPenduduk(user, { noKk: '3507010303950100' });
    expect(screen.queryByRole('progressbar', { name: 'Sedang menyimpan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    expect(await screen.findByRole('progressbar', { name: 'Sedang menyimpan' })).toBeInTheDocument();
  });

  it("shows the server's refusal (duplicate No. KK) as an error and under the field, and stays", async () => {
    const { user, location } = openPage({
      'POST /api/kartu_keluarga/in': () => jsonResponse({ success: false, code: 'NO_KK_TAKEN', message: 'Nomor KK sudah terdaftar' }, 409),
    });
    await isiFormPenduduk(user, { noKk: '3507010303950100' });
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    expect(await findFeedback('Nomor KK sudah terdaftar')).toHaveAttribute('data-feedback-intent', 'error');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nomor KK/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('link', { name: /Lihat Data/ })).not.toBeInTheDocument();
    expect(location().pathname).toBe('/penduduk_masuk/insert/kk');
  });

  it("'Reset Form' empties the form and 'Kembali' returns to /penduduk_masuk", async () => {
    const { user, location } = openPage();
    await fillIn(user, screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Agus');
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(screen.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(location().pathname).toBe('/penduduk_masuk');
  });

  it('checks the 16 digits of NIK and No. KK', async () => {
    const { user } = openPage();
    await fillIn(user, screen.getByRole('textbox', { name: /Nomor KK/ }), '12345');
    await fillIn(user, screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }), '12a');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    const form = screen.getByRole('textbox', { name: /Nomor KK/ }).closest('form') as HTMLElement;
    expect(await within(form).findByText('Nomor KK harus 16 digit angka')).toBeInTheDocument();
    expect(within(form).getByText('NIK harus 16 digit angka')).toBeInTheDocument();
  });
});
