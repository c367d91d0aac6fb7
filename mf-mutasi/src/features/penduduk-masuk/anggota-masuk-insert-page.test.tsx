import { screen, waitFor } from '@testing-library/react';
import type { KartuKeluarga } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, findFeedback } from '@sid/ui-desa/testing';
import { istriMasuk, kartuKeluargaMasuk, wargaMasuk } from '../../test/fixtures';
import { BODY_PENDUDUK, isiFormPenduduk } from './form-test-helpers';
import { AnggotaMasukInsertPage } from './anggota-masuk-insert-page';

// Spec §5 "Add/edit incoming member": each field's message, word for word, under that field.
const REQUIRED: ReadonlyArray<[RegExp, 'textbox' | 'combobox' | 'date', string]> = [
  [/^NIK(?! Ayah| Ibu)/, 'textbox', 'NIK tidak boleh kosong'],
  [/Nama Lengkap/, 'textbox', 'Nama Lengkap tidak boleh kosong'],
  [/Jenis Kelamin/, 'combobox', 'Jenis Kelamin tidak boleh kosong'],
  [/Tempat Lahir/, 'textbox', 'Tempat Lahir tidak boleh kosong'],
  [/Tanggal Lahir/, 'date', 'Tanggal Lahir tidak boleh kosong'],
  [/Agama/, 'combobox', 'Agama tidak boleh kosong'],
  [/Status Perkawinan/, 'combobox', 'Status perkawinan tidak boleh kosong'],
  [/Pekerjaan/, 'combobox', 'Pekerjaan tidak boleh kosong'],
  [/Pendidikan Terakhir/, 'combobox', 'Pendidikan terakhir tidak boleh kosong'],
  [/Posisi dalam Keluarga/, 'combobox', 'Posisi dalam keluarga tidak boleh kosong'],
  [/Alamat Asal/, 'textbox', 'Alamat tidak boleh kosong'],
];

function openPage(card: KartuKeluarga, api: MockApi = {}, route = `/penduduk_masuk/${card._id}/i`, path = '/penduduk_masuk/:idKK/i') {
  return renderModulePage(<AnggotaMasukInsertPage />, {
    route,
    path,
    api: { 'GET /api/penduduk_masuk/:id': () => jsonResponse({ success: true, data: card }), ...api },
  });
}

const posisiOptions = async () => {
  const posisi = await screen.findByRole('combobox', { name: /Posisi dalam Keluarga/ });
  return Array.from((posisi as HTMLSelectElement).options).filter((o) => !o.disabled).map((o) => o.value);
};

describe('AnggotaMasukInsertPage (/penduduk_masuk/:idKK/i)', () => {
  it('shows a spinner while the card loads, under the spec title', () => {
    openPage(kartuKeluargaMasuk(), { 'GET /api/penduduk_masuk/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Halaman Tambah Kartu Keluarga Penduduk Masuk' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("says under each empty field the spec's message, word for word, and sends nothing", async () => {
    const { user, api } = openPage(kartuKeluargaMasuk());
    await screen.findByText('3507010202850100');
    await user.clear(screen.getByRole('textbox', { name: /Alamat Asal/ }));
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ })).toHaveAttribute('aria-invalid', 'true'));
    for (const [label, role, message] of REQUIRED) {
      // A date input has no role of its own: found by its label.
      expect(role === 'date' ? screen.getByLabelText(label) : screen.getByRole(role, { name: label })).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('does not offer a second Kepala Keluarga, and starts at the family address', async () => {
    openPage(kartuKeluargaMasuk());
    const options = await posisiOptions();
    expect(options).not.toContain('Kepala Keluarga');
    expect(options).toContain('Anak');
    expect(screen.getByRole('textbox', { name: /Alamat Asal/ })).toHaveValue('Jl. Merdeka No. 7, Blitar');
  });

  it('offers Kepala Keluarga on a card without a head', async () => {
    openPage(kartuKeluargaMasuk({ anggota_keluarga: [istriMasuk] }));
    expect(await posisiOptions()).toContain('Kepala Keluarga');
  });

  it('adds the member as penduduk_masuk, says so and returns to the card', async () => {
    const created = wargaMasuk({ _id: 'pm-anak', nama_lengkap: 'Rina Prasetyo' });
    const { user, api, location } = openPage(kartuKeluargaMasuk(), {
      'POST /api/penduduk/:id': () => jsonResponse({ success: true, message: 'Sukses menambahkan anggota keluarga', data: created }, 201),
    });
    await screen.findByText('3507010202850100');
    await isiFormPenduduk(user, { posisi: 'Anak' });
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_masuk/kk-masuk/d'));
    expect(await findFeedback('Sukses menambahkan anggota keluarga')).toHaveAttribute('data-feedback-intent', 'success');
    const call = api.callsTo('POST /api/penduduk/:id')[0];
    expect(call?.params).toEqual({ id: 'kk-masuk' });
    expect(call?.body).toEqual({ ...BODY_PENDUDUK, posisi_dalam_keluarga: 'Anak', status_penduduk: 'penduduk_masuk' });
  });

  it('a member living apart ("Tinggal terpisah dari KK", the family-card form\'s fields): an RT required, then sent with their street text', async () => {
    const wilayah = {
      dusun: [{ _id: 'd1', nama: 'Krajan', jumlah_kk: 0, jumlah_penduduk: 0, rw: [{ _id: 'w5', nomor: '005', jumlah_kk: 0, jumlah_penduduk: 0, rt: [{ _id: 't2', nomor: '002', jumlah_kk: 0, jumlah_penduduk: 0 }] }] }],
    };
    const { user, api } = openPage(kartuKeluargaMasuk(), {
      'GET /api/wilayah_desa': () => jsonResponse({ success: true, data: wilayah }),
      'POST /api/penduduk/:id': () => jsonResponse({ success: true, message: 'Sukses menambahkan anggota keluarga', data: wargaMasuk({ _id: 'pm-anak' }) }, 201),
    });
    const pilihan = await screen.findByRole('checkbox', { name: 'Tinggal terpisah dari KK' });
    expect(screen.queryByRole('combobox', { name: /^Dusun/ })).not.toBeInTheDocument();
    await isiFormPenduduk(user, { posisi: 'Anak' });
    await user.click(pilihan);
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    expect(await screen.findByText('RT wajib dipilih')).toBeInTheDocument();
    expect(api.callsTo('POST /api/penduduk/:id')).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Dusun/ }), 'd1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^RW/ }), 'w5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^RT/ }), 't2');
    await user.type(screen.getByRole('textbox', { name: /Alamat Tinggal/ }), 'Kos Melati 4');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    await waitFor(() => expect(api.callsTo('POST /api/penduduk/:id')).toHaveLength(1));
    expect(api.callsTo('POST /api/penduduk/:id')[0]?.body).toMatchObject({ posisi_dalam_keluarga: 'Anak', status_penduduk: 'penduduk_masuk', rt_id: 't2', alamat: 'Kos Melati 4' });
  }, 120000);

  it('opens the same form under /penduduk_masuk/:idKK/i/:idKepala', async () => {
    openPage(kartuKeluargaMasuk(), {}, '/penduduk_masuk/kk-masuk/i/pm-kepala', '/penduduk_masuk/:idKK/i/:idKepala');
    expect(await screen.findByRole('button', { name: 'Tambahkan Penduduk' })).toBeInTheDocument();
  });

  it("shows the server's refusal (NIK taken) as an error and under the field", async () => {
    const { user, location } = openPage(kartuKeluargaMasuk(), {
      'POST /api/penduduk/:id': () => jsonResponse({ success: false, code: 'NIK_TAKEN', message: 'NIK sudah terdaftar' }, 409),
    });
    await screen.findByText('3507010202850100');
    await isiFormPenduduk(user, { posisi: 'Anak' });
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    expect(await findFeedback('NIK sudah terdaftar')).toHaveAttribute('data-feedback-intent', 'error');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(location().pathname).toBe('/penduduk_masuk/kk-masuk/i');
  });

  it("'Kembali' returns to the card", async () => {
    const { user, location } = openPage(kartuKeluargaMasuk());
    await user.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(location().pathname).toBe('/penduduk_masuk/kk-masuk/d');
  });

  it('says the card does not exist (404)', async () => {
    openPage(kartuKeluargaMasuk(), {
      'GET /api/penduduk_masuk/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Kartu keluarga penduduk masuk tidak ditemukan' }, 404),
    });
    expect(await screen.findByRole('region', { name: 'KARTU KELUARGA TIDAK DITEMUKAN' })).toHaveTextContent('Kartu keluarga penduduk masuk tidak ditemukan');
  });

  it("shows why the card failed to load, with 'Coba lagi'", async () => {
    openPage(kartuKeluargaMasuk(), {
      'GET /api/penduduk_masuk/:id': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
