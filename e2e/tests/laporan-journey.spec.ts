// Laporan (issue 37), end to end on the shared server: a birth, an arrival, a death and a move recorded
// this month, each seen in its row of the monthly report; last month closed in the browser (its report
// stored as issued), a death of last month recorded late, this month's report carrying it as "Koreksi /
// terlambat" while the closed month stays as issued; the three books, B.1 printed to PDF and rasterised
// (A4 landscape, looked at) with a signer the Super Admin added beside the print (Layanan Surat off);
// every screen checked for accessibility. The village begins this month (a fresh server): neither its
// dashboard nor the report reminds it of last month (the positive reminder: component and API tests).
// The server has no clock a test may move: the events recorded today belong to this month, which
// cannot be closed until it ends, so the month closed here is last month (docs/decisions.md).
import { execFileSync } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import { bulanSebelum, labelBulan } from '../../openapi/src/domain/bulan';
import { expectAccessible } from '../support/a11y';
import { adminToken, call, nomor } from '../support/api';
import { login } from '../support/session';

interface Resident { _id: string; nik: string; nama_lengkap: string; keluarga_dari: { _id: string } }
interface Baris { kunci: string; label: string; jumlah: number }

const orang = (nama: string, jenis_kelamin: 'Laki laki' | 'Perempuan', posisi = 'Kepala Keluarga') => ({
  nik: nomor('35071'), nama_lengkap: nama, jenis_kelamin, tempat_tanggal_lahir: 'Malang, 05 Januari 1980', umur: '46', agama: 'Islam',
  status_perkawinan: 'Kawin', pekerjaan: 'Petani/Pekebun', pendidikan_terakhir: 'SLTA/Sederajat', posisi_dalam_keluarga: posisi, alamat_asal: 'Watugede',
});

/** The number in the Jumlah column of the report's row `label`. */
/** Picks a month with the product's month picker (issue 40): the year, then the month by its name. */
async function pilihBulan(page: Page, bulan: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Tahun' }).selectOption(bulan.slice(0, 4));
  await page.getByRole('combobox', { name: 'Bulan' }).selectOption({ label: labelBulan(bulan).split(' ')[0]! });
  await expect(page).toHaveURL(new RegExp(`bulan=${bulan}`));
}

async function jumlah(page: Page, label: string | RegExp): Promise<number> {
  const row = page.getByRole('table', { name: /^Laporan Bulanan Penduduk / }).getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  return Number(await row.getByRole('cell').nth(3).textContent());
}

test.describe('laporan', () => {
  test('the monthly report counts each event in its row; a closed month stays as issued and a late death is a correction; B.1 prints on A4 landscape', async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const base = baseURL!;
    const token = await adminToken(base);
    const api = async <T,>(method: string, path: string, body?: unknown, status = 201) => {
      const res = await call<{ data: T }>(base, token, method, path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      return res.body.data;
    };
    const ini = (await api<{ bulan: string }>('GET', '/api/laporan_bulanan', undefined, 200)).bulan;
    const lalu = bulanSebelum(ini);
    const sebelum = (await api<{ baris: Baris[] }>('GET', '/api/laporan_bulanan', undefined, 200)).baris;
    const awal = (kunci: string) => sebelum.find((b) => b.kunci === kunci)?.jumlah ?? 0;

    // This month: a birth, an arrival, a death and a whole family's move (recorded as the clerks do, through the API).
    const kepala = await api<Resident>('POST', '/api/kartu_keluarga', { no_kk: nomor('35072'), ...orang('Suparman Laporan', 'Laki laki') });
    const istri = await api<Resident>('POST', `/api/penduduk/${kepala.keluarga_dari._id}`, orang('Sulastri Laporan', 'Perempuan', 'Istri'));
    const nikBayi = nomor('35073');
    await api('POST', '/api/kelahiran', {
      nik: nikBayi, nik_ayah: kepala.nik, nik_ibu: istri.nik, nama: 'Bayi Laporan', jenis_kelamin: 'Perempuan', tempat_lahir: 'Malang', tanggal_lahir: `${ini}-01`,
      agama: 'Islam', hari_kelahiran: 'Senin', jam_lahir: '07:30', nomor_surat_kelahiran: '474.1/09/2026', hubungan_pelapor: 'Ayah',
    });
    await api('POST', `/api/penduduk/${kepala.keluarga_dari._id}`, { ...orang('Bayi Laporan', 'Perempuan', 'Anak'), nik: nikBayi, tempat_tanggal_lahir: `Malang, 01 ${labelBulan(ini)}`, umur: '0', status_perkawinan: 'Belum Kawin' });
    const kakek = await api<Resident>('POST', `/api/penduduk/${kepala.keluarga_dari._id}`, orang('Mbah Karto Laporan', 'Laki laki', 'Famili Lain'));
    const datang = await api<Resident>('POST', '/api/kartu_keluarga/in', { no_kk: nomor('35074'), ...orang('Darmaji Pendatang', 'Laki laki') });
    const kematian = { hari_meninggal: 'Senin', tempat_meninggal: 'Rumah', penyebab_meninggal: 'Sakit', nomor_surat_kematian: '472.12/09/2026' };
    await api('POST', `/api/kematian/${kakek._id}`, { ...kematian, tanggal_meninggal: `${ini}-01` });
    const pindah = await api<Resident>('POST', '/api/kartu_keluarga', { no_kk: nomor('35075'), ...orang('Warsito Pindah', 'Laki laki') });
    await api('POST', `/api/penduduk_keluar/${pindah.keluarga_dari._id}/m`);
    expect(datang._id).toBeTruthy();

    // Installed this month (a fresh server): last month is not owed, so the Super Admin's dashboard has no reminder.
    const pengingat = page.waitForResponse((r) => r.url().includes('/api/laporan_bulanan/pengingat'));
    await login(page);
    expect(await (await pengingat).json()).toEqual({ success: true, data: { bulan: null, label_bulan: null } });
    await expect(page.getByRole('group', { name: 'Laporan bulanan belum ditutup' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Laporan Bulanan' }).click();
    await expect(page).toHaveURL(/\/laporan$/);
    await expect(page.getByRole('heading', { name: 'Laporan Bulanan Penduduk' })).toBeVisible();
    await expect(page.getByRole('table', { name: `Laporan Bulanan Penduduk ${labelBulan(ini)}` })).toBeVisible();
    expect(await jumlah(page, 'Lahir')).toBe(awal('lahir') + 1);
    expect(await jumlah(page, 'Pendatang')).toBe(awal('datang') + 1);
    expect(await jumlah(page, 'Meninggal')).toBe(awal('mati') + 1);
    expect(await jumlah(page, 'Pindah')).toBe(awal('pindah') + 1);
    await expectAccessible(page, 'laporan: Laporan Bulanan Penduduk');

    // Last month is closed by the Super Admin, after a confirmation (no reminder first: the village began this month).
    await expect(page.getByRole('group', { name: 'Laporan bulanan belum ditutup' })).toHaveCount(0);
    await pilihBulan(page, lalu);
    await expect(page.getByRole('table', { name: `Laporan Bulanan Penduduk ${labelBulan(lalu)}` })).toBeVisible();
    await page.getByRole('button', { name: 'Tutup Bulan' }).click();
    const dialog = page.getByRole('alertdialog', { name: `TUTUP LAPORAN ${labelBulan(lalu).toUpperCase()} ?` });
    await expectAccessible(page, 'laporan: Tutup Bulan dialog');
    await dialog.getByRole('button', { name: 'Tutup Bulan' }).click();
    await expect(page.getByText(/sudah ditutup oleh .* ditampilkan sebagaimana diterbitkan/)).toBeVisible();
    const issued = await page.getByRole('table', { name: `Laporan Bulanan Penduduk ${labelBulan(lalu)}` }).textContent();

    // A death of last month recorded late: a correction of last month in this month's report.
    const almarhum = await api<Resident>('POST', `/api/penduduk/${kepala.keluarga_dari._id}`, orang('Mbah Sarinah Laporan', 'Perempuan', 'Famili Lain'));
    await api('POST', `/api/kematian/${almarhum._id}`, { ...kematian, tanggal_meninggal: `${lalu}-15` });
    await page.goto(`/laporan?bulan=${lalu}`);
    await expect(page.getByRole('table', { name: `Laporan Bulanan Penduduk ${labelBulan(lalu)}` })).toHaveText(issued ?? '', { timeout: 30_000 });
    await pilihBulan(page, ini);
    await expect(page.getByRole('cell', { name: `Koreksi / terlambat: ${labelBulan(lalu)}`, exact: true })).toBeVisible();
    expect(await jumlah(page, `Koreksi / terlambat: ${labelBulan(lalu)}`)).toBe(-1);

    // The books.
    await page.getByRole('link', { name: 'Buku Mutasi Penduduk' }).click();
    const b2 = page.getByRole('table', { name: `Buku Mutasi Penduduk Desa ${labelBulan(ini)}` });
    for (const [nama, peristiwa] of [['Bayi Laporan', 'Lahir'], ['Darmaji Pendatang', 'Datang'], ['Mbah Karto Laporan', 'Meninggal'], ['Warsito Pindah', 'Pindah'], ['Mbah Sarinah Laporan', 'Meninggal']]) {
      await expect(b2.getByRole('row').filter({ hasText: nama }).filter({ hasText: peristiwa! }).first()).toBeVisible();
    }
    await expectAccessible(page, 'laporan: Buku Mutasi Penduduk Desa');
    await page.getByRole('link', { name: 'Buku Rekapitulasi Penduduk' }).click();
    await expect(page.getByRole('table', { name: `Buku Rekapitulasi Jumlah Penduduk ${labelBulan(ini)}` })).toBeVisible();
    await expectAccessible(page, 'laporan: Buku Rekapitulasi Jumlah Penduduk');
    await page.getByRole('link', { name: 'Buku Induk Penduduk' }).click();
    const b1 = page.getByRole('table', { name: `Buku Induk Penduduk ${labelBulan(ini)}` });
    await expect(b1).toBeVisible();
    await expectAccessible(page, 'laporan: Buku Induk Penduduk');

    // Layanan Surat is off here: the Super Admin adds the signer beside the print's picker.
    await page.getByRole('button', { name: 'Tambah pejabat' }).click();
    const tambah = page.getByRole('dialog', { name: 'Tambah Pejabat Penandatangan' });
    await tambah.getByRole('textbox', { name: /Nama Lengkap/ }).fill('Sri Wahyuni Laporan');
    await tambah.getByRole('textbox', { name: /Jabatan/ }).fill('Kepala Desa');
    await expectAccessible(page, 'laporan: Tambah Pejabat Penandatangan dialog');
    await tambah.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('combobox', { name: 'Penandatangan' })).toHaveValue(/.+/);
    await expect(page.getByRole('combobox', { name: 'Penandatangan' }).locator('option:checked')).toHaveText('Sri Wahyuni Laporan, Kepala Desa');

    // B.1 printed: the page's own print (a PDF of the page), one A4 landscape sheet with the letterhead and the table.
    const pdfPath = test.info().outputPath('buku-induk.pdf');
    const pdf = await page.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+84[12]\.\d+ x 59[45]\.\d+ pts \(A4\)/);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdfPath, test.info().outputPath('buku-induk')]);
    const teks = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(teks).toContain('BUKU INDUK PENDUDUK');
    expect(teks).toContain('DESA ');
    expect(teks).toContain('Sulastri');
    expect(teks).toContain('Kepala Desa');
    expect(teks).toContain('Sri Wahyuni Laporan');
  });
});
