// The screens of Laporan against a mocked API: the monthly report (its rows, a late entry's line, the
// reminder, closing a month after a confirmation, a closed month as issued).
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import type { BarisLaporan, BukuIndukBaris, LaporanBulanan } from './api/laporan-api';
import { BukuIndukPage, KOLOM_B1, SUSUNAN_B1 } from './buku-induk-page';
import { BukuMutasiPage, KOLOM_B2, SUSUNAN_B2 } from './buku-mutasi-page';
import { BukuRekapitulasiPage } from './buku-rekapitulasi-page';
import { LaporanBulananPage } from './laporan-bulanan-page';

/** A cell's lines: the stacked values of the book's screen table (issue 40), or its one text. */
const baris2 = (cell: HTMLElement) => {
  const lines = Array.from(cell.querySelectorAll('span > span')).map((l) => l.textContent ?? '');
  return lines.length > 0 ? lines.join(' | ') : (cell.textContent ?? '');
};

const kop = () => jsonResponse({ success: true, data: { pejabat: [{ _id: 'p1', nama: 'Sri Wahyuni', jabatan: 'Kepala Desa', nip: null }], logo: null } });

const baris = (kunci: BarisLaporan['kunci'], label: string, l: number, p: number, kk: number, bulan_peristiwa: string | null = null): BarisLaporan => ({ kunci, label, bulan_peristiwa, laki_laki: l, perempuan: p, jumlah: l + p, kk });
const laporan = (over: Partial<LaporanBulanan> = {}): LaporanBulanan => ({
  bulan: '2026-10', label_bulan: 'Oktober 2026', bulan_berjalan: '2026-11', bulan_pertama: '2025-01', tutup_terakhir: '2026-09', bisa_ditutup: true, ditutup: null,
  baris: [
    baris('awal', 'Penduduk awal bulan', 10, 11, 8), baris('lahir', 'Lahir', 1, 0, 0), baris('mati', 'Meninggal', 0, 1, 0),
    baris('datang', 'Pendatang', 2, 1, 1), baris('pindah', 'Pindah', 1, 0, 1), baris('koreksi', 'Koreksi / terlambat: Maret 2026', -1, 0, 0, '2026-03'),
    baris('akhir', 'Penduduk akhir bulan', 11, 11, 8),
  ],
  ...over,
});

describe('LaporanBulananPage', () => {
  it("shows the month's rows with the late entry on its own line, and the reminder while last month is open", async () => {
    renderModulePage(<LaporanBulananPage />, {
      route: '/laporan?bulan=2026-10', path: '/laporan',
      api: { 'GET /api/laporan_bulanan': () => jsonResponse({ success: true, data: laporan() }), 'GET /api/laporan_kop': kop },
    });
    const table = await screen.findByRole('table', { name: 'Laporan Bulanan Penduduk Oktober 2026' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows[0]).toEqual(['Penduduk awal bulan', '10', '11', '21', '8']);
    expect(rows[5]).toEqual(['Koreksi / terlambat: Maret 2026', '-1', '0', '-1', '0']);
    expect(rows[6]).toEqual(['Penduduk akhir bulan', '11', '11', '22', '8']);
    expect(screen.getByText(/Laporan Bulanan Penduduk Oktober 2026 belum ditutup/)).toBeInTheDocument();
  });

  it('reminds a village installed this month of nothing (its first month is the current one)', async () => {
    renderModulePage(<LaporanBulananPage />, {
      route: '/laporan', path: '/laporan',
      api: { 'GET /api/laporan_bulanan': () => jsonResponse({ success: true, data: laporan({ bulan: '2026-11', bulan_pertama: '2026-11', tutup_terakhir: null, bisa_ditutup: false }) }), 'GET /api/laporan_kop': kop },
    });
    await screen.findByRole('table');
    expect(screen.queryByText(/belum ditutup/)).not.toBeInTheDocument();
  });

  it('closes the month after the Super Admin confirms it, then shows it as issued', async () => {
    const ditutup: unknown[] = [];
    let closed = false;
    const { user } = renderModulePage(<LaporanBulananPage />, {
      route: '/laporan?bulan=2026-10', path: '/laporan',
      api: {
        'GET /api/laporan_kop': kop,
        'GET /api/laporan_bulanan': () => jsonResponse({ success: true, data: closed ? laporan({ tutup_terakhir: '2026-10', bisa_ditutup: false, ditutup: { pada: '2026-11-02T03:00:00.000Z', oleh: 'Kepala Desa' } }) : laporan() }),
        'POST /api/laporan_bulanan/tutup': (req) => {
          ditutup.push(req.body);
          closed = true;
          return jsonResponse({ success: true, message: 'Laporan Oktober 2026 sudah ditutup', data: laporan() }, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tutup Bulan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'TUTUP LAPORAN OKTOBER 2026 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tutup Bulan' }));
    expect(await screen.findByText(/sudah ditutup oleh Kepala Desa/)).toBeInTheDocument();
    expect(ditutup).toEqual([{ bulan: '2026-10' }]);
    expect(screen.queryByRole('button', { name: 'Tutup Bulan' })).not.toBeInTheDocument();
    expect(screen.queryByText(/belum ditutup/)).not.toBeInTheDocument();
  });

  it('offers no closing to an Admin', async () => {
    renderModulePage(<LaporanBulananPage />, {
      route: '/laporan', path: '/laporan', session: { user: { role: 'Admin' } },
      api: { 'GET /api/laporan_bulanan': () => jsonResponse({ success: true, data: laporan() }), 'GET /api/laporan_kop': kop },
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Tutup Bulan' })).not.toBeInTheDocument();
  });
});

const warga = (i: number): BukuIndukBaris => ({
  _id: `w${i}`, nama_lengkap: `Warga ${String(i).padStart(2, '0')}`, jenis_kelamin: 'Laki laki', status_perkawinan: 'Kawin', tempat_lahir: 'Malang', tanggal_lahir: '1980-01-05',
  agama: 'Islam', pendidikan_terakhir: 'SLTA/Sederajat', pekerjaan: 'Petani/Pekebun', kewarganegaraan: 'WNI', alamat: 'Jl. Mawar 12, RT 001 / RW 002, Dusun Krajan',
  posisi_dalam_keluarga: 'Kepala Keluarga', nik: '3507010501800001', no_kk: '3507010501800002', keterangan: '',
});

describe('the books', () => {
  it('B.1: the regulation columns, paged by the server, the signer offered for the print', async () => {
    const pages: string[] = [];
    const { user } = renderModulePage(<BukuIndukPage />, {
      route: '/laporan/buku_induk?bulan=2026-10', path: '/laporan/buku_induk',
      api: {
        'GET /api/laporan_kop': kop,
        'GET /api/buku_induk': (req) => {
          const page = Number(req.query.get('page'));
          pages.push(`${req.query.get('bulan')}:${page}`);
          const rows = page === 0 ? Array.from({ length: 25 }, (_, i) => warga(i + 1)) : [warga(26)];
          return jsonResponse({ success: true, data: rows, total: 26, bulan: '2026-10', label_bulan: 'Oktober 2026' });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Buku Induk Penduduk Oktober 2026' });
    // Every column of B.1 (issue 40: the related ones stacked, so the book fits at 1024 px).
    const headers = within(table).getAllByRole('columnheader').map(baris2);
    expect(headers).toEqual(['No.', 'Nama Lengkap | NIK | Nomor KK', 'Jenis Kelamin | Status Perkawinan | Kedudukan dalam Keluarga', 'Tempat Lahir | Tanggal Lahir', 'Agama | Kewarganegaraan', 'Pendidikan Terakhir | Pekerjaan', 'Alamat Lengkap', 'Keterangan']);
    expect(KOLOM_B1.map((k) => k.header).sort()).toEqual(SUSUNAN_B1.flat().sort());
    const first = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map(baris2);
    expect(first[0]).toBe('1');
    expect(first[1]).toMatch(/^Warga 01 \| [0-9]{16} \| [0-9]{16}$/);
    // The print keeps the form's fifteen columns one by one.
    expect(Array.from(document.querySelectorAll('[data-letter-root] thead th')).map((h) => h.textContent)).toEqual(['No.', 'Nama Lengkap', 'Jenis Kelamin', 'Status Perkawinan', 'Tempat Lahir', 'Tanggal Lahir', 'Agama', 'Pendidikan Terakhir', 'Pekerjaan', 'Kewarganegaraan', 'Alamat Lengkap', 'Kedudukan dalam Keluarga', 'NIK', 'Nomor KK', 'Keterangan']);
    expect(screen.getByText('1–25 dari 26 penduduk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('26–26 dari 26 penduduk')).toBeInTheDocument();
    expect(pages).toEqual(['2026-10:0', '2026-10:1']);
    expect(await screen.findByRole('combobox', { name: 'Penandatangan' })).toHaveDisplayValue('Sri Wahyuni, Kepala Desa');
  });

  it("B.3 in a village without officials: the Super Admin adds one from the print's signer picker, an Admin is not offered it", async () => {
    let pejabat: Array<{ _id: string; nama: string; jabatan: string; nip: string | null }> = [];
    const dikirim: unknown[] = [];
    const api = {
      'GET /api/laporan_kop': () => jsonResponse({ success: true, data: { pejabat, logo: null } }),
      'POST /api/laporan_kop/pejabat': (req: { body: unknown }) => {
        dikirim.push(req.body);
        pejabat = [{ _id: 'p9', nama: 'Bambang Sutrisno', jabatan: 'Sekretaris Desa', nip: '198001012005011002' }];
        return jsonResponse({ success: true, message: 'Pejabat penandatangan berhasil ditambahkan', data: pejabat[0] }, 201);
      },
      'GET /api/buku_rekapitulasi': () => jsonResponse({ success: true, data: { bulan: '2026-10', label_bulan: 'Oktober 2026', kelompok_umur: [], baris: [], jumlah: { dusun: 'Jumlah', rw: '', rt: '', laki_laki: 0, perempuan: 0, jumlah: 0, kk: 0, umur: [] } } }),
    };
    const { user, unmount } = renderModulePage(<BukuRekapitulasiPage />, { route: '/laporan/buku_rekapitulasi?bulan=2026-10', path: '/laporan/buku_rekapitulasi', api });
    await user.click(await screen.findByRole('button', { name: 'Tambah pejabat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pejabat Penandatangan' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), 'Bambang Sutrisno');
    await user.type(within(dialog).getByRole('textbox', { name: /Jabatan/ }), 'Sekretaris Desa');
    await user.type(within(dialog).getByRole('textbox', { name: /NIP/ }), '19800101 200501 1 002');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('combobox', { name: 'Penandatangan' })).toHaveDisplayValue('Bambang Sutrisno, Sekretaris Desa');
    expect(dikirim).toEqual([{ nama: 'Bambang Sutrisno', jabatan: 'Sekretaris Desa', nip: '198001012005011002' }]);
    unmount();
    renderModulePage(<BukuRekapitulasiPage />, { route: '/laporan/buku_rekapitulasi?bulan=2026-10', path: '/laporan/buku_rekapitulasi', session: { user: { role: 'Admin' } }, api });
    await screen.findByRole('combobox', { name: 'Penandatangan' });
    expect(screen.queryByRole('button', { name: 'Tambah pejabat' })).not.toBeInTheDocument();
  });

  it('B.2: each event with its kind, addition or reduction and dates; an empty month says so', async () => {
    let kosong = false;
    const mutasi = { bulan: '2026-10', label_bulan: 'Oktober 2026', baris: [
      { no: 1, penduduk_id: 'a', nama_lengkap: 'Bayi Lestari', nik: '3507010101260001', jenis_kelamin: 'Perempuan', tempat_tanggal_lahir: 'Malang, 01 Oktober 2026', kewarganegaraan: 'WNI', jenis: 'lahir', label_jenis: 'Lahir', tanda: 1, tanggal_peristiwa: '2026-10-01', dicatat_pada: '2026-10-03T02:00:00.000Z' },
      { no: 2, penduduk_id: 'b', nama_lengkap: 'Mbah Karto', nik: '3507010101400001', jenis_kelamin: 'Laki laki', tempat_tanggal_lahir: 'Malang, 01 Januari 1940', kewarganegaraan: 'WNI', jenis: 'mati', label_jenis: 'Meninggal', tanda: -1, tanggal_peristiwa: '2026-09-15', dicatat_pada: '2026-10-05T02:00:00.000Z' },
    ] };
    renderModulePage(<BukuMutasiPage />, {
      route: '/laporan/buku_mutasi?bulan=2026-10', path: '/laporan/buku_mutasi',
      api: { 'GET /api/laporan_kop': kop, 'GET /api/buku_mutasi': () => jsonResponse({ success: true, data: kosong ? { bulan: '2026-09', label_bulan: 'September 2026', baris: [] } : mutasi }) },
    });
    const table = await screen.findByRole('table', { name: 'Buku Mutasi Penduduk Desa Oktober 2026' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map(baris2));
    expect(rows[1]).toEqual(['2', 'Mbah Karto | 3507010101400001', 'Laki laki | WNI', 'Malang, 01 Januari 1940', 'Meninggal | Pengurangan', '15-09-2026 | 05-10-2026']);
    expect(KOLOM_B2.map((k) => k.header).sort()).toEqual(SUSUNAN_B2.flat().sort());
    expect(Array.from(document.querySelectorAll('[data-letter-root] tbody tr:nth-child(2) td')).map((c) => c.textContent)).toEqual(['2', 'Mbah Karto', '3507010101400001', 'Laki laki', 'Malang, 01 Januari 1940', 'WNI', 'Meninggal', 'Pengurangan', '15-09-2026', '05-10-2026']);
    kosong = true;
    fireEvent.change(screen.getByRole('combobox', { name: 'Bulan' }), { target: { value: '9' } });
    expect(await screen.findByText('BELUM ADA MUTASI')).toBeInTheDocument();
  });

  it('B.3: a row per RT with the age groups, and the total', async () => {
    const umur = [{ laki_laki: 0, perempuan: 1 }, { laki_laki: 0, perempuan: 0 }, { laki_laki: 0, perempuan: 0 }, { laki_laki: 1, perempuan: 1 }, { laki_laki: 0, perempuan: 0 }, { laki_laki: 0, perempuan: 0 }];
    const baris = { dusun: 'Krajan', rw: '002', rt: '001', laki_laki: 1, perempuan: 2, jumlah: 3, kk: 1, umur };
    renderModulePage(<BukuRekapitulasiPage />, {
      route: '/laporan/buku_rekapitulasi', path: '/laporan/buku_rekapitulasi',
      api: {
        'GET /api/laporan_kop': kop,
        'GET /api/buku_rekapitulasi': () => jsonResponse({ success: true, data: { bulan: '2026-11', label_bulan: 'November 2026', kelompok_umur: ['0–4', '5–14', '15–24', '25–59', '60+', 'Tanpa tanggal lahir'], baris: [baris], jumlah: { ...baris, dusun: 'Jumlah', rw: '', rt: '' } } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Buku Rekapitulasi Jumlah Penduduk November 2026' });
    expect(within(table).getAllByRole('columnheader').map(baris2)).toEqual(['Dusun | RW | RT', 'Laki-laki', 'Perempuan', 'Jumlah', 'KK', 'Umur 0–4 | L / P', 'Umur 5–14 | L / P', 'Umur 15–24 | L / P', 'Umur 25–59 | L / P', 'Umur 60+ | L / P', 'Umur Tanpa tanggal lahir | L / P']);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map(baris2));
    expect(rows[0]?.slice(0, 7)).toEqual(['Krajan | RW 002 | RT 001', '1', '2', '3', '1', 'L 0 | P 1', 'L 0 | P 0']);
    expect(rows[1]?.[0]).toBe('Jumlah |  | ');
    // The print keeps the form's columns: Dusun, RW, RT apart and each age group's L and P apart.
    expect(Array.from(document.querySelectorAll('[data-letter-root] tbody tr:first-child td')).map((c) => c.textContent).slice(0, 9)).toEqual(['Krajan', '002', '001', '1', '2', '3', '1', '0', '1']);
  });
});
