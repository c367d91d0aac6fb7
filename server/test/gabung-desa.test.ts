// A village that ran alone joins the regency (issue 38, docs/adr/0023-ekspor-gabung-desa.md): the export of a
// standalone village with a record of every kind and its uploads, the Admin Kabupaten's dry run (counts, and
// every conflict: signature, checksum, code, NIK, username, already joined), the join all or nothing (a failure
// midway leaves nothing), and a second join refused. PGlite -> PGlite on PGlite; on PostgreSQL both ways
// (PGlite -> PostgreSQL and PostgreSQL -> PGlite), comparing the rows per table and an upload's bytes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { sql } from 'drizzle-orm';
import { ADMIN_PASSWORD, auth, buildTestApp, KODE_DESA_UJI, type TestApp } from './support/app.js';
import { usingPostgres } from './support/database.js';
import { village } from './support/two-villages.js';
import { tulisEkspor } from '../src/backup/ekspor-desa.js';
import { decryptFile, encryptFile } from '../src/backup/crypto.js';
import { hitungDesa } from '../src/db/gabung.js';
import { rowsOf } from '../src/data/paging.js';
import { filesDir } from '../src/lib/stored-files.js';

const KUNCI = 'kunci-gabung-uji-0123456789';
const USER = 'admin-mandiri';
const KODE = KODE_DESA_UJI[8] as string;

interface Sumber {
  t: TestApp;
  desaId: string;
  arsip: string;
  counts: Record<string, number>;
  upload: string;
}

const query = async <T>(t: TestApp, q: ReturnType<typeof sql>) => rowsOf<T>(await t.app.ctx.db.execute(q));

/** A standalone village with a record of every kind, exported with KUNCI. */
async function sumber(kind: 'pglite' | 'postgres' | undefined, dir: string): Promise<Sumber> {
  const t = await buildTestApp({ ADMIN_USERNAME: USER }, { kind });
  const login = await t.login(USER, ADMIN_PASSWORD);
  const [{ desa_id: desaId }] = (await query<{ desa_id: string }>(t, sql`select desa_id from users where id = ${login.id}`)) as [{ desa_id: string }];
  await t.app.ctx.db.execute(sql`update desa set kode_wilayah = ${KODE}, nama_desa = 'Mandiri Jaya' where id = ${desaId}`);
  await t.aktifkanModul('mf-surat', [desaId]);
  await village(t, desaId, login.token, USER, ADMIN_PASSWORD, 38);
  const arsip = path.join(dir, `mandiri-${kind ?? 'default'}.sid`);
  const out = await tulisEkspor({ db: t.app.ctx.db, dataDir: t.dataDir, file: arsip, kunci: KUNCI });
  assert.deepEqual(out.hilang, []);
  const [{ stored_name: upload }] = (await query<{ stored_name: string }>(t, sql`select stored_name from files where desa_id = ${desaId} order by stored_name limit 1`)) as [{ stored_name: string }];
  return { t, desaId, arsip, counts: await hitungDesa(t.app.ctx.db, desaId), upload };
}

const kirim = (t: TestApp, token: string, url: string, body: Buffer, kunci = KUNCI) =>
  t.inject({ method: 'POST', url, headers: { ...auth(token), 'content-type': 'application/octet-stream', 'x-kunci-gabung': kunci }, payload: body });

type Periksa = { jumlah: Array<{ tabel: string; jumlah: number }>; konflik: Array<{ jenis: string; pesan: string }>; bisa_digabung: boolean };

/** Joins `s` into `tujuan` and compares every table's rows and an upload's bytes. */
async function gabungDanBandingkan(s: Sumber, tujuan: TestApp, token: string): Promise<string> {
  const res = await kirim(tujuan, token, '/api/kabupaten/gabung', readFileSync(s.arsip));
  assert.equal(res.statusCode, 201, res.body);
  const data = res.json().data as { desa_id: string; pengguna: Array<{ username: string }>; url_masuk: string };
  assert.ok(data.pengguna.some((u) => u.username === USER));
  assert.match(data.url_masuk, /\/login$/);
  const counts = await hitungDesa(tujuan.app.ctx.db, data.desa_id);
  // The join's own entry in the village's log; everything else row for row.
  assert.deepEqual(counts, { ...s.counts, activity_log: (s.counts.activity_log ?? 0) + 1 });
  assert.ok((s.counts.penduduk ?? 0) > 0 && (s.counts.files ?? 0) > 0 && (s.counts.surat ?? 0) > 0 && (s.counts.peristiwa_penduduk ?? 0) > 0);
  assert.deepEqual(readFileSync(path.join(filesDir(tujuan.dataDir), s.upload)), readFileSync(path.join(filesDir(s.t.dataDir), s.upload)));
  // The ids are the regency's: no row keeps its standalone id, every row has the new desa_id.
  const [{ n }] = (await query<{ n: number }>(tujuan, sql`select count(*)::int as n from penduduk where id in (select id from penduduk where desa_id = ${s.desaId})`)) as [{ n: number }];
  assert.equal(n, 0);
  // The users keep their passwords, and see their records.
  const masuk = await tujuan.login(USER, ADMIN_PASSWORD);
  const list = await tujuan.inject({ method: 'GET', url: '/api/penduduk?limit=1', headers: auth(masuk.token) });
  assert.equal(list.statusCode, 200, list.body);
  const ada = await query<{ n: number }>(tujuan, sql`select count(*)::int as n from activity_log_kabupaten where entity = 'ekspor_desa'`);
  assert.equal(ada[0]?.n, 1);
  return data.desa_id;
}

describe('gabung desa mandiri ke kabupaten', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sid-gabung-uji-'));
  let s: Sumber;
  let tujuan: TestApp;
  let kab: string;

  before(async () => {
    s = await sumber(usingPostgres ? 'pglite' : undefined, dir);
    tujuan = await buildTestApp();
    kab = (await tujuan.loginKabupaten()).token;
  });
  after(async () => {
    await s?.t.close();
    await tujuan?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dry run: the counts per table, no conflict, nothing written', async () => {
    const before = await query<{ n: number }>(tujuan, sql`select count(*)::int as n from desa`);
    const res = await kirim(tujuan, kab, '/api/kabupaten/gabung/periksa', readFileSync(s.arsip));
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data as Periksa;
    assert.deepEqual(data.konflik, []);
    assert.equal(data.bisa_digabung, true);
    assert.equal(data.jumlah.find((j) => j.tabel === 'penduduk')?.jumlah, s.counts.penduduk);
    assert.equal(data.jumlah.find((j) => j.tabel === 'berkas')?.jumlah, s.counts.files);
    assert.deepEqual(await query(tujuan, sql`select count(*)::int as n from desa`), before);
  });

  it('a wrong key, a changed byte and a changed part: the signature or the checksum, nothing else', async () => {
    const salah = await kirim(tujuan, kab, '/api/kabupaten/gabung/periksa', readFileSync(s.arsip), 'kunci-yang-salah-sekali');
    assert.equal(salah.statusCode, 200, salah.body);
    assert.deepEqual((salah.json().data as Periksa).konflik.map((k) => k.jenis), ['tanda_tangan']);
    const bytes = Buffer.from(readFileSync(s.arsip));
    const i = Math.floor(bytes.length / 2);
    bytes[i] = (bytes[i] as number) ^ 0xff;
    const ubah = await kirim(tujuan, kab, '/api/kabupaten/gabung/periksa', bytes);
    assert.deepEqual((ubah.json().data as Periksa).konflik.map((k) => k.jenis), ['tanda_tangan']);
    // Rebuilt with the key but one part changed after the manifest was signed: its checksum.
    const work = mkdtempSync(path.join(dir, 'ubah-'));
    await decryptFile(s.arsip, path.join(work, 'a.tar.gz'), KUNCI);
    await tar.x({ file: path.join(work, 'a.tar.gz'), cwd: work });
    writeFileSync(path.join(work, 'database', 'penduduk.json'), `${readFileSync(path.join(work, 'database', 'penduduk.json'), 'utf8')} `);
    await tar.c({ gzip: true, file: path.join(work, 'b.tar.gz'), cwd: work }, ['manifest.json', 'tanda-tangan.json', 'database', 'uploads']);
    await encryptFile(path.join(work, 'b.tar.gz'), path.join(work, 'b.sid'), KUNCI);
    const cek = await kirim(tujuan, kab, '/api/kabupaten/gabung/periksa', readFileSync(path.join(work, 'b.sid')));
    assert.deepEqual((cek.json().data as Periksa).konflik.map((k) => k.jenis), ['checksum']);
    const gabung = await kirim(tujuan, kab, '/api/kabupaten/gabung', readFileSync(path.join(work, 'b.sid')));
    assert.equal(gabung.statusCode, 400, gabung.body);
  });

  it('all or nothing: a failure midway leaves no village, no row, no upload', async () => {
    const desaSebelum = await query(tujuan, sql`select count(*)::int as n from desa`);
    const pendudukSebelum = await query(tujuan, sql`select count(*)::int as n from penduduk`);
    // The users are written last: a constraint they break fails the join after every other table was written.
    await tujuan.app.ctx.db.execute(sql.raw(`alter table users add constraint gabung_uji_gagal check (username <> '${USER}') not valid`));
    try {
      const res = await kirim(tujuan, kab, '/api/kabupaten/gabung', readFileSync(s.arsip));
      assert.ok(res.statusCode >= 400, res.body);
    } finally {
      await tujuan.app.ctx.db.execute(sql`alter table users drop constraint gabung_uji_gagal`);
    }
    assert.deepEqual(await query(tujuan, sql`select count(*)::int as n from desa`), desaSebelum);
    assert.deepEqual(await query(tujuan, sql`select count(*)::int as n from penduduk`), pendudukSebelum);
    assert.equal(existsSync(path.join(filesDir(tujuan.dataDir), s.upload)), false);
    assert.deepEqual(await query(tujuan, sql`select 1 from activity_log_kabupaten where entity = 'ekspor_desa'`), []);
  });

  it(`joins ${usingPostgres ? 'PGlite -> PostgreSQL' : 'PGlite -> PGlite'}: every row, the uploads' bytes, the users with their passwords`, async () => {
    await gabungDanBandingkan(s, tujuan, kab);
  });

  it('a second join of the same export is refused; its dry run names the conflicts, a NIK masked', async () => {
    const lagi = await kirim(tujuan, kab, '/api/kabupaten/gabung', readFileSync(s.arsip));
    assert.equal(lagi.statusCode, 409, lagi.body);
    const res = await kirim(tujuan, kab, '/api/kabupaten/gabung/periksa', readFileSync(s.arsip));
    const data = res.json().data as Periksa;
    const jenis = new Set(data.konflik.map((k) => k.jenis));
    for (const j of ['sudah_digabung', 'kode_desa', 'nik', 'username']) assert.ok(jenis.has(j), `${j}: ${res.body}`);
    const nik = await query<{ nik: string }>(s.t, sql`select nik::text as nik from penduduk where desa_id = ${s.desaId} and status_penduduk = '' limit 1`);
    assert.ok(!res.body.includes(String(nik[0]?.nik)), 'a NIK is never shown whole');
    assert.match(res.body, /NIK \d{4}\*{8}\d{4} masih aktif di Desa Mandiri Jaya/);
  });

  it('only the Admin Kabupaten', async () => {
    const admin = await tujuan.login();
    const res = await kirim(tujuan, admin.token, '/api/kabupaten/gabung/periksa', readFileSync(s.arsip));
    assert.equal(res.statusCode, 403, res.body);
  });

  it("the standalone Super Admin's button: the same export, streamed, logged; refused in a regency and with a short key", async () => {
    const m = await buildTestApp({ ADMIN_USERNAME: 'sa.mandiri', KABUPATEN_ADMIN_USERNAME: '', KABUPATEN_ADMIN_PASSWORD: '' });
    try {
      const sa = await m.login('sa.mandiri', ADMIN_PASSWORD);
      await m.app.ctx.db.execute(sql`update desa set kode_wilayah = '35.07.01.2010', nama_desa = 'Sumbersari Mandiri'`);
      // An upload whose bytes were already gone at the source: its row travels, the join does not fail on it.
      await m.app.ctx.db.execute(sql`insert into files (desa_id, stored_name, mime, size) select id, 'hilang-sebelum-ekspor.png', 'image/png', 10 from desa`);
      const status = await m.inject({ method: 'GET', url: '/api/cadangan/status', headers: auth(sa.token) });
      assert.equal(status.json().data.ekspor_desa_diizinkan, true, status.body);
      const ekspor = (kunci: string, token = sa.token, app = m) => app.inject({ method: 'POST', url: '/api/cadangan/ekspor_desa', headers: { ...auth(token), 'x-kunci-gabung': kunci } });
      const pendek = await ekspor('terlalu-pendek');
      assert.equal(pendek.statusCode, 400, pendek.body);
      assert.equal(pendek.json().message, 'Kunci gabung minimal 16 karakter');
      const res = await ekspor(KUNCI);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="ekspor-desa-35\.07\.01\.2010-\d{4}-\d{2}-\d{2}\.sid"$/);
      const [log] = await query<{ nama: string; aktivitas: string }>(m, sql`select actor_name as nama, activity_name as aktivitas from activity_log where entity = 'ekspor_desa' and actor_id is not null`);
      assert.deepEqual(log, { nama: 'Administrator', aktivitas: 'Mengekspor seluruh data desa untuk digabungkan ke kabupaten' });
      // The regency reads it as any export, and the village joins with its Super Admin's password.
      const periksa = await kirim(tujuan, kab, '/api/kabupaten/gabung/periksa', res.rawPayload);
      assert.deepEqual((periksa.json().data as Periksa).konflik, []);
      const gabung = await kirim(tujuan, kab, '/api/kabupaten/gabung', res.rawPayload);
      assert.equal(gabung.statusCode, 201, gabung.body);
      assert.equal((await query(tujuan, sql`select 1 from files where stored_name = 'hilang-sebelum-ekspor.png'`)).length, 1);
      await tujuan.login('sa.mandiri', ADMIN_PASSWORD);
      // In a regency (an Admin Kabupaten, more villages) the button is not offered and the server refuses.
      const diKabupaten = await s.t.login(USER, ADMIN_PASSWORD);
      const tolak = await ekspor(KUNCI, diKabupaten.token, s.t);
      assert.equal(tolak.statusCode, 403, tolak.body);
      assert.match(tolak.json().message, /hanya dari desa yang berjalan mandiri/);
      const st = await s.t.inject({ method: 'GET', url: '/api/cadangan/status', headers: auth(diKabupaten.token) });
      assert.equal(st.json().data.ekspor_desa_diizinkan, false, st.body);
      assert.equal((await ekspor(KUNCI, kab, tujuan)).statusCode, 403);
    } finally {
      await m.close();
    }
  });

  if (usingPostgres) {
    it('joins PostgreSQL -> PGlite', async () => {
      const pg = await sumber('postgres', dir);
      const lite = await buildTestApp({}, { kind: 'pglite' });
      try {
        await gabungDanBandingkan(pg, lite, (await lite.loginKabupaten()).token);
      } finally {
        await pg.t.close();
        await lite.close();
      }
    });
  }
});
