// Module releases and per-village rollout (issue 12): installing immutable releases, the regency's
// default and its rollback, a staged rollout by list or kecamatan, switching a module off for one
// village (its config and its API), version skew refused, and the shells' load reports.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { rilis, staticRootWithModules } from './support/rilis.js';

describe('module releases and rollout', () => {
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
  const pasang = (bytes: Buffer, tok = token, type = 'application/gzip') =>
    t.inject({ method: 'POST', url: '/api/kabupaten/modul/rilis', headers: { ...auth(tok), 'content-type': type }, payload: bytes });
  const configOf = async (tok: string) => {
    const res = await t.inject({ method: 'GET', url: '/api/config', headers: auth(tok) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.modules as { id: string; entry: string; versi: string | null; rentang_shell: string | null }[];
  };
  const mutasiOf = async (tok: string) => (await configOf(tok)).find((m) => m.id === 'mf-mutasi');

  it('installs a release once, serves it at its versioned URL for good, and refuses damaged ones', async () => {
    const ok = await pasang(await rilis({ id: 'mf-mutasi', versi: '0.2.0', isi: 'mutasi 0.2.0' }));
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().data.versi, '0.2.0');
    assert.equal(ok.json().data.cocok, true);
    const served = await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.2.0/remoteEntry.js' });
    assert.equal(served.statusCode, 200);
    assert.equal(served.body, 'mutasi 0.2.0');
    assert.match(String(served.headers['cache-control']), /immutable/);
    assert.equal((await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.9.9/remoteEntry.js' })).statusCode, 404);
    // The built-in build stays where it was.
    assert.equal((await t.inject({ method: 'GET', url: '/mf/mf-mutasi/remoteEntry.js' })).body, '/* mf-mutasi 0.1.0 */');

    const again = await pasang(await rilis({ id: 'mf-mutasi', versi: '0.2.0', isi: 'other bytes' }));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'RILIS_SUDAH_ADA');
    assert.equal((await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.2.0/remoteEntry.js' })).body, 'mutasi 0.2.0');

    const damaged = await pasang(Buffer.from('not a tar.gz at all'));
    assert.equal(damaged.statusCode, 400);
    assert.equal(damaged.json().code, 'RILIS_TIDAK_VALID');
    const truncated = await pasang((await rilis({ id: 'mf-mutasi', versi: '0.2.1' })).subarray(0, 200));
    assert.equal(truncated.statusCode, 400);
    assert.equal(truncated.json().code, 'RILIS_TIDAK_VALID');
    const unknown = await pasang(await rilis({ id: 'mf-lain', versi: '1.0.0' }));
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /mf-lain/);
    assert.equal((await pasang(Buffer.from('x'), token, 'application/zip')).statusCode, 415);
    assert.equal((await pasang(await rilis({ id: 'mf-mutasi', versi: '0.2.2' }), a.superAdmin.token)).statusCode, 403);

    const list = await req('GET', '/api/kabupaten/modul');
    assert.equal(list.statusCode, 200);
    const mutasi = list.json().data.find((m: { id: string }) => m.id === 'mf-mutasi');
    assert.deepEqual(mutasi.rilis.map((r: { versi: string }) => r.versi), ['0.2.0']);
    assert.equal(mutasi.bawaan.versi, '0.1.0');
    assert.equal(mutasi.versi_default, null);
    assert.equal(mutasi.wajib, false);
    assert.equal(list.json().data.find((m: { id: string }) => m.id === 'mf-kependudukan').wajib, true);
  });

  it("sets the regency's default, rolls it back in one action, and logs both", async () => {
    assert.equal((await mutasiOf(a.superAdmin.token))?.entry, '/mf/mf-mutasi/mf-manifest.json');
    const never = await req('POST', '/api/kabupaten/modul/mf-mutasi/default/kembalikan');
    assert.equal(never.statusCode, 409);
    assert.equal(never.json().code, 'TIDAK_ADA_VERSI_SEBELUMNYA');

    const set = await req('PUT', '/api/kabupaten/modul/mf-mutasi/default', { versi: '0.2.0' });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().data.versi_default, '0.2.0');
    for (const v of [a, b]) {
      const m = await mutasiOf(v.superAdmin.token);
      assert.equal(m?.entry, '/mf/mf-mutasi/0.2.0/mf-manifest.json');
      assert.equal(m?.versi, '0.2.0');
      assert.equal(m?.rentang_shell, '^1.0.0');
    }
    const back = await req('POST', '/api/kabupaten/modul/mf-mutasi/default/kembalikan');
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().data.versi_default, null);
    assert.equal(back.json().data.versi_sebelumnya, '0.2.0');
    assert.equal((await mutasiOf(a.superAdmin.token))?.versi, '0.1.0');
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-mutasi/default', { versi: '9.9.9' })).statusCode, 404);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-tidak-ada/default', { versi: null })).statusCode, 404);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-mutasi/default', { versi: 'latest' })).statusCode, 400);

    const log = await req('GET', '/api/kabupaten/aktivitas?limit=10');
    const names = log.json().data.map((e: { activity_name: string }) => e.activity_name);
    assert.ok(names.some((n: string) => /Mengembalikan versi kabupaten modul Mutasi dari 0\.2\.0 ke bawaan server/.test(n)), names.join('\n'));
    assert.ok(names.some((n: string) => /Memasang rilis modul Mutasi versi 0\.2\.0/.test(n)));
  });

  it('refuses a release the running shell or contract cannot serve', async () => {
    const newer = await pasang(await rilis({ id: 'mf-mutasi', versi: '2.0.0', rentangShell: '^2.0.0' }));
    assert.equal(newer.statusCode, 201, newer.body);
    assert.equal(newer.json().data.cocok, false);
    assert.match(newer.json().data.alasan, /kontrak modul \^2\.0\.0/);
    const asDefault = await req('PUT', '/api/kabupaten/modul/mf-mutasi/default', { versi: '2.0.0' });
    assert.equal(asDefault.statusCode, 409);
    assert.equal(asDefault.json().code, 'VERSI_TIDAK_COCOK');
    const pinned = await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [a.desaId], versi: '2.0.0' });
    assert.equal(pinned.statusCode, 409);
    assert.equal(pinned.json().code, 'VERSI_TIDAK_COCOK');
    const contract = await pasang(await rilis({ id: 'mf-mutasi', versi: '3.0.0', rentangKontrak: '^9.0.0' }));
    assert.equal(contract.json().data.cocok, false);
    assert.match(contract.json().data.alasan, /kontrak API \^9\.0\.0/);
    assert.equal((await mutasiOf(a.superAdmin.token))?.versi, '0.1.0');
  });

  it('rolls a version out to chosen villages first, then rolls them back', async () => {
    assert.equal((await pasang(await rilis({ id: 'mf-mutasi', versi: '0.3.0' }))).statusCode, 201);
    const staged = await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [a.desaId], versi: '0.3.0' });
    assert.equal(staged.statusCode, 200, staged.body);
    assert.equal(staged.json().data.jumlah, 1);
    assert.equal((await mutasiOf(a.superAdmin.token))?.versi, '0.3.0');
    assert.equal((await mutasiOf(b.superAdmin.token))?.versi, '0.1.0');

    const rows = await req('GET', '/api/kabupaten/modul/mf-mutasi/desa?limit=100&sort=nama_desa');
    assert.equal(rows.statusCode, 200, rows.body);
    const rowA = rows.json().data.find((r: { desa_id: string }) => r.desa_id === a.desaId);
    assert.equal(rowA.versi, '0.3.0');
    assert.equal(rowA.versi_berlaku, '0.3.0');
    assert.equal(rowA.ada_versi_sebelumnya, true);

    const back = await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [a.desaId], kembalikan: true });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal((await mutasiOf(a.superAdmin.token))?.versi, '0.1.0');
    const nothing = await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [b.desaId], kembalikan: true });
    assert.equal(nothing.statusCode, 409);
    assert.equal(nothing.json().code, 'TIDAK_ADA_VERSI_SEBELUMNYA');

    // Choosing: one of a list or a kecamatan, one action.
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [a.desaId], kecamatan: 'X', aktif: true })).statusCode, 400);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [a.desaId] })).statusCode, 400);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [a.desaId], aktif: true, versi: null })).statusCode, 400);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: ['00000000-0000-4000-8000-000000000000'], aktif: true })).statusCode, 404);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { kecamatan: 'Tidak Ada', aktif: true })).statusCode, 404);
  });

  it("switching a module off for one village takes its config entry and its API away, for that village only", async () => {
    const off = await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [a.desaId], aktif: false });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(await mutasiOf(a.superAdmin.token), undefined);
    assert.ok(await mutasiOf(b.superAdmin.token));
    const refused = await req('GET', '/api/penduduk_masuk/k', undefined, a.superAdmin.token);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'MODUL_NONAKTIF');
    assert.match(refused.json().message, /Modul Mutasi tidak aktif untuk desa ini/);
    assert.equal((await req('GET', '/api/penduduk_keluar', undefined, a.superAdmin.token)).statusCode, 403);
    assert.equal((await req('GET', '/api/penduduk_masuk/k', undefined, b.superAdmin.token)).statusCode, 200);
    // Other modules' operations still answer.
    assert.equal((await req('GET', '/api/kelahiran', undefined, a.superAdmin.token)).statusCode, 200);
    assert.equal((await req('GET', '/api/penduduk', undefined, a.superAdmin.token)).statusCode, 200);

    const core = await req('PUT', '/api/kabupaten/modul/mf-kependudukan/desa', { desa_ids: [a.desaId], aktif: false });
    assert.equal(core.statusCode, 409);
    assert.equal(core.json().code, 'MODUL_WAJIB');

    // A whole kecamatan back on at once.
    const desa = await req('GET', `/api/kabupaten/desa/${a.desaId}`);
    const on = await req('PUT', '/api/kabupaten/modul/mf-mutasi/desa', { kecamatan: desa.json().data.kecamatan, aktif: true });
    assert.equal(on.statusCode, 200, on.body);
    assert.ok(on.json().data.jumlah >= 1);
    assert.equal((await req('GET', '/api/penduduk_masuk/k', undefined, a.superAdmin.token)).statusCode, 200);
    const overview = await req('GET', '/api/kabupaten/modul');
    assert.equal(overview.json().data.find((m: { id: string }) => m.id === 'mf-mutasi').desa_nonaktif, 0);
    // The regency's log holds the change, the villages before and after under `desa`.
    const log = await req('GET', '/api/kabupaten/aktivitas?limit=5');
    assert.equal(log.statusCode, 200, log.body);
    const entry = log.json().data.find((e: { activity_name: string }) => /Mengaktifkan modul Mutasi untuk \d+ desa di kecamatan/.test(e.activity_name));
    assert.ok(entry, log.body);
    assert.ok(entry.after.desa.some((d: { desa_id: string; aktif: boolean }) => d.desa_id === a.desaId && d.aktif));
  });

  it("lists the regency console to the Admin Kabupaten only, in the regency's version; the login page lists every module", async () => {
    const ids = (list: { id: string }[]) => list.map((m) => m.id).sort();
    const semua = ['mf-admin', 'mf-kabupaten', 'mf-kelahiran-kematian', 'mf-kependudukan', 'mf-laporan', 'mf-mutasi', 'mf-surat'];
    assert.deepEqual(ids((await t.inject({ method: 'GET', url: '/api/config' })).json().data.modules), semua);
    assert.deepEqual(ids(await configOf(token)), semua);
    // mf-surat is off in a village until rolled out there (the next test).
    assert.deepEqual(ids(await configOf(b.superAdmin.token)), semua.filter((id) => id !== 'mf-kabupaten' && id !== 'mf-surat'));
    // A village's pin is no version of the console: the Admin Kabupaten has no village.
    assert.equal((await pasang(await rilis({ id: 'mf-kabupaten', versi: '0.2.0' }))).statusCode, 201);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-kabupaten/desa', { desa_ids: [a.desaId], versi: '0.2.0' })).statusCode, 200);
    const konsol = async () => (await configOf(token)).find((m) => m.id === 'mf-kabupaten');
    assert.equal((await konsol())?.versi, '0.1.0');
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-kabupaten/default', { versi: '0.2.0' })).statusCode, 200);
    assert.equal((await konsol())?.entry, '/mf/mf-kabupaten/0.2.0/mf-manifest.json');
    assert.equal((await req('POST', '/api/kabupaten/modul/mf-kabupaten/default/kembalikan')).statusCode, 200);
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-kabupaten/desa', { desa_ids: [a.desaId], kembalikan: true })).statusCode, 200);
  });

  it('a module off until rolled out (nonaktifAwal: mf-surat) reaches only the villages it is rolled out to, config and API', async () => {
    const suratOf = async (tok: string) => (await configOf(tok)).find((m) => m.id === 'mf-surat');
    const overview = async () => (await req('GET', '/api/kabupaten/modul')).json().data.find((m: { id: string }) => m.id === 'mf-surat');
    const jumlahDesa = (await req('GET', '/api/kabupaten/desa?limit=1')).json().total as number;
    assert.equal(await suratOf(a.superAdmin.token), undefined);
    assert.equal((await overview()).desa_nonaktif, jumlahDesa);
    // Pinning a release for one village is its rollout there: on, in that version; the other village still has none.
    assert.equal((await pasang(await rilis({ id: 'mf-surat', versi: '0.2.0' }))).statusCode, 201);
    const pin = await req('PUT', '/api/kabupaten/modul/mf-surat/desa', { desa_ids: [a.desaId], versi: '0.2.0' });
    assert.equal(pin.statusCode, 200, pin.body);
    assert.equal((await suratOf(a.superAdmin.token))?.entry, '/mf/mf-surat/0.2.0/mf-manifest.json');
    assert.equal(await suratOf(b.superAdmin.token), undefined);
    assert.equal((await overview()).desa_nonaktif, jumlahDesa - 1);
    // Its API too: the village without it is refused its operations (x-modul), the other is served.
    const tanpa = await req('GET', '/api/surat/jenis', undefined, b.superAdmin.token);
    assert.equal(tanpa.statusCode, 403);
    assert.equal(tanpa.json().code, 'MODUL_NONAKTIF');
    assert.match(tanpa.json().message, /Modul Layanan Surat tidak aktif untuk desa ini/);
    assert.equal((await req('GET', '/api/surat/jenis', undefined, a.superAdmin.token)).statusCode, 200);
    const row = (await req('GET', '/api/kabupaten/modul/mf-surat/desa?limit=100')).json().data.find((d: { desa_id: string }) => d.desa_id === b.desaId);
    assert.equal(row.aktif, false);
    // Switched on without a pin: the built-in build; off again: gone.
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-surat/desa', { desa_ids: [b.desaId], aktif: true })).statusCode, 200);
    assert.equal((await suratOf(b.superAdmin.token))?.entry, '/mf/mf-surat/mf-manifest.json');
    assert.equal((await req('PUT', '/api/kabupaten/modul/mf-surat/desa', { desa_ids: [b.desaId], aktif: false })).statusCode, 200);
    assert.equal(await suratOf(b.superAdmin.token), undefined);
  });

  it("counts the shells' load reports per village and version", async () => {
    const report = (body: object, tok = a.superAdmin.token) => req('POST', '/api/modul/laporan', body, tok);
    assert.equal((await report({ modul_id: 'mf-mutasi', versi: null, berhasil: true })).statusCode, 200);
    assert.equal((await report({ modul_id: 'mf-mutasi', versi: null, berhasil: false, alasan: 'remoteEntry.js 404' })).statusCode, 200);
    assert.equal((await report({ modul_id: 'mf-mutasi', versi: null, berhasil: false, alasan: 'timeout' })).statusCode, 200);
    assert.equal((await report({ modul_id: 'mf-mutasi', versi: null, berhasil: true }, token)).statusCode, 200);
    assert.equal((await report({ modul_id: 'mf-palsu', versi: null, berhasil: true })).statusCode, 400);
    assert.equal((await report({ modul_id: 'mf-mutasi', berhasil: true })).statusCode, 400);
    assert.equal((await t.inject({ method: 'POST', url: '/api/modul/laporan', payload: { modul_id: 'mf-mutasi', versi: null, berhasil: true } })).statusCode, 401);

    const rows = await req('GET', '/api/kabupaten/modul/mf-mutasi/desa?limit=100');
    const rowA = rows.json().data.find((r: { desa_id: string }) => r.desa_id === a.desaId);
    assert.equal(rowA.gagal, 2);
    assert.equal(rowA.gagal_terakhir.alasan, 'timeout');
    assert.equal(rowA.muat_terakhir.versi, null);
    const rowB = rows.json().data.find((r: { desa_id: string }) => r.desa_id === b.desaId);
    assert.equal(rowB.muat_terakhir, null);
    assert.equal(rowB.gagal, 0);
  });
});
