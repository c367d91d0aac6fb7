import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, fillIn, findFeedback } from '@sid/ui-desa/testing';
import { DATA_KK_KOSONG } from '@sid/openapi/domain';
import { penduduk } from '../../test/fixtures';
import { KartuKeluargaInsertPage } from './kartu-keluarga-insert-page';

type User = ReturnType<typeof renderModulePage>['user'];

const REQUIRED_MESSAGES = [
  'Nomor KK tidak boleh kosong',
  'NIK tidak boleh kosong',
  'Nama Lengkap tidak boleh kosong',
  'Jenis Kelamin tidak boleh kosong',
  'Tempat Lahir tidak boleh kosong',
  'Tanggal Lahir tidak boleh kosong',
  'Agama tidak boleh kosong',
  'Status Perkawinan tidak boleh kosong',
  'Pekerjaan tidak boleh kosong',
  'Pendidikan Terakhir tidak boleh kosong',
  'Alamat Asal tidak boleh kosong',
];

function openPage(api = {}) {
  return renderModulePage(<KartuKeluargaInsertPage />, {
    route: '/kartu_keluarga/insert',
    path: '/kartu_keluarga/insert',
    api,
  });
}

async function fill(user: User, alamatAsal = true) {
  await fillIn(user, screen.getByRole('textbox', { name: /Nomor KK/ }), '3507010000001000');
  await fillIn(user, screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }), '3507010101800001');
  await fillIn(user, screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Budi Santoso');
  await user.selectOptions(screen.getByRole('combobox', { name: /Jenis Kelamin/ }), 'Laki laki');
  await fillIn(user, screen.getByRole('textbox', { name: /Tempat Lahir/ }), 'Malang');
  await fillIn(user, screen.getByLabelText(/Tanggal Lahir/), '05-01-1980');
  await user.selectOptions(screen.getByRole('combobox', { name: /Agama/ }), 'Islam');
  await user.selectOptions(screen.getByRole('combobox', { name: /Status Perkawinan/ }), 'Kawin');
  await fillIn(user, screen.getByRole('combobox', { name: /Pekerjaan/ }), 'Petani/Pekebun');
  await user.selectOptions(screen.getByRole('combobox', { name: /Pendidikan Terakhir/ }), 'SLTA/Sederajat');
  if (alamatAsal) await fillIn(user, screen.getByRole('textbox', { name: /Alamat Asal/ }), ' Dusun Krajan RT 01 RW 02 ');
}

/** A village with its areas (issue 35): Krajan with RW 005 and its RT 002, Sumber with none. */
const WILAYAH = {
  dusun: [
    { _id: 'd1', nama: 'Krajan', jumlah_kk: 0, jumlah_penduduk: 0, rw: [{ _id: 'w5', nomor: '005', jumlah_kk: 0, jumlah_penduduk: 0, rt: [{ _id: 't2', nomor: '002', jumlah_kk: 0, jumlah_penduduk: 0 }] }] },
    { _id: 'd2', nama: 'Sumber', jumlah_kk: 0, jumlah_penduduk: 0, rw: [] },
  ],
};

describe('KartuKeluargaInsertPage', () => {
  it("shows every required field's message, word for word, and sends nothing", async () => {
    const { user, api } = openPage();
    expect(screen.getByRole('heading', { name: 'Tambah Kartu Keluarga' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    for (const message of REQUIRED_MESSAGES) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Nothing saved: the only call is the read of the village's areas (issue 35).
    expect(api.calls.filter((c) => c.path !== '/api/wilayah_desa')).toHaveLength(0);
  });

  it('defaults the family position to Kepala Keluarga and says so', () => {
    openPage();
    expect(screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ })).toHaveValue('Kepala Keluarga');
    expect(screen.getByText('*Default posisi dalam keluarga adalah Kepala Keluarga')).toBeInTheDocument();
  });

  it('offers the reference lists of the rules', () => {
    openPage();
    const options = (name: RegExp) => Array.from((screen.getByRole('combobox', { name }) as HTMLSelectElement).options).filter((o) => !o.disabled).map((o) => o.value);
    expect(options(/Jenis Kelamin/)).toEqual(['Laki laki', 'Perempuan']);
    expect(options(/Agama/)).toEqual(['Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Konghucu', 'Kepercayaan']);
    expect(options(/Status Perkawinan/)).toEqual(['Belum Kawin', 'Kawin', 'Cerai Hidup', 'Cerai Mati']);
    expect(options(/Pendidikan Terakhir/)).toHaveLength(10);
    expect(document.querySelectorAll('datalist option').length).toBeGreaterThan(80);
  });

  it('checks the 16 digits of NIK and No. KK', async () => {
    const { user } = openPage();
    await fillIn(user, screen.getByRole('textbox', { name: /Nomor KK/ }), '12345');
    await fillIn(user, screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }), '12a');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    expect(await screen.findByText('Nomor KK harus 16 digit angka')).toBeInTheDocument();
    expect(screen.getByText('NIK harus 16 digit angka')).toBeInTheDocument();
  });

  it('adds the card with its head, says so and opens the new card', async () => {
    const head = penduduk({ _id: 'p-new', keluarga_dari: { _id: 'kk-new', no_kk: '3507010000001000' } });
    const { user, api, location } = openPage({
      'POST /api/kartu_keluarga': () => jsonResponse({ success: true, message: 'Kartu keluarga berhasil ditambahkan', data: head }, 201),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    await waitFor(() => expect(location().pathname).toBe('/kartu_keluarga/kk-new/d'));
    expect(await findFeedback('Kartu keluarga berhasil ditambahkan')).toHaveAttribute('data-feedback-intent', 'success');
    expect(api.callsTo('POST /api/kartu_keluarga')[0]?.body).toEqual({
      no_kk: '3507010000001000',
      nik: '3507010101800001',
      nama_lengkap: 'Budi Santoso',
      jenis_kelamin: 'Laki laki',
      tempat_lahir: 'Malang',
      tanggal_lahir: '1980-01-05',
      agama: 'Islam',
      status_perkawinan: 'Kawin',
      pekerjaan: 'Petani/Pekebun',
      pendidikan_terakhir: 'SLTA/Sederajat',
      posisi_dalam_keluarga: 'Kepala Keluarga',
      alamat_asal: 'Dusun Krajan RT 01 RW 02',
      // The KK columns left as the form starts them (issue 35).
      ...DATA_KK_KOSONG,
    });
  });

  it("asks the address here from the village's areas (Dusun, then RW, then RT) instead of Alamat Asal, and sends it", async () => {
    const head = penduduk({ _id: 'p-new', keluarga_dari: { _id: 'kk-new', no_kk: '3507010000001000' } });
    const { user, api, location } = openPage({
      'GET /api/wilayah_desa': () => jsonResponse({ success: true, data: WILAYAH }),
      'POST /api/kartu_keluarga': () => jsonResponse({ success: true, message: 'Kartu keluarga berhasil ditambahkan', data: head }, 201),
    });
    const dusun = await screen.findByRole('combobox', { name: /^Dusun/ });
    expect(screen.queryByRole('textbox', { name: /Alamat Asal/ })).not.toBeInTheDocument();
    await fill(user, false);
    // Without an RT the card is not saved.
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    expect(await screen.findByText('RT wajib dipilih')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^RW/ })).toBeDisabled();
    await user.selectOptions(dusun, 'd1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^RW/ }), 'w5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^RT/ }), 't2');
    await fillIn(user, screen.getByRole('textbox', { name: /Alamat \(Jalan/ }), 'Jl. Mawar 12');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    await waitFor(() => expect(location().pathname).toBe('/kartu_keluarga/kk-new/d'));
    expect(api.callsTo('POST /api/kartu_keluarga')[0]?.body).toMatchObject({
      rt_id: 't2',
      alamat: 'Jl. Mawar 12',
      alamat_asal: 'Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan',
    });
  });

  it('shows the decorative progress bar while the card is being saved', async () => {
    const { user } = openPage({ 'POST /api/kartu_keluarga': () => pendingResponse() });
    await fill(user);
    expect(screen.queryByRole('progressbar', { name: 'Sedang menyimpan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    expect(await screen.findByRole('progressbar', { name: 'Sedang menyimpan' })).toBeInTheDocument();
  });

  it("shows the server's refusal (duplicate No. KK) in the message and under the field", async () => {
    const { user, location } = openPage({
      'POST /api/kartu_keluarga': () => jsonResponse({ success: false, code: 'NO_KK_TAKEN', message: 'Nomor KK sudah terdaftar' }, 409),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    expect(await findFeedback('Nomor KK sudah terdaftar')).toHaveAttribute('data-feedback-intent', 'error');
    expect(screen.getByRole('textbox', { name: /Nomor KK/ })).toHaveAttribute('aria-invalid', 'true');
    expect(location().pathname).toBe('/kartu_keluarga/insert');
  });

  it("'Reset Form' empties the form and 'Kembali' returns to the list", async () => {
    const { user, location } = openPage();
    await fillIn(user, screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Budi');
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(screen.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(location().pathname).toBe('/kartu_keluarga');
  });
});
