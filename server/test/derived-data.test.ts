/**
 * Derived data is kept one way, by the database: a card's member count (kartu_keluarga.jumlah_anggota)
 * and its first member (penduduk.anggota_pertama) by the triggers of migration 0005, statistik_desa by
 * those of 0003. Every change here (through the API, and straight in SQL as a bulk load or a script
 * would make it) must leave them equal to a count from scratch. Runs on PGlite and on PostgreSQL.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { POSISI_DALAM_KELUARGA } from '@sid/openapi/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/data/paging.js';
import { auth, signedInApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, kematianBody, nomor } from './support/registry.js';

interface Drift {
  kk_id: string;
  kept: number;
  counted: number;
  flagged: string[] | null;
  first: string | null;
}

describe('derived data kept by the database', () => {
  const app = signedInApp();

  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await app.t.app.ctx.db.execute(q));
  const req = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => app.t.inject({ method, url, headers: auth(app.token), ...(payload ? { payload } : {}) });

  /** Cards whose kept count or first member differs from a computation from scratch (none is the goal). */
  async function drift(): Promise<Drift[]> {
    return query<Drift>(sql`
      select k.id as kk_id, k.jumlah_anggota as kept,
        (select count(*)::int from penduduk p where p.kk_id = k.id) as counted,
        (select array_agg(p.id::text order by p.id) from penduduk p where p.kk_id = k.id and p.anggota_pertama) as flagged,
        (select p.id::text from penduduk p where p.kk_id = k.id
          order by array_position(${`{${POSISI_DALAM_KELUARGA.map((p) => `"${p}"`).join(',')}}`}::text[], p.posisi_dalam_keluarga), p.created_at, p.id limit 1) as first
      from kartu_keluarga k`).then((rows) =>
      rows.filter((r) => Number(r.kept) !== Number(r.counted) || (r.first === null ? r.flagged !== null : r.flagged?.length !== 1 || r.flagged[0] !== r.first)),
    );
  }

  async function statistikDrift() {
    const [row] = await query<Record<string, unknown>>(sql`
      select s.penduduk = (select count(*) from penduduk p where p.desa_id = s.desa_id) as penduduk,
        s.kartu_keluarga = (select count(*) from kartu_keluarga k where k.desa_id = s.desa_id) as kartu_keluarga,
        s.kartu_masuk = (select count(*) from kartu_keluarga k where k.desa_id = s.desa_id and k.data_masuk and k.jumlah_anggota > 0) as kartu_masuk,
        s.hidup = (select count(*) from penduduk p where p.desa_id = s.desa_id and p.status_penduduk = '') as hidup,
        s.meninggal = (select count(*) from penduduk p where p.desa_id = s.desa_id and p.status_penduduk = 'meninggal') as meninggal,
        s.keluar = (select count(*) from penduduk p where p.desa_id = s.desa_id and p.status_penduduk = 'penduduk_keluar') as keluar,
        s.penduduk_keluar = (select count(*) from penduduk_keluar pk where pk.desa_id = s.desa_id) as penduduk_keluar
      from statistik_desa s where s.desa_id = ${app.t.app.ctx.desaId}`);
    return Object.entries(row ?? {}).filter(([, same]) => same !== true).map(([k]) => k);
  }

  /** penduduk_kata and kata_nama_desa (migration 0013) against the words of the names from scratch: what differs. */
  async function kataDrift() {
    const [row] = await query<{ lebih: number; kurang: number; kosakata: number }>(sql`
      with dihitung as (select distinct p.desa_id, w as kata, p.sort_nama, p.id as penduduk_id
        from penduduk p, unnest(string_to_array(p.sort_nama, ' ')) w where w <> '')
      select (select count(*)::int from (select desa_id, kata, sort_nama, penduduk_id from penduduk_kata except select * from dihitung) x) as lebih,
        (select count(*)::int from (select * from dihitung except select desa_id, kata, sort_nama, penduduk_id from penduduk_kata) x) as kurang,
        (select count(*)::int from (select desa_id, kata from dihitung except select desa_id, kata from kata_nama_desa) x) as kosakata`);
    // The pairs of adjacent words (migration 0021), from the words' positions.
    const [pasangan] = await query<{ selisih: number }>(sql`
      with dihitung as (select distinct p.desa_id, a.kata, b.kata as lanjut, p.id as penduduk_id, p.kk_id
        from penduduk p, unnest(string_to_array(p.sort_nama, ' ')) with ordinality a(kata, i), unnest(string_to_array(p.sort_nama, ' ')) with ordinality b(kata, j)
        where b.j = a.i + 1 and a.kata <> '' and b.kata <> ''),
      tersimpan as (select desa_id, kata, lanjut, penduduk_id, kk_id from penduduk_pasangan_kata)
      select (select count(*)::int from ((select * from dihitung except all select * from tersimpan) union all (select * from tersimpan except all select * from dihitung)) x) as selisih`);
    return { lebih: Number(row?.lebih), kurang: Number(row?.kurang), kosakata: Number(row?.kosakata), pasangan: Number(pasangan?.selisih) };
  }
  const tanpaSelisih = { lebih: 0, kurang: 0, kosakata: 0, pasangan: 0 };

  const card = async (kkId: string) =>
    (await query<{ jumlah: number; pertama: string | null }>(sql`select k.jumlah_anggota as jumlah,
      (select p.id::text from penduduk p where p.kk_id = k.id and p.anggota_pertama) as pertama from kartu_keluarga k where k.id = ${kkId}`))[0];

  it('orders members by the contract\'s positions: anggota_urutan() is the shared list', async () => {
    const rows = await query<{ posisi: string; urutan: number }>(
      sql`select x.posisi, anggota_urutan(x.posisi) as urutan from unnest(${`{${[...POSISI_DALAM_KELUARGA, 'Tidak Dikenal'].map((p) => `"${p}"`).join(',')}}`}::text[]) as x(posisi)`,
    );
    assert.deepEqual(
      rows.map((r) => [r.posisi, Number(r.urutan)]),
      [...POSISI_DALAM_KELUARGA.map((p, i) => [p, i + 1]), ['Tidak Dikenal', 99]],
    );
  });

  it('follows the API: a card, members added, a position changed, members deleted', async () => {
    const anak = await addKartuKeluarga(app.t, app.token, { posisi_dalam_keluarga: 'Anak' });
    const kkId = anak.keluarga_dari._id;
    assert.deepEqual(await card(kkId), { jumlah: 1, pertama: anak._id });
    const kepala = await addAnggota(app.t, app.token, kkId, { posisi_dalam_keluarga: 'Kepala Keluarga' });
    const istri = await addAnggota(app.t, app.token, kkId, { posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' });
    assert.deepEqual(await card(kkId), { jumlah: 3, pertama: kepala._id });
    // The head becomes a grandparent: the wife leads the card now.
    const { _id: _i, keluarga_dari: _k, data_kelahiran: _l, data_kematian: _m, data_penduduk_keluar: _p, status_penduduk: _s, createdAt: _c, updatedAt: _u, perlu_dilengkapi: _pd, tempat_lahir: _tl, tanggal_lahir: _tg, alamat_desa: _ad, tinggal_terpisah: _tt, ...fields } = kepala as typeof kepala & { alamat_desa?: unknown; tinggal_terpisah?: unknown };
    assert.equal((await req('PUT', `/api/penduduk/${kepala._id}`, { ...fields, posisi_dalam_keluarga: 'Orang Tua' })).statusCode, 200);
    assert.deepEqual(await card(kkId), { jumlah: 3, pertama: istri._id });
    // A new name: the old words go, the new ones come (a name search sorted by name reads them).
    assert.equal((await req('PUT', `/api/penduduk/${kepala._id}`, { ...fields, posisi_dalam_keluarga: 'Orang Tua', nama_lengkap: 'Zulkarnain  Baru Sekali' })).statusCode, 200);
    assert.deepEqual(await kataDrift(), tanpaSelisih);
    // Two move out one at a time (one record: statistik_desa.penduduk_keluar counts records), then the
    // record is deleted and both are back.
    const pindah = await req('POST', `/api/penduduk_keluar/${kepala._id}`);
    assert.equal(pindah.statusCode, 201, pindah.body);
    assert.equal((await req('POST', `/api/penduduk_keluar/${anak._id}`)).statusCode, 201);
    assert.deepEqual(await statistikDrift(), []);
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${pindah.json().data._id}/d`)).statusCode, 200);
    assert.deepEqual(await statistikDrift(), []);
    // A status change (a death) moves nobody.
    assert.equal((await req('POST', `/api/kematian/${istri._id}`, kematianBody)).statusCode, 201);
    assert.deepEqual(await card(kkId), { jumlah: 3, pertama: istri._id });
    assert.equal((await req('DELETE', `/api/penduduk/${istri._id}/d/${kkId}`, { alasan: 'Data ganda' })).statusCode, 200);
    assert.deepEqual(await card(kkId), { jumlah: 2, pertama: anak._id });
    assert.deepEqual(await drift(), []);
    assert.deepEqual(await kataDrift(), tanpaSelisih);
    assert.deepEqual(await statistikDrift(), []);
  });

  it('follows statements of any size straight in SQL: a bulk load, a move between cards, a bulk delete', async () => {
    const { db, desaId } = app.t.app.ctx;
    // Every other card an incoming one (statistik_desa.kartu_masuk counts those with a member).
    const kk = await query<{ id: string }>(sql`insert into kartu_keluarga (desa_id, no_kk, data_masuk)
      select ${desaId}, n, right(n, 1)::int % 2 = 0 from unnest(${`{${Array.from({ length: 30 }, () => nomor()).join(',')}}`}::text[]) as n returning id`);
    const ids = kk.map((k) => k.id);
    // 30 cards of 4 in one statement; positions in reverse family order, so the first member is not the first inserted.
    const posisi = ['Lainnya', 'Cucu', 'Anak', 'Istri'];
    const rows = ids.flatMap((id) => posisi.map((p) => ({ id, p, nik: nomor() })));
    const list = (values: string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;
    await db.execute(sql`insert into penduduk (desa_id, kk_id, nik, nama_lengkap, jenis_kelamin, posisi_dalam_keluarga)
      select ${desaId}, r.kk, r.nik, 'Warga', 'Perempuan', r.posisi
      from unnest(${list(rows.map((r) => r.id))}::uuid[], ${list(rows.map((r) => r.nik))}::text[], ${list(rows.map((r) => r.p))}::text[]) as r(kk, nik, posisi)`);
    assert.deepEqual(await drift(), []);
    assert.deepEqual(await statistikDrift(), []);
    const first = ids[0] as string;
    assert.equal((await card(first))?.jumlah, 4);
    // Two members of the first card move to the second (a script, a future transfer).
    await db.execute(sql`update penduduk set kk_id = ${ids[1]} where id in (
      select id from penduduk where kk_id = ${first} order by anggota_urutan(posisi_dalam_keluarga) limit 2)`);
    assert.equal((await card(first))?.jumlah, 2);
    assert.equal((await card(ids[1] as string))?.jumlah, 6);
    assert.deepEqual(await drift(), []);
    // Every member of ten cards in one statement: counts to 0, no first member left.
    await db.execute(sql`delete from penduduk where kk_id = any(${`{${ids.slice(0, 10).join(',')}}`}::uuid[])`);
    assert.deepEqual(await card(first), { jumlah: 0, pertama: null });
    assert.deepEqual(await drift(), []);
    assert.deepEqual(await statistikDrift(), []);
    // Cards deleted in one statement, with and without members left.
    await db.execute(sql`delete from penduduk where kk_id = any(${`{${ids.slice(20, 24).join(',')}}`}::uuid[])`);
    await db.execute(sql`delete from kartu_keluarga where id = any(${`{${ids.slice(18, 24).join(',')}}`}::uuid[])
      and not exists (select 1 from penduduk p where p.kk_id = kartu_keluarga.id)`);
    assert.deepEqual(await statistikDrift(), []);
    // Names renamed in one statement, some to the same name (no change), some to a name with a new word.
    await db.execute(sql`update penduduk set nama_lengkap = case when kk_id = ${ids[10]} then nama_lengkap else 'Warga Cahyaningrum ' || left(nik, 3) end
      where kk_id = any(${`{${ids.slice(10, 20).join(',')}}`}::uuid[])`);
    assert.deepEqual(await kataDrift(), tanpaSelisih);
    assert.deepEqual(await statistikDrift(), []);
  });
});
