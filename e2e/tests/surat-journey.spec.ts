// Layanan Surat (issue 36), as a new team ships a new module: mf-surat's build packed as a release
// (what `pnpm release mf-surat` packs), installed from the regency console's 'Pasang Rilis' and rolled
// out to one village only (the other has no Layanan Surat: no drawer entry, no route, no API). In that
// village the Super Admin saves an official, issues a Domisili letter from the resident's page, the
// letter is printed to PDF and its QR, decoded from the rasterised PDF, opens the public verification
// page; the letter is revoked from the register and the page says so. A server of its own (a regency).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import jsQR from 'jsqr';
import { test, expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { call, nomorRun } from '../support/api';
import { repoRoot } from '../support/env';
import { startServer, type RunningServer } from '../support/server';

// Pages of a server of its own on a busy machine: a state may take longer than the default 10 s to come.
const expect = baseExpect.configure({ timeout: 30_000 });

const KABUPATEN = { username: 'operator.surat', password: 'Rahasia-Surat-2026' };
const RUN = String(Date.now()).slice(-8);
const DESA = [
  { kode: '35.07.02.2001', nama: 'Sukoanyar', username: `sa.surat.${RUN}`, password: 'Sandi-Surat-2026' },
  { kode: '35.07.02.2002', nama: 'Pandanrejo', username: `sa.tanpa.${RUN}`, password: 'Sandi-Tanpa-2026' },
];
const WARGA = 'Budi Santoso';

let server: RunningServer;
let workDir: string;
const desaIds: string[] = [];

async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return ((await res.json()) as { token: string }).token;
}

/** mf-surat's production build packed as release 0.2.0 by the packer `pnpm release` uses. */
async function rilisSurat(): Promise<string> {
  const dist = join(workDir, 'mf-surat-0.2.0');
  cpSync(join(repoRoot, 'mf-surat', 'dist'), dist, { recursive: true });
  const identitas = JSON.parse(readFileSync(join(dist, 'sid-modul.json'), 'utf8')) as { versi: string };
  writeFileSync(join(dist, 'sid-modul.json'), JSON.stringify({ ...identitas, versi: '0.2.0' }));
  const { packRelease } = (await import(pathToFileURL(join(repoRoot, 'scripts', 'release-pack.mjs')).href)) as { packRelease: (d: string, o: string) => Promise<unknown> };
  const out = join(workDir, 'mf-surat-0.2.0.tgz');
  await packRelease(dist, out);
  return out;
}

/** The QR codes of a PDF, each page rasterised by pdftoppm (150 dpi, PPM) and decoded by jsQR. */
function qrDariPdf(pdf: Buffer): string[] {
  const file = join(workDir, `surat-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '150', file, join(workDir, 'hal')]);
  const hasil: string[] = [];
  for (const name of execFileSync('ls', [workDir], { encoding: 'utf8' }).split('\n').filter((n) => /^hal.*\.ppm$/.test(n))) {
    const ppm = readFileSync(join(workDir, name));
    rmSync(join(workDir, name));
    // P6 header: magic, width, height, maxval, each followed by one whitespace.
    const header = ppm.subarray(0, 64).toString('latin1').match(/^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('not a P6 PPM');
    const [all, w, h] = [header[0], Number(header[1]), Number(header[2])];
    const rgb = ppm.subarray(all.length);
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let i = 0; i < w * h; i++) {
      rgba[i * 4] = rgb[i * 3]!;
      rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
      rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, w, h);
    if (code) hasil.push(code.data);
  }
  return hasil;
}

test.beforeAll(async () => {
  // A server of its own (a regency): its start takes a while on a busy machine.
  test.setTimeout(180_000);
  workDir = mkdtempSync(join(tmpdir(), 'sid-e2e-surat-'));
  server = await startServer({ KABUPATEN_ADMIN_USERNAME: KABUPATEN.username, KABUPATEN_ADMIN_PASSWORD: KABUPATEN.password, KODE_KABUPATEN: '35.07' });
  const token = await apiLogin(KABUPATEN.username, KABUPATEN.password);
  for (const d of DESA) {
    const created = await call<{ data: { _id: string } }>(server.url, token, 'POST', '/api/kabupaten/desa', { kode_wilayah: d.kode, nama_desa: d.nama, alamat_kantor: `Jl. Raya ${d.nama} No. 1`, kode_pos: '65152', jabatan_kepala: 'Kepala Desa' });
    expect(created.status).toBe(201);
    desaIds.push(created.body.data._id);
    const sa = await call(server.url, token, 'POST', `/api/kabupaten/desa/${created.body.data._id}/super_admin`, { nama_lengkap: `Sekretaris ${d.nama}`, username: d.username, password: d.password });
    expect(sa.status).toBe(201);
  }
});

test.afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const drawer = (page: Page) => page.getByRole('navigation');
const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

/**
 * Signs in and waits until every module of the page's list has settled (`<html data-modules>`): a
 * drawer entry is looked for only then, and a module that failed shows as failed at once rather than
 * a click waiting for a link that never comes (the journey's hang in the clean-clone run).
 */
async function signIn(page: Page, username: string, password: string, landing: RegExp): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(landing);
  await expect(page.locator('html')).toHaveAttribute('data-modules', 'settled', { timeout: 60_000 });
}

/**
 * A client-side navigation, as the drawer does (the router follows popstate): a full load (goto) would
 * load every module of the page again, each against the page's first 10 s.
 */
async function pergi(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('mf-surat is released, rolled out to one village, issues a Domisili letter with a QR that verifies, and is revoked', async ({ browser }) => {
  test.setTimeout(240_000);
  // Released and installed from the console, then rolled out to the first village only.
  const file = await rilisSurat();
  const konsol = await newPage(browser);
  await signIn(konsol, KABUPATEN.username, KABUPATEN.password, /\/kabupaten$/);
  await pergi(konsol, '/kabupaten/modul');
  await konsol.getByRole('button', { name: 'Pasang Rilis' }).click();
  const pasang = konsol.getByRole('dialog', { name: 'Pasang Rilis Modul' });
  await pasang.getByLabel('Berkas rilis').setInputFiles(file);
  await pasang.getByRole('button', { name: 'Pasang' }).click();
  await expect(pasang).toBeHidden();
  await pergi(konsol, '/kabupaten/modul/mf-surat');
  await expect(konsol.getByRole('heading', { level: 1, name: 'Modul Layanan Surat' })).toBeVisible();
  await konsol.getByRole('checkbox', { name: `Pilih desa ${DESA[0]!.nama}` }).check();
  await konsol.getByLabel('Versi untuk desa').selectOption('0.2.0');
  await konsol.getByRole('button', { name: 'Pakai versi 0.2.0' }).click();
  await konsol.getByRole('alertdialog').getByRole('button', { name: 'Pakai versi 0.2.0' }).click();
  await expect(konsol.getByRole('row', { name: new RegExp(DESA[0]!.nama) })).toContainText('0.2.0');

  // The regency's Layanan Surat: the logo once for every letterhead, a changed kind published to all villages.
  await drawer(konsol).getByRole('link', { name: 'Layanan Surat Kabupaten' }).click();
  await expect(konsol.getByRole('heading', { level: 1, name: 'Layanan Surat Kabupaten' })).toBeVisible();
  await expect(konsol.getByText('Belum ada logo: kop surat dicetak tanpa logo.')).toBeVisible();
  const logo = join(workDir, 'logo.png');
  const lukis = await konsol.context().newPage();
  await lukis.setContent('<svg width="200" height="240" xmlns="http://www.w3.org/2000/svg"><path d="M100 5 L195 40 L180 160 Q100 235 100 235 Q100 235 20 160 L5 40 Z" fill="#0b6b2f" stroke="#d4a017" stroke-width="8"/><circle cx="100" cy="105" r="45" fill="#d4a017"/><text x="100" y="200" font-size="28" text-anchor="middle" fill="#fff" font-family="serif">MALANG</text></svg>');
  writeFileSync(logo, await lukis.locator('svg').screenshot({ omitBackground: true }));
  await lukis.close();
  await konsol.getByLabel('Berkas logo').setInputFiles(logo);
  await konsol.getByRole('button', { name: 'Simpan Logo' }).click();
  await expect(konsol.getByRole('img', { name: 'Logo kabupaten yang tersimpan' })).toBeVisible();
  await expectAccessible(konsol, 'the regency\'s Layanan Surat');
  await konsol.getByRole('button', { name: 'Ubah SURAT KETERANGAN USAHA' }).click();
  const ubahJenis = konsol.getByRole('dialog', { name: 'Terbitkan Perubahan SURAT KETERANGAN USAHA' });
  const isiUsaha = ubahJenis.getByLabel('Isi surat');
  const teksUsaha = await isiUsaha.inputValue();
  await isiUsaha.fill(`${teksUsaha} {nama_ibu}`);
  await ubahJenis.getByRole('button', { name: 'Terbitkan ke Semua Desa' }).click();
  await expect(ubahJenis.getByText('Isian {nama_ibu} tidak dikenal untuk jenis surat ini')).toBeVisible();
  await expectAccessible(konsol, 'publishing a changed kind');
  await isiUsaha.fill(`${teksUsaha}\n\nSurat ini berlaku selama usaha masih berjalan.`);
  await ubahJenis.getByRole('button', { name: 'Terbitkan ke Semua Desa' }).click();
  await expect(ubahJenis).toBeHidden();

  // The other village has no Layanan Surat: no drawer entry, the route is not there, the API refuses.
  const lain = await newPage(browser);
  await signIn(lain, DESA[1]!.username, DESA[1]!.password, /\/$/);
  await expect(drawer(lain).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(drawer(lain).getByRole('link', { name: 'Buku Agenda Surat' })).toHaveCount(0);
  const tokenLain = await apiLogin(DESA[1]!.username, DESA[1]!.password);
  expect((await call(server.url, tokenLain, 'GET', '/api/surat/jenis')).status).toBe(403);
  await lain.context().close();

  // The village it was rolled out to: an official first (Super Admin).
  const desa = await newPage(browser);
  await signIn(desa, DESA[0]!.username, DESA[0]!.password, /\/$/);
  await drawer(desa).getByRole('link', { name: 'Pejabat Penandatangan' }).click();
  await expect(desa.getByRole('heading', { level: 1, name: 'Pejabat Penandatangan' })).toBeVisible();
  await expectAccessible(desa, 'officials (empty)');
  await desa.getByRole('button', { name: 'Tambah Pejabat' }).first().click();
  const form = desa.getByRole('dialog', { name: 'Tambah Pejabat Penandatangan' });
  await form.getByLabel('Nama Lengkap').fill('Sri Wahyuni');
  await form.getByLabel('Jabatan').fill('Kepala Desa');
  await expectAccessible(desa, 'adding an official');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  await expect(desa.getByRole('row', { name: /Sri Wahyuni/ })).toContainText(`Kepala Desa ${DESA[0]!.nama}`);

  // The village's own wording of Domisili, previewed live; an unknown placeholder is refused.
  await drawer(desa).getByRole('link', { name: 'Teks Surat' }).click();
  await expect(desa.getByRole('heading', { level: 1, name: 'Teks Surat' })).toBeVisible();
  await desa.getByLabel('Jenis surat').selectOption({ label: 'SURAT KETERANGAN DOMISILI' });
  await expect(desa.getByRole('form', { name: 'Teks SURAT KETERANGAN DOMISILI' })).toBeVisible();
  const isiDomisili = desa.getByLabel('Isi surat');
  const teksDomisili = await isiDomisili.inputValue();
  await isiDomisili.fill(`${teksDomisili} {nama_ibu}`);
  await desa.getByRole('button', { name: 'Simpan' }).click();
  await expect(desa.getByText('Isian {nama_ibu} tidak dikenal untuk jenis surat ini')).toBeVisible();
  await isiDomisili.fill(`${teksDomisili}\n\nSurat keterangan ini berlaku tiga bulan sejak tanggal dibuat.`);
  const pratinjauTeks = desa.getByRole('region', { name: 'Pratinjau teks surat' });
  await expect(pratinjauTeks).toContainText('berlaku tiga bulan');
  await expect(pratinjauTeks).toContainText('NAMA CONTOH');
  await expectAccessible(desa, 'a kind\'s wording');
  await desa.getByRole('button', { name: 'Simpan' }).click();
  await expect(desa.getByText('Teks desa (diubah oleh desa)')).toBeVisible();

  // One sequence shared by every kind: the letters below are numbered 1, 2, 3, 4 whatever their kind.
  await drawer(desa).getByRole('link', { name: 'Penomoran Surat' }).click();
  await expect(desa.getByRole('heading', { level: 1, name: 'Penomoran Surat' })).toBeVisible();
  await desa.getByLabel('Nomor urut').selectOption('bersama');
  await expect(desa.getByLabel('Format nomor SURAT KETERANGAN DOMISILI')).toHaveValue('{kode}/{seq:3}/{kode_desa}/{bulan_romawi}/{tahun}');
  await expect(desa.locator('[data-contoh-nomor]').first()).toHaveText(new RegExp(`/001/${DESA[0]!.kode}/[IVX]+/\\d{4}$`));
  await expectAccessible(desa, 'numbering');
  await desa.getByRole('button', { name: 'Simpan' }).click();
  await expect(desa.getByText('Penomoran surat berhasil disimpan').first()).toBeVisible();

  // A resident, then the letter from their page.
  const token = await apiLogin(DESA[0]!.username, DESA[0]!.password);
  const warga = await call<{ data: { _id: string } }>(server.url, token, 'POST', '/api/kartu_keluarga', {
    no_kk: nomorRun('35', RUN, 1), nik: nomorRun('35', RUN, 2), nama_lengkap: WARGA, jenis_kelamin: 'Laki laki',
    tempat_tanggal_lahir: 'Malang, 17 Agustus 1985', umur: '41', agama: 'Islam', status_perkawinan: 'Kawin', pekerjaan: 'Petani',
    pendidikan_terakhir: 'SLTA/Sederajat', posisi_dalam_keluarga: 'Kepala Keluarga', alamat_asal: 'Dusun Krajan RT 01 RW 02',
  });
  expect(warga.status, JSON.stringify(warga.body)).toBe(201);
  await pergi(desa, `/penduduk/${warga.body.data._id}/d`);
  await desa.getByRole('button', { name: 'Buat Surat' }).click();
  await expect(desa.getByRole('heading', { level: 1, name: 'Buat Surat' })).toBeVisible();
  await expect(desa.getByText(new RegExp(`${WARGA} \\(NIK`))).toBeVisible();
  await desa.getByLabel('Jenis surat').selectOption({ label: 'SURAT KETERANGAN DOMISILI' });
  // The preview says what is missing instead of printing placeholders; 'Terbitkan' waits for it.
  const kurang = desa.getByRole('list', { name: 'Yang masih kurang' });
  await expect(kurang).toContainText('Keperluan');
  await expect(desa.getByRole('button', { name: 'Terbitkan' })).toBeDisabled();
  await expectAccessible(desa, 'Buat Surat (incomplete)');
  await desa.getByLabel('Keperluan').fill('Melamar pekerjaan');
  await desa.getByLabel('Penandatangan').selectOption({ label: 'Sri Wahyuni (Kepala Desa)' });
  await expect(kurang).toHaveCount(0);
  await expect(desa.getByRole('document', { name: /DOMISILI/i })).toContainText(WARGA);
  await desa.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(desa).toHaveURL(/\/surat\/keluar\/[0-9a-f-]+$/);
  const sheet = desa.getByRole('document', { name: /DOMISILI/i });
  const nomorSurat = (await desa.getByRole('definition').first().textContent())?.trim() ?? '';
  expect(nomorSurat).toMatch(new RegExp(`^[0-9.]+/001/${DESA[0]!.kode}/[IVX]+/\\d{4}$`));
  await expect(sheet).toContainText(`Nomor : ${nomorSurat}`);
  await expect(sheet).toContainText('Sri Wahyuni');
  await expect(sheet).toContainText('berlaku tiga bulan');
  await expect(sheet.getByRole('img', { name: /Logo Kabupaten/ })).toBeVisible();
  await expectAccessible(desa, 'an issued letter');

  // The PDF as printed: the number, and a QR that decodes to the verification page.
  await desa.emulateMedia({ media: 'print' });
  const pdf = await desa.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  await desa.emulateMedia({ media: 'screen' });
  await desa.screenshot({ path: join(repoRoot, '.tmp', 'surat-domisili.png'), fullPage: true });
  execFileSync('pdftoppm', ['-r', '100', '-png', '-singlefile', '-', join(repoRoot, '.tmp', 'surat-domisili-pdf')], { input: pdf });
  const [qr] = qrDariPdf(pdf);
  expect(qr).toMatch(new RegExp(`^${server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/verifikasi/[A-Za-z0-9_-]{22}$`));
  const kode = (await sheet.locator('[data-kode-verifikasi]').textContent())?.trim() ?? '';
  expect(kode).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  const cek = await desa.context().newPage();
  await cek.goto(qr!);
  await expect(cek.getByText(nomorSurat)).toBeVisible();
  await expect(cek.locator('body')).toContainText('sah');
  await expect(cek.locator('body')).toContainText('B*** S******');
  await expect(cek.locator('body')).not.toContainText(WARGA);

  // The register: newest first, found by number; revoked with a reason (Super Admin).
  await drawer(desa).getByRole('link', { name: 'Buku Agenda Surat' }).click();
  await expect(desa.getByRole('heading', { level: 1, name: 'Buku Agenda Surat Keluar' })).toBeVisible();
  const baris = desa.getByRole('row', { name: new RegExp(nomorSurat.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) });
  await expect(baris).toContainText(WARGA);
  await expectAccessible(desa, 'Buku Agenda Surat Keluar');
  await baris.getByRole('button', { name: `Cabut surat ${nomorSurat}` }).click();
  const cabut = desa.getByRole('dialog', { name: `CABUT SURAT NOMOR ${nomorSurat} ?` });
  await cabut.getByLabel('Alasan pencabutan').fill('Salah keperluan, diganti surat baru');
  await expectAccessible(desa, 'revoking a letter');
  await cabut.getByRole('button', { name: 'Cabut Surat' }).click();
  await expect(cabut).toBeHidden();
  await expect(baris).toContainText('Dicabut');
  await cek.reload();
  await expect(cek.locator('body')).toContainText('DICABUT');

  // Back to the regency's wording of Domisili.
  await drawer(desa).getByRole('link', { name: 'Teks Surat' }).click();
  await desa.getByLabel('Jenis surat').selectOption({ label: 'SURAT KETERANGAN DOMISILI (teks desa)' });
  await desa.getByRole('button', { name: 'Kembalikan ke Teks Kabupaten' }).click();
  await expect(desa.getByText('Teks kabupaten', { exact: true })).toBeVisible();
  await expect(desa.getByRole('region', { name: 'Pratinjau teks surat' })).not.toContainText('berlaku tiga bulan');

  // The spec's three letters through Buat Surat, from their records: the shared sequence goes on (002..004),
  // the number is written back into the record, the QR decodes from the PDF; each letter looked at as a PNG.
  const orang = (nama: string, jk: string, posisi: string, lahir: string) => ({
    nama_lengkap: nama, jenis_kelamin: jk, tempat_tanggal_lahir: `Malang, ${lahir}`, umur: '40', agama: 'Islam', status_perkawinan: 'Kawin',
    pekerjaan: 'Petani', pendidikan_terakhir: 'SLTA/Sederajat', posisi_dalam_keluarga: posisi, alamat_asal: 'Dusun Krajan RT 01 RW 02',
  });
  const kkBudi = (await call<{ data: { keluarga_dari: { _id: string } } }>(server.url, token, 'GET', `/api/penduduk/${warga.body.data._id}`)).body.data.keluarga_dari._id;
  const istri = await call<{ data: { _id: string; nik: string } }>(server.url, token, 'POST', `/api/penduduk/${kkBudi}`, { nik: nomorRun('35', RUN, 3), ...orang('Siti Aminah', 'Perempuan', 'Istri', '02 Maret 1988') });
  expect(istri.status, JSON.stringify(istri.body)).toBe(201);
  const lahir = await call<{ data: { _id: string } }>(server.url, token, 'POST', '/api/kelahiran', {
    nik_ayah: nomorRun('35', RUN, 2), nik_ibu: nomorRun('35', RUN, 3), nama: 'Rina Santoso', jenis_kelamin: 'Perempuan', tempat_lahir: 'Malang',
    tanggal_lahir: '2026-11-02', agama: 'Islam', hari_kelahiran: 'Senin', jam_lahir: '07:30', hubungan_pelapor: 'Ayah',
  });
  expect(lahir.status, JSON.stringify(lahir.body)).toBe(201);
  const mbah = await call<{ data: { _id: string } }>(server.url, token, 'POST', '/api/kartu_keluarga', { no_kk: nomorRun('35', RUN, 4), nik: nomorRun('35', RUN, 5), ...orang('Karto Wiryo', 'Laki laki', 'Kepala Keluarga', '12 Mei 1940') });
  expect(mbah.status, JSON.stringify(mbah.body)).toBe(201);
  const mati = await call<{ data: { _id: string } }>(server.url, token, 'POST', `/api/kematian/${mbah.body.data._id}`, { tanggal_meninggal: '2026-11-20', hari_meninggal: 'Jumat', tempat_meninggal: 'Rumah', penyebab_meninggal: 'Sakit tua' });
  expect(mati.status, JSON.stringify(mati.body)).toBe(201);
  const pindah = await call<{ data: { keluarga_dari: { _id: string } } }>(server.url, token, 'POST', '/api/kartu_keluarga', { no_kk: nomorRun('35', RUN, 6), nik: nomorRun('35', RUN, 7), ...orang('Sutrisno Pindah', 'Laki laki', 'Kepala Keluarga', '09 Juli 1979') });
  expect(pindah.status, JSON.stringify(pindah.body)).toBe(201);
  const keluar = await call<{ data: { _id: string } }>(server.url, token, 'POST', `/api/penduduk_keluar/${pindah.body.data.keluarga_dari._id}/m`, { idKK: pindah.body.data.keluarga_dari._id });
  expect(keluar.status, JSON.stringify(keluar.body)).toBe(201);
  const ket = new FormData();
  for (const [k, v] of Object.entries({ alamat_pindah: 'Jl. Merdeka 5, Kota Batu', alasan_pindah: 'Pekerjaan', pengikut: '0', tanggal_ktp: '2020-01-01', meninggalkan_desa_pada: '2026-11-25', kewarganegaraan: 'WNI' })) ket.append(k, v);
  const ketRes = await fetch(`${server.url}/api/keterangan/${keluar.body.data._id}`, { method: 'POST', headers: { 'x-auth-token': token }, body: ket });
  expect(ketRes.status, await ketRes.clone().text()).toBe(201);

  const spek = [
    { judul: 'SURAT KETERANGAN KEMATIAN', jenis: 'keterangan_kematian', cari: 'Cari data kematian', pilih: /Pilih Karto Wiryo/, nama: 'Karto Wiryo', seq: '002', catatan: `/api/kematian/${mati.body.data._id}`, kolom: 'nomor_surat_kematian', png: 'surat-kematian' },
    { judul: 'SURAT KETERANGAN KELAHIRAN', jenis: 'kutipan_kelahiran', cari: 'Cari data kelahiran', pilih: /Pilih Rina Santoso/, nama: 'Rina Santoso', seq: '003', catatan: `/api/kelahiran/${lahir.body.data._id}`, kolom: 'nomor_surat_kelahiran', png: 'surat-kelahiran' },
    { judul: 'SURAT KETERANGAN PINDAH', jenis: 'keterangan_pindah', cari: 'Cari data penduduk keluar', pilih: /Pilih Sutrisno Pindah/, nama: 'Sutrisno Pindah', seq: '004', catatan: `/api/penduduk_keluar/${keluar.body.data._id}`, kolom: 'nomor_surat', png: 'surat-pindah' },
  ];
  for (const sp of spek) {
    await pergi(desa, `/surat/buat?jenis=${sp.jenis}`);
    const cari = desa.getByRole('search', { name: sp.cari });
    await cari.getByRole('button', { name: 'Cari' }).click();
    await desa.getByRole('button', { name: sp.pilih }).click();
    await desa.getByLabel('Penandatangan').selectOption({ label: 'Sri Wahyuni (Kepala Desa)' });
    await expect(desa.getByRole('list', { name: 'Yang masih kurang' })).toHaveCount(0);
    await expect(desa.getByRole('document', { name: sp.judul })).toContainText(sp.nama);
    if (sp.seq === '002') await expectAccessible(desa, 'Buat Surat from a record');
    await desa.getByRole('button', { name: 'Terbitkan' }).click();
    await expect(desa).toHaveURL(/\/surat\/keluar\/[0-9a-f-]+$/);
    const lembar = desa.getByRole('document', { name: sp.judul });
    const nomor = (await desa.getByRole('definition').first().textContent())?.trim() ?? '';
    expect(nomor).toMatch(new RegExp(`^[0-9.]+/${sp.seq}/${DESA[0]!.kode}/[IVX]+/\\d{4}$`));
    await expect(lembar).toContainText(`Nomor : ${nomor}`);
    await desa.emulateMedia({ media: 'print' });
    const pdfSpek = await desa.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    await desa.emulateMedia({ media: 'screen' });
    execFileSync('pdftoppm', ['-r', '100', '-png', '-singlefile', '-', join(repoRoot, '.tmp', `${sp.png}-pdf`)], { input: pdfSpek });
    expect(execFileSync('pdftotext', ['-', '-'], { input: pdfSpek, encoding: 'utf8' })).toContain(nomor);
    const [qrSpek] = qrDariPdf(pdfSpek);
    expect(qrSpek).toMatch(/\/verifikasi\/[A-Za-z0-9_-]{22}$/);
    const rekaman = await call<{ data: Record<string, unknown> & { keterangan_keluar_desa?: { nomor_surat?: string } } }>(server.url, token, 'GET', sp.catatan);
    const tertulis = sp.kolom === 'nomor_surat' ? rekaman.body.data.keterangan_keluar_desa?.nomor_surat : rekaman.body.data[sp.kolom];
    expect(tertulis).toBe(nomor);
  }

  // The regency counts the letters per village and kind for the month.
  await pergi(konsol, '/kabupaten/surat/rekap');
  await expect(konsol.getByRole('heading', { level: 1, name: 'Rekap Surat per Desa' })).toBeVisible();
  const rekap = konsol.getByRole('table', { name: 'Rekap Surat per Desa' });
  await expect(rekap.getByRole('row', { name: new RegExp(`${DESA[0]!.nama} SURAT KETERANGAN DOMISILI`) })).toContainText('1');
  await expectAccessible(konsol, 'letters counted per village');
});
