import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken, setToken } from '@sid/openapi';
import { findFeedback, jsonResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import type { ImporPenduduk, MasalahImpor, RingkasanImpor } from './api/berkas-impor';
import { ImporPendudukPage } from './impor-penduduk-page';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// The polling asks every 700 ms: a few rounds must fit in what a findBy waits for.
const POLLING = { timeout: 5000 };

const kesalahan: MasalahImpor[] = [
  { baris: 3, kolom: 'NIK', kode: 'FORMAT_TIDAK_VALID', pesan: 'NIK harus 16 angka' },
  { baris: 7, kolom: 'Jenis Kelamin', kode: 'TIDAK_ADA_DI_PILIHAN', pesan: "'Pria' tidak ada di pilihan Jenis Kelamin" },
];
const peringatan: MasalahImpor[] = [
  { baris: 5, kolom: 'Nama Lengkap', kode: 'DUPLIKAT_DESA_INI', pesan: 'Mungkin orang yang sama dengan Budi Santoso', tautan: '/penduduk/p-budi/d' },
  { baris: 9, kolom: '', kode: 'DUPLIKAT_DI_BERKAS', pesan: 'Nama, tempat dan tanggal lahir sama dengan baris 4' },
];

function ringkasan(over: Partial<RingkasanImpor> = {}): RingkasanImpor {
  return {
    nama_berkas: 'penduduk.csv',
    format: 'csv',
    sumber: 'templat',
    jumlah_baris: 10000,
    kartu_keluarga_baru: 2500,
    penduduk_baru: 10000,
    anggota_kartu_lama: 12,
    jumlah_kesalahan: 0,
    kesalahan: [],
    jumlah_peringatan: 0,
    peringatan: [],
    kolom_dibaca: ['NIK', 'Nama Lengkap'],
    kolom_diabaikan: [],
    ...over,
  };
}

function impor(over: Partial<ImporPenduduk> = {}): ImporPenduduk {
  return {
    _id: 'imp1',
    status: 'berjalan',
    nama_berkas: 'penduduk.xlsx',
    jumlah_baris: 10000,
    diproses: 0,
    kartu_keluarga_dibuat: 0,
    penduduk_dibuat: 0,
    dimulai: '2026-11-27T03:00:00.000Z',
    selesai: null,
    ...over,
  };
}

const csv = () => new File(['NIK,Nama Lengkap\n3507010101900001,Budi\n'], 'penduduk.csv', { type: 'text/csv' });
const xlsx = () => new File([new Uint8Array([80, 75, 3, 4])], 'penduduk.xlsx', { type: XLSX });

function open(api: MockApi = {}) {
  // No import of the village running when the page opens, unless a test says otherwise.
  const withDefaults: MockApi = { 'GET /api/impor/penduduk/terakhir': () => jsonResponse({ success: true, data: null }), ...api };
  const result = renderModulePage(<ImporPendudukPage />, { route: '/impor_penduduk', api: withDefaults });
  // The harness's user respects `accept`; choosing any file needs one that does not.
  return { ...result, user: userEvent.setup({ applyAccept: false }) };
}

async function periksa(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText(/Pilih Berkas/), file);
  await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
  return screen.findByRole('heading', { name: 'Hasil Pemeriksaan' });
}

describe('ImporPendudukPage (/impor_penduduk)', () => {
  it('says what may be imported and offers the template', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Impor Data Penduduk' })).toBeInTheDocument();
    expect(screen.getByText(/paling besar 20 MB dan paling banyak 50\.000 baris/)).toBeInTheDocument();
    expect(screen.getByText(/tidak menyimpan apa pun/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh Templat' })).toBeInTheDocument();
  });

  it('refuses a file that is not .xlsx or .csv before sending it', async () => {
    const { user, api } = open();
    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    expect(await screen.findByText('Pilih berkas .xlsx atau .csv')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Pilih Berkas/), new File(['%PDF'], 'penduduk.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Pilih berkas .xlsx atau .csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    expect(screen.queryByRole('heading', { name: 'Hasil Pemeriksaan' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.key !== 'GET /api/impor/penduduk/terakhir')).toHaveLength(0);
  });

  it('checks the file as it is and lists its errors; nothing can be imported until it is fixed', async () => {
    const { user, api } = open({
      'POST /api/impor/penduduk/periksa': () => jsonResponse({
        success: true,
        data: ringkasan({
          jumlah_kesalahan: 1500, kesalahan, jumlah_peringatan: 2, peringatan, kolom_diabaikan: ['Golongan Darah', 'Catatan'],
        }),
      }),
    });
    const heading = await periksa(user, csv());
    // The result's heading has the focus: a screen reader reads on from there.
    await waitFor(() => expect(heading).toHaveFocus());

    const call = api.callsTo('POST /api/impor/penduduk/periksa')[0];
    expect(call?.query.get('nama_berkas')).toBe('penduduk.csv');
    expect(call?.headers.get('content-type')).toBe('text/csv');
    expect(call?.body).toBe('NIK,Nama Lengkap\n3507010101900001,Budi\n');

    const figures = within(screen.getByLabelText('Ringkasan pemeriksaan'));
    expect(figures.getByText('Baris dibaca').closest('div')).toHaveTextContent('Baris dibaca10.000');
    expect(figures.getByText('Kartu keluarga baru').closest('div')).toHaveTextContent('2.500');
    expect(figures.getByText('Penduduk baru').closest('div')).toHaveTextContent('10.00012 di antaranya ditambahkan ke kartu keluarga yang sudah ada');
    expect(figures.getByText('Kesalahan').closest('div')).toHaveTextContent('1.500');
    expect(figures.getByText('Peringatan').closest('div')).toHaveTextContent('2');
    expect(screen.getByText(/Kolom yang tidak dibaca: Golongan Darah, Catatan\./)).toBeInTheDocument();

    expect(screen.getByRole('alert')).toHaveTextContent('Berkas ini memiliki 1.500 kesalahan. Tidak ada data yang dapat diimpor sampai berkas diperbaiki lalu diperiksa lagi.');
    expect(screen.getByRole('button', { name: 'Impor 10.000 Penduduk' })).toHaveAttribute('aria-disabled', 'true');

    const errors = screen.getByRole('table', { name: 'Daftar Kesalahan' });
    expect(within(errors).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Baris', 'Kolom', 'Masalah']);
    expect(within(errors).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['3', 'NIK', 'NIK harus 16 angka'],
      ['7', 'Jenis Kelamin', "'Pria' tidak ada di pilihan Jenis Kelamin"],
    ]);
    expect(screen.getByText('Menampilkan 2 dari 1.500 kesalahan.')).toBeInTheDocument();

    const warnings = screen.getByRole('table', { name: 'Daftar Peringatan' });
    expect(within(warnings).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Baris', 'Kolom', 'Peringatan']);
    expect(within(warnings).getByRole('link', { name: 'Lihat data baris 5 (tab baru)' })).toHaveAttribute('href', '/penduduk/p-budi/d');
    expect(within(warnings).getAllByRole('row')[2]).toHaveTextContent('9-Nama, tempat dan tanggal lahir sama dengan baris 4');
    // All of the warnings are listed: no 'Menampilkan' note for them.
    expect(screen.queryByText(/dari 2 peringatan/)).not.toBeInTheDocument();

    // Another file: the result goes.
    await user.upload(screen.getByLabelText(/Pilih Berkas/), xlsx());
    expect(screen.queryByRole('heading', { name: 'Hasil Pemeriksaan' })).not.toBeInTheDocument();
    expect(screen.getByText('penduduk.xlsx (1 KB)')).toBeInTheDocument();
  });

  it('imports a file without errors after confirmation and follows it until it is done', async () => {
    let polls = 0;
    const { user, api, location } = open({
      'POST /api/impor/penduduk/periksa': () => jsonResponse({ success: true, data: ringkasan({ nama_berkas: 'penduduk.xlsx', format: 'xlsx' }) }),
      'POST /api/impor/penduduk': () => jsonResponse({ success: true, message: 'Impor dimulai', data: impor() }, 202),
      'GET /api/impor/penduduk/:id': () => {
        polls += 1;
        return jsonResponse({
          success: true,
          data: polls === 1
            ? impor({ diproses: 3000 })
            : impor({ status: 'selesai', diproses: 10000, kartu_keluarga_dibuat: 2500, penduduk_dibuat: 10000, selesai: '2026-11-27T03:01:00.000Z' }),
        });
      },
    });
    await periksa(user, xlsx());
    expect(api.callsTo('POST /api/impor/penduduk/periksa')[0]?.headers.get('content-type')).toBe(XLSX);
    expect(screen.getByText('Berkas siap diimpor.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Impor 10.000 Penduduk' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGIMPOR DATA INI ?' });
    expect(confirm).toHaveTextContent(
      'Dari berkas penduduk.xlsx akan diimpor 10.000 penduduk dengan 2.500 kartu keluarga baru; 12 penduduk di antaranya ditambahkan ke kartu keluarga yang sudah ada.',
    );
    expect(confirm).toHaveTextContent('semuanya atau tidak sama sekali');
    await user.click(within(confirm).getByRole('button', { name: 'Impor' }));

    expect(await screen.findByText('Mengimpor… 3.000 dari 10.000 baris', {}, POLLING)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progres impor' })).toBeInTheDocument();
    const start = api.callsTo('POST /api/impor/penduduk')[0];
    expect(start?.query.get('nama_berkas')).toBe('penduduk.xlsx');
    expect(start?.headers.get('content-type')).toBe(XLSX);

    const done = await screen.findByText('Impor selesai: 2.500 kartu keluarga dan 10.000 penduduk ditambahkan.', {}, POLLING);
    expect(api.callsTo('GET /api/impor/penduduk/:id')[0]?.params).toEqual({ id: 'imp1' });
    expect(screen.queryByRole('progressbar', { name: 'Progres impor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Impor 10\.000 Penduduk/ })).not.toBeInTheDocument();
    const banner = done.closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Lihat Kartu Keluarga' })).toHaveAttribute('href', '/kartu_keluarga');
    await user.click(within(banner).getByRole('link', { name: 'Lihat Data Penduduk' }));
    expect(location().pathname).toBe('/penduduk');
    // Polling stopped with the end: no further reads.
    expect(polls).toBe(2);
  });

  it('follows an import of the village that is still running when the page is opened again', async () => {
    open({
      'GET /api/impor/penduduk/terakhir': () => jsonResponse({ success: true, data: impor({ diproses: 4000 }) }),
      'GET /api/impor/penduduk/:id': () => jsonResponse({ success: true, data: impor({ status: 'selesai', diproses: 10000, kartu_keluarga_dibuat: 2500, penduduk_dibuat: 10000 }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Impor Terakhir' })).toBeInTheDocument();
    expect(await screen.findByText('Impor selesai: 2.500 kartu keluarga dan 10.000 penduduk ditambahkan.', {}, POLLING)).toBeInTheDocument();
  });

  it("says why an import failed and that nothing was written ('gagal')", async () => {
    const { user } = open({
      'POST /api/impor/penduduk/periksa': () => jsonResponse({ success: true, data: ringkasan() }),
      'POST /api/impor/penduduk': () => jsonResponse({ success: true, data: impor({ diproses: 10 }) }, 202),
      'GET /api/impor/penduduk/:id': () => jsonResponse({
        success: true, data: impor({ status: 'gagal', diproses: 4200, pesan: 'Sebuah NIK di berkas baru saja didaftarkan oleh petugas lain. Tidak ada data yang disimpan. Periksa ulang berkasnya.' }),
      }),
    });
    await periksa(user, csv());
    await user.click(screen.getByRole('button', { name: 'Impor 10.000 Penduduk' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Impor' }));
    const alert = await screen.findByText(/baru saja didaftarkan oleh petugas lain/, {}, POLLING);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Sebuah NIK di berkas baru saja didaftarkan oleh petugas lain. Tidak ada data yang disimpan. Periksa ulang berkasnya.');
    expect(screen.queryByText(/Impor selesai/)).not.toBeInTheDocument();
  });

  it("shows the server's message when it cannot read the file (400)", async () => {
    const { user } = open({
      'POST /api/impor/penduduk/periksa': () => jsonResponse({
        success: false, code: 'BERKAS_IMPOR_TIDAK_VALID', message: 'Berkas tidak dapat dibaca: baris judul kolom tidak dikenali.',
      }, 400),
    });
    await user.upload(screen.getByLabelText(/Pilih Berkas/), csv());
    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Berkas tidak dapat dibaca: baris judul kolom tidak dikenali.');
    expect(screen.queryByRole('heading', { name: 'Hasil Pemeriksaan' })).not.toBeInTheDocument();
  });

  it('says a file too large in Indonesian (413), and a refused start (409) in its own words', async () => {
    const { user, api } = open({
      'POST /api/impor/penduduk/periksa': () => jsonResponse({ success: false, code: 'FILE_TOO_LARGE', message: 'Maximum size is 10mb' }, 413),
    });
    await user.upload(screen.getByLabelText(/Pilih Berkas/), csv());
    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Berkas terlalu besar: paling besar 20 MB.');

    api.set('POST /api/impor/penduduk/periksa', () => jsonResponse({ success: true, data: ringkasan() }));
    api.set('POST /api/impor/penduduk', () => jsonResponse({
      success: false, code: 'IMPOR_BERJALAN', message: 'Impor lain untuk desa ini sedang berjalan. Tunggu sampai selesai.',
    }, 409));
    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    await screen.findByRole('heading', { name: 'Hasil Pemeriksaan' });
    await user.click(screen.getByRole('button', { name: 'Impor 10.000 Penduduk' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Impor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impor lain untuk desa ini sedang berjalan. Tunggu sampai selesai.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('downloads the template with the token under the name the server gives', async () => {
    const createObjectURL = jest.fn((_: Blob) => 'blob:templat');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    setToken('t-templat');
    try {
      const { user, api } = open({
        'GET /api/impor/penduduk/templat': () => new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200, headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="templat_impor_penduduk.xlsx"' },
        }),
      });
      await user.click(screen.getByRole('button', { name: 'Unduh Templat' }));
      expect(await findFeedback('Templat templat_impor_penduduk.xlsx diunduh')).toHaveAttribute('data-feedback-intent', 'success');
      expect(clicked).toEqual(['templat_impor_penduduk.xlsx']);
      expect(api.callsTo('GET /api/impor/penduduk/templat')[0]?.headers.get('x-auth-token')).toBe('t-templat');
    } finally {
      clearToken();
      click.mockRestore();
    }
  });
});
