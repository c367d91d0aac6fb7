import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, fillIn, findFeedback } from '@sid/ui-desa/testing';
import { DATA_KK_KOSONG } from '@sid/openapi/domain';
import type { KartuKeluarga } from '@sid/openapi';
import { kartuKeluarga, keluargaBudi, penduduk } from '../../test/fixtures';
import { AnggotaInsertPage } from './anggota-insert-page';

// Spec §5 leaves the family-card member rules unstated; they are the incoming-member rules.
const REQUIRED_MESSAGES = [
  'NIK tidak boleh kosong',
  'Nama Lengkap tidak boleh kosong',
  'Jenis Kelamin tidak boleh kosong',
  'Tempat Lahir tidak boleh kosong',
  'Tanggal Lahir tidak boleh kosong',
  'Agama tidak boleh kosong',
  'Status perkawinan tidak boleh kosong',
  'Pekerjaan tidak boleh kosong',
  'Pendidikan terakhir tidak boleh kosong',
  'Posisi dalam keluarga tidak boleh kosong',
];

function openPage(card: KartuKeluarga, api: MockApi = {}) {
  return renderModulePage(<AnggotaInsertPage />, {
    route: `/kartu_keluarga/${card._id}/i`,
    path: '/kartu_keluarga/:id/i',
    api: { 'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: card }), ...api },
  });
}

describe('AnggotaInsertPage', () => {
  it('shows a spinner while the card loads', () => {
    openPage(keluargaBudi().kk, { 'GET /api/kartu_keluarga/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Tambah Anggota Keluarga' })).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it("shows every required field's message, word for word", async () => {
    const { user, api } = openPage(keluargaBudi().kk);
    await screen.findByText('3507010000001000');
    await user.clear(screen.getByRole('textbox', { name: /Alamat Asal/ }));
    await user.click(screen.getByRole('button', { name: 'Tambahkan Anggota' }));
    for (const message of [...REQUIRED_MESSAGES, 'Alamat tidak boleh kosong']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('does not offer a second Kepala Keluarga, and starts at the family address', async () => {
    openPage(keluargaBudi().kk);
    const posisi = await screen.findByRole('combobox', { name: /Posisi dalam Keluarga/ });
    const options = Array.from((posisi as HTMLSelectElement).options).filter((o) => !o.disabled).map((o) => o.value);
    expect(options).not.toContain('Kepala Keluarga');
    expect(options).toContain('Anak');
    expect(screen.getByRole('textbox', { name: /Alamat Asal/ })).toHaveValue('Dusun Krajan RT 01 RW 02');
  });

  it('adds the member, says so and shows them highlighted on the card', async () => {
    const created = penduduk({ _id: 'p-new', nama_lengkap: 'Dewi Lestari' });
    const { user, api, location } = openPage(keluargaBudi().kk, {
      'POST /api/penduduk/:id': () => jsonResponse({ success: true, message: 'Anggota keluarga berhasil ditambahkan', data: created }, 201),
    });
    await screen.findByText('3507010000001000');
    await fillIn(user, screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }), '3507010101800004');
    await fillIn(user, screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Dewi Lestari');
    await user.selectOptions(screen.getByRole('combobox', { name: /Jenis Kelamin/ }), 'Perempuan');
    await fillIn(user, screen.getByRole('textbox', { name: /Tempat Lahir/ }), 'Malang');
    await fillIn(user, screen.getByLabelText(/Tanggal Lahir/), '2010-08-17');
    await user.selectOptions(screen.getByRole('combobox', { name: /Agama/ }), 'Islam');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status Perkawinan/ }), 'Belum Kawin');
    await fillIn(user, screen.getByRole('combobox', { name: /Pekerjaan/ }), 'Pelajar/Mahasiswa');
    await user.selectOptions(screen.getByRole('combobox', { name: /Pendidikan Terakhir/ }), 'SLTP/Sederajat');
    await user.selectOptions(screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ }), 'Anak');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Anggota' }));

    await waitFor(() => expect(location().pathname).toBe('/kartu_keluarga/kk1/d/p-new'));
    expect(await findFeedback('Anggota keluarga berhasil ditambahkan')).toHaveAttribute('data-feedback-intent', 'success');
    const call = api.callsTo('POST /api/penduduk/:id')[0];
    expect(call?.params).toEqual({ id: 'kk1' });
    expect(call?.body).toEqual({
      nik: '3507010101800004',
      nama_lengkap: 'Dewi Lestari',
      jenis_kelamin: 'Perempuan',
      tempat_lahir: 'Malang',
      tanggal_lahir: '2010-08-17',
      agama: 'Islam',
      status_perkawinan: 'Belum Kawin',
      pekerjaan: 'Pelajar/Mahasiswa',
      pendidikan_terakhir: 'SLTP/Sederajat',
      posisi_dalam_keluarga: 'Anak',
      alamat_asal: 'Dusun Krajan RT 01 RW 02',
      // The KK columns left as the form starts them (issue 35).
      ...DATA_KK_KOSONG,
    });
  });

  it('a member living apart ("Tinggal terpisah dari KK"): an RT required, then sent with their street text', async () => {
    const wilayah = {
      dusun: [{ _id: 'd1', nama: 'Krajan', jumlah_kk: 0, jumlah_penduduk: 0, rw: [{ _id: 'w5', nomor: '005', jumlah_kk: 0, jumlah_penduduk: 0, rt: [{ _id: 't2', nomor: '002', jumlah_kk: 0, jumlah_penduduk: 0 }] }] }],
    };
    const { user, api } = openPage(keluargaBudi().kk, {
      'GET /api/wilayah_desa': () => jsonResponse({ success: true, data: wilayah }),
      'POST /api/penduduk/:id': () => jsonResponse({ success: true, message: 'Anggota keluarga berhasil ditambahkan', data: penduduk({ _id: 'p-new' }) }, 201),
    });
    const pilihan = await screen.findByRole('checkbox', { name: 'Tinggal terpisah dari KK' });
    expect(screen.queryByRole('combobox', { name: /^Dusun/ })).not.toBeInTheDocument();
    await fillIn(user, screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }), '3507010101800004');
    await fillIn(user, screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Dewi Lestari');
    await user.selectOptions(screen.getByRole('combobox', { name: /Jenis Kelamin/ }), 'Perempuan');
    await fillIn(user, screen.getByRole('textbox', { name: /Tempat Lahir/ }), 'Malang');
    await fillIn(user, screen.getByLabelText(/Tanggal Lahir/), '2010-08-17');
    await user.selectOptions(screen.getByRole('combobox', { name: /Agama/ }), 'Islam');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status Perkawinan/ }), 'Belum Kawin');
    await fillIn(user, screen.getByRole('combobox', { name: /Pekerjaan/ }), 'Pelajar/Mahasiswa');
    await user.selectOptions(screen.getByRole('combobox', { name: /Pendidikan Terakhir/ }), 'SLTP/Sederajat');
    await user.selectOptions(screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ }), 'Anak');
    await user.click(pilihan);
    await user.click(screen.getByRole('button', { name: 'Tambahkan Anggota' }));
    expect(await screen.findByText('RT wajib dipilih')).toBeInTheDocument();
    expect(api.callsTo('POST /api/penduduk/:id')).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Dusun/ }), 'd1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^RW/ }), 'w5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^RT/ }), 't2');
    await fillIn(user, screen.getByRole('textbox', { name: /Alamat Tinggal/ }), 'Kos Melati 4');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Anggota' }));
    await waitFor(() => expect(api.callsTo('POST /api/penduduk/:id')).toHaveLength(1));
    expect(api.callsTo('POST /api/penduduk/:id')[0]?.body).toMatchObject({ nama_lengkap: 'Dewi Lestari', rt_id: 't2', alamat: 'Kos Melati 4' });
  }, 120000);

  it("shows the server's refusal (duplicate NIK) under the field", async () => {
    const { budi } = keluargaBudi();
    // A card whose head left: Kepala Keluarga is offered again.
    const card = kartuKeluarga([{ ...budi, posisi_dalam_keluarga: 'Suami' }]);
    const { user } = openPage(card, {
      'POST /api/penduduk/:id': () => jsonResponse({ success: false, code: 'NIK_TAKEN', message: 'NIK sudah terdaftar' }, 409),
    });
    await screen.findByText('3507010000001000');
    const posisi = screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ }) as HTMLSelectElement;
    expect(Array.from(posisi.options).map((o) => o.value)).toContain('Kepala Keluarga');
    await fillIn(user, screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }), '3507010101800001');
    await fillIn(user, screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Dewi');
    await user.selectOptions(screen.getByRole('combobox', { name: /Jenis Kelamin/ }), 'Perempuan');
    await fillIn(user, screen.getByRole('textbox', { name: /Tempat Lahir/ }), 'Malang');
    await fillIn(user, screen.getByLabelText(/Tanggal Lahir/), '2010-08-17');
    await user.selectOptions(screen.getByRole('combobox', { name: /Agama/ }), 'Islam');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status Perkawinan/ }), 'Belum Kawin');
    await fillIn(user, screen.getByRole('combobox', { name: /Pekerjaan/ }), 'Pelajar');
    await user.selectOptions(screen.getByRole('combobox', { name: /Pendidikan Terakhir/ }), 'SLTP/Sederajat');
    await user.selectOptions(posisi, 'Anak');
    await user.click(screen.getByRole('button', { name: 'Tambahkan Anggota' }));
    expect(await findFeedback('NIK sudah terdaftar')).toHaveAttribute('data-feedback-intent', 'error');
    const nik = screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ });
    expect(nik).toHaveAttribute('aria-invalid', 'true');
    expect(nik).toHaveAccessibleDescription(/NIK sudah terdaftar/);
  });

  it('says the card does not exist (404)', async () => {
    openPage(keluargaBudi().kk, { 'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Kartu keluarga tidak ditemukan' }, 404) });
    expect(await screen.findByRole('heading', { name: 'KARTU KELUARGA TIDAK DITEMUKAN' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    openPage(keluargaBudi().kk, { 'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
