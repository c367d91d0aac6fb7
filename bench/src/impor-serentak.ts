// One village's worst import while another village works (issue 33): the built server on a fresh
// PGlite regency, village A (the environment's) imports BENCH_SERENTAK_ROWS (default 50,000) rows of
// .xlsx, the dry run then the import, while village B's Super Admin asks for its resident list one
// request after the other, without pause, until A's import has ended. B's latencies are reported per
// phase (A's dry run, A's write) with p50/p95/max; the target is p95 < 200 ms on PGlite.
//
// `pnpm bench:impor-serentak`; BENCH_SERVER_DIST=<dir of main.js> measures another build (the figures
// before a change: a worktree of the commit before, built). Results: results/latest-impor-serentak.json
// (the run before: previous-impor-serentak.json).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { imporXlsx } from './impor.js';
import { client, peakRssMb, summarise, waitForServer, writeResults, type Stat } from './lib.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function main(): Promise<void> {
  const repo = resolve(import.meta.dirname, '..', '..');
  const port = Number(process.env.BENCH_PORT ?? 18094);
  const base = `http://127.0.0.1:${port}`;
  const rows = Number(process.env.BENCH_SERENTAK_ROWS ?? 50_000);
  const dist = resolve(process.env.BENCH_SERVER_DIST ?? resolve(repo, 'server', 'dist'));
  const dataDir = resolve(repo, '.tmp', 'bench-impor-serentak-data');
  rmSync(dataDir, { recursive: true, force: true });
  const admin = { username: 'admin', password: 'Bench-Rahasia-2026' };
  const kab = { username: 'kabupaten', password: 'Bench-Kabupaten-2026' };
  const server = spawn(process.execPath, [resolve(dist, 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      KABUPATEN_ADMIN_USERNAME: kab.username,
      KABUPATEN_ADMIN_PASSWORD: kab.password,
      LOG_LEVEL: 'warn',
      STATIC_ROOT: repo,
      BACKUP_SCHEDULE: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base);
    const call = client(base);
    const json = { 'content-type': 'application/json' };
    const login = async (u: { username: string; password: string }) =>
      ((await call('/api/auth/admin', { method: 'POST', headers: json, body: JSON.stringify(u) })) as { token: string }).token;
    const tokenA = await login(admin);
    const tokenKab = await login(kab);
    // Village B, its Super Admin, and a few hundred residents of its own (a file of its own).
    const desa = (await call('/api/kabupaten/desa', {
      method: 'POST',
      headers: { ...json, 'x-auth-token': tokenKab },
      body: JSON.stringify({ kode_wilayah: '35.07.01.2001', nama_desa: 'Desa Tetangga', alamat_kantor: 'Jl. Balai Desa 1', kode_pos: '65171', jabatan_kepala: 'Kepala Desa' }),
    }, 201)) as { data: { _id: string } };
    const b = { username: 'sa.tetangga', password: 'Tetangga-Rahasia-2026' };
    await call(`/api/kabupaten/desa/${desa.data._id}/super_admin`, {
      method: 'POST',
      headers: { ...json, 'x-auth-token': tokenKab },
      body: JSON.stringify({ nama_lengkap: 'Super Admin Tetangga', ...b }),
    }, 201);
    const tokenB = await login(b);
    const post = async (token: string, path: string, file: Buffer, nama: string, type = XLSX) => {
      const res = await fetch(`${base}${path}?nama_berkas=${nama}`, { method: 'POST', headers: { 'x-auth-token': token, 'content-type': type }, body: new Uint8Array(file) });
      return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
    };
    const tunggu = async (token: string, id: string) => {
      for (;;) {
        const s = ((await (await fetch(`${base}/api/impor/penduduk/${id}`, { headers: { 'x-auth-token': token } })).json()) as { data: Record<string, unknown> }).data;
        if (s.status !== 'berjalan') return s;
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    // B's own residents: NIKs of district 35.07.03 (A's file uses 35.07.02).
    const fileB = Buffer.from(
      [
            'No. KK,NIK,Nama Lengkap,Jenis Kelamin,Tempat Lahir,Tanggal Lahir,Agama,Status Perkawinan,Pekerjaan,Pendidikan Terakhir,Kedudukan dalam Keluarga,Alamat',
            ...Array.from({ length: 400 }, (_, i) => {
              const kepala = i % 4 === 0;
              return `35070320019${String(Math.floor(i / 4)).padStart(5, '0')},3507031505${String(80 + (i % 15))}${String(5000 + i).padStart(4, '0')},Warga Tetangga ${i},Laki laki,Malang,15-05-19${80 + (i % 15)},Islam,Kawin,Petani/Pekebun,SLTA/Sederajat,${kepala ? 'Kepala Keluarga' : 'Anak'},Dusun Tetangga`;
            }),
      ].join('\n'),
    );
    const startB = await post(tokenB, '/api/impor/penduduk', fileB, 'b.csv', 'text/csv');
    if (startB.status !== 202) throw new Error(`B's import: ${startB.status} ${JSON.stringify(startB.body)}`);
    await tunggu(tokenB, String(startB.body.data._id));

    const fileA = await imporXlsx(rows);
    // B's list, one request after the other, each latency tagged with A's phase when it was sent.
    const now: { phase: 'dry' | 'write' | 'done' } = { phase: 'dry' };
    const times: Record<'dry' | 'write', number[]> = { dry: [], write: [] };
    let errors = 0;
    const loopB = (async () => {
      while (now.phase !== 'done') {
        const p = now.phase;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/penduduk?limit=10`, { headers: { 'x-auth-token': tokenB } });
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
        times[p].push(performance.now() - t0);
      }
    })();
    const t0 = performance.now();
    const dry = await post(tokenA, '/api/impor/penduduk/periksa', fileA, `a-${rows}.xlsx`);
    const dryMs = performance.now() - t0;
    if (dry.status !== 200 || Number(dry.body.data.jumlah_kesalahan) > 0) throw new Error(`A's dry run: ${dry.status} ${JSON.stringify(dry.body).slice(0, 500)}`);
    now.phase = 'write';
    const t1 = performance.now();
    const start = await post(tokenA, '/api/impor/penduduk', fileA, `a-${rows}.xlsx`);
    if (start.status !== 202) throw new Error(`A's import: ${start.status} ${JSON.stringify(start.body).slice(0, 500)}`);
    const state = await tunggu(tokenA, String(start.body.data._id));
    const importMs = performance.now() - t1;
    now.phase = 'done';
    await loopB;
    if (state.status !== 'selesai') throw new Error(`A's import: ${JSON.stringify(state)}`);
    const stat = (xs: number[]): Stat => summarise(xs);
    const results = {
      date: new Date().toISOString(),
      database: 'PGlite',
      server: dist,
      rows,
      fileBytes: fileA.length,
      a: { dryRunMs: Math.round(dryMs), importMs: Math.round(importMs), created: state.penduduk_dibuat },
      b: { duringDryRun: stat(times.dry), duringWrite: stat(times.write), errors },
      targetP95Ms: 200,
      missed: [stat(times.dry), stat(times.write)].some((s) => s.p95 >= 200) ? ["B's resident list p95 >= 200 ms"] : [],
      serverPeakRssMb: peakRssMb(server.pid as number),
      machine: { loadavg: (await import('node:os')).loadavg() },
    };
    const file = writeResults(repo, 'latest-impor-serentak.json', 'previous-impor-serentak.json', results);
    console.log(JSON.stringify(results, null, 2));
    console.log(`written to ${file}`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
