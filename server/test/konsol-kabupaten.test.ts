// The regency console in an officer's words (issue 40): the environment's first village, created
// without a Kemendagri code, is given one (checked like adding a village; once only), and which
// version of each module every village runs, one page of villages per request, and one village's own.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { rilis, staticRootWithModules } from './support/rilis.js';

interface Cell { modul_id: string; aktif: boolean; versi: string | null; versi_berlaku: string | null; muat_terakhir: { versi: string | null } | null; gagal: number }
interface Row { desa_id: string; nama_desa: string; kode_wilayah: string | null; modul: Cell[] }

describe('the regency console: the first village\'s code, and versions by village', () => {
  let t: TestApp;
  let root: string;
  let token: string;
  let a: Village;
  let b: Village;
  before(async () => {
    root = staticRootWithModules();
    t = await buildTestApp({ STATIC_ROOT: root, KODE_KABUPATEN: '35.07' });
    ({ token } = await t.loginKabupaten());
    a = await t.addVillage('Desa Rintis');
    b = await t.addVillage('Desa Lain');
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, tok = token) =>
    t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
  const kode = (id: string, kode_wilayah: string, tok = token) => req('PUT', `/api/kabupaten/desa/${id}/kode_wilayah`, { kode_wilayah }, tok);

  it("gives the first village its code: only an official code of this regency, not another village's, once", async () => {
    const first = t.app.ctx.desaId;
    assert.equal((await req('GET', `/api/kabupaten/desa/${first}`)).json().data.kode_wilayah, null);

    const unknown = await kode(first, '35.07.01.9999');
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /tidak ditemukan dalam daftar wilayah Kemendagri/);
    const elsewhere = await kode(first, '35.79.01.1001');
    assert.equal(elsewhere.statusCode, 400);
    assert.match(elsewhere.json().message, /bukan desa di kabupaten ini/);
    const malformed = await kode(first, '3507012001');
    assert.equal(malformed.statusCode, 400);
    const taken = await kode(first, a.kode);
    assert.equal(taken.statusCode, 409, taken.body);
    assert.equal(taken.json().code, 'KODE_WILAYAH_TAKEN');
    assert.match(taken.json().message, /sudah terdaftar/);
    // A village's own Super Admin may not.
    assert.equal((await kode(first, '35.07.01.2010', a.superAdmin.token)).statusCode, 403);
    assert.equal((await kode('00000000-0000-4000-8000-000000000000', '35.07.01.2010')).statusCode, 404);
    // Nothing was half-written.
    assert.equal((await req('GET', `/api/kabupaten/desa/${first}`)).json().data.kode_wilayah, null);

    const set = await kode(first, '35.07.01.2010');
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().data.kode_wilayah, '35.07.01.2010');
    const namaAsli = set.json().data.nama_desa;
    assert.equal((await req('GET', `/api/kabupaten/desa/${first}`)).json().data.nama_desa, namaAsli);

    const again = await kode(first, '35.07.01.2011');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'CONFLICT');
    assert.match(again.json().message, /sudah memiliki kode wilayah 35\.07\.01\.2010/);
    // Its code is now the regency's: no other village may be added with it.
    const dup = await req('POST', '/api/kabupaten/desa', { kode_wilayah: '35.07.01.2010', nama_desa: 'Kembar', alamat_kantor: 'Jl. 1', kode_pos: '65171', jabatan_kepala: 'Kepala Desa' });
    assert.equal(dup.statusCode, 409);
    assert.equal(dup.json().code, 'KODE_WILAYAH_TAKEN');
    const log = await req('GET', '/api/kabupaten/aktivitas?limit=5');
    assert.ok(log.json().data.some((e: { activity_name: string }) => /Menetapkan kode wilayah desa .* \(35\.07\.01\.2010\)/.test(e.activity_name)), log.body);
  });

  it('lists every village with the version of each village module it runs, a page per request', async () => {
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [b.desaId], aktif: false })).statusCode, 200);
    assert.equal((await t.inject({ method: 'POST', url: '/api/kabupaten/modul/rilis', headers: { ...auth(token), 'content-type': 'application/gzip' }, payload: await rilis({ id: 'mf-admin', versi: '0.2.0' }) })).statusCode, 201);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-admin/desa', { desa_ids: [a.desaId], versi: '0.2.0' })).statusCode, 200);
    assert.equal((await req('POST', '/api/modul/laporan', { modul_id: 'mf-admin', versi: '0.2.0', berhasil: true }, a.superAdmin.token)).statusCode, 200);
    assert.equal((await req('POST', '/api/modul/laporan', { modul_id: 'mf-admin', versi: '0.2.0', berhasil: false, alasan: 'timeout' }, a.superAdmin.token)).statusCode, 200);

    const page = await req('GET', '/api/kabupaten/versi_modul?limit=2&sort=nama_desa&order=asc');
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.json().total, 3);
    assert.equal(page.json().data.length, 2);
    const all = (await req('GET', '/api/kabupaten/versi_modul?limit=100')).json().data as Row[];
    const ids = all[0]!.modul.map((m) => m.modul_id);
    assert.deepEqual(ids, ['mf-kependudukan', 'mf-mutasi', 'mf-kelahiran-kematian', 'mf-admin', 'mf-surat', 'mf-laporan'], 'the console itself is no village module');
    const cell = (row: Row | undefined, id: string) => row?.modul.find((m) => m.modul_id === id);
    const rowA = all.find((r) => r.desa_id === a.desaId);
    assert.equal(cell(rowA, 'mf-admin')?.versi, '0.2.0');
    assert.equal(cell(rowA, 'mf-admin')?.versi_berlaku, '0.2.0');
    assert.equal(cell(rowA, 'mf-admin')?.muat_terakhir?.versi, '0.2.0');
    assert.equal(cell(rowA, 'mf-admin')?.gagal, 1);
    assert.equal(cell(rowA, 'mf-mutasi')?.aktif, true);
    const rowB = all.find((r) => r.desa_id === b.desaId);
    assert.equal(cell(rowB, 'mf-mutasi')?.aktif, false);
    assert.equal(cell(rowB, 'mf-admin')?.versi, null);
    assert.equal(cell(rowB, 'mf-admin')?.versi_berlaku, null);
    assert.equal(cell(rowB, 'mf-admin')?.muat_terakhir, null);

    // Searched like the villages' list.
    const found = await req('GET', '/api/kabupaten/versi_modul?q=rintis');
    assert.deepEqual(found.json().data.map((r: Row) => r.desa_id), [a.desaId]);
    assert.equal(found.json().total, 1);

    // The overview says which modules villages load.
    const overview = (await req('GET', '/api/kabupaten/modul')).json().data as { id: string; untuk_desa: boolean }[];
    assert.deepEqual(overview.filter((m) => !m.untuk_desa).map((m) => m.id), ['mf-kabupaten']);
  });

  it("answers one village's versions for its page; an unknown village is a 404; village staff are refused", async () => {
    const one = await req('GET', `/api/kabupaten/desa/${a.desaId}/versi_modul`);
    assert.equal(one.statusCode, 200, one.body);
    assert.equal(one.json().data.nama_desa, 'Desa Rintis');
    assert.equal(one.json().data.modul.find((m: Cell) => m.modul_id === 'mf-admin').versi, '0.2.0');
    const unknown = await req('GET', '/api/kabupaten/desa/00000000-0000-4000-8000-000000000000/versi_modul');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Desa tidak ditemukan');
    assert.equal((await req('GET', '/api/kabupaten/desa/bukan-uuid/versi_modul')).statusCode, 404);
    assert.equal((await req('GET', `/api/kabupaten/desa/${a.desaId}/versi_modul`, undefined, a.superAdmin.token)).statusCode, 403);
    assert.equal((await req('GET', '/api/kabupaten/versi_modul', undefined, b.superAdmin.token)).statusCode, 403);
  });
});
