/**
 * CSV lines are built two ways: in SQL for the large exports (data/ekspor/kolom.ts csvCellSql & co.) and in JS
 * for a card's members (csvCell, csvLine). Both must give the same bytes, on PGlite and on PostgreSQL.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { csvCellSql, csvLineSql, csvNumberSql } from '../src/data/ekspor/kolom.js';
import { csvCell, csvLine } from '../src/lib/ekspor/csv.js';
import { rowsOf } from '../src/data/paging.js';
import { auth, signedInApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, parseCsv } from './support/registry.js';

const TRICKY = ['', 'Budi', '=1+2', '+62 812', '-5', '@SUM(A1)', '\tTab', '\rCR', 'Kata "kutip"', 'a,b', 'baris\r\nbaru', "O'Brien", 'Ñandú ü'];

describe('CSV in SQL and in JS', () => {
  const app = signedInApp();

  it('gives the same cell for every tricky text', async () => {
    for (const text of TRICKY) {
      const [row] = rowsOf<{ line: string }>(await app.t.app.ctx.db.execute(sql`select ${csvLineSql([csvCellSql(sql`${text}::text`), csvNumberSql(sql`'3507000000000001'::text`)])} as line`));
      assert.equal(row?.line, csvLine([text, { nomor: '3507000000000001' }]), JSON.stringify(text));
      assert.ok(row?.line.startsWith(csvCell(text)));
    }
  });

  it('gives the same member lines from the resident export (SQL) and the card export (JS)', async () => {
    const head = await addKartuKeluarga(app.t, app.token, { nama_lengkap: '=HYPERLINK("x")', pekerjaan: '-Petani' });
    await addAnggota(app.t, app.token, head.keluarga_dari._id, { nama_lengkap: 'Anak "Satu"', alamat_asal: '@Dusun, RT 1' });
    const get = (url: string) => app.t.inject({ method: 'GET', url, headers: auth(app.token) });
    const card = parseCsv((await get(`/api/kartu_keluarga/${head.keluarga_dari._id}/csv`)).body);
    const all = parseCsv((await get(`/api/penduduk/csv?q=${head.keluarga_dari.no_kk}&sort=nik`)).body);
    assert.deepEqual(card[0], all[0], 'the same header');
    const byNik = (rows: string[][]) => rows.slice(1).sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    assert.deepEqual(byNik(card), byNik(all));
    assert.equal(card.length, 3);
  });
});
