import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { formatTanggalPendek, hariIniIso, namaHari } from '@sid/ui/format';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, findFeedback } from '@sid/ui-desa/testing';
import type { Penduduk } from '@sid/openapi';
import { umurLengkap } from '@sid/openapi/domain/lahir';
import { kartuKeluarga, keluargaBudi, penduduk } from '../../test/fixtures';
import { PendudukDetailPage } from './penduduk-detail-page';

const budi = penduduk({
  _id: 'p-budi',
  nik: '3507010101800001',
  nama_lengkap: 'Budi Santoso',
  agama: 'Katolik',
  status_perkawinan: 'Cerai Hidup',
  pekerjaan: 'Guru',
  pendidikan_terakhir: 'Diploma IV/Strata I',
  keluarga_dari: { _id: 'kk1', no_kk: '3507010000001000' },
});

/** The caller's modules (GET /api/config): without Layanan Surat unless a test says so. */
const configOf = (modules: { id: string; paths: string[] }[]) => () =>
  jsonResponse({ success: true, data: { village: null, regency: { kabupaten: 'Malang', provinsi: 'Jawa Timur' }, modules } });
const TANPA_SURAT = configOf([{ id: 'mf-kependudukan', paths: ['/', '/penduduk/*'] }]);

function open(p: Penduduk, api: MockApi = {}, route = `/penduduk/${p._id}/d`) {
  return renderModulePage(<PendudukDetailPage />, {
    route,
    path: '/penduduk/:id/d',
    api: {
      'GET /api/penduduk/:id': () => jsonResponse({ success: true, data: p }),
      'GET /api/config': TANPA_SURAT,
      // Read after a head's death or move (issue 40): a card nobody else lives on asks nothing.
      'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: kartuKeluarga([p]) }),
      ...api,
    },
  });
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PendudukDetailPage', () => {
  it('a child under 5: years and months; an old record to complete: what was typed, and a link to complete it', async () => {
    const anak = penduduk({ _id: 'p-anak', tempat_lahir: 'Batu', tanggal_lahir: '2000-01-01' });
    const lahir = new Date();
    lahir.setMonth(lahir.getMonth() - 14);
    lahir.setDate(Math.min(lahir.getDate(), 28));
    const iso = `${lahir.getFullYear()}-${String(lahir.getMonth() + 1).padStart(2, '0')}-${String(lahir.getDate()).padStart(2, '0')}`;
    open({ ...anak, tanggal_lahir: iso });
    await screen.findByText('Batu');
    expect(field('Umur')).toMatch(/^1 Tahun [0-9]+ Bulan$/);
  });

  it('an old record whose birth date could not be read', async () => {
    const lama = penduduk({ _id: 'p-lama', tempat_lahir: null, tanggal_lahir: null, tempat_tanggal_lahir: 'Malang, tgl 5 lupa', umur: '40', perlu_dilengkapi: ['tempat_lahir', 'tanggal_lahir'] });
    open(lama);
    await screen.findByText('Malang, tgl 5 lupa');
    expect(field('Tanggal Lahir')).toBe('-');
    expect(field('Umur')).toBe('40');
    expect(screen.getByText(/Data perlu dilengkapi: Tempat Lahir, Tanggal Lahir/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lengkapi data' })).toHaveAttribute('href', '/penduduk/p-lama/d/update');
  });

  it('shows the KK columns as the KK does: parents with their NIK, blood type, citizenship with the documents of a WNA, disability', async () => {
    open(penduduk({
      _id: 'p-kk', status_perkawinan: 'Kawin', tanggal_perkawinan: '2005-06-20', golongan_darah: 'AB-', kewarganegaraan: 'WNA', no_paspor: 'C1234567', no_kitas_kitap: '2C11AB1234',
      nama_ayah: 'Slamet', nik_ayah: '3507010101500001', nama_ibu: '', disabilitas: '4',
    }));
    await screen.findByText('Slamet (NIK 3507010101500001)');
    expect([field('Golongan Darah'), field('Tanggal Perkawinan'), field('Kewarganegaraan'), field('No. Paspor'), field('No. KITAS/KITAP'), field('Nama Ibu'), field('Penyandang Cacat')]).toEqual(
      ['AB-', '20 Juni 2005', 'WNA', 'C1234567', '2C11AB1234', '-', 'Cacat Mental/Jiwa'],
    );
  });

  it('a WNI: no passport fields; no disability is "-"', async () => {
    open(penduduk({ _id: 'p-wni' }));
    await screen.findByText('Kewarganegaraan');
    expect(screen.queryByText('No. Paspor')).not.toBeInTheDocument();
    expect([field('Kewarganegaraan'), field('Golongan Darah'), field('Penyandang Cacat')]).toEqual(['WNI', 'Tidak Tahu', '-']);
  });

  it('shows the address here: the card\'s, or the person\'s own marked as living apart', async () => {
    const alamat = { dusun_id: 'd1', dusun: 'Sumber', rw_id: 'w1', rw: '001', rt_id: 't1', rt: '001', alamat: 'Kos Melati', teks: 'Kos Melati, RT 001 / RW 001, Dusun Sumber' };
    open(penduduk({ _id: 'p-apart', alamat_desa: alamat, tinggal_terpisah: true }));
    await screen.findByText('Kewarganegaraan');
    expect(field('Alamat')).toBe('Kos Melati, RT 001 / RW 001, Dusun Sumber (tinggal terpisah dari KK)');
  });

  it('names the other village of a move between villages, with a link to the move (issue 38)', async () => {
    open(penduduk({ _id: 'p-pindah', pindah_antar_desa: { _id: 'm1', arah: 'masuk', desa: 'Desa Sukamaju', tanggal: '2026-11-02T03:00:00.000Z' } }));
    await screen.findByText('Kewarganegaraan');
    expect(screen.getByText((_, el) => el?.tagName === 'P' && /^Pindahan dari Desa Sukamaju pada 02 November 2026\./.test(el.textContent ?? ''))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat data pindah' })).toHaveAttribute('href', '/pindah_antar_desa/m1');
  });

  it("on the origin's side, says where the resident was accepted and when, with the same link (issue 38)", async () => {
    open(penduduk({ _id: 'p-keluar', status_penduduk: 'penduduk_keluar', pindah_antar_desa: { _id: 'm2', arah: 'keluar', desa: 'Desa Sukamaju', tanggal: '2026-11-03T03:00:00.000Z' } }));
    await screen.findByText('Kewarganegaraan');
    expect(screen.getByText((_, el) => el?.tagName === 'P' && /^Diterima di Desa Sukamaju pada 03 November 2026\./.test(el.textContent ?? ''))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat data pindah' })).toHaveAttribute('href', '/pindah_antar_desa/m2');
    expect(screen.queryByText(/Pindahan dari/)).not.toBeInTheDocument();
  });

  it('shows a spinner while the resident loads', () => {
    open(budi, { 'GET /api/penduduk/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Detail Penduduk' })).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it('shows every field of the resident, with the status label', async () => {
    open(budi);
    await screen.findByText('Budi Santoso');
    expect(field('Nomor KK')).toBe('3507010000001000');
    expect(field('NIK')).toBe('3507010101800001');
    expect(field('Nama Lengkap')).toBe('Budi Santoso');
    expect(field('Jenis Kelamin')).toBe('Laki laki');
    expect(field('Tempat Lahir')).toBe('Malang');
    expect(field('Tanggal Lahir')).toBe('05 Januari 1980');
    // The age as of today, from the birth date (never the stored text).
    expect(field('Umur')).toBe(umurLengkap('1980-01-05', hariIniIso()));
    expect(field('Umur')).toMatch(/^[0-9]+ Tahun$/);
    expect(screen.queryByText(/Data perlu dilengkapi/)).not.toBeInTheDocument();
    expect(field('Agama')).toBe('Katolik');
    expect(field('Status Perkawinan')).toBe('Cerai Hidup');
    expect(field('Pekerjaan')).toBe('Guru');
    expect(field('Pendidikan Terakhir')).toBe('Diploma IV/Strata I');
    expect(field('Posisi dalam Keluarga')).toBe('Kepala Keluarga');
    expect(field('Alamat Asal')).toBe('Dusun Krajan RT 01 RW 02');
    expect(field('Status Penduduk')).toBe('Hidup');
  });

  it.each([
    ['penduduk_masuk', 'Penduduk Masuk Desa'],
    ['penduduk_keluar', 'Penduduk Keluar Desa'],
    ['meninggal', 'Meninggal'],
  ] as const)('labels the status %s as %s', async (status, label) => {
    open({ ...budi, status_penduduk: status });
    await screen.findByText('Budi Santoso');
    expect(field('Status Penduduk')).toBe(label);
  });

  it('links only to the records that exist', async () => {
    const { unmount } = open(budi);
    await screen.findByText('Budi Santoso');
    const links = () => within(screen.getByRole('region', { name: 'Data Terkait' })).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links()).toEqual([['Data Kartu Keluarga', '/kartu_keluarga/kk1/d']]);
    unmount();
    open({ ...budi, data_kelahiran: 'b1', data_kematian: 'm1', data_penduduk_keluar: 'k1' });
    await screen.findByText('Budi Santoso');
    expect(links()).toEqual([
      ['Data Kartu Keluarga', '/kartu_keluarga/kk1/d'],
      ['Data Kelahiran', '/kelahiran/b1/d'],
      ['Data Kematian', '/kematian/m1/d'],
      ['Data Penduduk Keluar', '/penduduk_keluar/k1/d'],
    ]);
  });

  it('offers both actions to a living resident, and Edit to the village staff', async () => {
    open(budi);
    expect(await screen.findByRole('button', { name: 'Tambahkan ke Data Kematian' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mutasi' })).not.toHaveAttribute('aria-disabled');
  });

  it("links to a letter for the resident only where the village has Layanan Surat (the config lists /surat)", async () => {
    open(budi);
    expect(await screen.findByRole('button', { name: 'Mutasi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buat Surat' })).not.toBeInTheDocument();
  });

  it("opens Buat Surat with the resident's id where the village has Layanan Surat", async () => {
    const { user, location } = open(budi, { 'GET /api/config': configOf([{ id: 'mf-surat', paths: ['/surat'] }]) });
    await user.click(await screen.findByRole('button', { name: 'Buat Surat' }));
    expect(location()).toMatchObject({ pathname: '/surat/buat', search: `?penduduk=${budi._id}` });
  });

  it('refuses to record the death of a resident who moved out, and says why', async () => {
    const { user } = open({ ...budi, status_penduduk: 'penduduk_keluar' });
    const kematian = await screen.findByRole('button', { name: 'Tambahkan ke Data Kematian' });
    expect(kematian).toHaveAttribute('aria-disabled', 'true');
    expect(kematian).toHaveAccessibleDescription('Penduduk yang sudah pindah keluar desa tidak dapat ditambahkan ke data kematian');
    expect(screen.getByRole('button', { name: 'Mutasi' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(kematian);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses to move out a resident who has died, and says why', async () => {
    const { user } = open({ ...budi, status_penduduk: 'meninggal', data_kematian: 'm1' });
    const mutasi = await screen.findByRole('button', { name: 'Mutasi' });
    expect(mutasi).toHaveAttribute('aria-disabled', 'true');
    expect(mutasi).toHaveAccessibleDescription('Penduduk yang sudah meninggal tidak dapat dimutasi');
    expect(screen.getByRole('button', { name: 'Tambahkan ke Data Kematian' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(mutasi);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('records a death with the form, shows the server message and reloads the resident', async () => {
    // As the move below: wait for the record answered and the resident read again, not for a time.
    let current: Penduduk = budi;
    let answerRecord!: () => void;
    const recordAnswered = new Promise<void>((resolve) => { answerRecord = resolve; });
    let answerReload!: () => void;
    const reloadAnswered = new Promise<void>((resolve) => { answerReload = resolve; });
    const { user, api } = open(budi, {
      'GET /api/penduduk/:id': () => {
        if (current !== budi) answerReload();
        return jsonResponse({ success: true, data: current });
      },
      'POST /api/kematian/:id': () => {
        current = { ...budi, status_penduduk: 'meninggal', data_kematian: 'm1' };
        answerRecord();
        return jsonResponse({ success: true, message: 'Sukses menambahkan data kematian penduduk', data: { _id: 'm1' } }, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambahkan ke Data Kematian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambahkan ke Data Kematian' });
    expect(within(dialog).getByText('Budi Santoso')).toBeInTheDocument();
    // The date starts at today, and the day follows it.
    expect(within(dialog).getByLabelText(/Tanggal Meninggal/)).toHaveValue(formatTanggalPendek(hariIniIso()));
    expect(within(dialog).getByRole('combobox', { name: 'Hari Meninggal' })).toHaveValue(namaHari(hariIniIso()));
    const tanggal = within(dialog).getByLabelText(/Tanggal Meninggal/);
    await user.clear(tanggal);
    await user.type(tanggal, '05012026');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Hari Meninggal' })).toHaveValue('Senin'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tempat Meninggal' }), 'RSUD Kanjuruhan');
    await user.type(within(dialog).getByRole('textbox', { name: 'Penyebab Meninggal' }), 'Sakit');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomor Surat Kematian' }), '474.3/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));

    await recordAnswered;
    expect(await findFeedback('Sukses menambahkan data kematian penduduk')).toHaveAttribute('data-feedback-intent', 'success');
    const call = api.callsTo('POST /api/kematian/:id')[0];
    expect(call?.params).toEqual({ id: 'p-budi' });
    expect(call?.body).toEqual({
      tanggal_meninggal: '2026-01-05',
      hari_meninggal: 'Senin',
      tempat_meninggal: 'RSUD Kanjuruhan',
      penyebab_meninggal: 'Sakit',
      nomor_surat_kematian: '474.3/12/2026',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await reloadAnswered;
    await waitFor(() => expect(field('Status Penduduk')).toBe('Meninggal'));
    expect(await screen.findByRole('button', { name: 'Mutasi' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Data Kematian' })).toHaveAttribute('href', '/kematian/m1/d');
  });

  it('sends the empty optional fields of the death record as empty (the one death form: the server stores absent and empty alike)', async () => {
    const { user, api } = open(budi, {
      'POST /api/kematian/:id': () => jsonResponse({ success: true, message: 'ok', data: { _id: 'm1' } }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambahkan ke Data Kematian' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hari Meninggal' }), 'Kamis');
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(api.callsTo('POST /api/kematian/:id')[0]?.body).toEqual({
      tanggal_meninggal: hariIniIso(), hari_meninggal: 'Kamis', tempat_meninggal: '', penyebab_meninggal: '', nomor_surat_kematian: '',
    }));
  });

  it("keeps the death form open with the server's refusal", async () => {
    const { user } = open(budi, {
      'POST /api/kematian/:id': () => jsonResponse({ success: false, code: 'TRANSITION_REFUSED', message: 'Penduduk ini sudah tercatat meninggal' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambahkan ke Data Kematian' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    expect(await findFeedback('Penduduk ini sudah tercatat meninggal')).toHaveAttribute('data-feedback-intent', 'error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves the resident out after confirmation, then shows the server message and reloads', async () => {
    // Each step waits for what the page has done (the move answered, the resident read again), not for
    // a window of time: on a loaded machine the move and the reload that follows take seconds, longer
    // than one findBy's default second covers.
    let current: Penduduk = budi;
    let answerMove!: () => void;
    const moveAnswered = new Promise<void>((resolve) => { answerMove = resolve; });
    let answerReload!: () => void;
    const reloadAnswered = new Promise<void>((resolve) => { answerReload = resolve; });
    const { user, api } = open(budi, {
      'GET /api/penduduk/:id': () => {
        if (current !== budi) answerReload();
        return jsonResponse({ success: true, data: current });
      },
      'POST /api/penduduk_keluar/:id': () => {
        current = { ...budi, status_penduduk: 'penduduk_keluar', data_penduduk_keluar: 'k1' };
        answerMove();
        return jsonResponse({ success: true, message: 'Penduduk berhasil dipindahkan keluar desa', data: { _id: 'k1' } }, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mutasi' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MEMUTASI PENDUDUK INI ?' });
    expect(confirm).toHaveTextContent('Budi Santoso akan tercatat sebagai Penduduk Keluar Desa');
    await user.click(within(confirm).getByRole('button', { name: 'Mutasi' }));

    await moveAnswered;
    const call = api.callsTo('POST /api/penduduk_keluar/:id')[0];
    expect(call?.params).toEqual({ id: 'p-budi' });
    expect(call?.body).toEqual({ no_kk: '3507010000001000' });
    expect(await findFeedback('Penduduk berhasil dipindahkan keluar desa')).toHaveAttribute('data-feedback-intent', 'success');
    await reloadAnswered;
    await waitFor(() => expect(field('Status Penduduk')).toBe('Penduduk Keluar Desa'));
    // The confirmation hides the page from the accessibility tree until it has closed: a loaded
    // machine may show the new status first.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Data Penduduk Keluar' })).toHaveAttribute('href', '/penduduk_keluar/k1/d');
  });

  it("moves nobody on 'Batal'", async () => {
    const { user, api } = open(budi);
    await user.click(await screen.findByRole('button', { name: 'Mutasi' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of a move", async () => {
    const { user } = open(budi, {
      'POST /api/penduduk_keluar/:id': () => jsonResponse({ success: false, code: 'TRANSITION_REFUSED', message: 'Penduduk yang sudah meninggal tidak dapat dimutasi' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Mutasi' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mutasi' }));
    expect(await findFeedback('Penduduk yang sudah meninggal tidak dapat dimutasi')).toHaveAttribute('data-feedback-intent', 'error');
  });

  it('goes back to / when opened directly (no page of the app before it)', async () => {
    const first = open(budi);
    await first.user.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(first.location().pathname).toBe('/');
    first.unmount();
  });

  it('goes back to where the clerk came from (the list with its search) when reached inside the app', async () => {
    const { user, location } = renderModulePage(
      <Routes>
        <Route path="/kematian/:id/d" element={<Link to="/penduduk/p-budi/d">Lihat penduduk</Link>} />
        <Route path="/penduduk/:id/d" element={<PendudukDetailPage />} />
      </Routes>,
      { route: '/kematian/k1/d?dari=daftar', api: { 'GET /api/penduduk/:id': () => jsonResponse({ success: true, data: budi }), 'GET /api/config': TANPA_SURAT } },
    );
    await user.click(screen.getByRole('link', { name: 'Lihat penduduk' }));
    await user.click(await screen.findByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location()).toEqual({ pathname: '/kematian/k1/d', search: '?dari=daftar' }));
  });

  it("'Edit' opens the member form in the resident's context (/penduduk/{id}/d/update, issue 40)", async () => {
    const { user, location } = open(budi);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(location().pathname).toBe('/penduduk/p-budi/d/update');
  });

  it("does not offer 'Edit' to a role that may not edit residents", async () => {
    renderModulePage(<PendudukDetailPage />, {
      route: '/penduduk/p-budi/d',
      path: '/penduduk/:id/d',
      session: { user: { role: 'Admin Kabupaten' } },
      api: { 'GET /api/penduduk/:id': () => jsonResponse({ success: true, data: budi }), 'GET /api/config': TANPA_SURAT },
    });
    expect(await screen.findByRole('button', { name: 'Mutasi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says when the resident does not exist (404)', async () => {
    open(budi, { 'GET /api/penduduk/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Data penduduk tidak ditemukan' }, 404) });
    expect(await screen.findByRole('heading', { name: 'DATA PENDUDUK TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.getByText('Data penduduk tidak ditemukan')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    const { user } = open(budi, {
      'GET /api/penduduk/:id': () => (fail
        ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
        : jsonResponse({ success: true, data: budi })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
  });

  it('issue 40: the head moves out alone, the clerk is asked who heads the card now, among those still living on it', async () => {
    const { kk, budi: kepala } = keluargaBudi({ rudi: 'penduduk_keluar' });
    const { user, api } = open(kepala, {
      'POST /api/penduduk_keluar/:id': () => jsonResponse({ success: true, message: 'Penduduk berhasil dipindahkan keluar desa', data: { _id: 'k1' } }, 201),
      'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: { ...kk, anggota_keluarga: kk.anggota_keluarga.map((a) => (a._id === 'p-budi' ? { ...a, status_penduduk: 'penduduk_keluar' } : a)) } }),
      'PUT /api/kartu_keluarga/:id/kepala': () => jsonResponse({ success: true, message: 'Kepala Keluarga berhasil ditetapkan', data: kk }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mutasi' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mutasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tentukan Kepala Keluarga Baru' });
    // Siti only: Rudi has moved out, Budi is the head who left.
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Siti Aminah (Istri, NIK 3507010101800002)']);
    await user.click(within(dialog).getByRole('button', { name: 'Tetapkan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kartu_keluarga/:id/kepala')[0]).toMatchObject({ params: { id: 'kk1' }, body: { penduduk_id: 'p-siti' } }));
    expect(await findFeedback('Kepala Keluarga berhasil ditetapkan')).toHaveAttribute('data-feedback-intent', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
