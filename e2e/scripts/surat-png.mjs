// Every built-in letter kind as a person sees it on paper (issue 36, "look at every letter as a PNG"):
// starts the built server on a throwaway directory as a regency with one village, switches Layanan
// Surat on there, uploads a logo, saves an official, seeds a resident with an address in the village
// and the records of the spec's three letters, issues one letter of every kind the server lists
// through the API, prints each issued letter's page (/surat/keluar/:id) to an A4 PDF in Chromium as
// a clerk's "Cetak" does, and rasterises it with `pdftoppm -png -r 60` into .tmp/surat-png/<kind>.png.
// Not part of the test run: run it after `pnpm run build` and look at the PNGs.
//   node e2e/scripts/surat-png.mjs            (from the repository's root)
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, '.tmp', 'surat-png');
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'sid-surat-png-'));
const KAB = { username: 'operator.png', password: 'Rahasia-Png-2026' };
const SA = { username: 'sa.png', password: 'Sandi-Png-2026' };

const port = await new Promise((ok) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => ok(p)); });
});
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
  env: {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_ROOT: root, LOG_LEVEL: 'warn', BACKUP_SCHEDULE: 'off',
    JWT_SECRET: 'surat-png-secret-that-is-long-enough-0123456789', KODE_KABUPATEN: '35.07',
    KABUPATEN_ADMIN_USERNAME: KAB.username, KABUPATEN_ADMIN_PASSWORD: KAB.password,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function api(token, method, path, body) {
  const headers = { 'x-auth-token': token };
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) { headers['content-type'] = 'application/json'; payload = JSON.stringify(body); }
  const res = await fetch(`${url}${path}`, { method, headers, body: payload });
  const json = await res.json().catch(() => ({}));
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
const masuk = async ({ username, password }) => (await api('', 'POST', '/api/auth/admin', { username, password })).token;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${url}/api/config`)).ok) break; } catch { /* not yet */ }
    if (server.exitCode !== null || i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const kab = await masuk(KAB);
  const desa = (await api(kab, 'POST', '/api/kabupaten/desa', { kode_wilayah: '35.07.02.2001', nama_desa: 'Sukoanyar', alamat_kantor: 'Jl. Raya Sukoanyar No. 1', kode_pos: '65152', jabatan_kepala: 'Kepala Desa' })).data;
  // Issue 40: a password the regency set is changed at the first sign-in (here through the API).
  const AWAL = 'Sandi-Awal-Dari-Pembuat-1';
  await api(kab, 'POST', `/api/kabupaten/desa/${desa._id}/super_admin`, { nama_lengkap: 'Sekretaris Sukoanyar', username: SA.username, password: AWAL });
  await api(await masuk({ username: SA.username, password: AWAL }), 'PUT', '/api/auth/password', { password_lama: AWAL, password_baru: SA.password });
  await api(kab, 'PUT', '/api/kabupaten/modul/mf-surat/desa', { desa_ids: [desa._id], aktif: true });
  // The regency's logo: a shield drawn by the browser.
  const lukis = await browser.newPage();
  await lukis.setContent('<svg width="200" height="240" xmlns="http://www.w3.org/2000/svg"><path d="M100 5 L195 40 L180 160 Q100 235 100 235 Q100 235 20 160 L5 40 Z" fill="#0b6b2f" stroke="#d4a017" stroke-width="8"/><circle cx="100" cy="105" r="45" fill="#d4a017"/><text x="100" y="200" font-size="28" text-anchor="middle" fill="#fff" font-family="serif">MALANG</text></svg>');
  const logo = new FormData();
  logo.append('logo', new Blob([await lukis.locator('svg').screenshot({ omitBackground: true })], { type: 'image/png' }), 'logo.png');
  await lukis.close();
  await api(kab, 'PUT', '/api/surat/kabupaten/logo', logo);

  const t = await masuk(SA);
  const pejabat = (await api(t, 'POST', '/api/surat/pejabat', { nama: 'Sri Wahyuni, S.Sos.', jabatan: 'Kepala Desa', bentuk: 'langsung', nip: null })).data;
  // An address in the village: Dusun Krajan, RW 005, RT 002.
  const area = async (tingkat, nama, induk_id) => (await api(t, 'POST', '/api/wilayah_desa', { tingkat, nama, ...(induk_id ? { induk_id } : {}) })).data._id;
  const rt = await area('rt', '2', await area('rw', '5', await area('dusun', 'Krajan')));
  const orang = (nama, jk, posisi, nik, lahir, extra = {}) => ({
    nik, nama_lengkap: nama, jenis_kelamin: jk, tempat_lahir: 'Malang', tanggal_lahir: lahir, agama: 'Islam', status_perkawinan: 'Kawin',
    pekerjaan: 'Wiraswasta', pendidikan_terakhir: 'SLTA/Sederajat', posisi_dalam_keluarga: posisi, kewarganegaraan: 'WNI', ...extra,
  });
  // NIKs whose date part is the birth date (women: day + 40).
  const budi = (await api(t, 'POST', '/api/kartu_keluarga', { no_kk: '3507021708850001', rt_id: rt, alamat: 'Jl. Mawar No. 12', alamat_asal: 'Jl. Mawar No. 12', ...orang('Budi Santoso', 'Laki laki', 'Kepala Keluarga', '3507021708850002', '1985-08-17', { nama_ayah: 'Slamet Santoso', nama_ibu: 'Sumiati' }) })).data;
  const kk = budi.keluarga_dari._id;
  const siti = (await api(t, 'POST', `/api/penduduk/${kk}`, { ...orang('Siti Aminah', 'Perempuan', 'Istri', '3507024203880003', '1988-03-02'), alamat_asal: 'Jl. Mawar No. 12' })).data;
  const anak = (await api(t, 'POST', `/api/penduduk/${kk}`, { ...orang('Andi Santoso', 'Laki laki', 'Anak', '3507020504080004', '2008-04-05', { status_perkawinan: 'Belum Kawin', pekerjaan: 'Pelajar/Mahasiswa' }), alamat_asal: 'Jl. Mawar No. 12' })).data;
  const lahir = (await api(t, 'POST', '/api/kelahiran', {
    nik_ayah: budi.nik, nik_ibu: siti.nik, nama: 'Rina Santoso', jenis_kelamin: 'Perempuan', tempat_lahir: 'Malang',
    tanggal_lahir: '2026-11-02', agama: 'Islam', hari_kelahiran: 'Senin', jam_lahir: '07:30', hubungan_pelapor: 'Ayah',
  })).data;
  const mbah = (await api(t, 'POST', '/api/kartu_keluarga', { no_kk: '3507021205400005', rt_id: rt, alamat: 'Jl. Mawar No. 14', alamat_asal: 'Jl. Mawar No. 14', ...orang('Karto Wiryo', 'Laki laki', 'Kepala Keluarga', '3507021205400006', '1940-05-12', { pekerjaan: 'Petani' }) })).data;
  const mati = (await api(t, 'POST', `/api/kematian/${mbah._id}`, { tanggal_meninggal: '2026-11-20', hari_meninggal: 'Jumat', tempat_meninggal: 'Rumah', penyebab_meninggal: 'Sakit tua' })).data;
  const pindah = (await api(t, 'POST', '/api/kartu_keluarga', { no_kk: '3507020907790007', rt_id: rt, alamat: 'Jl. Melati No. 3', alamat_asal: 'Jl. Melati No. 3', ...orang('Sutrisno', 'Laki laki', 'Kepala Keluarga', '3507020907790008', '1979-07-09') })).data;
  const keluar = (await api(t, 'POST', `/api/penduduk_keluar/${pindah.keluarga_dari._id}/m`, { idKK: pindah.keluarga_dari._id })).data;
  const ket = new FormData();
  for (const [k, v] of Object.entries({ alamat_pindah: 'Jl. Merdeka No. 5, Kota Batu', alasan_pindah: 'Pekerjaan', pengikut: '0', tanggal_ktp: '2020-01-01', meninggalkan_desa_pada: '2026-11-25', kewarganegaraan: 'WNI' })) ket.append(k, v);
  await api(t, 'POST', `/api/keterangan/${keluar._id}`, ket);
  const sumber = { kelahiran: lahir._id, kematian: mati._id, penduduk_keluar: keluar._id };

  // A value of each extra field, by its type (a realistic one for the built-in keys).
  const CONTOH = {
    keperluan: 'Melamar pekerjaan', nama_usaha: 'Warung Makan Barokah', jenis_usaha: 'Warung makan', alamat_usaha: 'Jl. Raya Sukoanyar No. 20',
    nama_anak: anak.nama_lengkap, barang_hilang: 'Dompet berisi KTP dan SIM C', tempat_hilang: 'Pasar Sukoanyar', nama_lain: 'Budi Santosa',
    dokumen_lain: 'Ijazah SMA',
  };
  const nilai = (i) => {
    if (i.tipe === 'uang') return '2500000';
    if (i.tipe === 'tanggal') return '2026-11-20';
    if (i.tipe === 'angka') return '3';
    if (i.tipe === 'pilihan') return i.pilihan[0];
    return CONTOH[i.kunci] ?? `Contoh ${i.label.toLowerCase()}`;
  };
  const jenis = (await api(t, 'GET', '/api/surat/jenis')).data;
  const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  await context.addInitScript((tok) => localStorage.setItem('token', tok), t);
  const page = await context.newPage();
  const dilihat = [];
  for (const j of jenis) {
    const isian = Object.fromEntries(j.isian.map((i) => [i.kunci, nilai(i)]));
    // The unmarried son for the letter of never having married; the father for the others.
    const penduduk = j._id === 'belum_menikah' ? anak : budi;
    const body = { jenis_id: j._id, pejabat_id: pejabat._id, isian, ...(j.sumber ? { sumber_id: sumber[j.sumber] } : { penduduk_id: penduduk._id }) };
    const surat = (await api(t, 'POST', '/api/surat/keluar', body)).data;
    await page.goto(`${url}/surat/keluar/${surat._id}`);
    // The issued letter on screen (its short verification code is printed under the QR).
    await page.locator('[data-kode-verifikasi]').waitFor({ timeout: 60_000 });
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    const file = join(out, j._id);
    writeFileSync(`${file}.pdf`, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '60', `${file}.pdf`, file]);
    dilihat.push(`${j._id}\t${surat.nomor}\t${j.judul}`);
  }
  console.log(dilihat.join('\n'));
  console.log(`PNGs in ${out}`);
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
