// A name search sorted by name in a large village merges the runs of the words holding the term
// (data/cari/kata.ts, migration 0013): the same residents in the same order as ILIKE sorted by name,
// counted up to the bound, on every page and in both orders; a name holding two such words once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { seedRegistry } from '../src/db/demo-seed.js';
import { BATAS_HITUNG, rowsOf } from '../src/data/paging.js';
import { containsPattern } from '../src/data/cari/dasar.js';
import { withDesa } from '../src/db/village-scope.js';
import { kepadatanCari, PENCARIAN } from '../src/data/cari/nama.js';
import { kataYangMemuat, MAKS_HIMPUNAN, MAKS_KATA } from '../src/data/cari/kata.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';

describe('a name search sorted by name, through the words of the names', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    await seedRegistry(t.app.ctx.db, t.app.ctx.desaId, 3000);
    // Names where a word-by-word answer could go wrong: a term twice in one name, in the middle of a
    // word, double spaces, the LIKE wildcards, a quote and a comma (array literals), letters outside ASCII.
    // For the pairs of words (migration 0021): one word twice, each time followed by another word.
    const names = ['Siti Sitiawati', 'Anisiti Rahma', 'Nur  Siti', 'SITI', 'Siti_Aminah 50%', "Ni'mah \"Siti\", Wati", 'Ñoño Sití', 'Agus Pratama Agus Santoso', 'Bagus Prasetyo'];
    for (const nama of names) {
      await t.app.ctx.db.execute(sql`insert into penduduk (desa_id, kk_id, nik, nama_lengkap, jenis_kelamin, posisi_dalam_keluarga)
        select desa_id, kk_id, lpad((9000000000000000 + floor(random() * 999999999))::bigint::text, 16, '0'), ${nama}, jenis_kelamin, 'Famili Lain'
        from penduduk where desa_id = ${t.app.ctx.desaId} limit 1`);
    }
    // Past the bound: 1,100 more names with 'sitiawati' (one word, counted to 1,000 and "more").
    await t.app.ctx.db.execute(sql`insert into penduduk (desa_id, kk_id, nik, nama_lengkap, jenis_kelamin, posisi_dalam_keluarga)
      select p.desa_id, p.kk_id, '91' || lpad(g::text, 14, '0'), 'Sitiawati ' || chr(65 + g % 26) || ' ' || g, p.jenis_kelamin, 'Famili Lain'
      from (select desa_id, kk_id, jenis_kelamin from penduduk where desa_id = ${t.app.ctx.desaId} limit 1) p, generate_series(1, 1100) g`);
    PENCARIAN.desaBesar = 1000;
  });
  after(() => {
    PENCARIAN.desaBesar = 20_000;
    return t.close();
  });

  const get = async (url: string) => {
    const res = await t.inject({ method: 'GET', url, headers: auth(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: { _id: string }[]; total: number; total_terbatas?: boolean };
  };
  const KOLOM = { nama_lengkap: 'sort_nama', umur: 'sort_umur', createdAt: 'created_at' } as const;
  const reference = async (term: string, sort: keyof typeof KOLOM, order: 'asc' | 'desc') =>
    rowsOf<{ id: string }>(await t.app.ctx.db.execute(sql`select id from penduduk where desa_id = ${t.app.ctx.desaId}
      and nama_lengkap ilike ${containsPattern(term.trim())} order by ${sql.raw(KOLOM[sort])} ${sql.raw(order)}, id ${sql.raw(order)}`)).map((r) => r.id);

  // Terms with a space, through one of their parts and checked whole: across two words, a word's end
  // and the next one's start, a whole word between two spaces, a double space, a space at either end,
  // wildcards, and parts too common for the words (the other ways). The server trims a term (as the
  // reference does): a space at either end is no part of it.
  // Two parts, answered off the pairs: 'agus pra' (two pairs, one name), 'agus san' (the second
  // 'agus' of a name), 'ama agus', 'ñoño sití'.
  const SPASI = ['siti sitiawati', 'ti sit', 'nur  siti', ' siti', 'siti ', 'awati a', 'budi sant', 'a 1', 'aminah 50%', 'di santoso w', 'agus pra', 'agus san', 'ama agus', 'ñoño sití'];
  type Urutan = readonly [keyof typeof KOLOM, 'asc' | 'desc'];
  /** Pages 0, 1 and 9 of `terms` in each of `urutan` through the three searches, against ILIKE. */
  async function samaDenganIlike(terms: string[], urutan: readonly Urutan[]) {
    for (const term of terms) {
      for (const [sort, order] of urutan) {
        const all = await reference(term, sort, order);
        for (const page of [0, 1, 9]) {
          for (const path of ['/api/penduduk/all/s?name=', '/api/penduduk/s?name=', '/api/penduduk?q=']) {
            const url = `${path}${encodeURIComponent(term)}&limit=6&page=${page}&sort=${sort}&order=${order}`;
            const what = `${path}${term} ${sort} ${order} page ${page}`;
            if (all.length === 0 && !path.includes('?q=')) {
              // The name searches answer none found with a 404 (spec).
              assert.equal((await t.inject({ method: 'GET', url, headers: auth(token) })).statusCode, 404, what);
              continue;
            }
            const res = await get(url);
            assert.deepEqual(res.data.map((r) => r._id), all.slice(page * 6, page * 6 + 6), what);
            assert.equal(res.total, Math.min(all.length, BATAS_HITUNG), what);
            assert.equal(res.total_terbatas, all.length > BATAS_HITUNG ? true : undefined, what);
          }
        }
      }
    }
  }

  it('pages the same residents as ILIKE in its order, and counts them up to the bound', async () => {
    // Sorted by name (the merge of the words' runs) and by age and by default (their set, walked).
    await samaDenganIlike(
      ['siti', 'SITI', 'sit', 'awati', 'iti', '_am', '50%', '"siti",', 'ñoño', 'sití', 'budi', 'sri', 'wahyu', 'zzq'],
      [['nama_lengkap', 'asc'], ['nama_lengkap', 'desc'], ['umur', 'desc'], ['createdAt', 'asc']],
    );
    // A term with a space: its runs merged by name, and its set in another order.
    await samaDenganIlike(SPASI, [['nama_lengkap', 'desc'], ['umur', 'asc']]);
  });

  it('leaves a set too large to hash to the walk, with the same pages', async () => {
    const semula = { ...MAKS_HIMPUNAN };
    Object.assign(MAKS_HIMPUNAN, { urutanBawaan: 50, urutanLain: 50 });
    try {
      await samaDenganIlike(['siti', 'awati', 'sri', 'zzq', 'awati a', 'budi sant', 'agus pra'], [['umur', 'asc'], ['createdAt', 'desc']]);
    } finally {
      Object.assign(MAKS_HIMPUNAN, semula);
    }
  });

  it('the family-card search finds the same cards through the words, in every order, counted up to the bound', async () => {
    const { db, desaId } = t.app.ctx;
    const ref = (term: string, sort: 'createdAt' | 'no_kk' | 'nama_lengkap', order: string) => {
      const punya = (kk: string) => sql`exists (select 1 from penduduk px where px.kk_id = ${sql.raw(kk)} and px.nama_lengkap ilike ${containsPattern(term)})`;
      const o = sql.raw(order);
      return sort === 'nama_lengkap'
        ? sql`select p.kk_id as id from penduduk p where p.desa_id = ${desaId} and p.anggota_pertama and ${punya('p.kk_id')} order by p.sort_nama ${o}, p.id ${o}`
        : sql`select k.id from kartu_keluarga k where k.desa_id = ${desaId} and ${punya('k.id')} order by k.${sql.raw(sort === 'no_kk' ? 'no_kk' : 'created_at')} ${o}, k.id ${o}`;
    };
    let lewatKata = 0;
    for (const term of ['wahyu', 'budi', 'sri', 'awati', 'anisiti', 'zzq', 'budi sant', 'siti sitiawati', 'nur  siti', 'agus pra', 'agus san']) {
      const cara = await withDesa(db, desaId, (tx) => kepadatanCari(tx, desaId, term, 5000, BATAS_HITUNG * 4));
      const kata = await withDesa(db, desaId, (tx) => kataYangMemuat(tx, desaId, term));
      if (cara.kepadatan === 'jarang' && kata) lewatKata++;
      for (const sort of ['createdAt', 'no_kk', 'nama_lengkap'] as const) {
        for (const order of ['asc', 'desc']) {
          const all = rowsOf<{ id: string }>(await db.execute(ref(term, sort, order))).map((r) => String(r.id));
          for (const page of [0, 2]) {
            const res = await get(`/api/kartu_keluarga?q=${encodeURIComponent(term)}&limit=5&page=${page}&sort=${sort}&order=${order}`);
            const what = `cards of ${term} by ${sort} ${order}, page ${page}`;
            assert.deepEqual(res.data.map((r) => r._id), all.slice(page * 5, page * 5 + 5), what);
            assert.equal(res.total, Math.min(all.length, BATAS_HITUNG), what);
          }
        }
      }
    }
    assert.ok(lewatKata >= 2, `the words served ${lewatKata} of the searches`);
  });

  it('takes the words for a term in few words, a term with a space through one part checked whole, and leaves a term in many words to the other ways', async () => {
    const words = (term: string) => withDesa(t.app.ctx.db, t.app.ctx.desaId, (tx) => kataYangMemuat(tx, t.app.ctx.desaId, term));
    const expected = rowsOf<{ kata: string }>(await t.app.ctx.db.execute(sql`select distinct w as kata from penduduk,
      unnest(string_to_array(sort_nama, ' ')) w where desa_id = ${t.app.ctx.desaId} and w like '%siti%'`)).map((r) => r.kata);
    assert.ok(expected.length >= 5);
    assert.deepEqual([...((await words('siti'))?.kata ?? [])].sort(), expected.sort());
    assert.equal((await words('siti'))?.saring, undefined);
    // 'nur siti': a word ending in 'nur', then one starting with 'siti'; 'siti' is longer, so its words.
    // Two parts: the pairs of words too, the words ending in 'nur' followed by those starting with 'siti'.
    const startSiti = expected.filter((w) => w.startsWith('siti')).sort();
    const nurSiti = await words('nur siti');
    assert.deepEqual({ ...nurSiti, kata: [...(nurSiti?.kata ?? [])].sort(), pasangan: undefined }, { kata: startSiti, saring: '%nur siti%', pasangan: undefined });
    assert.deepEqual({ kata: nurSiti?.pasangan?.kata.filter((w) => !w.endsWith('nur')), lanjut: [...(nurSiti?.pasangan?.lanjut ?? [])].sort() }, { kata: [], lanjut: startSiti });
    assert.ok(nurSiti?.pasangan?.kata.includes('nur'));
    // Three parts: through one part alone (a whole word between two spaces first), checked whole.
    assert.deepEqual(await words('budi siti wati'), { kata: ['siti'], saring: '%budi siti wati%' });
    assert.equal(await words('  '), undefined);
    assert.equal(await words('a'), undefined, `more than ${MAKS_KATA} words hold an 'a'`);
    // The words of a village only: another village's names are not its words.
    assert.deepEqual(await withDesa(t.app.ctx.db, '00000000-0000-4000-8000-000000000000', (tx) => kataYangMemuat(tx, t.app.ctx.desaId, 'siti')), { kata: [] });
  });
});
