import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, fillIn, findFeedback } from '@sid/ui-desa/testing';
import { berkasGambar, kartuKeluargaMasuk, keteranganMasuk, wargaMasuk } from '../../test/fixtures';
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
  // Issue 40: the day the family arrived, asked on the first step.
  [/Tanggal Datang/, 'date', 'Tanggal Datang tidak boleh kosong'],
];

/** The card's form filled, with its arrival date typed as the clerk types it (dd-mm-yyyy). */
async function isiKartuMasuk(user: ReturnType<typeof openPage>['user'], tanggalDatang = '03112025') {
  await isiFormPenduduk(user, { noKk: '3507010303950100' });
  await fillIn(user, screen.getByLabelText(/Tanggal Datang/), tanggalDatang);
}

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

  it('adds the card with its head through POST /api/kartu_keluarga/in, then goes on to step 2 of the flow (its own address)', async () => {
    const { user, api, location } = openPage({
      'POST /api/kartu_keluarga/in': () => jsonResponse({ success: true, message: 'Sukses menambahkan kartu keluarga penduduk masuk', data: kepalaBaru }, 201),
    });
    // Step 1 of 5, shown and announced; its heading has the focus.
    expect(screen.getByRole('list', { name: 'Langkah pendataan penduduk masuk' })).toBeInTheDocument();
    expect(screen.getByText('1. Kartu Keluarga')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Langkah 1 dari 5: Kartu Keluarga' })).toHaveFocus();
    await isiKartuMasuk(user);
    expect(screen.getByLabelText(/Tanggal Datang/)).toHaveValue('03-11-2025');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_masuk/insert/kk/kk-baru'));
    expect(location().search).toBe('?langkah=anggota');
    expect(api.callsTo('POST /api/kartu_keluarga/in')[0]?.body).toEqual({
      no_kk: '3507010303950100',
      ...BODY_PENDUDUK,
      posisi_dalam_keluarga: 'Kepala Keluarga',
      tanggal_datang: '2025-11-03',
    });
  });

  it('refuses an arrival date in the future or before the head was born, under the field, and sends nothing', async () => {
    const { user, api } = openPage();
    const besok = new Date();
    besok.setDate(besok.getDate() + 1);
    const ketik = `${String(besok.getDate()).padStart(2, '0')}-${String(besok.getMonth() + 1).padStart(2, '0')}-${besok.getFullYear()}`;
    await isiKartuMasuk(user, ketik);
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    const field = screen.getByLabelText(/Tanggal Datang/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Tanggal Datang tidak boleh melewati hari ini')));
    // The head (BODY_PENDUDUK) was born on 3 March 2015.
    await user.clear(field);
    await fillIn(user, field, '02-03-2015');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Tanggal Datang tidak boleh sebelum Tanggal Lahir Kepala Keluarga')));
    expect(api.callsTo('POST /api/kartu_keluarga/in')).toHaveLength(0);
  });

  it('shows the decorative progress bar while the card is being saved', async () => {
    const { user } = openPage({ 'POST /api/kartu_keluarga/in': () => pendingResponse() });
    await isiKartuMasuk(user);
    expect(screen.queryByRole('progressbar', { name: 'Sedang menyimpan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    expect(await screen.findByRole('progressbar', { name: 'Sedang menyimpan' })).toBeInTheDocument();
  });

  it("shows the server's refusal (duplicate No. KK) as an error and under the field, and stays", async () => {
    const { user, location } = openPage({
      'POST /api/kartu_keluarga/in': () => jsonResponse({ success: false, code: 'NO_KK_TAKEN', message: 'Nomor KK sudah terdaftar' }, 409),
    });
    await isiKartuMasuk(user);
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    expect(await findFeedback('Nomor KK sudah terdaftar')).toHaveAttribute('data-feedback-intent', 'error');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nomor KK/ })).toHaveAttribute('aria-invalid', 'true'));
    // The input stays, the cursor on the refused field.
    expect(screen.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('Rina Prasetyo');
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

// ---- the flow of a saved card: /penduduk_masuk/insert/kk/{idKK}?langkah=... (resumable) ----------

function openFlow(langkah: string | null, api: MockApi = {}) {
  const card = kartuKeluargaMasuk();
  return renderModulePage(<KartuKeluargaMasukInsertPage />, {
    route: `/penduduk_masuk/insert/kk/kk-masuk${langkah ? `?langkah=${langkah}` : ''}`,
    path: '/penduduk_masuk/insert/kk/:idKK',
    api: { 'GET /api/penduduk_masuk/:id': () => jsonResponse({ success: true, data: card }), ...api },
  });
}

const heading = (n: number, title: string) => screen.findByRole('heading', { name: `Langkah ${n} dari 5: ${title}` });

describe('the incoming-family flow of a saved card (issue 40)', () => {
  it('resumes at the members (step 2): the card\'s members, head first, "Lihat Data", Kembali / Lanjut by keyboard', async () => {
    const { user, location } = openFlow(null);
    const judul = await heading(2, 'Anggota Keluarga');
    await waitFor(() => expect(judul).toHaveFocus());
    expect(screen.getByText('2. Anggota Keluarga')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('1. Kartu Keluarga')).toHaveTextContent('(selesai)');
    expect(screen.getByRole('link', { name: 'Lihat Data KK 3507010202850100' })).toHaveAttribute('href', '/penduduk_masuk/kk-masuk/d');
    expect(screen.getByRole('row', { name: /Dewi Lestari/ })).toBeInTheDocument();
    // Keyboard only: Tab to 'Lanjut', Enter.
    screen.getByRole('button', { name: 'Lanjut' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().search).toBe('?langkah=dokumen'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Langkah 3 dari 5: Dokumen' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().search).toBe('?langkah=anggota'));
  });

  it('adds a member in the flow with the full form (POST /api/penduduk/{idKK}) and comes back to the list; edit opens the member', async () => {
    const { user, api } = openFlow('anggota', {
      'POST /api/penduduk/:id': () => jsonResponse({ success: true, message: 'Sukses menambahkan anggota keluarga', data: wargaMasuk({ _id: 'pm-anak' }) }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Anggota' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tambah Anggota Keluarga' })).toHaveFocus());
    await isiFormPenduduk(user, { posisi: 'Anak' });
    await user.click(screen.getByRole('button', { name: 'Tambahkan Penduduk' }));
    await waitFor(() => expect(api.callsTo('POST /api/penduduk/:id')).toHaveLength(1));
    expect(api.callsTo('POST /api/penduduk/:id')[0]?.body).toEqual({ ...BODY_PENDUDUK, posisi_dalam_keluarga: 'Anak', status_penduduk: 'penduduk_masuk' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tambah Anggota' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /Edit.*Dewi Lestari/ }));
    expect(await screen.findByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('Dewi Lestari');
    expect(screen.getByRole('button', { name: 'Perbarui Data' })).toBeInTheDocument();
  }, 60000);

  it('documents: one without the other is refused with the cursor on it; a GIF is refused; a PDF scan and a photo go on to the summary', async () => {
    const { user, location } = openFlow('dokumen');
    await heading(3, 'Dokumen');
    const kk = screen.getByLabelText(/Upload Foto KK/);
    const surat = screen.getByLabelText(/Upload Foto Surat Masuk/);
    expect(kk).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    await user.upload(kk, berkasGambar('kk.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(surat).toHaveFocus());
    expect(surat).toHaveAccessibleDescription(expect.stringContaining('A file is Required'));
    expect(location().search).toBe('?langkah=dokumen');
    // The chooser's accept list hides a GIF; one dropped in anyway is said at once.
    fireEvent.change(surat, { target: { files: [berkasGambar('surat.gif', 'image/gif')] } });
    expect(surat).toHaveAccessibleDescription(expect.stringContaining('Format berkas tidak didukung, gunakan foto jpg/jpeg/png atau hasil pindai pdf'));
    fireEvent.change(surat, { target: { files: [berkasGambar('surat.png', 'image/png')] } });
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(location().search).toBe('?langkah=periksa'));
    await heading(4, 'Periksa');
    expect(screen.getByText(/Foto KK: kk\.pdf; Foto Surat Masuk: surat\.png/)).toBeInTheDocument();
  });

  it("the summary's 'Simpan' sends both documents in one request, then says it is saved (step 5)", async () => {
    const { user, api, location } = openFlow('dokumen', {
      'POST /api/penduduk_masuk/:idKK/p': () => jsonResponse({ success: true, message: 'Sukses menambahkan data keterangan masuk', data: keteranganMasuk() }, 201),
    });
    await heading(3, 'Dokumen');
    await user.upload(screen.getByLabelText(/Upload Foto KK/), berkasGambar('kk.pdf', 'application/pdf'));
    await user.upload(screen.getByLabelText(/Upload Foto Surat Masuk/), berkasGambar('surat.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    await heading(4, 'Periksa');
    expect(screen.getByText('Dewi Lestari, NIK 3507014202870002, Istri')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(location().search).toBe('?langkah=selesai'));
    expect(api.callsTo('POST /api/penduduk_masuk/:idKK/p')).toHaveLength(1);
    expect(api.callsTo('POST /api/penduduk_masuk/:idKK/p')[0]?.params).toEqual({ idKK: 'kk-masuk' });
    await heading(5, 'Simpan');
  });

  it("a refused document at 'Simpan' (415) goes back to the documents with the files kept and the message under the field", async () => {
    const { user, location } = openFlow('dokumen', {
      'POST /api/penduduk_masuk/:idKK/p': () => jsonResponse({ success: false, code: 'UNSUPPORTED_FILE', message: 'Format berkas tidak didukung, gunakan foto jpg/jpeg/png atau hasil pindai pdf' }, 415),
    });
    await heading(3, 'Dokumen');
    await user.upload(screen.getByLabelText(/Upload Foto KK/), berkasGambar('kk.pdf', 'application/pdf'));
    await user.upload(screen.getByLabelText(/Upload Foto Surat Masuk/), berkasGambar('surat.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    await heading(4, 'Periksa');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(location().search).toBe('?langkah=dokumen'));
    const kk = await screen.findByLabelText(/Upload Foto KK/);
    await waitFor(() => expect(screen.getByLabelText(/Upload Foto KK/)).toHaveAttribute('aria-invalid', 'true'));
    expect(kk).toHaveAccessibleDescription(expect.stringContaining('kk.pdf'));
  });

  it('step 1 of a saved card shows its arrival date as an Indonesian date and corrects it (PUT .../tanggal_datang)', async () => {
    const { user, api } = openFlow('kartu', {
      'PUT /api/kartu_keluarga/:id/tanggal_datang': () =>
        jsonResponse({ success: true, message: 'Tanggal datang berhasil diperbarui', data: kartuKeluargaMasuk({ tanggal_datang: '2025-10-20' }) }),
    });
    await heading(1, 'Kartu Keluarga');
    expect(screen.getByText('03 November 2025')).toBeInTheDocument();
    const field = screen.getByLabelText(/Tanggal Datang/);
    expect(field).toHaveValue('03-11-2025');
    expect(screen.getByRole('button', { name: 'Simpan Tanggal Datang' })).toBeDisabled();
    await user.clear(field);
    await fillIn(user, field, '20-10-2025');
    await user.click(screen.getByRole('button', { name: 'Simpan Tanggal Datang' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kartu_keluarga/:id/tanggal_datang')).toHaveLength(1));
    expect(api.callsTo('PUT /api/kartu_keluarga/:id/tanggal_datang')[0]).toMatchObject({ params: { id: 'kk-masuk' }, body: { tanggal_datang: '2025-10-20' } });
    expect(await findFeedback('Tanggal datang berhasil diperbarui')).toHaveAttribute('data-feedback-intent', 'success');
  });

  it("step 1's arrival date refused by the server (400) is said under the field", async () => {
    const { user } = openFlow('kartu', {
      'PUT /api/kartu_keluarga/:id/tanggal_datang': () =>
        jsonResponse({ success: false, code: 'BAD_REQUEST', message: 'tanggal_datang: Tanggal Datang tidak boleh sebelum Tanggal Lahir Kepala Keluarga' }, 400),
    });
    await heading(1, 'Kartu Keluarga');
    await user.clear(screen.getByLabelText(/Tanggal Datang/));
    await fillIn(user, screen.getByLabelText(/Tanggal Datang/), '01-01-2020');
    await user.click(screen.getByRole('button', { name: 'Simpan Tanggal Datang' }));
    await waitFor(() => expect(screen.getByLabelText(/Tanggal Datang/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/Tanggal Datang/)).toHaveAccessibleDescription(expect.stringContaining('Tanggal Datang tidak boleh sebelum Tanggal Lahir Kepala Keluarga'));
  });

  it('the summary shows the arrival date as an Indonesian date', async () => {
    openFlow('periksa');
    await heading(4, 'Periksa');
    const term = screen.getByText('Tanggal Datang', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('03 November 2025');
  });

  it('saving without documents is allowed: the family is said to be not yet complete', async () => {
    const { user, api, location } = openFlow('periksa');
    await heading(4, 'Periksa');
    expect(screen.getByText(/Belum ada: keluarga tercatat Tidak Lengkap/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(location().search).toBe('?langkah=selesai'));
    expect(await screen.findByText(/2 anggota keluarga, dokumen belum lengkap/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
