// A move between two villages of the regency (issue 38): A sends a family to B, B accepts (records
// created from A's in one transaction, the NIK moved, both ledgers and logs), refuses with a reason A
// sees, or A cancels; a cancel racing an acceptance has one winner and nothing half-done; and neither
// village reads the other's records beyond the moves it is a party to. On PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { addAnggota, addKartuKeluarga, getPenduduk, nomor, type Penduduk } from './support/registry.js';
import { JPEG, multipart, PNG } from './support/uploads.js';
import { rowsOf } from '../src/data/paging.js';

describe('pindah antar desa', () => {
  let t: TestApp;
  let a: string;
  let b: Village;
  let desaA: string;
  const post = (token: string, url: string, payload?: object) => t.inject({ method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) });
  const get = (token: string, url: string) => t.inject({ method: 'GET', url, headers: auth(token) });
  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.app.ctx.db.execute(q));

  /** A family of `n` in A (incoming, with entry documents when `dokumen`). */
  async function keluarga(n: number, dokumen = false): Promise<Penduduk[]> {
    const head = await addKartuKeluarga(t, a, { nik: nomor(), no_kk: nomor() }, dokumen);
    const people = [head];
    for (let i = 1; i < n; i++) people.push(await addAnggota(t, a, head.keluarga_dari._id, { nik: nomor(), posisi_dalam_keluarga: 'Anak' }));
    if (dokumen) {
      const up = multipart(a, [
        { name: 'foto_kk', filename: 'kk.png', content: PNG },
        { name: 'foto_surat_masuk', filename: 'surat.jpg', content: JPEG },
      ]);
      const res = await t.inject({ method: 'POST', url: `/api/penduduk_masuk/${head.keluarga_dari._id}/p`, ...up });
      assert.equal(res.statusCode, 201, res.body);
    }
    return people;
  }
  const kirim = async (people: Penduduk[]) => {
    const res = await post(a, '/api/pindah_antar_desa', { desa_tujuan_id: b.desaId, tanggal_pindah: '2026-11-02', alasan_pindah: 'Pekerjaan', nomor_surat: '474/12/2026', anggota: people.map((p) => p._id) });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as { _id: string; status: string };
  };

  before(async () => {
    t = await buildTestApp();
    a = (await t.login()).token;
    b = await t.addVillage('Sukamaju');
    [{ desa_id: desaA }] = await query<{ desa_id: string }>(sql`select desa_id from users where username = 'admin'`) as [{ desa_id: string }];
  });
  after(() => t.close());

  it('lists the other villages of the regency as destinations', async () => {
    const res = await get(a, '/api/pindah_antar_desa/desa');
    assert.equal(res.statusCode, 200, res.body);
    const ids = (res.json().data as Array<{ _id: string; nama_desa: string }>).map((d) => d._id);
    assert.deepEqual(ids, [b.desaId]);
  });

  it('accepts a whole family with its documents: B gets the records, A moves them out, both ledgers and logs', async () => {
    const people = await keluarga(3, true);
    const sent = await kirim(people);
    // In flight: still active in A; B sees the pending arrival with what A sent.
    assert.equal((await getPenduduk(t, a, people[0]!._id)).status_penduduk, 'penduduk_masuk');
    const inbox = (await get(b.superAdmin.token, '/api/pindah_antar_desa?arah=masuk&status=dikirim')).json().data as Array<{ _id: string; anggota: Array<{ nik: string }>; dokumen: unknown[] }>;
    assert.equal(inbox.length, 1);
    assert.deepEqual(inbox[0]!.anggota.map((o) => o.nik), people.map((p) => p.nik));
    assert.equal(inbox[0]!.dokumen.length, 2);

    const res = await post(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/terima`, { alamat: 'Jl. Baru 1' });
    assert.equal(res.statusCode, 200, res.body);
    const done = res.json().data as { status: string; kk_tujuan_id: string };
    assert.equal(done.status, 'diterima');
    // B's incoming card with the people and the documents.
    const kk = (await get(b.superAdmin.token, `/api/kartu_keluarga/${done.kk_tujuan_id}`)).json().data as { no_kk: string; anggota_keluarga: Penduduk[]; data_penduduk_masuk: { foto_kk: string } | null };
    assert.equal(kk.no_kk, people[0]!.keluarga_dari.no_kk);
    assert.deepEqual(kk.anggota_keluarga.map((p) => p.nik).sort(), people.map((p) => p.nik).sort());
    assert.ok(kk.anggota_keluarga.every((p) => p.status_penduduk === 'penduduk_masuk'));
    assert.ok(kk.data_penduduk_masuk?.foto_kk, 'the documents came with the move');
    const foto = await t.inject({ method: 'GET', url: kk.data_penduduk_masuk.foto_kk });
    assert.equal(foto.statusCode, 200);
    // The move still opens them after acceptance (B's records now hold the same copy).
    assert.equal((await get(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/dokumen/foto_kk`)).statusCode, 200);
    // A: moved out, with a statement naming B.
    const inA = await getPenduduk(t, a, people[0]!._id);
    assert.equal(inA.status_penduduk, 'penduduk_keluar');
    // Each side's resident page names the other village: "diterima di" in A, "pindahan dari" in B (issue 38).
    const tautan = (p: Penduduk) => p.pindah_antar_desa as { _id: string; arah: string; desa: string; tanggal: string } | undefined;
    assert.deepEqual([tautan(inA)?._id, tautan(inA)?.arah, tautan(inA)?.desa], [sent._id, 'keluar', 'Desa Sukamaju']);
    const inB = await getPenduduk(t, b.superAdmin.token, kk.anggota_keluarga[0]!._id);
    assert.deepEqual([tautan(inB)?._id, tautan(inB)?.arah], [sent._id, 'masuk']);
    assert.match(tautan(inB)?.desa ?? '', /^Desa /);
    assert.equal(tautan(await getPenduduk(t, a, (await addKartuKeluarga(t, a, { nik: nomor(), no_kk: nomor() }))._id)), undefined);
    const keluar = (await get(a, `/api/penduduk_keluar/${inA.data_penduduk_keluar}`)).json().data as { keterangan_keluar_desa: { alamat_pindah: string } };
    assert.match(keluar.keterangan_keluar_desa.alamat_pindah, /Sukamaju/);
    // Each NIK active exactly once, in B.
    for (const p of people) {
      const active = await query<{ desa_id: string }>(sql`select desa_id from penduduk where nik = ${p.nik} and status_penduduk in ('', 'penduduk_masuk')`);
      assert.deepEqual(active.map((r) => r.desa_id), [b.desaId]);
    }
    // Ledgers: A -1 'pindah' per person, B +1 'datang' per person.
    const ledger = await query<{ desa_id: string; jenis: string; n: number }>(sql`select desa_id, jenis, count(*)::int as n from peristiwa_penduduk
      where penduduk_id in (select id from penduduk where nik in (${sql.join(people.map((p) => sql`${p.nik}`), sql`, `)})) and jenis in ('pindah', 'datang') and (jenis = 'pindah' or desa_id = ${b.desaId}) group by 1, 2 order by 2`);
    assert.deepEqual(ledger.map((r) => [r.desa_id, r.jenis, Number(r.n)]), [[b.desaId, 'datang', 3], [desaA, 'pindah', 3]]);
    // Both activity logs.
    const logs = await query<{ desa_id: string; activity_name: string }>(sql`select desa_id, activity_name from activity_log where entity = 'pindah_antar_desa' and entity_id = ${sent._id} order by created_at`);
    assert.ok(logs.some((l) => l.desa_id === desaA && /Mengirim/.test(l.activity_name)));
    assert.ok(logs.some((l) => l.desa_id === desaA && /diterima di/.test(l.activity_name)));
    assert.ok(logs.some((l) => l.desa_id === b.desaId && /Menerima/.test(l.activity_name)));
    // A second decision is refused.
    assert.equal((await post(a, `/api/pindah_antar_desa/${sent._id}/batal`)).statusCode, 409);
  });

  it("B opens each document of a pending arrival before deciding, from the move's own copy; A too; a third village gets 404; a cancel removes them", async () => {
    const people = await keluarga(2, true);
    const sent = await kirim(people);
    const c = await t.addVillage('Ketiga');
    for (const [jenis, bytes, mime] of [['foto_kk', PNG, 'image/png'], ['foto_surat_masuk', JPEG, 'image/jpeg']] as const) {
      const url = `/api/pindah_antar_desa/${sent._id}/dokumen/${jenis}`;
      for (const token of [b.superAdmin.token, a]) {
        const res = await get(token, url);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.headers['content-type'], mime);
        assert.match(String(res.headers['content-disposition']), /^inline; filename="(kartu-keluarga|surat-pindah)-\d{16}\.(png|jpe?g)"$/);
        assert.ok(res.rawPayload.equals(bytes), `${jenis}: the bytes A sent`);
      }
      const third = await get(c.superAdmin.token, url);
      assert.equal(third.statusCode, 404, third.body);
      assert.equal(third.json().message, 'Data pindah antar desa tidak ditemukan');
      assert.equal((await get(c.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/dokumen/${jenis}`)).statusCode, 404);
    }
    // Not in A's files: the move's copy (B reads no file of A's).
    const [copy] = await query<{ n: number }>(sql`select count(*)::int as n from files f join pindah_antar_desa m on m.id = ${sent._id}
      where f.stored_name in (select d->>'storedName' from jsonb_array_elements(m.kiriman->'dokumen') d)`);
    assert.equal(Number(copy?.n), 0);
    assert.equal((await get(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/dokumen/tidak_ada`)).statusCode, 400);
    assert.equal((await get(b.superAdmin.token, '/api/pindah_antar_desa/bukan-id/dokumen/foto_kk')).statusCode, 404);
    // A move without documents has none to open.
    const tanpa = await kirim(await keluarga(1));
    assert.equal((await get(b.superAdmin.token, `/api/pindah_antar_desa/${tanpa._id}/dokumen/foto_kk`)).statusCode, 404);
    assert.equal((await post(a, `/api/pindah_antar_desa/${tanpa._id}/batal`)).statusCode, 200);
    assert.equal((await post(a, `/api/pindah_antar_desa/${sent._id}/batal`)).statusCode, 200);
    const gone = await get(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/dokumen/foto_kk`);
    assert.equal(gone.statusCode, 404, gone.body);
    assert.equal(gone.json().message, 'Dokumen ini tidak ada pada data pindah ini');
  });

  it('refuses with a reason A sees; the family stays in A; B cannot cancel nor A accept', async () => {
    const people = await keluarga(2);
    const sent = await kirim(people);
    assert.equal((await post(a, `/api/pindah_antar_desa/${sent._id}/terima`, {})).statusCode, 404);
    assert.equal((await post(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/batal`)).statusCode, 404);
    assert.equal((await post(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/tolak`, { alasan: '  ' })).statusCode, 400);
    const res = await post(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/tolak`, { alasan: 'Alamat tujuan tidak dikenal' });
    assert.equal(res.statusCode, 200, res.body);
    const seen = (await get(a, `/api/pindah_antar_desa/${sent._id}`)).json().data as { status: string; alasan_tolak: string };
    assert.deepEqual([seen.status, seen.alasan_tolak], ['ditolak', 'Alamat tujuan tidak dikenal']);
    assert.equal((await getPenduduk(t, a, people[0]!._id)).status_penduduk, '');
  });

  it('a cancel withdraws it from B; a person already in flight or not active cannot be sent', async () => {
    const people = await keluarga(2);
    const sent = await kirim(people);
    assert.equal((await post(a, '/api/pindah_antar_desa', { desa_tujuan_id: b.desaId, tanggal_pindah: '2026-11-02', alasan_pindah: 'x', anggota: [people[1]!._id] })).statusCode, 409);
    assert.equal((await post(a, `/api/pindah_antar_desa/${sent._id}/batal`)).statusCode, 200);
    const inbox = (await get(b.superAdmin.token, '/api/pindah_antar_desa?arah=masuk&status=dikirim')).json().data as Array<{ _id: string }>;
    assert.ok(!inbox.some((m) => m._id === sent._id));
    assert.equal((await post(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/terima`, {})).statusCode, 409);
    assert.equal((await getPenduduk(t, a, people[0]!._id)).status_penduduk, '');
    assert.equal((await post(a, '/api/pindah_antar_desa', { desa_tujuan_id: desaA, tanggal_pindah: '2026-11-02', alasan_pindah: 'x', anggota: [people[0]!._id] })).statusCode, 400);
  });

  it('a cancel racing an acceptance: one wins, nothing half-done', async () => {
    const people = await keluarga(2);
    const sent = await kirim(people);
    const [terima, batal] = await Promise.all([
      post(b.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/terima`, {}),
      post(a, `/api/pindah_antar_desa/${sent._id}/batal`),
    ]);
    assert.deepEqual([terima.statusCode, batal.statusCode].sort(), [200, 409], `${terima.body} ${batal.body}`);
    const [row] = await query<{ status: string }>(sql`select status from pindah_antar_desa where id = ${sent._id}`);
    const inB = await query<{ n: number }>(sql`select count(*)::int as n from penduduk where desa_id = ${b.desaId} and nik = ${people[0]!.nik}`);
    const statusA = (await getPenduduk(t, a, people[0]!._id)).status_penduduk;
    if (terima.statusCode === 200) assert.deepEqual([row?.status, Number(inB[0]?.n), statusA], ['diterima', 1, 'penduduk_keluar']);
    else assert.deepEqual([row?.status, Number(inB[0]?.n), statusA], ['dibatalkan', 0, '']);
  });

  it("B reads only the moves it is a party to, never A's other records; the regency only counts", async () => {
    const c = await t.addVillage('Lain');
    const people = await keluarga(1);
    const sent = await kirim(people);
    // A third village sees nothing of it.
    assert.equal((await get(c.superAdmin.token, `/api/pindah_antar_desa/${sent._id}`)).statusCode, 404);
    assert.equal(((await get(c.superAdmin.token, '/api/pindah_antar_desa')).json().data as unknown[]).length, 0);
    assert.equal((await post(c.superAdmin.token, `/api/pindah_antar_desa/${sent._id}/terima`, {})).statusCode, 404);
    // B, before accepting, cannot read A's people, even the ones moving.
    assert.equal((await get(b.superAdmin.token, `/api/penduduk/${people[0]!._id}`)).statusCode, 404);
    // The database wall: B's transaction sees no row of A's registry, and only its own moves.
    const seen = await t.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'sid_app', true), set_config('sid.desa_id', ${b.desaId}, true)`);
      return rowsOf<{ p: number; m: number; f: number }>(await tx.execute(sql`select (select count(*) from penduduk where desa_id = ${desaA})::int as p,
        (select count(*) from pindah_antar_desa where desa_asal_id <> ${b.desaId} and desa_tujuan_id <> ${b.desaId})::int as m, (select count(*) from files where desa_id = ${desaA})::int as f`));
    });
    assert.deepEqual(seen.map((r) => [Number(r.p), Number(r.m), Number(r.f)]), [[0, 0, 0]]);
    const kab = (await t.loginKabupaten()).token;
    const counts = await get(kab, '/api/kabupaten/pindah_antar_desa');
    assert.equal(counts.statusCode, 200, counts.body);
    assert.ok(!counts.body.includes(people[0]!.nik));
    const rows = counts.json().data as Array<{ status: string; jumlah: number }>;
    assert.ok(rows.some((r) => r.status === 'dikirim' && r.jumlah >= 1));
    assert.ok(rows.some((r) => r.status === 'diterima' && r.jumlah >= 1));
    assert.equal((await get(a, '/api/kabupaten/pindah_antar_desa')).statusCode, 403);
  });
});
