import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, fillIn, findFeedback } from '@sid/ui-desa/testing';
import { DATA_KK_KOSONG } from '@sid/openapi/domain';
import { kartuKeluarga, keluargaBudi } from '../../test/fixtures';
import { AnggotaUpdatePage } from './anggota-update-page';
import { PendudukUpdatePage } from './penduduk-update-page';

const { budi, siti, kk } = keluargaBudi({ siti: 'penduduk_masuk' });

/** Edits Siti (or `member`) of Budi's card (or `card`). */
function openPage(api: MockApi = {}, { member = siti, card = kk } = {}) {
  return renderModulePage(<AnggotaUpdatePage />, {
    route: `/kartu_keluarga/${member._id}/d/update`,
    path: '/kartu_keluarga/:id/d/update',
    api: {
      'GET /api/penduduk/:id': () => jsonResponse({ success: true, data: member }),
      'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: card }),
      ...api,
    },
  });
}

const posisiOffered = async () =>
  Array.from(((await screen.findByRole('combobox', { name: /Posisi dalam Keluarga/ })) as HTMLSelectElement).options).map((o) => o.value);

describe('AnggotaUpdatePage', () => {
  it('shows a spinner while the member loads', () => {
    openPage({ 'GET /api/penduduk/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Edit Data Anggota Keluarga' })).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it("prefills the member's fields (the path's id is the member)", async () => {
    const { api } = openPage();
    expect(await screen.findByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('Siti Aminah');
    expect(api.callsTo('GET /api/penduduk/:id')[0]?.params).toEqual({ id: 'p-siti' });
    expect(screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ })).toHaveValue('3507010101800002');
    expect(screen.getByRole('combobox', { name: /Jenis Kelamin/ })).toHaveValue('Perempuan');
    expect(screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ })).toHaveValue('Istri');
    expect(screen.getByRole('combobox', { name: /Pekerjaan/ })).toHaveValue('Petani/Pekebun');
  });

  it('sends the fields (never the status) with the KK columns, says so and returns to the card', async () => {
    const { user, api, location } = openPage({
      'PUT /api/penduduk/:id': () => jsonResponse({ success: true, message: 'Data penduduk berhasil diperbarui', data: siti }),
    });
    const nama = await screen.findByRole('textbox', { name: /Nama Lengkap/ });
    await user.clear(nama);
    await fillIn(user, nama, 'Siti Aminah Rahayu');
    // The KK columns (issue 35): a WNA's documents appear with WNA; the date of marriage with Kawin.
    expect(screen.queryByRole('textbox', { name: /No\. Paspor/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Golongan Darah/ }), 'AB+');
    await user.selectOptions(screen.getByRole('combobox', { name: /Kewarganegaraan/ }), 'WNA');
    await fillIn(user, screen.getByRole('textbox', { name: /Nama Ayah/ }), 'Slamet');
    await fillIn(user, screen.getByRole('textbox', { name: /NIK Ayah/ }), '3507010101500001');
    await user.selectOptions(screen.getByRole('combobox', { name: /Penyandang Cacat/ }), 'Cacat Netra/Buta');
    // Refused before sending: a WNA without documents; the cursor goes to the first error, the input stays.
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    expect(await screen.findByText('Nomor paspor wajib diisi untuk WNA')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /No\. Paspor/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Nama Ayah/ })).toHaveValue('Slamet');
    await fillIn(user, screen.getByRole('textbox', { name: /No\. Paspor/ }), 'C1234567');
    await fillIn(user, screen.getByRole('textbox', { name: /No\. KITAS/ }), '2C11AB1234');
    await fillIn(user, screen.getByLabelText(/Tanggal Perkawinan/), '3/2/2001');
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    await waitFor(() => expect(location().pathname).toBe('/kartu_keluarga/kk1/d/p-siti'));
    expect(await findFeedback('Data penduduk berhasil diperbarui')).toHaveAttribute('data-feedback-intent', 'success');
    const call = api.callsTo('PUT /api/penduduk/:id')[0];
    expect(call?.params).toEqual({ id: 'p-siti' });
    expect(call?.body).toEqual({
      nik: '3507010101800002',
      nama_lengkap: 'Siti Aminah Rahayu',
      jenis_kelamin: 'Perempuan',
      tempat_lahir: 'Malang',
      tanggal_lahir: '1980-01-05',
      agama: 'Islam',
      status_perkawinan: 'Kawin',
      pekerjaan: 'Petani/Pekebun',
      pendidikan_terakhir: 'SLTA/Sederajat',
      posisi_dalam_keluarga: 'Istri',
      alamat_asal: 'Dusun Krajan RT 01 RW 02',
      ...DATA_KK_KOSONG,
      golongan_darah: 'AB+',
      kewarganegaraan: 'WNA',
      no_paspor: 'C1234567',
      no_kitas_kitap: '2C11AB1234',
      nama_ayah: 'Slamet',
      nik_ayah: '3507010101500001',
      tanggal_perkawinan: '2001-02-03',
      disabilitas: '2',
    });
  });

  it("in the resident's context (/penduduk/{id}/d/update, issue 40): its own title, and back to the resident on save and on 'Kembali'", async () => {
    function ResidentPage() {
      const navigate = useNavigate();
      return <button type="button" onClick={() => navigate('/penduduk/p-siti/d/update')}>Edit</button>;
    }
    const { user, location } = renderModulePage(
      <Routes>
        <Route path="/penduduk/:id/d" element={<ResidentPage />} />
        <Route path="/penduduk/:id/d/update" element={<PendudukUpdatePage />} />
      </Routes>,
      {
        route: '/penduduk/p-siti/d',
        api: {
          'GET /api/penduduk/:id': () => jsonResponse({ success: true, data: siti }),
          'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: kk }),
          'PUT /api/penduduk/:id': () => jsonResponse({ success: true, message: 'Data penduduk berhasil diperbarui', data: siti }),
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Data Penduduk' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Data Anggota Keluarga' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk/p-siti/d'));

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const nama = await screen.findByRole('textbox', { name: /Nama Lengkap/ });
    await user.clear(nama);
    await fillIn(user, nama, 'Siti Aminah Rahayu');
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk/p-siti/d'));
    expect(await findFeedback('Data penduduk berhasil diperbarui')).toHaveAttribute('data-feedback-intent', 'success');
  });

  it("opened directly in the resident's context, 'Kembali' goes to the resident's page", async () => {
    const { user, location } = renderModulePage(<PendudukUpdatePage />, {
      route: '/penduduk/p-siti/d/update',
      path: '/penduduk/:id/d/update',
      api: {
        'GET /api/penduduk/:id': () => jsonResponse({ success: true, data: siti }),
        'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: kk }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk/p-siti/d'));
  });

  it('checks the required fields before sending', async () => {
    const { user, api } = openPage();
    await user.clear(await screen.findByRole('textbox', { name: /Nama Lengkap/ }));
    await user.clear(screen.getByRole('textbox', { name: /Tempat Lahir/ }));
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    expect(await screen.findByText('Nama Lengkap tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Tempat Lahir tidak boleh kosong')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('does not offer Kepala Keluarga while another member heads the card (one per card)', async () => {
    const { api } = openPage();
    expect(await posisiOffered()).not.toContain('Kepala Keluarga');
    expect(await posisiOffered()).toContain('Istri');
    expect(api.callsTo('GET /api/kartu_keluarga/:id')[0]?.params).toEqual({ id: 'kk1' });
  });

  it('keeps Kepala Keluarga on offer for the head themself, and for anyone on a card without a head', async () => {
    const first = openPage({}, { member: budi });
    expect(await posisiOffered()).toContain('Kepala Keluarga');
    expect(screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ })).toHaveValue('Kepala Keluarga');
    first.unmount();
    openPage({}, { card: kartuKeluarga([{ ...budi, posisi_dalam_keluarga: 'Suami' }, siti]) });
    expect(await posisiOffered()).toContain('Kepala Keluarga');
  });

  it('offers every position when the card cannot be read (the server still refuses a second head)', async () => {
    openPage({ 'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await posisiOffered()).toContain('Kepala Keluarga');
  });

  it("shows the server's refusal (a second Kepala Keluarga, KEPALA_EXISTS) under the field", async () => {
    // The card as read had no head; another member became head meanwhile.
    const { user } = openPage({
      'PUT /api/penduduk/:id': () => jsonResponse({ success: false, code: 'KEPALA_EXISTS', message: 'Kartu keluarga ini sudah memiliki Kepala Keluarga' }, 409),
    }, { card: kartuKeluarga([{ ...budi, posisi_dalam_keluarga: 'Suami' }, siti]) });
    const posisi = await screen.findByRole('combobox', { name: /Posisi dalam Keluarga/ });
    await user.selectOptions(posisi, 'Kepala Keluarga');
    await user.click(screen.getByRole('button', { name: 'Perbarui Data' }));
    expect(await findFeedback('Kartu keluarga ini sudah memiliki Kepala Keluarga')).toHaveAttribute('data-feedback-intent', 'error');
    await waitFor(() => expect(posisi).toHaveAccessibleDescription(/Kartu keluarga ini sudah memiliki Kepala Keluarga/));
  });

  it("'Kembali' returns to the member's card", async () => {
    const { user, location } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(location().pathname).toBe('/kartu_keluarga/kk1/d');
  });

  it('says the member does not exist (404)', async () => {
    openPage({ 'GET /api/penduduk/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Data penduduk tidak ditemukan' }, 404) });
    expect(await screen.findByRole('heading', { name: 'DATA PENDUDUK TIDAK DITEMUKAN' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    openPage({ 'GET /api/penduduk/:id': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
  });
});
