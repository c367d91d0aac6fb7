/** Births (parents by NIK) and the signers of the three letters. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { activityLog, signatures } from '../src/db/schema.js';
import { todayIn } from '../src/lib/validation.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, kematianBody, nomor, parseCsv, type Penduduk } from './support/registry.js';

/** Tomorrow in the village's time zone: the first date the contract's `x-tidak-di-masa-depan` refuses. */
function besok(t: TestApp): string {
  const today = todayIn(t.app.ctx.config.timeZone);
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

describe('births and signers', () => {
  let t: TestApp;
  let token: string;
  let ayah: Penduduk;
  let ibu: Penduduk;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    ayah = await addKartuKeluarga(t, token, { nama_lengkap: 'Slamet Riyadi' });
    ibu = await addAnggota(t, token, ayah.keluarga_dari._id, { nama_lengkap: 'Sri Wahyuni', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, tok: string | null = token) =>
    t.inject({ method, url, headers: tok ? auth(tok) : {}, ...(payload ? { payload } : {}) });
  const lahirBody = (o: object = {}) => ({
    nik_ayah: ayah.nik,
    nik_ibu: ibu.nik,
    nama: 'Bayu Pratama',
    jenis_kelamin: 'Laki laki',
    tempat_lahir: 'Malang',
    tanggal_lahir: '2026-02-01',
    agama: 'Islam',
    hari_kelahiran: 'Minggu',
    jam_lahir: '07:30',
    nomor_surat_kelahiran: '474.1/02/2026',
    hubungan_pelapor: 'Ayah',
    ...o,
  });
  async function newBirth(o: object = {}) {
    const res = await req('POST', '/api/kelahiran', lahirBody(o));
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as { _id: string; [k: string]: unknown };
  }

  describe('births', () => {
    it('creates a birth with both parents found by NIK (201), logged', async () => {
      const b = await newBirth();
      assert.equal(b.nama, 'Bayu Pratama');
      assert.equal(b.jam_lahir, '07:30');
      assert.equal((b.data_ayah as Penduduk)._id, ayah._id);
      assert.equal((b.data_ibu as Penduduk)._id, ibu._id);
      assert.equal(b.signatures, null);
      const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, b._id));
      assert.equal(log.length, 1);
    });

    it('answers 404 for unknown parent NIKs and 400 for bad bodies', async () => {
      const noAyah = await req('POST', '/api/kelahiran', lahirBody({ nik_ayah: nomor() }));
      assert.equal(noAyah.statusCode, 404);
      assert.equal(noAyah.json().message, 'Data ayah tidak ditemukan');
      const noIbu = await req('POST', '/api/kelahiran', lahirBody({ nik_ibu: nomor() }));
      assert.equal(noIbu.statusCode, 404);
      assert.equal(noIbu.json().message, 'Data ibu tidak ditemukan');
      const { nik_ayah: _a, ...withoutAyah } = lahirBody();
      assert.equal((await req('POST', '/api/kelahiran', withoutAyah)).statusCode, 400);
      assert.equal((await req('POST', '/api/kelahiran', lahirBody({ nik_ibu: '123' }))).statusCode, 400);
      assert.equal((await req('POST', '/api/kelahiran', lahirBody({ jenis_kelamin: 'L' }))).statusCode, 400);
      assert.equal((await req('POST', '/api/kelahiran', lahirBody({ ayah_id: randomUUID() }))).statusCode, 400);
      assert.equal((await req('POST', '/api/kelahiran', lahirBody(), null)).statusCode, 401);
    });

    it("refuses a time that is not the contract's 24-hour jj:mm, naming Jam Lahir as the form does (issue 40)", async () => {
      for (const jam of ['8:30', '08:30 PM', '24:00', '08:60', '08:30:00']) {
        const res = await req('POST', '/api/kelahiran', lahirBody({ jam_lahir: jam }));
        assert.equal(res.statusCode, 400, jam);
        assert.equal(res.json().message, 'Jam Lahir harus ditulis jj:mm (24 jam), misalnya 08:30', jam);
      }
      assert.equal((await newBirth({ jam_lahir: '23:59' })).jam_lahir, '23:59');
    });

    it('refuses the same NIK for father and mother (400 naming NIK Ibu, before any lookup), nothing stored', async () => {
      const before = (await req('GET', '/api/kelahiran')).json().total as number;
      for (const nik of [ayah.nik, ibu.nik, nomor()]) {
        const res = await req('POST', '/api/kelahiran', lahirBody({ nik_ayah: nik, nik_ibu: nik }));
        assert.equal(res.statusCode, 400, res.body);
        assert.deepEqual(res.json(), { success: false, code: 'NIK_ORANG_TUA_SAMA', message: 'NIK Ibu tidak boleh sama dengan NIK Ayah' });
      }
      assert.equal((await req('GET', '/api/kelahiran')).json().total, before);
    });

    it('refuses a father who is not a man and a mother who is not a woman, by their resident record (400)', async () => {
      const before = (await req('GET', '/api/kelahiran')).json().total as number;
      const otherWoman = await addAnggota(t, token, ayah.keluarga_dari._id, { jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Anak' });
      const otherMan = await addAnggota(t, token, ayah.keluarga_dari._id, { jenis_kelamin: 'Laki laki', posisi_dalam_keluarga: 'Anak' });
      const swapped = await req('POST', '/api/kelahiran', lahirBody({ nik_ayah: ibu.nik, nik_ibu: ayah.nik }));
      assert.equal(swapped.statusCode, 400, swapped.body);
      assert.equal(swapped.json().message, 'NIK Ayah harus milik penduduk laki-laki');
      const womanAsFather = await req('POST', '/api/kelahiran', lahirBody({ nik_ayah: otherWoman.nik }));
      assert.equal(womanAsFather.statusCode, 400);
      assert.equal(womanAsFather.json().message, 'NIK Ayah harus milik penduduk laki-laki');
      const manAsMother = await req('POST', '/api/kelahiran', lahirBody({ nik_ibu: otherMan.nik }));
      assert.equal(manAsMother.statusCode, 400);
      assert.equal(manAsMother.json().message, 'NIK Ibu harus milik penduduk perempuan');
      // An unknown father is still a 404, whoever the mother is.
      assert.equal((await req('POST', '/api/kelahiran', lahirBody({ nik_ayah: nomor(), nik_ibu: otherMan.nik }))).json().message, 'Data ayah tidak ditemukan');
      assert.equal((await req('GET', '/api/kelahiran')).json().total, before);
    });

    it("refuses a baby's NIK that is a parent's, on create and on update (400)", async () => {
      const sameAsFather = await req('POST', '/api/kelahiran', lahirBody({ nik: ayah.nik }));
      assert.equal(sameAsFather.statusCode, 400, sameAsFather.body);
      assert.equal(sameAsFather.json().message, 'NIK tidak boleh sama dengan NIK Ayah');
      const sameAsMother = await req('POST', '/api/kelahiran', lahirBody({ nik: ibu.nik }));
      assert.equal(sameAsMother.json().message, 'NIK tidak boleh sama dengan NIK Ibu');
      const b = await newBirth({ nik: nomor() });
      const upd = await req('PUT', `/api/kelahiran/${b._id}`, { nik: ibu.nik });
      assert.equal(upd.statusCode, 400, upd.body);
      assert.equal(upd.json().message, 'NIK tidak boleh sama dengan NIK Ibu');
      assert.equal((await req('PUT', `/api/kelahiran/${b._id}`, { nik: ayah.nik })).json().message, 'NIK tidak boleh sama dengan NIK Ayah');
      assert.equal((await req('GET', `/api/kelahiran/${b._id}`)).json().data.nik, b.nik, 'unchanged');
    });

    it('corrects a parent by NIK on update, under the rules of create; the other parent and the fields stay, logged', async () => {
      const b = await newBirth({ nik: nomor() });
      const ayahBaru = await addKartuKeluarga(t, token, { nama_lengkap: 'Joko Susilo' });
      const ibuBaru = await addAnggota(t, token, ayahBaru.keluarga_dari._id, { nama_lengkap: 'Dewi Lestari', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });

      const upd = await req('PUT', `/api/kelahiran/${b._id}`, { nik_ayah: ayahBaru.nik });
      assert.equal(upd.statusCode, 200, upd.body);
      assert.equal(upd.json().data.data_ayah._id, ayahBaru._id);
      assert.equal(upd.json().data.data_ibu._id, ibu._id, 'the mother stays');
      assert.equal(upd.json().data.nama, 'Bayu Pratama');
      const both = await req('PUT', `/api/kelahiran/${b._id}`, { nik_ayah: ayah.nik, nik_ibu: ibuBaru.nik, nama: 'Bayu Saputra' });
      assert.equal(both.statusCode, 200, both.body);
      assert.equal(both.json().data.data_ayah._id, ayah._id);
      assert.equal(both.json().data.data_ibu._id, ibuBaru._id);
      const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, b._id));
      assert.ok(log.some((l) => (l.before as { data_ayah?: { _id: string } } | null)?.data_ayah?._id === ayahBaru._id
        && (l.after as { data_ayah?: { _id: string } } | null)?.data_ayah?._id === ayah._id), 'before/after name the parents');

      // Each refusal has its own code, which names the form field it is about (ERROR_CODE_FIELD).
      const refused = async (body: object, status: number, message: string, code: string) => {
        const res = await req('PUT', `/api/kelahiran/${b._id}`, body);
        assert.equal(res.statusCode, status, res.body);
        assert.deepEqual(res.json(), { success: false, code, message });
      };
      const otherMan = await addAnggota(t, token, ayah.keluarga_dari._id, { jenis_kelamin: 'Laki laki', posisi_dalam_keluarga: 'Anak' });
      await refused({ nik_ayah: nomor() }, 404, 'Data ayah tidak ditemukan', 'AYAH_TIDAK_DITEMUKAN');
      await refused({ nik_ibu: nomor() }, 404, 'Data ibu tidak ditemukan', 'IBU_TIDAK_DITEMUKAN');
      await refused({ nik_ayah: ibu.nik }, 400, 'NIK Ayah harus milik penduduk laki-laki', 'AYAH_BUKAN_LAKI_LAKI');
      await refused({ nik_ibu: otherMan.nik }, 400, 'NIK Ibu harus milik penduduk perempuan', 'IBU_BUKAN_PEREMPUAN');
      // The same person as both parents, whether both are sent or one matches the one kept.
      await refused({ nik_ayah: ayahBaru.nik, nik_ibu: ayahBaru.nik }, 400, 'NIK Ibu tidak boleh sama dengan NIK Ayah', 'NIK_ORANG_TUA_SAMA');
      await refused({ nik_ibu: ayah.nik }, 400, 'NIK Ibu tidak boleh sama dengan NIK Ayah', 'NIK_ORANG_TUA_SAMA');
      // The baby's NIK, kept or sent, is not the new parent's.
      await refused({ nik_ayah: b.nik as string }, 400, 'NIK tidak boleh sama dengan NIK Ayah', 'NIK_BAYI_SAMA_ORANG_TUA');
      await refused({ nik_ibu: b.nik as string }, 400, 'NIK tidak boleh sama dengan NIK Ibu', 'NIK_BAYI_SAMA_ORANG_TUA');
      const short = await req('PUT', `/api/kelahiran/${b._id}`, { nik_ayah: '123' });
      assert.equal(short.statusCode, 400);
      assert.match(short.json().message, /nik_ayah|NIK Ayah/);

      const now = (await req('GET', `/api/kelahiran/${b._id}`)).json().data;
      assert.equal(now.data_ayah._id, ayah._id, 'nothing changed by a refusal');
      assert.equal(now.data_ibu._id, ibuBaru._id);
      assert.equal(now.nama, 'Bayu Saputra');
    });

    it('refuses a birth date before 1900 or after today (400 naming tanggal_lahir)', async () => {
      const b = await newBirth();
      for (const tanggal_lahir of ['1899-12-31', besok(t)]) {
        const created = await req('POST', '/api/kelahiran', lahirBody({ tanggal_lahir }));
        assert.equal(created.statusCode, 400, created.body);
        assert.match(created.json().message, /^tanggal_lahir tidak boleh (sebelum 1900|melewati hari ini)/);
        assert.equal((await req('PUT', `/api/kelahiran/${b._id}`, { tanggal_lahir })).statusCode, 400);
      }
      assert.equal((await req('PUT', `/api/kelahiran/${b._id}`, { tanggal_lahir: '1900-01-01' })).statusCode, 200);
    });

    it('lists births paged and sorted', async () => {
      await newBirth({ nama: 'Aisyah' });
      await newBirth({ nama: 'Zulfa', jenis_kelamin: 'Perempuan' });
      const res = await req('GET', '/api/kelahiran?limit=1&sort=nama&order=asc');
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(res.json().total >= 3);
      assert.equal(res.json().data.length, 1);
      assert.equal(res.json().data[0].nama, 'Aisyah');
      assert.equal((await req('GET', '/api/kelahiran?limit=100&sort=nama&order=desc')).json().data[0].nama, 'Zulfa');
      for (const sort of ['jenis_kelamin', 'tempat_lahir', 'tanggal_lahir', 'agama', 'hubungan_pelapor', 'createdAt']) {
        assert.equal((await req('GET', `/api/kelahiran?sort=${sort}&order=desc`)).statusCode, 200, sort);
      }
      assert.equal((await req('GET', '/api/kelahiran?sort=umur')).statusCode, 400);
    });

    it('gets, updates (fields only, logged before/after) and deletes a birth with its signer', async () => {
      const b = await newBirth();
      assert.equal((await req('GET', `/api/kelahiran/${b._id}`)).statusCode, 200);
      assert.equal((await req('GET', `/api/kelahiran/${randomUUID()}`)).statusCode, 404);
      const upd = await req('PUT', `/api/kelahiran/${b._id}`, { nama: 'Bayu Saputra' });
      assert.equal(upd.statusCode, 200, upd.body);
      assert.equal(upd.json().data.nama, 'Bayu Saputra');
      assert.equal(upd.json().data.tempat_lahir, 'Malang');
      assert.equal(upd.json().data.data_ayah._id, ayah._id);
      // The links themselves are not a body field: a parent is corrected by NIK only (below).
      assert.equal((await req('PUT', `/api/kelahiran/${b._id}`, { ayah_id: randomUUID() })).statusCode, 400);
      assert.equal((await req('PUT', `/api/kelahiran/${randomUUID()}`, { nama: 'X' })).statusCode, 404);
      const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, b._id));
      const u = log.find((l) => l.activityName.startsWith('Memperbarui'));
      assert.equal((u?.before as { nama: string }).nama, 'Bayu Pratama');
      assert.equal((u?.after as { nama: string }).nama, 'Bayu Saputra');

      const sig = await req('POST', `/api/signature/${b._id}/p/kelahiran`, { nama_lengkap: 'Sutrisno', nama_jabatan: 'Kepala Desa' });
      assert.equal(sig.statusCode, 201, sig.body);
      assert.equal((await req('DELETE', `/api/kelahiran/${b._id}`, { alasan: 'Data ganda' })).statusCode, 200);
      assert.equal((await t.app.ctx.db.select().from(signatures).where(eq(signatures.id, sig.json().data._id))).length, 0);
      assert.equal((await req('GET', `/api/kelahiran/${b._id}`)).statusCode, 404);
      assert.equal((await req('DELETE', `/api/kelahiran/${b._id}`, { alasan: 'Data ganda' })).statusCode, 404);
    });

    it('keeps working when a parent later dies or moves out', async () => {
      const father = await addKartuKeluarga(t, token);
      const mother = await addAnggota(t, token, father.keluarga_dari._id, { jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
      const b = await newBirth({ nik_ayah: father.nik, nik_ibu: mother.nik });
      assert.equal((await req('POST', `/api/kematian/${father._id}`, kematianBody)).statusCode, 201);
      assert.equal((await req('POST', `/api/penduduk_keluar/${mother._id}`)).statusCode, 201);
      const got = (await req('GET', `/api/kelahiran/${b._id}`)).json().data;
      assert.equal(got.data_ayah.status_penduduk, 'meninggal');
      assert.equal(got.data_ibu.status_penduduk, 'penduduk_keluar');
      assert.equal((await req('PUT', `/api/kelahiran/${b._id}`, { tempat_lahir: 'Batu' })).statusCode, 200);
      assert.equal((await req('GET', '/api/kelahiran?limit=100')).statusCode, 200);
      // And a new birth to parents who have since died / moved out is still found by NIK.
      assert.equal((await req('POST', '/api/kelahiran', lahirBody({ nik_ayah: father.nik, nik_ibu: mother.nik }))).statusCode, 201);
    });

    it('exports data_kelahiran_{date}.csv', async () => {
      await newBirth({ nama: 'Citra Kirana', nik: nomor() });
      const res = await req('GET', '/api/kelahiran/csv?sort=nama&order=desc');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-disposition']), /data_kelahiran_\d{2}-\d{2}-\d{4}\.csv/);
      const rows = parseCsv(res.body);
      assert.equal(rows[0]?.[1], 'Nama Lengkap');
      const row = rows.find((r) => r[1] === 'Citra Kirana');
      assert.match(row?.[0] ?? '', /^="\d{16}"$/);
      assert.equal(row?.[6], '07:30');
      assert.equal(row?.[10], 'Slamet Riyadi');
      assert.equal((await req('GET', '/api/kelahiran/csv', undefined, null)).statusCode, 401);
    });
  });

  describe('signers', () => {
    const body = { nama_lengkap: 'Sutrisno', nama_jabatan: 'Kepala Desa' };

    it('adds one signer per letter of each kind (second add 409, unknown parent 404), shown on the letter', async () => {
      const b = await newBirth();
      const person = await addKartuKeluarga(t, token);
      const death = (await req('POST', `/api/kematian/${person._id}`, kematianBody)).json().data;
      const moved = await addKartuKeluarga(t, token);
      const keluar = (await req('POST', `/api/penduduk_keluar/${moved._id}`)).json().data;
      for (const [kind, id] of [['kelahiran', b._id], ['kematian', death._id], ['keluar', keluar._id]] as const) {
        const res = await req('POST', `/api/signature/${id}/p/${kind}`, body);
        assert.equal(res.statusCode, 201, `${kind}: ${res.body}`);
        assert.equal(res.json().data.nama_lengkap, 'Sutrisno');
        const second = await req('POST', `/api/signature/${id}/p/${kind}`, body);
        assert.equal(second.statusCode, 409, kind);
        assert.deepEqual(second.json(), { success: false, code: 'SIGNATURE_EXISTS', message: 'Nama penandatangan untuk surat ini sudah ada' }, kind);
        assert.equal((await req('POST', `/api/signature/${randomUUID()}/p/${kind}`, body)).statusCode, 404, kind);
        assert.equal((await req('POST', `/api/signature/${id}/p/${kind}`, body, null)).statusCode, 401, kind);
      }
      // A death id is not a birth.
      assert.equal((await req('POST', `/api/signature/${death._id}/p/kelahiran`, body)).statusCode, 404);
      assert.equal((await req('GET', `/api/kelahiran/${b._id}`)).json().data.signatures.nama_jabatan, 'Kepala Desa');
      assert.equal((await req('GET', `/api/kematian/${death._id}`)).json().data.signatures.nama_lengkap, 'Sutrisno');
    });

    it('refuses names of only spaces on add and update (400 naming the field), nothing stored', async () => {
      const b = await newBirth();
      for (const blank of ['   ', '\t\n', '\u00a0\u3000']) {
        for (const bad of [{ ...body, nama_lengkap: blank }, { ...body, nama_jabatan: blank }]) {
          const res = await req('POST', `/api/signature/${b._id}/p/kelahiran`, bad);
          assert.equal(res.statusCode, 400, `${JSON.stringify(bad)}: ${res.body}`);
          assert.match(res.json().message, bad.nama_lengkap === blank ? /^nama_lengkap / : /^nama_jabatan /);
        }
      }
      assert.equal((await req('GET', `/api/kelahiran/${b._id}`)).json().data.signatures, null);
      const sig = (await req('POST', `/api/signature/${b._id}/p/kelahiran`, body)).json().data;
      for (const bad of [{ ...body, nama_lengkap: '  ' }, { ...body, nama_jabatan: ' \t ' }]) {
        const res = await req('PUT', `/api/signature/${sig._id}/u`, bad);
        assert.equal(res.statusCode, 400, res.body);
        assert.match(res.json().message, /^nama_(lengkap|jabatan) /);
      }
      assert.deepEqual((await req('GET', `/api/kelahiran/${b._id}`)).json().data.signatures.nama_lengkap, 'Sutrisno');
    });

    it('updates a signer (replaces both names, logged); 404 unknown, 400 bad body; Admin allowed', async () => {
      const b = await newBirth();
      const sig = (await req('POST', `/api/signature/${b._id}/p/kelahiran`, body)).json().data;
      const admin = await t.createUser('Admin');
      const res = await req('PUT', `/api/signature/${sig._id}/u`, { nama_lengkap: 'Budi', nama_jabatan: 'Sekretaris Desa' }, admin.token);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([res.json().data.nama_lengkap, res.json().data.nama_jabatan], ['Budi', 'Sekretaris Desa']);
      assert.equal((await req('GET', `/api/kelahiran/${b._id}`)).json().data.signatures.nama_lengkap, 'Budi');
      assert.equal((await req('PUT', `/api/signature/${randomUUID()}/u`, body)).statusCode, 404);
      assert.equal((await req('PUT', `/api/signature/${sig._id}/u`, { nama_lengkap: '' , nama_jabatan: 'X' })).statusCode, 400);
      assert.equal((await req('PUT', `/api/signature/${sig._id}/u`, { nama_lengkap: 'A' })).statusCode, 400);
      assert.equal((await req('PUT', `/api/signature/${sig._id}/u`, body, null)).statusCode, 401);
      const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, sig._id));
      const u = log.find((l) => l.activityName.startsWith('Memperbarui'));
      assert.equal((u?.before as { nama_lengkap: string }).nama_lengkap, 'Sutrisno');
      assert.equal((u?.after as { nama_lengkap: string }).nama_lengkap, 'Budi');
    });
  });
});
