// Issue 38's other figure: a move between two villages of the regency accepted by the receiving village.
// The built server on a fresh PGlite as a regency (its Admin Kabupaten adds village B and B's Super Admin);
// village A's Super Admin enters BENCH_PINDAH_N (default 20) incoming families of 8 with their entry
// documents (the card's photo and the letter), each sent to B (`kirimPindahAntarDesa`); B's Super Admin
// accepts each (`terimaPindahAntarDesa`, timed: the records created in B from A's in one transaction, the
// NIKs moved, the documents copied, both ledgers and logs). The target: accepting a family of 8 with
// documents p95 < 300 ms. The machine's load is written with the figures.
//   pnpm --filter ./bench bench:pindah  ->  results/latest-pindah-pglite.json (the run before: previous-pindah-pglite.json)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { client, freePort, loadAverage, peakRssMb, stopServer, summarise, waitForServer, writeResults } from './lib.js';

const A = { username: 'admin', password: 'Bench-Rahasia-2026' };
const KABUPATEN = { username: 'bench.kabupaten', password: 'Bench-Kabupaten-2026' };
const B = { username: 'sa.tujuan', password: 'Bench-Tujuan-2026' };
/** A PNG of one pixel and the start of a JPEG: enough for the server's file-type check. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1b5c40000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0), Buffer.from('ffd9', 'hex')]);

const pad = (n: number, width: number) => String(n).padStart(width, '0');
let serial = 0;
/** A 16-digit number in the Dukcapil layout (district 35.07.01, a date, a serial), unique in the run. */
const nomor = (): string => {
  const i = ++serial;
  const q = Math.floor(i / 9999);
  return `350701${pad(1 + (q % 28), 2)}${pad(1 + (Math.floor(q / 28) % 12), 2)}${pad(Math.floor(q / 336) % 100, 2)}${pad(1 + (i % 9999), 4)}`;
};
const orang = (posisi: string) => ({
  nik: nomor(), nama_lengkap: 'Budi Santoso', jenis_kelamin: 'Laki laki', tempat_tanggal_lahir: 'Malang, 05 Januari 1990', umur: '36',
  agama: 'Islam', status_perkawinan: 'Kawin', pekerjaan: 'Petani/Pekebun', pendidikan_terakhir: 'SLTA/Sederajat',
  posisi_dalam_keluarga: posisi, alamat_asal: 'Dusun Krajan RT 01/RW 02, Desa Watugede',
});

async function main(): Promise<void> {
  const repo = resolve(import.meta.dirname, '..', '..');
  const n = Number(process.env.BENCH_PINDAH_N ?? 20);
  const dataDir = resolve(repo, '.tmp', 'bench-pindah');
  rmSync(dataDir, { recursive: true, force: true });
  const loadAtStart = loadAverage();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [resolve(repo, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_ROOT: repo, LOG_LEVEL: 'warn',
      ADMIN_USERNAME: A.username, ADMIN_PASSWORD: A.password, KABUPATEN_ADMIN_USERNAME: KABUPATEN.username, KABUPATEN_ADMIN_PASSWORD: KABUPATEN.password,
      KODE_KABUPATEN: '35.07', JWT_SECRET: 'bench-pindah-secret-that-is-long-enough-0123456789',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base, 300);
    const call = client(base);
    const json = (token: string) => ({ 'content-type': 'application/json', 'x-auth-token': token });
    const masuk = async (u: { username: string; password: string }) =>
      ((await call('/api/auth/admin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(u) })) as { token: string }).token;
    const kabupaten = await masuk(KABUPATEN);
    // Village B and its Super Admin, whose first password (set by the regency) is changed first (issue 40).
    const desa = (await call('/api/kabupaten/desa', { method: 'POST', headers: json(kabupaten), body: JSON.stringify({ kode_wilayah: '35.07.02.2001', nama_desa: 'Tujuan Bench', alamat_kantor: 'Jl. Raya 1', kode_pos: '65152', jabatan_kepala: 'Kepala Desa' }) }, 201)) as { data: { _id: string } };
    await call(`/api/kabupaten/desa/${desa.data._id}/super_admin`, { method: 'POST', headers: json(kabupaten), body: JSON.stringify({ nama_lengkap: 'Sekretaris Tujuan', username: B.username, password: `${B.password}-awal` }) }, 201);
    const awal = await masuk({ username: B.username, password: `${B.password}-awal` });
    await call('/api/auth/password', { method: 'PUT', headers: json(awal), body: JSON.stringify({ password_lama: `${B.password}-awal`, password_baru: B.password }) });
    const a = await masuk(A);
    const b = await masuk(B);

    const diterima: number[] = [];
    for (let i = 0; i < n; i++) {
      const { posisi_dalam_keluarga: _posisi, ...kepala } = orang('Kepala Keluarga');
      const head = (await call('/api/kartu_keluarga/in', { method: 'POST', headers: json(a), body: JSON.stringify({ no_kk: nomor(), ...kepala }) }, 201)) as { data: { _id: string; keluarga_dari: { _id: string } } };
      const kk = head.data.keluarga_dari._id;
      const ids = [head.data._id];
      for (let k = 1; k < 8; k++) ids.push(((await call(`/api/penduduk/${kk}`, { method: 'POST', headers: json(a), body: JSON.stringify(orang(k === 1 ? 'Istri' : 'Anak')) }, 201)) as { data: { _id: string } }).data._id);
      const form = new FormData();
      form.append('foto_kk', new Blob([PNG], { type: 'image/png' }), 'kk.png');
      form.append('foto_surat_masuk', new Blob([JPEG], { type: 'image/jpeg' }), 'surat.jpg');
      await call(`/api/penduduk_masuk/${kk}/p`, { method: 'POST', headers: { 'x-auth-token': a }, body: form }, 201);
      const kirim = (await call('/api/pindah_antar_desa', { method: 'POST', headers: json(a), body: JSON.stringify({ desa_tujuan_id: desa.data._id, tanggal_pindah: '2026-11-02', alasan_pindah: 'Pekerjaan', nomor_surat: `474/${i + 1}/2026`, anggota: ids }) }, 201)) as { data: { _id: string } };
      const t0 = performance.now();
      await call(`/api/pindah_antar_desa/${kirim.data._id}/terima`, { method: 'POST', headers: json(b), body: JSON.stringify({ alamat: `Jl. Baru ${i + 1}` }) });
      diterima.push(performance.now() - t0);
    }
    const results = {
      date: new Date().toISOString(),
      database: 'PGlite',
      families: n,
      familySize: 8,
      terimaPindahAntarDesa: summarise(diterima),
      targetP95Ms: 300,
      machine: { cpus: os.cpus().length, loadAtStart, loadAtEnd: loadAverage() },
      serverPeakRssMb: peakRssMb(server.pid as number),
    };
    const file = writeResults(repo, 'latest-pindah-pglite.json', 'previous-pindah-pglite.json', results);
    console.log(JSON.stringify(results, null, 2));
    console.log(`written to ${file}`);
  } finally {
    await stopServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
