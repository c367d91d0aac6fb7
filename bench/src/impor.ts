// The import's figures (issue 13): a 10,000-row .xlsx (2,500 families of four) through the dry run and
// the import, on the embedded database, timed over HTTP: upload and check, then the import from its
// start until its progress says it is done. The target: 10,000 rows imported in under 30 s.
//
// `measureImport` runs inside `pnpm bench` against its seeded village; `pnpm bench:impor` alone starts
// the built server on a fresh, empty village (BENCH_IMPOR_ROWS, default 10,000) and writes
// results/latest-impor.json (the run before: previous-impor.json).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { client, peakRssMb, waitForServer, writeResults } from './lib.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** `rows` residents in families of four, NIKs of district 35.07.02 with serials 9000-9999 (the seed's stay low). */
export async function imporXlsx(rows: number, salt = 0): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Penduduk');
  ws.addRow(['No. KK', 'NIK', 'Nama Lengkap', 'Jenis Kelamin', 'Tempat Lahir', 'Tanggal Lahir', 'Agama', 'Status Perkawinan', 'Pekerjaan', 'Pendidikan Terakhir', 'Kedudukan dalam Keluarga', 'Alamat', 'Umur']);
  const posisi = ['Kepala Keluarga', 'Istri', 'Anak', 'Anak'];
  for (let i = 0; i < rows; i++) {
    const f = Math.floor(i / 4) + salt * 100_000;
    const p = i % 4;
    const perempuan = p === 1 || (p === 3 && f % 2 === 0);
    // A birth date per row, spread over 1950-2015; the serial makes the NIK unique.
    const day = 1 + (i % 28);
    const month = 1 + (Math.floor(i / 28) % 12);
    const year = p < 2 ? 1950 + (f % 40) : 1995 + (f % 20);
    const serial = 9000 + (Math.floor(i / 336) % 1000);
    const nik = `350702${pad(day + (perempuan ? 40 : 0), 2)}${pad(month, 2)}${pad(year % 100, 2)}${pad(serial, 4)}`;
    ws.addRow([
      `3507022001${pad(f % 1_000_000, 6)}`,
      nik,
      `Warga Impor ${f} ${p}`,
      perempuan ? 'Perempuan' : 'Laki laki',
      'Malang',
      new Date(Date.UTC(year, month - 1, day)),
      'Islam',
      p < 2 ? 'Kawin' : 'Belum Kawin',
      p < 2 ? 'Petani/Pekebun' : 'Pelajar/Mahasiswa',
      'SLTA/Sederajat',
      posisi[p],
      `Dusun Impor RT ${pad(1 + (f % 9), 3)}`,
      null,
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface ImporFigures {
  rows: number;
  fileBytes: number;
  dryRunMs: number;
  importStartMs: number;
  importMs: number;
  totalMs: number;
  errors: number;
  warnings: number;
  created: { kartuKeluarga: number; penduduk: number };
}

export async function measureImport(base: string, token: string, rows = 10_000, salt = 0): Promise<ImporFigures> {
  const file = await imporXlsx(rows, salt);
  const headers = { 'x-auth-token': token, 'content-type': XLSX };
  const post = async (path: string) => {
    const res = await fetch(`${base}${path}?nama_berkas=bench-${rows}.xlsx`, { method: 'POST', headers, body: new Uint8Array(file) });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown>; message?: string } };
  };
  const t0 = performance.now();
  const dry = await post('/api/impor/penduduk/periksa');
  const dryRunMs = performance.now() - t0;
  if (dry.status !== 200) throw new Error(`dry run: ${dry.status} ${JSON.stringify(dry.body)}`);
  const errors = Number(dry.body.data.jumlah_kesalahan);
  if (errors > 0) throw new Error(`dry run: ${errors} errors, first ${JSON.stringify((dry.body.data.kesalahan as unknown[]).slice(0, 3))}`);
  const t1 = performance.now();
  const start = await post('/api/impor/penduduk');
  const importStartMs = performance.now() - t1;
  if (start.status !== 202) throw new Error(`import: ${start.status} ${JSON.stringify(start.body)}`);
  const id = String(start.body.data._id);
  let state: Record<string, unknown>;
  for (;;) {
    state = ((await (await fetch(`${base}/api/impor/penduduk/${id}`, { headers })).json()) as { data: Record<string, unknown> }).data;
    if (state.status !== 'berjalan') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const importMs = performance.now() - t1;
  if (state.status !== 'selesai') throw new Error(`import: ${JSON.stringify(state)}`);
  const round = (x: number) => Math.round(x);
  return {
    rows,
    fileBytes: file.length,
    dryRunMs: round(dryRunMs),
    importStartMs: round(importStartMs),
    importMs: round(importMs),
    totalMs: round(dryRunMs + importMs),
    errors,
    warnings: Number(dry.body.data.jumlah_peringatan),
    created: { kartuKeluarga: Number(state.kartu_keluarga_dibuat), penduduk: Number(state.penduduk_dibuat) },
  };
}

async function main(): Promise<void> {
  const repo = resolve(import.meta.dirname, '..', '..');
  const port = Number(process.env.BENCH_PORT ?? 18092);
  const base = `http://127.0.0.1:${port}`;
  const rows = Number(process.env.BENCH_IMPOR_ROWS ?? 10_000);
  const dataDir = resolve(repo, '.tmp', 'bench-impor-data');
  rmSync(dataDir, { recursive: true, force: true });
  const admin = { username: 'admin', password: 'Bench-Rahasia-2026' };
  const server = spawn(process.execPath, [resolve(repo, 'server', 'dist', 'main.js')], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', STATIC_ROOT: repo },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base);
    const call = client(base);
    const { token } = (await call('/api/auth/admin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })) as { token: string };
    const figures = await measureImport(base, token, rows);
    const results = { date: new Date().toISOString(), database: 'PGlite', village: 'empty', ...figures, targetMs: 30_000, serverPeakRssMb: peakRssMb(server.pid as number) };
    const file = writeResults(repo, 'latest-impor.json', 'previous-impor.json', results);
    console.table(results);
    console.log(`written to ${file}`);
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
