import { screen, waitFor } from '@testing-library/react';
import { tanggalIsian } from '@sid/openapi/domain';
import { hariIniLokal } from '@sid/openapi/rules';
import { jsonResponse, pendingResponse, renderModulePage, type MockHandler } from '@sid/ui-desa/testing';
import { kelahiran } from '../../test/fixtures';
import { KelahiranInsertPage } from './kelahiran-insert-page';
import { toCreateBody } from './api/create-kelahiran';
import { EMPTY_KELAHIRAN_CREATE } from './api/kelahiran-form-values';

// Typing through user-event is slow on a busy machine (the root run has every package's tests in
// parallel, and ignores the preset's testTimeout): give each test room.

const NIK_AYAH = '3507010101900001';
const NIK_IBU = '3507014101920002';

function render(handler: MockHandler = () => jsonResponse({ success: true, message: 'Sukses menambahkan data kelahiran', data: kelahiran({ _id: 'k9' }) }, 201)) {
  return renderModulePage(<KelahiranInsertPage />, { route: '/kelahiran/insert', api: { 'POST /api/kelahiran': handler } });
}

describe('KelahiranInsertPage (/kelahiran/insert)', () => {
  it('requires the parents\' NIK with the spec messages, word for word', async () => {
    const { user, api } = render();
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText('NIK Ayah tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('NIK Ibu tidak boleh kosong')).toBeInTheDocument();
    expect(api.callsTo('POST /api/kelahiran')).toHaveLength(0);
  });

  it('leaves every other field optional', async () => {
    const { user, api } = render();
    await user.type(screen.getByRole('textbox', { name: /NIK Ayah/ }), NIK_AYAH);
    await user.type(screen.getByRole('textbox', { name: /NIK Ibu/ }), NIK_IBU);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(api.callsTo('POST /api/kelahiran')).toHaveLength(1));
    // Empty optional fields are left out rather than sent as '' (the contract).
    expect(api.callsTo('POST /api/kelahiran')[0]?.body).toEqual({ nik_ayah: NIK_AYAH, nik_ibu: NIK_IBU });
  });

  it('checks that a NIK has 16 digits', async () => {
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: /NIK Ayah/ }), '12345');
    await user.tab();
    expect(await screen.findByText('NIK Ayah harus 16 digit angka')).toBeInTheDocument();
  });

  it('refuses the same NIK for father and mother with the server\'s message, under NIK Ibu, and sends nothing', async () => {
    const { user, api } = render();
    await user.type(screen.getByRole('textbox', { name: /NIK Ayah/ }), NIK_AYAH);
    await user.type(screen.getByRole('textbox', { name: /NIK Ibu/ }), NIK_AYAH);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText('NIK Ibu tidak boleh sama dengan NIK Ayah')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /NIK Ibu/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /NIK Ayah/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/kelahiran')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /NIK Ibu/ }));
    await user.type(screen.getByRole('textbox', { name: /NIK Ibu/ }), NIK_IBU);
    await user.type(screen.getByRole('textbox', { name: /^NIK$/ }), NIK_IBU);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText('NIK tidak boleh sama dengan NIK Ibu')).toBeInTheDocument();
    expect(screen.queryByText('NIK Ibu tidak boleh sama dengan NIK Ayah')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/kelahiran')).toHaveLength(0);
  });

  it.each([
    ['1899-12-31', 'Tanggal Lahir tidak boleh sebelum 1900'],
    [hariIniLokal(new Date(Date.now() + 86_400_000)), 'Tanggal Lahir tidak boleh melewati hari ini'],
  ])('refuses the birth date %s: "%s"', async (tanggal, message) => {
    const { user, api } = render();
    await user.type(screen.getByRole('textbox', { name: /NIK Ayah/ }), NIK_AYAH);
    await user.type(screen.getByRole('textbox', { name: /NIK Ibu/ }), NIK_IBU);
    await user.type(screen.getByLabelText('Tanggal Lahir'), tanggalIsian(tanggal));
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/kelahiran')).toHaveLength(0);
  });

  it('registers the birth, says so and opens its detail', async () => {
    const { user, api, location } = render();
    await user.type(screen.getByRole('textbox', { name: /NIK Ayah/ }), NIK_AYAH);
    await user.type(screen.getByRole('textbox', { name: /NIK Ibu/ }), NIK_IBU);
    await user.type(screen.getByRole('textbox', { name: /^NIK$/ }), '3507010501260003');
    await user.type(screen.getByRole('textbox', { name: 'Nama Lengkap' }), ' Ahmad Fauzi ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis Kelamin' }), 'Laki laki');
    await user.type(screen.getByRole('textbox', { name: 'Tempat Lahir' }), 'Malang');
    await user.type(screen.getByLabelText('Tanggal Lahir'), '05012026');
    // The day follows the date.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Hari Kelahiran' })).toHaveValue('Senin'));
    await user.type(screen.getByLabelText('Jam Lahir'), '08:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Agama' }), 'Islam');
    await user.type(screen.getByRole('textbox', { name: 'Nomor Surat Kelahiran' }), '474.1/012/2026');
    await user.type(screen.getByRole('textbox', { name: /Hubungan Pelapor/ }), 'Ayah');
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));

    expect(await screen.findByText('Sukses menambahkan data kelahiran')).toBeInTheDocument();
    expect(api.callsTo('POST /api/kelahiran')[0]?.body).toEqual({
      nik_ayah: NIK_AYAH,
      nik_ibu: NIK_IBU,
      nik: '3507010501260003',
      nama: 'Ahmad Fauzi',
      jenis_kelamin: 'Laki laki',
      tempat_lahir: 'Malang',
      tanggal_lahir: '2026-01-05',
      hari_kelahiran: 'Senin',
      jam_lahir: '08:30',
      agama: 'Islam',
      nomor_surat_kelahiran: '474.1/012/2026',
      hubungan_pelapor: 'Ayah',
    });
    await waitFor(() => expect(location().pathname).toBe('/kelahiran/k9/d'));
  });

  it.each([
    [404, 'AYAH_TIDAK_DITEMUKAN', 'Data ayah tidak ditemukan'],
    [404, 'IBU_TIDAK_DITEMUKAN', 'Data ibu tidak ditemukan'],
    [400, 'VALIDATION_ERROR', 'jam_lahir harus berformat HH:mm'],
  ])('shows the server\'s %i (%s) message "%s" as a banner and stops loading', async (status, code, message) => {
    const { user, location } = render(() => jsonResponse({ success: false, code, message }, status));
    await user.type(screen.getByRole('textbox', { name: /NIK Ayah/ }), NIK_AYAH);
    await user.type(screen.getByRole('textbox', { name: /NIK Ibu/ }), NIK_IBU);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    const banner = (await screen.findByText(message)).closest('[data-banner-intent]');
    expect(banner).toHaveAttribute('data-banner-intent', 'error');
    expect(banner).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambahkan' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(location().pathname).toBe('/kelahiran/insert');
  });

  it('shows progress while the birth is being saved', async () => {
    const { user } = render(() => pendingResponse());
    await user.type(screen.getByRole('textbox', { name: /NIK Ayah/ }), NIK_AYAH);
    await user.type(screen.getByRole('textbox', { name: /NIK Ibu/ }), NIK_IBU);
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByRole('progressbar', { name: 'Menyimpan data kelahiran' })).toBeInTheDocument();
  });

  it('empties the form on "Reset Form" and goes back on "Kembali"', async () => {
    const { user, location } = render();
    await user.type(screen.getByRole('textbox', { name: /NIK Ayah/ }), NIK_AYAH);
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(screen.getByRole('textbox', { name: /NIK Ayah/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(location().pathname).toBe('/kelahiran');
  });

  it('trims the values and leaves empty optional fields out of the body', () => {
    expect(toCreateBody({ ...EMPTY_KELAHIRAN_CREATE, nik_ayah: ` ${NIK_AYAH} `, nik_ibu: NIK_IBU, nama: ' Ayu ' })).toEqual({
      nik_ayah: NIK_AYAH, nik_ibu: NIK_IBU, nama: 'Ayu',
    });
  });
});
