/**
 * Outgoing residents: list, CSV, detail, delete all / remove a follower (statuses restored through the
 * state machine), the moving-out statement (add, edit, delete, proposer photo), dashboard counts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { activityLog, files, penduduk } from '../src/db/schema.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { filesDir } from '../src/lib/files.js';
import { loadSpec } from '../src/openapi.js';
import { todayIn } from '../src/lib/validation.js';
import { rowsOf } from '../src/data/paging.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { kunciUrutSelisih } from './support/kunci-urut.js';
import { addAnggota, addKartuKeluarga, dashboard, getPenduduk, parseCsv, type Penduduk } from './support/registry.js';
import { GIF, JPEG, multipart, PNG } from './support/uploads.js';

interface Statement {
  _id: string;
  nomor_surat: string | null;
  alamat_pindah: string;
  alasan_pindah: string;
  pengikut: number;
  tanggal_ktp: string | null;
  meninggalkan_desa_pada: string | null;
  catatan: string | null;
  kewarganegaraan: string | null;
  foto_pengusul: string | null;
}
interface Record_ {
  _id: string;
  penduduk_keluar_desa: Penduduk[];
  keterangan_keluar_desa: Statement | null;
  signatures: { _id: string } | null;
}

/** A WebP header (RIFF....WEBPVP8 ): any image is accepted for the proposer photo. */
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 0)]);
/** A little-endian TIFF header: an image, but not one a browser shows. */
const TIFF = Buffer.concat([Buffer.from('49492a0008000000', 'hex'), Buffer.alloc(64, 0)]);
const nameOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() as string;

const fields = {
  nomor_surat: '474.4/12/2026',
  alamat_pindah: 'Jl. Ijen 5, Kota Malang',
  alasan_pindah: 'Pekerjaan',
  pengikut: '2',
  tanggal_ktp: '2020-03-04',
  meninggalkan_desa_pada: '2026-01-10',
  catatan: 'Pindah bersama keluarga',
  kewarganegaraan: 'Indonesia',
};

describe('outgoing residents (penduduk keluar)', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, tok: string | null = token) =>
    t.inject({ method, url, headers: tok ? auth(tok) : {} });
  const storedOnDisk = () => (existsSync(filesDir(t.dataDir)) ? readdirSync(filesDir(t.dataDir)) : []);
  const form = (values: Record<string, string>, foto?: { content: Buffer; filename?: string }) => [
    ...Object.entries(values).map(([name, content]) => ({ name, content })),
    ...(foto ? [{ name: 'foto_pengusul', filename: foto.filename ?? 'pengusul.png', content: foto.content }] : []),
  ];
  const addStatement = (recordId: string, values: Record<string, string> = fields, foto?: { content: Buffer; filename?: string }, tok: string | null = token) =>
    t.inject({ method: 'POST', url: `/api/keterangan/${recordId}`, ...multipart(tok, form(values, foto)) });
  const editStatement = (id: string, values: Record<string, string> = fields, foto?: { content: Buffer; filename?: string }, tok: string | null = token) =>
    t.inject({ method: 'PUT', url: `/api/keterangan/${id}`, ...multipart(tok, form(values, foto)) });
  const getRecord = async (id: string) => {
    const res = await req('GET', `/api/penduduk_keluar/${id}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Record_;
  };

  /** A family of three (head, wife, child) that moves out together: one record, the head its proposer. */
  async function movedFamily(masuk = false, headName = 'Kepala Pindah') {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: headName }, masuk);
    const kkId = head.keluarga_dari._id;
    const istri = await addAnggota(t, token, kkId, { nama_lengkap: 'Istri Pindah', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    const anak = await addAnggota(t, token, kkId, { nama_lengkap: 'Anak Pindah', posisi_dalam_keluarga: 'Anak' });
    const res = await req('POST', `/api/penduduk_keluar/${kkId}/m`);
    assert.equal(res.statusCode, 201, res.body);
    return { head, istri, anak, kkId, record: res.json().data as Record_ };
  }

  it('lists records paged and sorted, the proposer first, with statement and total', async () => {
    const a = await movedFamily(false, 'Abdul Keluar');
    const z = await addKartuKeluarga(t, token, { nama_lengkap: 'Zainab Keluar', jenis_kelamin: 'Perempuan' });
    const single = (await req('POST', `/api/penduduk_keluar/${z._id}`)).json().data as Record_;
    assert.equal((await addStatement(single._id)).statusCode, 201);

    const res = await req('GET', '/api/penduduk_keluar?limit=100&sort=nama_lengkap&order=asc');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { data: Record_[]; total: number };
    assert.equal(body.total, body.data.length);
    const names = body.data.map((r) => r.penduduk_keluar_desa[0]?.nama_lengkap);
    assert.ok(names.indexOf('Abdul Keluar') < names.indexOf('Zainab Keluar'));
    const aRow = body.data.find((r) => r._id === a.record._id);
    assert.deepEqual(aRow?.penduduk_keluar_desa.map((p) => p._id), [a.head._id, a.istri._id, a.anak._id]);
    assert.equal(aRow?.keterangan_keluar_desa, null);
    assert.equal(body.data.find((r) => r._id === single._id)?.keterangan_keluar_desa?.alamat_pindah, fields.alamat_pindah);

    const desc = (await req('GET', '/api/penduduk_keluar?limit=100&sort=nama_lengkap&order=desc')).json().data as Record_[];
    assert.deepEqual(desc.map((r) => r._id), body.data.map((r) => r._id).reverse());
    const page = (await req('GET', '/api/penduduk_keluar?limit=1&page=1')).json();
    assert.equal(page.data.length, 1);
    assert.equal(page.total, body.total);
    const byFollowers = (await req('GET', '/api/penduduk_keluar?limit=100&sort=jumlah_pengikut&order=desc')).json().data as Record_[];
    assert.equal(byFollowers[0]?.penduduk_keluar_desa.length, 3);
    const byData = (await req('GET', '/api/penduduk_keluar?limit=100&sort=data_lengkap&order=desc')).json().data as Record_[];
    assert.notEqual(byData[0]?.keterangan_keluar_desa, null);
    for (const sort of ['no_kk', 'jenis_kelamin', 'tempat_tanggal_lahir', 'alamat_asal', 'umur', 'createdAt']) {
      const r = await req('GET', `/api/penduduk_keluar?sort=${sort}&order=desc&limit=100`);
      assert.equal(r.statusCode, 200, sort);
      assert.equal(r.json().data.length, body.total, sort);
    }
    assert.equal((await req('GET', '/api/penduduk_keluar?sort=nik')).statusCode, 400);
    assert.equal((await req('GET', '/api/penduduk_keluar', null)).statusCode, 401);
  });

  it('gets one record (404 for unknown ids)', async () => {
    const { record, head } = await movedFamily();
    const got = await getRecord(record._id);
    assert.equal(got.penduduk_keluar_desa[0]?._id, head._id);
    assert.equal(got.keterangan_keluar_desa, null);
    assert.equal(got.signatures, null);
    assert.equal((await req('GET', `/api/penduduk_keluar/${randomUUID()}`)).statusCode, 404);
    assert.equal((await req('GET', '/api/penduduk_keluar/bukan-id')).statusCode, 404);
    assert.equal((await req('GET', `/api/penduduk_keluar/${record._id}`, null)).statusCode, 401);
  });

  it('adds a statement (201, the spec message), refuses a second (409), re-adds after a delete', async () => {
    const { record } = await movedFamily();
    const before = await dashboard(t, token);
    const res = await addStatement(record._id, fields, { content: PNG });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, 'Sukses Menambahkan Keterangan Keluar');
    const s = res.json().data as Statement;
    assert.equal(s.pengikut, 2);
    assert.equal(s.nomor_surat, fields.nomor_surat);
    assert.equal(s.tanggal_ktp, '2020-03-04');
    assert.equal(s.meninggalkan_desa_pada, '2026-01-10');
    assert.equal(s.kewarganegaraan, 'Indonesia');
    assert.match(String(s.foto_pengusul), /^\/files\/[0-9a-f]{32}\.png\?exp=\d+&sig=/);
    const file = await t.inject({ method: 'GET', url: s.foto_pengusul as string });
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, PNG);
    assert.equal((await getRecord(record._id)).keterangan_keluar_desa?._id, s._id);
    assert.equal((await dashboard(t, token)).inc_data_penduduk_keluar, before.inc_data_penduduk_keluar - 1);

    const onDisk = storedOnDisk().length;
    const again = await addStatement(record._id, fields, { content: PNG });
    assert.equal(again.statusCode, 409, again.body);
    assert.deepEqual(again.json(), { success: false, code: 'KETERANGAN_KELUAR_EXISTS', message: 'Data penduduk keluar ini sudah memiliki keterangan keluar' });
    assert.equal(storedOnDisk().length, onDisk, 'the refused photo is not kept');
    assert.equal((await addStatement(randomUUID())).statusCode, 404);
    assert.equal((await addStatement(record._id, fields, undefined, null)).statusCode, 401);

    const photo = nameOf(s.foto_pengusul as string);
    const other = await movedFamily();
    assert.equal((await req('DELETE', `/api/keterangan/${other.record._id}/d/${s._id}`)).statusCode, 404, "not this record's statement");
    assert.equal((await req('DELETE', `/api/keterangan/${record._id}/d/${s._id}`, null)).statusCode, 401);
    const del = await req('DELETE', `/api/keterangan/${record._id}/d/${s._id}`);
    assert.equal(del.statusCode, 200, del.body);
    assert.equal(del.json().message, 'Sukses Menghapus Keterangan Keluar');
    assert.ok(!storedOnDisk().includes(photo));
    assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.storedName, photo))).length, 0);
    assert.equal((await getRecord(record._id)).keterangan_keluar_desa, null);
    assert.equal((await req('DELETE', `/api/keterangan/${record._id}/d/${s._id}`)).statusCode, 404);
    // The two new records of this test have no statement.
    assert.equal((await dashboard(t, token)).inc_data_penduduk_keluar, before.inc_data_penduduk_keluar + 1);

    const readd = await addStatement(record._id, { ...fields, nomor_surat: '' });
    assert.equal(readd.statusCode, 201, readd.body);
    assert.equal(readd.json().data.nomor_surat, null, 'nomor_surat is optional');
    assert.equal(readd.json().data.foto_pengusul, null);
    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, s._id));
    assert.ok(log.some((l) => l.activityName === 'Menambahkan keterangan keluar' && (l.after as { alamat_pindah: string }).alamat_pindah === fields.alamat_pindah));
    assert.ok(log.some((l) => l.activityName === 'Menghapus keterangan keluar' && (l.before as { _id: string })._id === s._id));
  });

  it('validates the statement form with the spec messages (400, never 500)', async () => {
    const { record } = await movedFamily();
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...fields, pengikut: '' }, 'Pengikut tidak boleh kosong'],
      [{ ...fields, pengikut: 'dua' }, 'Input harus berupa angka'],
      [{ ...fields, pengikut: '-1' }, 'Input harus berupa angka'],
      [{ ...fields, pengikut: '1.5' }, 'Input harus berupa angka'],
      [{ ...fields, alamat_pindah: '' }, 'Alamat Pindah tidak boleh kosong'],
      [{ ...fields, alamat_pindah: '   ' }, 'Alamat Pindah tidak boleh kosong'],
      [{ ...fields, alasan_pindah: '' }, 'Alasan pindah tidak boleh kosong'],
      [{ ...fields, tanggal_ktp: '' }, 'Tanggal ktp tidak boleh kosong'],
      [{ ...fields, tanggal_ktp: '04-03-2020' }, 'Tanggal ktp harus berupa tanggal (YYYY-MM-DD)'],
      [{ ...fields, meninggalkan_desa_pada: '2026-02-30' }, 'Tanggal meninggalkan desa harus berupa tanggal (YYYY-MM-DD)'],
      [{ ...fields, kewarganegaraan: '' }, 'Kewarganegaraan tidak boleh kosong'],
      [{ ...fields, nomor_surat: 'x'.repeat(101) }, 'Nomor surat maksimal 100 karakter'],
    ];
    const missing = (field: string) => Object.fromEntries(Object.entries(fields).filter(([k]) => k !== field));
    cases.push([missing('pengikut'), 'Pengikut tidak boleh kosong'], [missing('meninggalkan_desa_pada'), 'Tanggal meninggalkan desa tidak boleh kosong'], [missing('kewarganegaraan'), 'Kewarganegaraan tidak boleh kosong']);
    for (const [values, message] of cases) {
      const res = await addStatement(record._id, values);
      assert.equal(res.statusCode, 400, `${message}: ${res.body}`);
      assert.equal(res.json().message, message);
    }
    const unknown = await addStatement(record._id, { ...fields, status_penduduk: '' });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /status_penduduk/);
    assert.equal((await getRecord(record._id)).keterangan_keluar_desa, null, 'nothing was added');
  });

  it('refuses required text of only spaces, in the contract itself, with the spec messages (create and edit)', async () => {
    // The contract says it (pattern), for every client: not only this server's handler.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(loadSpec().document as object, 'spec');
    for (const [schema, required] of [
      ['KeteranganKeluarCreateInput', ['alamat_pindah', 'alasan_pindah', 'kewarganegaraan']],
      ['KeteranganKeluarUpdateInput', ['alamat_pindah', 'alasan_pindah']],
    ] as const) {
      const validate = ajv.getSchema(`spec#/components/schemas/${schema}`);
      assert.ok(validate);
      assert.equal(validate(fields), true, schema);
      for (const field of required) assert.equal(validate({ ...fields, [field]: ' \t ' }), false, `${schema}.${field}`);
    }

    const { record } = await movedFamily();
    const blanks = ['   ', '\t\n', '\u00a0\u3000'];
    for (const blank of blanks) {
      for (const [field, message] of [
        ['alamat_pindah', 'Alamat Pindah tidak boleh kosong'],
        ['alasan_pindah', 'Alasan pindah tidak boleh kosong'],
        ['kewarganegaraan', 'Kewarganegaraan tidak boleh kosong'],
      ] as const) {
        const res = await addStatement(record._id, { ...fields, [field]: blank });
        assert.equal(res.statusCode, 400, `${field} ${JSON.stringify(blank)}: ${res.body}`);
        assert.equal(res.json().message, message);
      }
    }
    assert.equal((await getRecord(record._id)).keterangan_keluar_desa, null, 'nothing was added');
    const s = (await addStatement(record._id)).json().data as Statement;
    for (const blank of blanks) {
      assert.equal((await editStatement(s._id, { ...fields, alamat_pindah: blank })).json().message, 'Alamat Pindah tidak boleh kosong');
      assert.equal((await editStatement(s._id, { ...fields, alasan_pindah: blank })).json().message, 'Alasan pindah tidak boleh kosong');
    }
    // On edit a blank nationality keeps the stored one (the edit form does not require it).
    const kept = await editStatement(s._id, { ...fields, kewarganegaraan: '   ' });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().data.kewarganegaraan, 'Indonesia');
    assert.equal((await getRecord(record._id)).keterangan_keluar_desa?.alamat_pindah, fields.alamat_pindah);
  });

  it('refuses statement dates before 1900 or after today with the form messages', async () => {
    const today = todayIn(t.app.ctx.config.timeZone);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const { record } = await movedFamily();
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...fields, tanggal_ktp: '1899-12-31' }, 'Tanggal ktp tidak boleh sebelum 1900'],
      [{ ...fields, tanggal_ktp: tomorrow }, 'Tanggal ktp tidak boleh melewati hari ini'],
      [{ ...fields, meninggalkan_desa_pada: '0001-01-01' }, 'Tanggal meninggalkan desa tidak boleh sebelum 1900'],
      [{ ...fields, meninggalkan_desa_pada: tomorrow }, 'Tanggal meninggalkan desa tidak boleh melewati hari ini'],
    ];
    for (const [values, message] of cases) {
      const res = await addStatement(record._id, values);
      assert.equal(res.statusCode, 400, `${message}: ${res.body}`);
      assert.equal(res.json().message, message);
    }
    const s = (await addStatement(record._id, { ...fields, tanggal_ktp: '1900-01-01', meninggalkan_desa_pada: today })).json().data as Statement;
    assert.equal(s.tanggal_ktp, '1900-01-01');
    assert.equal((await editStatement(s._id, { ...fields, meninggalkan_desa_pada: tomorrow })).json().message, 'Tanggal meninggalkan desa tidak boleh melewati hari ini');
  });

  it('proposer photo: any web image (gif, webp, jpeg) accepted; non-images and TIFF refused by content; 10 MB limit', async () => {
    for (const [content, ext] of [
      [GIF, 'gif'],
      [WEBP, 'webp'],
      [JPEG, 'jpg'],
    ] as const) {
      const { record } = await movedFamily();
      const res = await addStatement(record._id, fields, { content, filename: `foto.${ext}` });
      assert.equal(res.statusCode, 201, `${ext}: ${res.body}`);
      assert.match(String(res.json().data.foto_pengusul), new RegExp(`\\.${ext}\\?`));
    }
    const { record } = await movedFamily();
    const onDisk = storedOnDisk().length;
    const pdf = await addStatement(record._id, fields, { content: Buffer.from('%PDF-1.4 bukan gambar sama sekali'), filename: 'foto.png' });
    assert.equal(pdf.statusCode, 415);
    assert.deepEqual(pdf.json(), { success: false, code: 'UNSUPPORTED_FILE', message: 'Format foto tidak didukung, gunakan gambar jpg/jpeg/png/gif/webp/bmp/avif' });
    const tiff = await addStatement(record._id, fields, { content: TIFF, filename: 'foto.png' });
    assert.equal(tiff.statusCode, 415, 'an image a browser cannot show in the letter');
    const big = await addStatement(record._id, fields, { content: Buffer.alloc(10 * 1024 * 1024 + 1, 1) });
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().message, 'Maximum size is 10mb');
    assert.equal(storedOnDisk().length, onDisk);
    const emptyPart = await addStatement(record._id, fields, { content: Buffer.alloc(0) });
    assert.equal(emptyPart.statusCode, 201, 'an empty file part is "no photo"');
    assert.equal(emptyPart.json().data.foto_pengusul, null);
  });

  it('edits a statement: fields replaced, kewarganegaraan optional, photo replaced only when sent (old file deleted)', async () => {
    const { record } = await movedFamily();
    const s = (await addStatement(record._id, fields, { content: PNG })).json().data as Statement;
    const firstPhoto = nameOf(s.foto_pengusul as string);
    const { kewarganegaraan: _k, ...withoutKw } = fields;
    const res = await editStatement(s._id, { ...withoutKw, alamat_pindah: 'Surabaya', pengikut: '0' });
    assert.equal(res.statusCode, 200, res.body);
    const edited = res.json().data as Statement;
    assert.equal(edited.alamat_pindah, 'Surabaya');
    assert.equal(edited.pengikut, 0);
    assert.equal(edited.kewarganegaraan, 'Indonesia', 'kept when left out');
    assert.equal(nameOf(edited.foto_pengusul as string), firstPhoto, 'photo kept when not sent');
    assert.ok(storedOnDisk().includes(firstPhoto));

    const replaced = await editStatement(s._id, { ...fields, kewarganegaraan: '' }, { content: JPEG, filename: 'b.jpg' });
    assert.equal(replaced.statusCode, 200, replaced.body);
    const second = nameOf(replaced.json().data.foto_pengusul);
    assert.notEqual(second, firstPhoto);
    assert.ok(!storedOnDisk().includes(firstPhoto));
    assert.ok(storedOnDisk().includes(second));
    assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.storedName, firstPhoto))).length, 0);

    assert.equal((await editStatement(s._id, { ...fields, pengikut: 'x' })).json().message, 'Input harus berupa angka');
    assert.equal((await editStatement(s._id, { ...fields, alamat_pindah: '' })).statusCode, 400);
    assert.equal((await editStatement(s._id, fields, { content: Buffer.from('bukan gambar') })).statusCode, 415);
    assert.ok(storedOnDisk().includes(second), 'a refused replacement keeps the photo');
    assert.equal((await editStatement(randomUUID())).statusCode, 404);
    assert.equal((await editStatement(s._id, fields, undefined, null)).statusCode, 401);

    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, s._id));
    const entry = log.find((l) => l.activityName === 'Memperbarui keterangan keluar' && (l.after as { alamat_pindah: string }).alamat_pindah === 'Surabaya');
    assert.equal((entry?.before as { alamat_pindah: string }).alamat_pindah, fields.alamat_pindah);
  });

  it('removes one follower: their previous status back (penduduk_masuk stays masuk), the proposer refused with 409', async () => {
    const { record, head, istri, anak } = await movedFamily(true);
    assert.equal((await getPenduduk(t, token, istri._id)).status_penduduk, 'penduduk_keluar');
    const proposer = await req('DELETE', `/api/penduduk_keluar/${record._id}/d/${head._id}`);
    assert.equal(proposer.statusCode, 409);
    assert.equal(proposer.json().code, 'PENGUSUL_NOT_REMOVABLE');
    assert.match(proposer.json().message, /Pengusul tidak dapat dihapus.*Hapus Semua Data/);
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${record._id}/d/${randomUUID()}`)).statusCode, 404);
    const stranger = await addKartuKeluarga(t, token);
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${record._id}/d/${stranger._id}`)).statusCode, 404);
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${randomUUID()}/d/${istri._id}`)).statusCode, 404);
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${record._id}/d/${istri._id}`, null)).statusCode, 401);

    const before = await dashboard(t, token);
    const res = await req('DELETE', `/api/penduduk_keluar/${record._id}/d/${istri._id}`);
    assert.equal(res.statusCode, 200, res.body);
    const back = await getPenduduk(t, token, istri._id);
    assert.equal(back.status_penduduk, 'penduduk_masuk');
    assert.equal(back.data_penduduk_keluar, null);
    const left = await getRecord(record._id);
    assert.deepEqual(left.penduduk_keluar_desa.map((p) => p._id), [head._id, anak._id]);
    const after = await dashboard(t, token);
    assert.equal(after.data_penduduk_keluar, before.data_penduduk_keluar - 1);
    assert.equal(after.data_penduduk_masuk, before.data_penduduk_masuk + 1);
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${record._id}/d/${istri._id}`)).statusCode, 404, 'already removed');

    // The record keeps its proposer; the child can go too; then only the proposer is left.
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${record._id}/d/${anak._id}`)).statusCode, 200);
    assert.deepEqual((await getRecord(record._id)).penduduk_keluar_desa.map((p) => p._id), [head._id]);
    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, record._id));
    const entry = log.find((l) => l.activityName.startsWith('Menghapus pengikut Istri Pindah'));
    assert.equal((entry?.before as Record_).penduduk_keluar_desa.length, 3);
    assert.equal((entry?.after as Record_).penduduk_keluar_desa.length, 2);
    // A removed follower can move out again: the record has no statement, so they join it again.
    const again = await req('POST', `/api/penduduk_keluar/${istri._id}`);
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.json().data._id, record._id);
  });

  it('deletes a whole record: everyone back to their previous status, statement, signer and photo gone', async () => {
    const living = await movedFamily(false);
    const s = (await addStatement(living.record._id, fields, { content: PNG })).json().data as Statement;
    const photo = nameOf(s.foto_pengusul as string);
    const sig = await t.inject({
      method: 'POST',
      url: `/api/signature/${living.record._id}/p/keluar`,
      headers: auth(token),
      payload: { nama_lengkap: 'Sutrisno', nama_jabatan: 'Kepala Desa' },
    });
    assert.equal(sig.statusCode, 201, sig.body);
    assert.equal((await getRecord(living.record._id)).signatures?._id, sig.json().data._id);
    const before = await dashboard(t, token);

    assert.equal((await req('DELETE', `/api/penduduk_keluar/${living.record._id}/d`, null)).statusCode, 401);
    const del = await req('DELETE', `/api/penduduk_keluar/${living.record._id}/d`);
    assert.equal(del.statusCode, 200, del.body);
    assert.equal(del.json().message, 'Sukses menghapus seluruh data penduduk keluar');
    for (const p of [living.head, living.istri, living.anak]) {
      const now = await getPenduduk(t, token, p._id);
      assert.equal(now.status_penduduk, '');
      assert.equal(now.data_penduduk_keluar, null);
    }
    assert.ok(!storedOnDisk().includes(photo));
    assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.storedName, photo))).length, 0);
    assert.equal((await req('GET', `/api/penduduk_keluar/${living.record._id}`)).statusCode, 404);
    assert.equal((await req('PUT', `/api/signature/${sig.json().data._id}/u`)).statusCode, 400);
    const sigGone = await t.inject({ method: 'PUT', url: `/api/signature/${sig.json().data._id}/u`, headers: auth(token), payload: { nama_lengkap: 'A', nama_jabatan: 'B' } });
    assert.equal(sigGone.statusCode, 404);
    const after = await dashboard(t, token);
    assert.equal(after.data_penduduk_keluar, before.data_penduduk_keluar - 3);
    assert.equal(after.data_penduduk, before.data_penduduk + 3);
    assert.equal(after.inc_data_penduduk_keluar, before.inc_data_penduduk_keluar, 'the record had a statement');
    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, living.record._id));
    const entry = log.find((l) => l.activityName.startsWith('Menghapus seluruh data penduduk keluar'));
    assert.equal((entry?.before as Record_).penduduk_keluar_desa.length, 3);
    assert.equal((entry?.before as Record_).keterangan_keluar_desa?._id, s._id);
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${living.record._id}/d`)).statusCode, 404);

    // Incoming residents go back to penduduk_masuk; a record without statement lowers the inc count.
    const masuk = await movedFamily(true);
    const beforeMasuk = await dashboard(t, token);
    assert.equal((await req('DELETE', `/api/penduduk_keluar/${masuk.record._id}/d`)).statusCode, 200);
    const rows = await t.app.ctx.db.select({ s: penduduk.statusPenduduk }).from(penduduk).where(eq(penduduk.kkId, masuk.kkId));
    assert.deepEqual(rows.map((r) => r.s), ['penduduk_masuk', 'penduduk_masuk', 'penduduk_masuk']);
    const afterMasuk = await dashboard(t, token);
    assert.equal(afterMasuk.inc_data_penduduk_keluar, beforeMasuk.inc_data_penduduk_keluar - 1);
    assert.equal(afterMasuk.data_penduduk_masuk, beforeMasuk.data_penduduk_masuk + 3);
    // The family can move out again.
    assert.equal((await req('POST', `/api/penduduk_keluar/${masuk.kkId}/m`)).statusCode, 201);
  });

  it('exports data_penduduk_keluar_{date}.csv: one row per record, its proposer', async () => {
    const { record, head } = await movedFamily(false, '@Proposer CSV');
    await addStatement(record._id, fields);
    const res = await req('GET', '/api/penduduk_keluar/csv?sort=nama_lengkap&order=asc');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(String(res.headers['content-disposition']), /filename="data_penduduk_keluar_\d{2}-\d{2}-\d{4}\.csv"/);
    const rows = parseCsv(res.body);
    assert.deepEqual(rows[0], [
      'No. Kartu Keluarga',
      'NIK',
      'Nama Lengkap',
      'Jenis Kelamin',
      'Tempat Tgl. Lahir',
      'Alamat Asal',
      'Umur',
      'Jumlah Pengikut',
      'Data',
      'Nomor Surat',
      'Alamat Pindah',
      'Alasan Pindah',
      'Tanggal Meninggalkan Desa',
    ]);
    const row = rows.find((r) => r[1] === `="${head.nik}"`);
    assert.equal(row?.[0], `="${head.keluarga_dari.no_kk}"`);
    assert.equal(row?.[2], "'@Proposer CSV");
    assert.equal(row?.[7], '2');
    assert.equal(row?.[8], 'Lengkap');
    assert.equal(row?.[10], fields.alamat_pindah);
    assert.equal(row?.[12], '2026-01-10');
    assert.equal(rows.length - 1, (await req('GET', '/api/penduduk_keluar')).json().total);
    assert.equal((await req('GET', '/api/penduduk_keluar/csv?sort=jumlah_pengikut&order=desc')).statusCode, 200);
    assert.equal((await req('GET', '/api/penduduk_keluar/csv', null)).statusCode, 401);
  });

  it('leaves the sort keys kept on the records equal to the records, after everything above', async () => {
    assert.deepEqual(await kunciUrutSelisih(t.app.ctx.db), []);
  });

  it('follows a proposer corrected in the database (name, sex, birth, address, age) in the list sorted by them', async () => {
    const { db } = t.app.ctx;
    const first = (await req('GET', '/api/penduduk_keluar?sort=nama_lengkap&order=asc&limit=1')).json().data[0] as { _id: string };
    const [pengusul] = rowsOf<{ id: string }>(await db.execute(sql`select penduduk_id as id from penduduk_keluar_anggota where penduduk_keluar_id = ${first._id} and urutan = 0`));
    await db.update(penduduk).set({ namaLengkap: 'Zzz Terakhir', alamatAsal: 'Zzz', tanggalLahir: '2025-01-01', tempatTanggalLahir: 'Zzz, 01 Januari 2025' }).where(eq(penduduk.id, String(pengusul?.id)));
    assert.deepEqual(await kunciUrutSelisih(db), []);
    const last = (await req('GET', '/api/penduduk_keluar?sort=nama_lengkap&order=desc&limit=1')).json().data[0] as { _id: string };
    assert.equal(last._id, first._id, 'now last by the proposer\'s name');
  });
});
