import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import { POLL_MS, type Cadangan } from './api/list-cadangan';
import { CadanganPage } from './cadangan-page';
import { berhasil, berjalan, gagal, statusBaik, statusGagal } from './test-data';

const list = (rows: Cadangan[]) => () => jsonResponse({ success: true, data: rows, total: rows.length });
const mati = { hanya_baca: false, alamat_kabupaten: null, diubah_oleh: null, diubah_pada: null };
const desaSaya = (hanya_baca: object = mati) => () => jsonResponse({ success: true, data: { _id: 'desa-1', kode_wilayah: null, nama_desa: 'Watugede', kecamatan: 'Singosari', kabupaten: 'Malang', provinsi: 'Jawa Timur', alamat_kantor: 'Jl. Raya 1', kode_pos: '65153', jabatan_kepala: 'Kepala Desa', hanya_baca } });
const api = (over: MockApi = {}): MockApi => ({
  'GET /api/cadangan/status': () => jsonResponse({ success: true, data: statusBaik }),
  'GET /api/desa': desaSaya(),
  'GET /api/cadangan': list([berhasil, gagal]),
  ...over,
});
const kabupaten = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
const open = (over?: MockApi, session?: { user: { role: 'Admin Kabupaten'; desaId: null } }) =>
  renderModulePage(<CadanganPage />, { route: '/cadangan', session, api: api(over) });
const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
// A run ends after a few polls; on a loaded machine each one can take a while.
const RUN = { timeout: 10_000 };

describe('CadanganPage', () => {
  it('shows a spinner while the state and the runs load', () => {
    open({ 'GET /api/cadangan/status': () => pendingResponse(), 'GET /api/cadangan': () => pendingResponse() });
    expect(screen.getByRole('heading', { level: 1, name: 'Cadangan Data' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('lists the runs newest first: time in the village zone, trigger, size, result and the failure in words', async () => {
    const { api: calls } = open();
    const table = await screen.findByRole('table', { name: 'Daftar Cadangan' });
    expect(Object.fromEntries(calls.callsTo('GET /api/cadangan')[0]!.query.entries())).toEqual({ page: '0', limit: '5', sort: 'mulai', order: 'desc' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Waktu', 'Pemicu', 'Ukuran', 'Hasil', 'Aksi']);
    expect(cells(table)).toEqual([
      ['27 November 2026 12.00 WIB', 'Terjadwal', '5,2 MB', 'Berhasil', 'Unduh'],
      ['26 November 2026 12.00 WIB', 'Terjadwal', '-', `Gagal${gagal.pesan}`, ''],
    ]);
    expect(screen.getByText('Cadangan terakhir yang berhasil: 27 November 2026 12.00 WIB (5,2 MB).')).toBeInTheDocument();
    expect(screen.getByText(/Pencadangan otomatis setiap hari pukul 12.00 WIB/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Pencadangan gagal|perlu diperiksa/ })).not.toBeInTheDocument();
  });

  it('shows the time in the zone of the village, not of the browser', async () => {
    open({ 'GET /api/cadangan/status': () => jsonResponse({ success: true, data: { ...statusBaik, jadwal: { aktif: true, jam: 12, zona_waktu: 'Asia/Jayapura' } } }) });
    const table = await screen.findByRole('table', { name: 'Daftar Cadangan' });
    await waitFor(() => expect(cells(table)[0]?.[0]).toBe('27 November 2026 14.00 WIT'));
    expect(screen.getByText(/setiap hari pukul 12.00 WIT/)).toBeInTheDocument();
  });

  it('warns in red when the last run failed, with its message', async () => {
    open({ 'GET /api/cadangan/status': () => jsonResponse({ success: true, data: statusGagal }) });
    const warning = await screen.findByRole('group', { name: 'Pencadangan gagal' });
    expect(warning).toHaveTextContent('ruang disk penuh');
    expect(within(warning).queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts a backup, follows it while it runs and stops asking once it has ended', async () => {
    let runs: Cadangan[] = [berhasil];
    let polls = 0;
    const { user, api: calls } = open({
      'GET /api/cadangan/status': () => {
        const running = runs[0]?.status === 'berjalan';
        // The run ends after the page has asked twice while it ran.
        if (running && ++polls >= 2) runs = [{ ...berjalan, status: 'berhasil', ukuran: 1_048_576, selesai: '2026-11-27T08:30:01.000Z', tersedia: true, nama_berkas: 'baru.tar.gz' }, berhasil];
        return jsonResponse({ success: true, data: { ...statusBaik, berjalan: running } });
      },
      'GET /api/cadangan': () => jsonResponse({ success: true, data: runs, total: runs.length }),
      'POST /api/cadangan': () => {
        runs = [berjalan, berhasil];
        return jsonResponse({ success: true, message: 'Pencadangan dimulai', data: berjalan }, 201);
      },
    });
    await screen.findByRole('table', { name: 'Daftar Cadangan' });
    await user.click(screen.getByRole('button', { name: 'Cadangkan Sekarang' }));
    expect(await screen.findByText('Pencadangan dimulai')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/cadangan')).toHaveLength(1);
    expect(await screen.findByText('Berjalan')).toBeInTheDocument();
    expect(screen.getByText('Pencadangan sedang berjalan...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadangkan Sekarang' })).toHaveAttribute('aria-disabled', 'true');

    const table = screen.getByRole('table', { name: 'Daftar Cadangan' });
    await waitFor(() => expect(cells(table)[0]).toEqual(['27 November 2026 15.30 WIB', 'Manual', '1,0 MB', 'Berhasil', 'Unduh']), RUN);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadangkan Sekarang' })).not.toHaveAttribute('aria-disabled', 'true'));
    expect(screen.queryByText('Pencadangan sedang berjalan...')).not.toBeInTheDocument();
    // Stopped: nothing more is asked over two more intervals (an absence can only be waited out).
    const asked = calls.calls.length;
    await new Promise((r) => setTimeout(r, POLL_MS * 2.5));
    expect(calls.calls.length).toBe(asked);
  }, 30_000);

  it('says why when another backup is already running', async () => {
    const { user } = open({
      'POST /api/cadangan': () => jsonResponse({ success: false, code: 'CONFLICT', message: 'Pencadangan lain sedang berjalan. Tunggu sampai selesai.' }, 409),
    });
    await screen.findByRole('table', { name: 'Daftar Cadangan' });
    await user.click(screen.getByRole('button', { name: 'Cadangkan Sekarang' }));
    expect(await screen.findByText('Pencadangan lain sedang berjalan. Tunggu sampai selesai.')).toBeInTheDocument();
  });

  it('downloads a good archive with the token under its file name', async () => {
    const createObjectURL = jest.fn((_: Blob) => 'blob:cadangan');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      const { user, api: calls } = open({
        'GET /api/cadangan/:id/unduh': () => new Response(new Uint8Array([31, 139, 8, 0]), { status: 200, headers: { 'content-type': 'application/octet-stream' } }),
      });
      const table = await screen.findByRole('table', { name: 'Daftar Cadangan' });
      await user.click(within(table).getByRole('button', { name: 'Unduh cadangan 27 November 2026 12.00 WIB' }));
      expect(await screen.findByText('Arsip sid-cadangan-20261127-050000Z-c1.tar.gz diunduh')).toBeInTheDocument();
      expect(calls.callsTo('GET /api/cadangan/:id/unduh')[0]?.params).toEqual({ id: 'c1' });
      expect(clicked).toEqual(['sid-cadangan-20261127-050000Z-c1.tar.gz']);
      expect((createObjectURL.mock.calls[0]?.[0] as Blob).size).toBe(4);
    } finally {
      click.mockRestore();
    }
  });

  it("offers no download in a regency, and says the operator copies the archives from the server's backup folder, in the officer's words", async () => {
    open({ 'GET /api/cadangan/status': () => jsonResponse({ success: true, data: { ...statusBaik, unduh_diizinkan: false } }) }, kabupaten);
    const table = await screen.findByRole('table', { name: 'Daftar Cadangan' });
    await waitFor(() => expect(screen.getByText(/operator server menyalinnya langsung dari direktori cadangan di komputer server/)).toBeInTheDocument());
    expect(screen.queryByText(/BACKUP_DIR/)).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Waktu', 'Pemicu', 'Ukuran', 'Hasil']);
    expect(screen.queryByRole('button', { name: /Unduh/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadangkan Sekarang' })).toBeInTheDocument();
  });

  it("explains a refusal (a regency's village Super Admin) instead of the page", async () => {
    const message = 'Cadangan server ini mencakup semua desa: hanya Admin Kabupaten yang mengelolanya.';
    const refused = () => jsonResponse({ success: false, code: 'FORBIDDEN', message }, 403);
    open({ 'GET /api/cadangan/status': refused, 'GET /api/cadangan': refused });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cadangan dikelola oleh Admin Kabupaten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadangkan Sekarang' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('invites to make the first backup when there is none', async () => {
    open({
      'GET /api/cadangan/status': () => jsonResponse({ success: true, data: { ...statusBaik, peringatan: true, pesan: 'Belum ada cadangan yang berhasil. Jalankan pencadangan sekarang.', terakhir: null, terakhir_berhasil: null } }),
      'GET /api/cadangan': list([]),
    });
    expect(await screen.findByText('BELUM ADA CADANGAN')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cadangkan Sekarang' })).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Cadangan data perlu diperiksa' })).toHaveTextContent('Belum ada cadangan yang berhasil. Jalankan pencadangan sekarang.');
  });

  it('shows a failed load with a retry', async () => {
    const { user, api: calls } = open({ 'GET /api/cadangan': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await screen.findByText('Terjadi kesalahan pada server')).toBeInTheDocument();
    calls.set('GET /api/cadangan', list([berhasil]));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Daftar Cadangan' })).toBeInTheDocument();
  });

  describe('Ekspor untuk Bergabung ke Kabupaten (issue 38)', () => {
    const mandiri = () => jsonResponse({ success: true, data: { ...statusBaik, ekspor_desa_diizinkan: true } });

    it('is offered only where the server allows it (a standalone install)', async () => {
      open();
      await screen.findByRole('table', { name: 'Daftar Cadangan' });
      expect(screen.queryByRole('button', { name: 'Ekspor untuk Bergabung ke Kabupaten' })).not.toBeInTheDocument();
    });

    it('checks the join key before sending, then downloads the export under the name the server gives', async () => {
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:ekspor'), revokeObjectURL: jest.fn() });
      const clicked: string[] = [];
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      try {
        const { user, api: calls } = open({
          'GET /api/cadangan/status': mandiri,
          'POST /api/cadangan/ekspor_desa': () => new Response(new Uint8Array([1, 2, 3]), {
            status: 200, headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="ekspor-desa-35.07.24.2004-2026-11-30.sid"' },
          }),
        });
        await user.click(await screen.findByRole('button', { name: 'Ekspor untuk Bergabung ke Kabupaten' }));
        const dialog = await screen.findByRole('dialog', { name: 'Ekspor untuk Bergabung ke Kabupaten' });
        expect(within(dialog).getByText(/minimal 16 karakter/)).toBeInTheDocument();
        await user.type(within(dialog).getByLabelText(/Kunci Gabung/), 'pendek');
        await user.click(within(dialog).getByRole('button', { name: 'Ekspor dan Unduh' }));
        expect(await within(dialog).findByText('Kunci gabung minimal 16 karakter')).toBeInTheDocument();
        expect(calls.callsTo('POST /api/cadangan/ekspor_desa')).toHaveLength(0);
        await user.type(within(dialog).getByLabelText(/Kunci Gabung/), '-dari-kabupaten-2026');
        await user.click(within(dialog).getByRole('button', { name: 'Ekspor dan Unduh' }));
        expect(await screen.findByText('Berkas ekspor ekspor-desa-35.07.24.2004-2026-11-30.sid diunduh. Serahkan berkas ini ke Admin Kabupaten.')).toBeInTheDocument();
        expect(calls.callsTo('POST /api/cadangan/ekspor_desa')[0]?.headers.get('x-kunci-gabung')).toBe('pendek-dari-kabupaten-2026');
        expect(clicked).toEqual(['ekspor-desa-35.07.24.2004-2026-11-30.sid']);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      } finally {
        click.mockRestore();
      }
    });

    it('offers no read-only setting where the village cannot export (a regency)', async () => {
      open();
      await screen.findByRole('table', { name: 'Daftar Cadangan' });
      expect(screen.queryByRole('heading', { name: 'Desa Hanya-Baca' })).not.toBeInTheDocument();
    });

    it('leaves the village read-only after the export, with a confirmation and the regency address, then opens it again', async () => {
      let setelan: object = mati;
      const events = jest.fn();
      window.addEventListener('sid:desa-hanya-baca', events);
      try {
        const { user, api: calls } = open({
          'GET /api/cadangan/status': mandiri,
          'GET /api/desa': () => desaSaya(setelan)(),
          'PUT /api/desa/hanya_baca': ({ body }) => {
            const b = body as { hanya_baca: boolean; alamat_kabupaten?: string };
            setelan = b.hanya_baca
              ? { hanya_baca: true, alamat_kabupaten: b.alamat_kabupaten || null, diubah_oleh: 'Siti Aminah', diubah_pada: '2026-11-30T02:05:00.000Z' }
              : { ...mati, diubah_oleh: 'Siti Aminah', diubah_pada: '2026-11-30T03:00:00.000Z' };
            return jsonResponse({ success: true, message: b.hanya_baca ? 'Desa ini sekarang hanya-baca: perubahan data ditolak sampai hanya-baca dimatikan' : 'Hanya-baca dimatikan: data desa ini dapat diubah lagi', data: setelan });
          },
        });
        expect(await screen.findByRole('heading', { name: 'Desa Hanya-Baca' })).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Jadikan Hanya-Baca' }));
        const dialog = await screen.findByRole('dialog', { name: 'Jadikan desa ini hanya-baca?' });
        await user.type(within(dialog).getByLabelText(/Alamat server kabupaten/), 'sid.malangkab');
        await user.click(within(dialog).getByRole('button', { name: 'Jadikan Hanya-Baca' }));
        expect(await within(dialog).findByText('Alamat server kabupaten harus diawali http:// atau https://, misalnya https://sid.kabupaten.go.id')).toBeInTheDocument();
        expect(calls.callsTo('PUT /api/desa/hanya_baca')).toHaveLength(0);
        await user.clear(within(dialog).getByLabelText(/Alamat server kabupaten/));
        await user.type(within(dialog).getByLabelText(/Alamat server kabupaten/), 'https://sid.malangkab.go.id');
        await user.click(within(dialog).getByRole('button', { name: 'Jadikan Hanya-Baca' }));
        expect(await screen.findByText('Desa ini sekarang hanya-baca: perubahan data ditolak sampai hanya-baca dimatikan')).toBeInTheDocument();
        expect(calls.callsTo('PUT /api/desa/hanya_baca')[0]?.body).toEqual({ hanya_baca: true, alamat_kabupaten: 'https://sid.malangkab.go.id' });
        expect(events).toHaveBeenCalledTimes(1);
        expect(await screen.findByText(/^Desa ini hanya-baca sejak 30 November 2026 09\.05 \(oleh Siti Aminah\)/)).toHaveTextContent('Server kabupaten: https://sid.malangkab.go.id.');

        await user.click(screen.getByRole('button', { name: 'Matikan Hanya-Baca' }));
        const confirm = await screen.findByRole('alertdialog', { name: 'Matikan hanya-baca?' });
        expect(confirm).toHaveTextContent('Perubahan di sini tidak sampai ke server kabupaten.');
        await user.click(within(confirm).getByRole('button', { name: 'Matikan Hanya-Baca' }));
        expect(await screen.findByText('Hanya-baca dimatikan: data desa ini dapat diubah lagi')).toBeInTheDocument();
        expect(calls.callsTo('PUT /api/desa/hanya_baca')[1]?.body).toEqual({ hanya_baca: false });
        expect(await screen.findByRole('button', { name: 'Jadikan Hanya-Baca' })).toBeInTheDocument();
        expect(events).toHaveBeenCalledTimes(2);
      } finally {
        window.removeEventListener('sid:desa-hanya-baca', events);
      }
    });

    it("keeps the dialog open with the server's refusal in Indonesian", async () => {
      const message = 'Ekspor untuk bergabung hanya dari desa yang berjalan mandiri: desa ini sudah berada di server kabupaten, datanya sudah tergabung.';
      const { user } = open({
        'GET /api/cadangan/status': mandiri,
        'POST /api/cadangan/ekspor_desa': () => jsonResponse({ success: false, code: 'FORBIDDEN', message }, 403),
      });
      await user.click(await screen.findByRole('button', { name: 'Ekspor untuk Bergabung ke Kabupaten' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ekspor untuk Bergabung ke Kabupaten' });
      await user.type(within(dialog).getByLabelText(/Kunci Gabung/), 'kunci-dari-kabupaten-2026');
      await user.click(within(dialog).getByRole('button', { name: 'Ekspor dan Unduh' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).queryByText('FORBIDDEN')).not.toBeInTheDocument();
    });
  });
});
