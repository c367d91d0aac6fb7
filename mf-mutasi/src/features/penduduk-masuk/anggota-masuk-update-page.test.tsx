import { DATA_KK_KOSONG } from '@sid/openapi/domain';
import { screen, waitFor } from '@testing-library/react';
import type { Penduduk } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, fillIn, findFeedback } from '@sid/ui-desa/testing';
import { istriMasuk, kartuKeluargaMasuk, kepalaMasuk } from '../../test/fixtures';
import { AnggotaMasukUpdatePage } from './anggota-masuk-update-page';

function openPage(member: Penduduk, api: MockApi = {}) {
  return renderModulePage(<AnggotaMasukUpdatePage />, {
    route: `/penduduk_masuk/${member._id}/u/kk-masuk`,
    path: '/penduduk_masuk/:id/u/:idKK',
    api: {
      'GET /api/penduduk/:id': () => jsonResponse({ success: true, data: member }),
      'GET /api/penduduk_masuk/:id': () => jsonResponse({ success: true, data: kartuKeluargaMasuk() }),
      ...api,
    },
  });
}

const posisiOptions = async () => {
  const posisi = await screen.findByRole('combobox', { name: /Posisi dalam Keluarga/ });
  return Array.from((posisi as HTMLSelectElement).options).filter((o) => !o.disabled).map((o) => o.value);
};

describe('AnggotaMasukUpdatePage (/penduduk_masuk/:id/u/:idKK)', () => {
  it('shows a spinner while the member loads, under the spec title', () => {
    openPage(istriMasuk, { 'GET /api/penduduk/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Halaman Edit Data Anggota Keluarga' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("starts from the member's data; the head keeps 'Kepala Keluarga', others are not offered it", async () => {
    const first = openPage(kepalaMasuk);
    expect(await screen.findByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('Agus Prasetyo');
    expect(await posisiOptions()).toContain('Kepala Keluarga');
    first.unmount();
    openPage(istriMasuk);
    expect(await screen.findByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('Dewi Lestari');
    expect(screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ })).toHaveValue('Istri');
    expect(await posisiOptions()).not.toContain('Kepala Keluarga');
  });

  it("shows the spec's messages for emptied fields, word for word", async () => {
    const { user, api } = openPage(istriMasuk);
    await user.clear(await screen.findByRole('textbox', { name: /Tempat Lahir/ }));
    await user.clear(screen.getByRole('textbox', { name: /Alamat Asal/ }));
    await user.clear(screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }));
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    expect(await screen.findByText('Tempat Lahir tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Alamat tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('NIK tidak boleh kosong')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves through PUT /api/penduduk/{id}, says so and returns to the card', async () => {
    const { user, api, location } = openPage(istriMasuk, {
      'PUT /api/penduduk/:id': (req) => jsonResponse({ success: true, message: 'Sukses memperbarui data penduduk', data: { ...istriMasuk, ...(req.body as object) } }),
    });
    const tempat = await screen.findByRole('textbox', { name: /Tempat Lahir/ });
    await user.clear(tempat);
    await fillIn(user, tempat, 'Kota Blitar');
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_masuk/kk-masuk/d'));
    expect(await findFeedback('Sukses memperbarui data penduduk')).toHaveAttribute('data-feedback-intent', 'success');
    const call = api.callsTo('PUT /api/penduduk/:id')[0];
    expect(call?.params).toEqual({ id: 'pm-istri' });
    expect(call?.body).toEqual({
      nik: '3507014202870002',
      nama_lengkap: 'Dewi Lestari',
      jenis_kelamin: 'Perempuan',
      tempat_lahir: 'Kota Blitar',
      tanggal_lahir: '1987-02-02',
      agama: 'Islam',
      status_perkawinan: 'Kawin',
      pekerjaan: 'Guru',
      pendidikan_terakhir: 'Diploma IV/Strata I',
      posisi_dalam_keluarga: 'Istri',
      alamat_asal: 'Jl. Merdeka No. 7, Blitar',
      ...DATA_KK_KOSONG,
    });
  });

  it('offers "Tinggal terpisah dari KK" (issue 35): opens at the member\'s own address and sends it', async () => {
    const wilayah = {
      dusun: [{ _id: 'd1', nama: 'Krajan', jumlah_kk: 0, jumlah_penduduk: 0, rw: [{ _id: 'w5', nomor: '005', jumlah_kk: 0, jumlah_penduduk: 0, rt: [{ _id: 't2', nomor: '002', jumlah_kk: 0, jumlah_penduduk: 0 }] }] }],
    };
    const terpisah = { ...istriMasuk, tinggal_terpisah: true, alamat_desa: { rt_id: 't2', alamat: 'Kos Melati 4' } } as Penduduk;
    const { user, api } = openPage(terpisah, {
      'GET /api/wilayah_desa': () => jsonResponse({ success: true, data: wilayah }),
      'PUT /api/penduduk/:id': (req) => jsonResponse({ success: true, message: 'Sukses memperbarui data penduduk', data: { ...istriMasuk, ...(req.body as object) } }),
    });
    const pilihan = await screen.findByRole('checkbox', { name: 'Tinggal terpisah dari KK' });
    expect(pilihan).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^RT/ })).toHaveValue('t2');
    const alamat = screen.getByRole('textbox', { name: /Alamat Tinggal/ });
    expect(alamat).toHaveValue('Kos Melati 4');
    await user.clear(alamat);
    await fillIn(user, alamat, 'Kos Melati 5');
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    await waitFor(() => expect(api.callsTo('PUT /api/penduduk/:id')).toHaveLength(1));
    expect(api.callsTo('PUT /api/penduduk/:id')[0]?.body).toMatchObject({ rt_id: 't2', alamat: 'Kos Melati 5' });
  }, 60000);

  it("shows the server's refusal and stays", async () => {
    const { user, location } = openPage(istriMasuk, {
      'PUT /api/penduduk/:id': () => jsonResponse({ success: false, code: 'NIK_TAKEN', message: 'NIK sudah terdaftar' }, 409),
    });
    await screen.findByRole('textbox', { name: /Nama Lengkap/ });
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    expect(await findFeedback('NIK sudah terdaftar')).toHaveAttribute('data-feedback-intent', 'error');
    expect(location().pathname).toBe('/penduduk_masuk/pm-istri/u/kk-masuk');
  });

  it("'Kembali' returns to the card", async () => {
    const { user, location } = openPage(istriMasuk);
    await screen.findByRole('textbox', { name: /Nama Lengkap/ });
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(location().pathname).toBe('/penduduk_masuk/kk-masuk/d');
  });

  it('says the member does not exist (404)', async () => {
    openPage(istriMasuk, {
      'GET /api/penduduk/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Penduduk tidak ditemukan' }, 404),
    });
    expect(await screen.findByRole('region', { name: 'DATA PENDUDUK TIDAK DITEMUKAN' })).toHaveTextContent('Penduduk tidak ditemukan');
  });

  it("shows why the member failed to load, with 'Coba lagi'", async () => {
    openPage(istriMasuk, {
      'GET /api/penduduk/:id': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
