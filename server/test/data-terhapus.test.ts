/**
 * Data Terhapus (docs/adr/0012-data-terhapus.md): a delete says why and is kept 30 days; a Super Admin
 * restores it exactly (every row of every table it touched comes back identical) or purges it; an
 * Admin deletes only what nothing depends on; another village sees none of it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { filesDir } from '../src/lib/stored-files.js';
import { rowsOf } from '../src/data/paging.js';
import { purgeDataTerhapusKedaluwarsa } from '../src/services/data-terhapus-purge.js';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { kunciUrutSelisih } from './support/kunci-urut.js';
import { addAnggota, addKartuKeluarga, anggotaBody, getPenduduk, kematianBody, type Penduduk } from './support/registry.js';
import { JPEG, multipart, PNG } from './support/uploads.js';

/** The tables a delete may touch, and the counters the database keeps from them. */
const TABLES = [
  'penduduk',
  'kartu_keluarga',
  'keterangan_masuk',
  'penduduk_keluar',
  'penduduk_keluar_anggota',
  'keterangan_keluar',
  'kelahiran',
  'kematian',
  'arsip_kematian',
  'signatures',
  'files',
  'statistik_desa',
];

describe('Data Terhapus', () => {
  let t: TestApp;
  let token: string;
  let admin: { token: string };
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    admin = await t.createUser('Admin');
  });
  after(() => t.close());

  const ALASAN = 'Data ganda, salah input';
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, tok = token) =>
    t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });

  /**
   * Every row of the tables a delete may touch, as text, table by table (sorted): equal = identical.
   * statistik_desa's versi_statistik and versi_peristiwa are left out: change counters (migrations 0034,
   * 0041) that move with the delete and again with the restore (the ledger records both), as any change moves them.
   */
  async function snapshot(): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const table of TABLES) {
      const row = table === 'statistik_desa' ? sql.raw(`(to_jsonb(x) - 'versi_statistik' - 'versi_peristiwa')::text`) : sql.raw('x::text');
      const result = await t.app.ctx.db.execute(sql`select ${row} as r from ${sql.identifier(table)} x order by 1`);
      out[table] = rowsOf<{ r: string }>(result).map((r) => r.r);
    }
    return out;
  }

  async function entries(query = ''): Promise<Array<Record<string, unknown>>> {
    const res = await call('GET', `/api/data_terhapus?limit=100${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  }

  async function newestEntry(): Promise<Record<string, unknown>> {
    const [entry] = await entries();
    assert.ok(entry);
    return entry;
  }

  const hapusAnggota = (p: Penduduk, tok = token, alasan = ALASAN) => call('DELETE', `/api/penduduk/${p._id}/d/${p.keluarga_dari._id}`, { alasan }, tok);

  async function birth(ayah: Penduduk, ibu: Penduduk, nama = 'Bayi Lestari'): Promise<string> {
    const res = await call('POST', '/api/kelahiran', { nik_ayah: ayah.nik, nik_ibu: ibu.nik, nama, jenis_kelamin: 'Perempuan', tanggal_lahir: '2025-03-01', jam_lahir: '08:15' });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().data._id as string;
    const signer = await call('POST', `/api/signature/${id}/p/kelahiran`, { nama_lengkap: 'Kepala Desa', nama_jabatan: 'Kepala Desa' });
    assert.equal(signer.statusCode, 201, signer.body);
    return id;
  }

  /** A death with an archive photo (uploaded) and a signer. */
  async function death(p: Penduduk): Promise<{ id: string; storedName: string }> {
    const res = await call('POST', `/api/kematian/${p._id}`, kematianBody);
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().data._id as string;
    const up = await t.inject({ method: 'POST', url: `/api/kematian/arsip/${id}`, ...multipart(token, [{ name: 'arsip_kematian', filename: 'arsip.png', content: PNG }]) });
    assert.equal(up.statusCode, 201, up.body);
    assert.equal((await call('POST', `/api/signature/${id}/p/kematian`, { nama_lengkap: 'Sekdes', nama_jabatan: 'Sekretaris Desa' })).statusCode, 201);
    const storedName = decodeURIComponent(String(up.json().data.arsip_kematian).split('?')[0]!.replace('/files/', ''));
    return { id, storedName };
  }

  const stored = (name: string) => path.join(filesDir(t.dataDir), name);

  it('a resident who is a mother on a birth, in a moved-out record and dead: deleted with the reason, listed, restored identical', async () => {
    const ayah = await addKartuKeluarga(t, token, { nama_lengkap: 'Ayah Pertama' });
    const kkId = ayah.keluarga_dari._id;
    const ibu = await addAnggota(t, token, kkId, { nama_lengkap: 'Ibu Pertiwi', posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' });
    const anak = await addAnggota(t, token, kkId, { nama_lengkap: 'Anak Pertama' });
    await birth(ayah, ibu);
    // Ibu proposes a move with Anak following.
    for (const p of [ibu, anak]) assert.equal((await call('POST', `/api/penduduk_keluar/${p._id}`)).statusCode, 201);
    const ibuNow = await getPenduduk(t, token, ibu._id);
    assert.ok(ibuNow.data_penduduk_keluar);

    const dampak = await call('GET', `/api/dampak_hapus/penduduk/${ibu._id}/d/${kkId}`);
    assert.equal(dampak.statusCode, 200, dampak.body);
    assert.equal(dampak.json().data.dapat_dihapus, true);
    assert.deepEqual(dampak.json().data.ikut_terhapus, [
      'Sebagai pengusul pada data penduduk keluar (pengikut berikutnya menjadi pengusul)',
      'Sebagai ibu pada data kelahiran Bayi Lestari (dilepas)',
    ]);
    const asAdmin = (await call('GET', `/api/dampak_hapus/penduduk/${ibu._id}/d/${kkId}`, undefined, admin.token)).json().data;
    assert.equal(asAdmin.dapat_dihapus, false);
    assert.equal(asAdmin.pesan, 'Data ini masih dipakai oleh data lain (pengusul pada data penduduk keluar, ibu pada data kelahiran Bayi Lestari). Hanya Super Admin yang dapat menghapusnya.');

    const refused = await hapusAnggota(ibu, admin.token);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'DATA_MASIH_DIPAKAI');
    assert.equal(refused.json().message, asAdmin.pesan);

    const sebelum = await snapshot();
    const res = await hapusAnggota(ibu);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().code, 'DELETE_ANGGOTA_SUCCESS');
    assert.notDeepEqual(await snapshot(), sebelum);

    const entry = await newestEntry();
    assert.equal(entry.jenis, 'penduduk');
    assert.equal(entry.judul, 'Ibu Pertiwi');
    assert.equal(entry.keterangan, `NIK ${ibu.nik}, No. KK ${ibu.keluarga_dari.no_kk}`);
    assert.equal(entry.alasan, ALASAN);
    assert.equal(entry.dihapus_oleh, 'Administrator');
    assert.deepEqual(entry.ikut_terhapus, dampak.json().data.ikut_terhapus);
    const days = (Date.parse(String(entry.dihapus_permanen_pada)) - Date.parse(String(entry.dihapus_pada))) / 86_400_000;
    assert.ok(Math.abs(days - 30) < 0.01, String(days));

    const restored = await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`);
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(restored.json().code, 'DATA_DIPULIHKAN');
    assert.deepEqual(restored.json().data, { jenis: 'penduduk', tautan: `/penduduk/${ibu._id}/d` });
    assert.deepEqual(await snapshot(), sebelum, 'every row back as it was');
    assert.equal((await entries()).some((e) => e._id === entry._id), false, 'the entry leaves the list');
    assert.equal((await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`)).statusCode, 404, 'restored once');
    const [log] = (await call('GET', '/api/activity?limit=1')).json().data;
    assert.match(log.activity_name, /^Memulihkan data penduduk Ibu Pertiwi dari Data Terhapus/);
  });

  it('a death with its archive and signer: the status comes back, then the death comes back identical, its photo still served', async () => {
    const head = await addKartuKeluarga(t, token);
    const orang = await addAnggota(t, token, head.keluarga_dari._id, { nama_lengkap: 'Almarhum Contoh' });
    const { id, storedName } = await death(orang);
    assert.deepEqual((await call('GET', `/api/dampak_hapus/kematian/${id}`, undefined, admin.token)).json().data, {
      dapat_dihapus: true,
      ikut_terhapus: ['Arsip kematian', 'Penanda tangan surat kematian', 'Status Almarhum Contoh dikembalikan seperti sebelum kematian dicatat'],
    });
    const sebelum = await snapshot();
    const del = await call('DELETE', `/api/kematian/${id}`, { alasan: 'Salah orang' }, admin.token);
    assert.equal(del.statusCode, 200, del.body);
    assert.equal((await getPenduduk(t, token, orang._id)).status_penduduk, '', 'alive again');
    assert.ok(existsSync(stored(storedName)), 'the bytes stay for a restore');
    const entry = await newestEntry();
    assert.equal(entry.jenis, 'kematian');
    assert.equal(entry.judul, 'Almarhum Contoh');
    assert.match(String(entry.keterangan), new RegExp(`^NIK ${orang.nik}, meninggal 05 Januari 2026`), 'the date as Indonesians read it');

    const res = await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { jenis: 'kematian', tautan: `/kematian/${id}/d` });
    assert.deepEqual(await snapshot(), sebelum);
    const dto = (await call('GET', `/api/kematian/${id}`)).json().data;
    const photo = await t.inject({ method: 'GET', url: dto.arsip_kematian.arsip_kematian });
    assert.equal(photo.statusCode, 200);
    assert.deepEqual(photo.rawPayload, PNG);
  });

  it('the last member takes the card with its entry documents; restoring brings back the card, member and documents', async () => {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Pendatang' }, true);
    const kkId = head.keluarga_dari._id;
    const docs = await t.inject({
      method: 'POST',
      url: `/api/penduduk_masuk/${kkId}/p`,
      ...multipart(token, [
        { name: 'foto_kk', filename: 'kk.png', content: PNG },
        { name: 'foto_surat_masuk', filename: 'surat.jpg', content: JPEG },
      ]),
    });
    assert.equal(docs.statusCode, 201, docs.body);
    const dampak = (await call('GET', `/api/dampak_hapus/penduduk/${head._id}/d/${kkId}`, undefined, admin.token)).json().data;
    assert.deepEqual(dampak, { dapat_dihapus: true, ikut_terhapus: [`Kartu keluarga ${head.keluarga_dari.no_kk} (anggota terakhir) beserta dokumen masuknya`] });
    const sebelum = await snapshot();
    const res = await hapusAnggota(head, admin.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().code, 'KARTU_KELUARGA_DIHAPUS');
    assert.equal((await call('GET', `/api/kartu_keluarga/${kkId}`)).statusCode, 404);
    const entry = await newestEntry();
    assert.equal(entry.jenis, 'kartu_keluarga');
    assert.equal(entry.judul, `KK ${head.keluarga_dari.no_kk}`);
    assert.equal(entry.keterangan, `No. KK ${head.keluarga_dari.no_kk}, anggota terakhir Kepala Pendatang (NIK ${head.nik})`);
    const restored = await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`);
    assert.equal(restored.statusCode, 200, restored.body);
    assert.deepEqual(restored.json().data, { jenis: 'kartu_keluarga', tautan: `/kartu_keluarga/${kkId}/d` });
    assert.deepEqual(await snapshot(), sebelum);
    const doc = await call('GET', `/api/penduduk_masuk/${kkId}`);
    assert.equal(doc.statusCode, 200, doc.body);
    const url = String(doc.body.match(/\/files\/[^"]+/)?.[0]).replace(/\\u0026/g, '&');
    assert.equal((await t.inject({ method: 'GET', url })).statusCode, 200, 'the documents are served again');
  });

  it('the head of a card with other members, and a birth: both restored identical (first member, counts)', async () => {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Kedua' });
    const kkId = head.keluarga_dari._id;
    const istri = await addAnggota(t, token, kkId, { nama_lengkap: 'Istri Kedua', posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' });
    await addAnggota(t, token, kkId, { nama_lengkap: 'Anak Kedua' });
    const sebelum = await snapshot();
    assert.equal((await hapusAnggota(head)).statusCode, 200);
    const entry = await newestEntry();
    assert.equal((await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`)).statusCode, 200);
    assert.deepEqual(await snapshot(), sebelum);

    const bayi = await birth(head, istri, 'Bayi Kedua');
    assert.deepEqual((await call('GET', `/api/dampak_hapus/kelahiran/${bayi}`, undefined, admin.token)).json().data, { dapat_dihapus: true, ikut_terhapus: ['Penanda tangan surat kelahiran'] });
    const sebelumLahir = await snapshot();
    assert.equal((await call('DELETE', `/api/kelahiran/${bayi}`, { alasan: 'Dobel' }, admin.token)).statusCode, 200);
    const lahir = await newestEntry();
    assert.equal(lahir.jenis, 'kelahiran');
    assert.equal(lahir.judul, 'Bayi Kedua');
    assert.match(String(lahir.keterangan), /lahir 01 Maret 2025/, 'the date as Indonesians read it, not 2025-03-01');
    const res = await call('POST', `/api/data_terhapus/${lahir._id}/pulihkan`);
    assert.deepEqual(res.json().data, { jenis: 'kelahiran', tautan: `/kelahiran/${bayi}/d` });
    assert.deepEqual(await snapshot(), sebelumLahir);
  });

  it('lists newest first, by jenis, by q over title, details and reason', async () => {
    const a = await addKartuKeluarga(t, token);
    const x = await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Cari Satu' });
    const y = await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Cari Dua' });
    assert.equal((await hapusAnggota(x, token, 'Pindah alamat tanpa surat')).statusCode, 200);
    assert.equal((await hapusAnggota(y, token, 'Salah ketik nama')).statusCode, 200);
    const all = await entries();
    assert.deepEqual(all.slice(0, 2).map((e) => e.judul), ['Cari Dua', 'Cari Satu']);
    const times = all.map((e) => Date.parse(String(e.dihapus_pada)));
    assert.deepEqual(times, [...times].sort((p, q) => q - p));
    assert.deepEqual((await entries('&q=tanpa%20surat')).map((e) => e.judul), ['Cari Satu']);
    assert.deepEqual((await entries(`&q=${x.nik}`)).map((e) => e.judul), ['Cari Satu']);
    assert.ok((await entries('&jenis=penduduk')).every((e) => e.jenis === 'penduduk'));
    const page = await call('GET', '/api/data_terhapus?limit=1&page=0');
    assert.equal(page.json().data.length, 1);
    assert.ok(page.json().total >= 2);
  });

  it('a restore that something taken since stands in the way of: 409 PULIHKAN_BENTROK, nothing changed', async () => {
    const a = await addKartuKeluarga(t, token);
    const orang = await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Bentrok NIK' });
    assert.equal((await hapusAnggota(orang)).statusCode, 200);
    const entry = await newestEntry();
    // The NIK is registered again meanwhile.
    await addAnggota(t, token, a.keluarga_dari._id, { ...anggotaBody({ nik: orang.nik, nama_lengkap: 'Pemilik Baru' }) });
    const sebelum = await snapshot();
    const res = await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().code, 'PULIHKAN_BENTROK');
    assert.equal(res.json().message, `Data tidak dapat dipulihkan: NIK ${orang.nik} sudah dipakai oleh penduduk lain.`);
    assert.deepEqual(await snapshot(), sebelum, 'nothing half-written');
    assert.ok((await entries()).some((e) => e._id === entry._id), 'still kept');

    // A death deleted, then recorded again: its restore is refused too.
    const b = await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Dua Kali Meninggal' });
    const first = await death(b);
    assert.equal((await call('DELETE', `/api/kematian/${first.id}`, { alasan: 'Tanggal salah' })).statusCode, 200);
    const gone = await newestEntry();
    assert.equal((await call('POST', `/api/kematian/${b._id}`, kematianBody)).statusCode, 201);
    const again = await call('POST', `/api/data_terhapus/${gone._id}/pulihkan`);
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().message, 'Data tidak dapat dipulihkan: kematian Dua Kali Meninggal sudah dicatat lagi.');
  });

  it('purge removes the entry and its files at once; past 30 days the entry goes by itself', async () => {
    const head = await addKartuKeluarga(t, token);
    const orang = await addAnggota(t, token, head.keluarga_dari._id);
    const { id, storedName } = await death(orang);
    assert.equal((await call('DELETE', `/api/kematian/${id}`, { alasan: 'Tidak jadi' })).statusCode, 200);
    const entry = await newestEntry();
    assert.equal((await call('DELETE', `/api/data_terhapus/${entry._id}`, undefined, admin.token)).statusCode, 403, 'Super Admin only');
    const res = await call('DELETE', `/api/data_terhapus/${entry._id}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(existsSync(stored(storedName)), false, 'the bytes are gone');
    assert.equal((await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`)).statusCode, 404);
    const left = await t.app.ctx.db.execute(sql`select count(*)::int as n from data_terhapus_baris where data_terhapus_id = ${String(entry._id)}`);
    assert.equal(rowsOf<{ n: number }>(left)[0]?.n, 0);

    const other = await addAnggota(t, token, head.keluarga_dari._id);
    const second = await death(other);
    assert.equal((await call('DELETE', `/api/kematian/${second.id}`, { alasan: 'Tidak jadi' })).statusCode, 200);
    const old = await newestEntry();
    assert.equal(await purgeDataTerhapusKedaluwarsa(t.app.ctx.db, t.dataDir), 0, 'not yet');
    await t.app.ctx.db.execute(sql`update data_terhapus set dihapus_pada = dihapus_pada - interval '31 days',
      dihapus_permanen_pada = dihapus_permanen_pada - interval '31 days' where id = ${String(old._id)}`);
    assert.equal((await entries()).some((e) => e._id === old._id), false, 'past its time: no longer offered');
    assert.equal(await purgeDataTerhapusKedaluwarsa(t.app.ctx.db, t.dataDir), 1);
    assert.equal(existsSync(stored(second.storedName)), false);
    const rows = await t.app.ctx.db.execute(sql`select count(*)::int as n from data_terhapus where id = ${String(old._id)}`);
    assert.equal(rowsOf<{ n: number }>(rows)[0]?.n, 0);
  });

  it('an Admin deletes what nothing depends on (a plain member, a birth, a death) but lists, restores and purges nothing', async () => {
    const head = await addKartuKeluarga(t, token);
    const plain = await addAnggota(t, token, head.keluarga_dari._id);
    assert.deepEqual((await call('GET', `/api/dampak_hapus/penduduk/${plain._id}/d/${plain.keluarga_dari._id}`, undefined, admin.token)).json().data, { dapat_dihapus: true, ikut_terhapus: [] });
    assert.equal((await hapusAnggota(plain, admin.token)).statusCode, 200);
    const dead = await addAnggota(t, token, head.keluarga_dari._id, { nama_lengkap: 'Punya Kematian' });
    await death(dead);
    const refused = await hapusAnggota(dead, admin.token);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'Data ini masih dipakai oleh data lain (data kematian). Hanya Super Admin yang dapat menghapusnya.');
    const dampak = (await call('GET', `/api/dampak_hapus/penduduk/${dead._id}/d/${dead.keluarga_dari._id}`)).json().data;
    assert.deepEqual(dampak, { dapat_dihapus: true, ikut_terhapus: ['Data kematian beserta arsipnya'] });
    assert.equal((await call('GET', '/api/data_terhapus', undefined, admin.token)).statusCode, 403);
    const entry = await newestEntry();
    assert.equal((await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`, undefined, admin.token)).statusCode, 403);
    assert.equal((await call('GET', `/api/dampak_hapus/penduduk/${plain._id}/d/${plain.keluarga_dari._id}`)).statusCode, 404, 'gone');
    assert.equal((await call('GET', '/api/dampak_hapus/kelahiran/bukan-id')).statusCode, 404);
  });

  it("another village's Super Admin sees none of it: not listed, 404 on restore and purge", async () => {
    const other: Village = await t.addVillage('Desa Tetangga');
    const head = await addKartuKeluarga(t, token);
    const orang = await addAnggota(t, token, head.keluarga_dari._id);
    assert.equal((await hapusAnggota(orang)).statusCode, 200);
    const entry = await newestEntry();
    const theirs = await call('GET', '/api/data_terhapus', undefined, other.superAdmin.token);
    assert.equal(theirs.statusCode, 200);
    assert.equal(theirs.json().total, 0);
    assert.equal((await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`, undefined, other.superAdmin.token)).statusCode, 404);
    assert.equal((await call('DELETE', `/api/data_terhapus/${entry._id}`, undefined, other.superAdmin.token)).statusCode, 404);
    assert.equal((await call('GET', `/api/dampak_hapus/penduduk/${head._id}/d/${head.keluarga_dari._id}`, undefined, other.superAdmin.token)).statusCode, 404);
    assert.equal((await call('POST', `/api/data_terhapus/${entry._id}/pulihkan`)).statusCode, 200, 'its own village restores it');
  });

  it('leaves the sort keys kept on the records equal to the records, after everything above', async () => {
    assert.deepEqual(await kunciUrutSelisih(t.app.ctx.db), []);
  });
});
