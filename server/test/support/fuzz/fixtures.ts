/**
 * The fuzzer's fixture, made through the API like a user would: families (ordinary and incoming),
 * deaths with archives, births, moved-out records with statements, signers, entry documents, users and
 * sessions, and the forged tokens. `targetFor()` gives each operation real ids to hit, fresh ones for
 * the operations that change or consume what they point at.
 */
import { randomUUID } from 'node:crypto';
import { hariIniDi } from '@sid/openapi/domain/lahir';
import { backupManagerOf } from '../../../src/backup/manager.js';
import assert from 'node:assert/strict';
import type { Role } from '../../../src/db/schema.js';
import { TokenService } from '../../../src/lib/tokens.js';
import { auth, type TestApp } from '../app.js';
import { anggotaBody, kartuKeluargaBody, kematianBody, nomor, tungguImpor } from '../registry.js';
import { rilis } from '../rilis.js';
import { multipart, JPEG, PNG } from '../uploads.js';
import type { Target, Tokens } from './cases.js';
import type { Prng } from './prng.js';
import { todayIn } from './values.js';

const FIRST = ['Sulastri', 'Bambang', 'Wahyuningsih', 'Suharto', 'Endang', 'Purwanto', 'Kusmiyati', 'Sugeng', 'Ratnasari', 'Haryono', 'Sumarni', 'Sutrisno', 'Lestari', 'Supriyadi', 'Mulyani', 'Hartini', 'Widodo', 'Rahmawati', 'Triyono', 'Puspitasari'];
const LAST = ['Wulandari', 'Hartono', 'Setyawati', 'Prasetyo', 'Handayani', 'Nugroho', 'Kurniawati', 'Santoso', 'Maharani', 'Saputra', 'Wibisono', 'Anggraeni'];

export interface Member {
  id: string;
  nik: string;
  nama: string;
}

export interface Family {
  kkId: string;
  noKk: string;
  head: Member;
  members: Member[];
}

/** Release versions handed out in this process: a version can be installed once (then 409), so each is new. */
let rilisSerial = 0;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

export class Fixtures {
  /** Every resident name and NIK the fixture registered (they must never reach the log). */
  readonly names: string[] = [];
  readonly niks: string[] = [];
  /** Passwords of the users the fixture made. */
  readonly passwords: string[] = [];
  private userSerial = 0;
  private wilayahSerial = 0;

  /** Today in the village's zone (issue 40: an arrival date that is neither in the future nor before a birth). */
  hariIni(): string {
    return hariIniDi(this.t.app.ctx.config.timeZone);
  }

  constructor(
    private readonly t: TestApp,
    private readonly token: string,
    private readonly prng: Prng,
  ) {}

  private name(): string {
    const nama = `${this.prng.pick(FIRST)} ${this.prng.pick(LAST)}`;
    if (!this.names.includes(nama)) this.names.push(nama);
    return nama;
  }

  private async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Record<string, unknown>> {
    const res = await this.t.inject({ method, url, headers: auth(this.token), ...(payload ? { payload } : {}) });
    assert.ok(res.statusCode === 200 || res.statusCode === 201, `fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as Record<string, unknown>;
  }

  private async upload(method: 'POST' | 'PUT', url: string, parts: Parameters<typeof multipart>[1]): Promise<Record<string, unknown>> {
    const res = await this.t.inject({ method, url, ...multipart(this.token, parts) });
    assert.ok(res.statusCode === 200 || res.statusCode === 201, `fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as Record<string, unknown>;
  }

  /** An import file (CSV, this product's own export columns) of one new family: its head and a child. */
  imporCsv(): { contentType: string; payload: Buffer } {
    const noKk = nomor();
    const row = (nik: string, nama: string, posisi: string) =>
      [noKk, nik, nama, 'Laki laki', 'Malang, 05 Januari 1990', '36', 'Islam', 'Kawin', 'Petani/Pekebun', 'SLTA/Sederajat', 'Dusun Krajan', posisi].map((v) => `"${v}"`).join(',');
    const nikKepala = nomor();
    const nikAnak = nomor();
    this.niks.push(noKk, nikKepala, nikAnak);
    const header = '"Nomor KK","NIK","Nama Lengkap","Jenis Kelamin","Tempat Tgl. Lahir","Umur","Agama","Status Perkawinan","Pekerjaan","Pendidikan Terakhir","Alamat","Kedudukan dalam Keluarga"';
    const text = [header, row(nikKepala, this.name(), 'Kepala Keluarga'), row(nikAnak, this.name(), 'Anak')].join('\r\n');
    return { contentType: 'text/csv', payload: Buffer.from(text) };
  }

  private kabupaten?: string;
  private suratSiap?: Promise<{ pejabatId: string; pendudukId: string }>;

  /** Layanan Surat (issue 36): a format without the village code (the fuzzed village has none), an official, a resident. */
  suratDasar(): Promise<{ pejabatId: string; pendudukId: string }> {
    this.suratSiap ??= (async () => {
      await this.call('PUT', '/api/surat/penomoran', { format: [{ jenis_id: 'domisili', format: '{kode}/{seq:3}/{bulan_romawi}/{tahun}' }] });
      const pejabat = await this.call('POST', '/api/surat/pejabat', { nama: 'Siti Aminah', jabatan: 'Kepala Desa', bentuk: 'langsung' });
      const fam = await this.family({ members: [] });
      return { pejabatId: pejabat._id as string, pendudukId: fam.head.id };
    })();
    return this.suratSiap;
  }

  async pejabatBaru(): Promise<string> {
    return (await this.call('POST', '/api/surat/pejabat', { nama: 'Pejabat Uji', jabatan: 'Kasi Pemerintahan', bentuk: 'an' }))._id as string;
  }

  /** The valid body of a letter (issue and preview). */
  async suratBody(): Promise<Record<string, unknown>> {
    const { pejabatId, pendudukId } = await this.suratDasar();
    return { jenis_id: 'domisili', penduduk_id: pendudukId, pejabat_id: pejabatId, isian: { keperluan: 'Melamar pekerjaan' } };
  }

  /** A letter issued (fresh each call). */
  async surat(): Promise<{ id: string; token: string }> {
    const data = await this.call('POST', '/api/surat/keluar', await this.suratBody());
    return { id: data._id as string, token: data.token as string };
  }

  /** Every Layanan Surat table of the village with a row: the setting, a format, an official, the village's wording, a letter. */
  async suratLengkap(): Promise<void> {
    await this.call('PUT', '/api/surat/penomoran', { urutan: 'per_jenis' });
    await this.call('PUT', '/api/surat/jenis/domisili/teks', { isi: 'Orang tersebut di atas, {nama_lengkap}, berdomisili di {alamat}, untuk {isian.keperluan}.' });
    await this.surat();
  }

  private async kabupatenToken(): Promise<string> {
    this.kabupaten ??= (await this.t.loginKabupaten()).token;
    return this.kabupaten;
  }

  /** A release archive of module `id` at a version never handed out before (the body of pasangRilisModul). */
  async rilisBaru(id: string): Promise<{ contentType: string; payload: Buffer; versi: string }> {
    const versi = `1.${++rilisSerial}.0`;
    return { contentType: 'application/gzip', payload: await rilis({ id, versi }), versi };
  }

  /** A release of module `id` installed through the regency console: its version. */
  async rilisTerpasang(id: string): Promise<string> {
    const { contentType, payload, versi } = await this.rilisBaru(id);
    const token = await this.kabupatenToken();
    const res = await this.t.inject({ method: 'POST', url: '/api/kabupaten/modul/rilis', headers: { ...auth(token), 'content-type': contentType }, payload });
    assert.equal(res.statusCode, 201, `fixture release ${id} ${versi}: ${res.body}`);
    return versi;
  }

  /** The regency's default version of module `id` set through the console (it keeps the one before). */
  async versiDefault(id: string, versi: string | null): Promise<void> {
    const token = await this.kabupatenToken();
    const res = await this.t.inject({ method: 'PUT', url: `/api/kabupaten/modul/${id}/default`, headers: auth(token), payload: { versi } });
    assert.equal(res.statusCode, 200, `fixture default ${id} ${versi}: ${res.body}`);
  }

  /**
   * One of the regency's actions in the fuzzed village (issue 33): the console creates a second Super
   * Admin there with a reason; its notice's id (acknowledging it again answers the same).
   */
  async tindakanKabupaten(): Promise<string> {
    const desaId = String(claimsOf(this.token).desa);
    const token = await this.kabupatenToken();
    const username = `fuzzkab${++this.userSerial}${this.prng.text('abcdefghijklmnopqrstuvwxyz', 5)}`;
    const password = `Sandi-${this.prng.text('abcdefghijkmnpqrstuvwxyz23456789', 12)}`;
    const res = await this.t.inject({
      method: 'POST',
      url: `/api/kabupaten/desa/${desaId}/super_admin`,
      headers: auth(token),
      payload: { nama_lengkap: `Pengguna ${username}`, username, password, alasan_tindakan: ALASAN_TINDAKAN },
    });
    assert.equal(res.statusCode, 201, `fixture regency's Super Admin: ${res.body}`);
    this.passwords.push(password);
    const list = await this.t.inject({ method: 'GET', url: '/api/tindakan_kabupaten?belum_diakui=true&limit=1', headers: auth(this.token) });
    assert.equal(list.statusCode, 200, list.body);
    return (list.json().data as Array<{ _id: string }>)[0]!._id;
  }

  /** An import that ran to its end: its id. */
  async imporSelesai(): Promise<string> {
    const file = this.imporCsv();
    const start = () => this.t.inject({ method: 'POST', url: '/api/impor/penduduk?nama_berkas=fixture.csv', headers: { ...auth(this.token), 'content-type': file.contentType }, payload: file.payload });
    let res = await start();
    // The fuzz run's own import of this village may still be writing: one at a time, so wait for it.
    for (let i = 0; res.statusCode === 409 && i < 500; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await start();
    }
    assert.equal(res.statusCode, 202, `fixture import: ${res.body}`);
    const id = res.json().data._id as string;
    await tungguImpor(this.t, this.token, id);
    return id;
  }

  /** A card with its head (a man) and, by default, a wife and a child. */
  private tujuanPindah: Promise<{ id: string; token: string }> | undefined;

  /**
   * A village of the regency that moves go to (issue 38), added once per fixture: a third village of
   * its own, so that a move of this village involves neither the village of the isolation tests'
   * attacker nor anyone else.
   */
  desaTujuanPindah(): Promise<{ id: string; token: string }> {
    this.tujuanPindah ??= this.t.addVillage('Tujuan Pindah').then((v) => ({ id: v.desaId, token: v.superAdmin.token }));
    return this.tujuanPindah;
  }

  private hanyaBaca: Promise<{ id: string; token: string }> | undefined;
  /**
   * A village of its own for setHanyaBacaDesa (issue 38): a valid request may leave it read-only, which would
   * refuse every later write of the village it ran in.
   */
  desaHanyaBaca(): Promise<{ id: string; token: string }> {
    this.hanyaBaca ??= this.t.addVillage('Hanya Baca').then((v) => ({ id: v.desaId, token: v.superAdmin.token }));
    return this.hanyaBaca;
  }

  /** A family head sent to desaTujuanPindah(), in flight: the move's id and the destination's token. */
  async pindah(): Promise<{ id: string; tokenTujuan: string }> {
    const tujuan = await this.desaTujuanPindah();
    const fam = await this.family({ members: [] });
    const row = await this.call('POST', '/api/pindah_antar_desa', { desa_tujuan_id: tujuan.id, tanggal_pindah: '2026-11-02', alasan_pindah: 'Pekerjaan', anggota: [fam.head.id] });
    return { id: row._id as string, tokenTujuan: tujuan.token };
  }

  /** An incoming family head with the card's entry documents, sent to desaTujuanPindah(): the move carries copies of both. */
  async pindahDenganDokumen(): Promise<{ id: string; tokenTujuan: string }> {
    const tujuan = await this.desaTujuanPindah();
    const fam = await this.family({ masuk: true, members: [] });
    await this.upload('POST', `/api/penduduk_masuk/${fam.kkId}/p`, [
      { name: 'foto_kk', filename: 'kk.png', content: PNG },
      { name: 'foto_surat_masuk', filename: 'surat.jpg', content: JPEG },
    ]);
    const row = await this.call('POST', '/api/pindah_antar_desa', { desa_tujuan_id: tujuan.id, tanggal_pindah: '2026-11-02', alasan_pindah: 'Pekerjaan', anggota: [fam.head.id] });
    return { id: row._id as string, tokenTujuan: tujuan.token };
  }

  async family(opts: { masuk?: boolean; members?: Array<{ jenis_kelamin: 'Laki laki' | 'Perempuan'; posisi: string }> } = {}): Promise<Family> {
    const members = opts.members ?? [
      { jenis_kelamin: 'Perempuan', posisi: 'Istri' },
      { jenis_kelamin: 'Laki laki', posisi: 'Anak' },
    ];
    const headBody = kartuKeluargaBody({ nama_lengkap: this.name(), jenis_kelamin: 'Laki laki' });
    const head = await this.call('POST', opts.masuk ? '/api/kartu_keluarga/in' : '/api/kartu_keluarga', headBody);
    const card = head.keluarga_dari as { _id: string; no_kk: string };
    this.niks.push(headBody.nik, headBody.no_kk);
    const family: Family = { kkId: card._id, noKk: card.no_kk, head: { id: head._id as string, nik: headBody.nik, nama: headBody.nama_lengkap }, members: [] };
    for (const m of members) {
      const body = anggotaBody({ nik: nomor(), nama_lengkap: this.name(), jenis_kelamin: m.jenis_kelamin, posisi_dalam_keluarga: m.posisi });
      const row = await this.call('POST', `/api/penduduk/${family.kkId}`, body);
      this.niks.push(body.nik);
      family.members.push({ id: row._id as string, nik: body.nik, nama: body.nama_lengkap });
    }
    return family;
  }

  /** A family whose head died (issue 40): the card waits for a new head among the living members. */
  async familyWithoutHead(): Promise<Family> {
    const fam = await this.family();
    await this.call('POST', `/api/kematian/${fam.head.id}`, kematianBody);
    return fam;
  }

  async death(): Promise<{ kematianId: string; pendudukId: string }> {
    const fam = await this.family();
    const person = fam.members[1] as Member;
    const row = await this.call('POST', `/api/kematian/${person.id}`, kematianBody);
    return { kematianId: row._id as string, pendudukId: person.id };
  }

  /** An entry of Data Terhapus: a member deleted with a reason (restore and purge use one up each). */
  async dataTerhapus(): Promise<{ id: string }> {
    const fam = await this.family();
    const person = fam.members[1] as Member;
    await this.call('DELETE', `/api/penduduk/${person.id}/d/${fam.kkId}`, { alasan: 'Data ganda' });
    const res = await this.t.inject({ method: 'GET', url: `/api/data_terhapus?q=${person.nik}`, headers: auth(this.token) });
    const [entry] = res.json().data as Array<{ _id: string }>;
    assert.ok(entry, 'fixture: the deleted member is in Data Terhapus');
    return { id: entry._id };
  }

  async archive(): Promise<{ kematianId: string; arsipId: string; url: string }> {
    const { kematianId } = await this.death();
    const row = await this.upload('POST', `/api/kematian/arsip/${kematianId}`, [{ name: 'arsip_kematian', filename: 'arsip.png', content: PNG }]);
    return { kematianId, arsipId: row._id as string, url: row.arsip_kematian as string };
  }

  async birth(): Promise<{ kelahiranId: string; nikAyah: string; nikIbu: string }> {
    const fam = await this.family();
    const ibu = fam.members[0] as Member;
    const row = await this.call('POST', '/api/kelahiran', { nik_ayah: fam.head.nik, nik_ibu: ibu.nik, nama: this.name(), jenis_kelamin: 'Perempuan', tanggal_lahir: '2025-03-01', jam_lahir: '08:15' });
    return { kelahiranId: row._id as string, nikAyah: fam.head.nik, nikIbu: ibu.nik };
  }

  /** A whole family moved out: the head proposes, wife and child follow. */
  async movedOut(): Promise<{ recordId: string; fam: Family; followerId: string }> {
    const fam = await this.family();
    const row = await this.call('POST', `/api/penduduk_keluar/${fam.kkId}/m`);
    return { recordId: row._id as string, fam, followerId: (fam.members[1] as Member).id };
  }

  async statement(): Promise<{ recordId: string; statementId: string; url: string }> {
    const { recordId } = await this.movedOut();
    const values = { nomor_surat: '474.4/12/2026', alamat_pindah: 'Jl. Ijen 5, Kota Malang', alasan_pindah: 'Pekerjaan', pengikut: '2', tanggal_ktp: '2020-03-04', meninggalkan_desa_pada: '2026-01-10', kewarganegaraan: 'Indonesia' };
    const parts = [...Object.entries(values).map(([name, content]) => ({ name, content })), { name: 'foto_pengusul', filename: 'pengusul.png', content: PNG }];
    const row = await this.upload('POST', `/api/keterangan/${recordId}`, parts);
    return { recordId, statementId: row._id as string, url: row.foto_pengusul as string };
  }

  async incomingDocs(): Promise<{ kkId: string; docId: string }> {
    const fam = await this.family({ masuk: true });
    const row = await this.upload('POST', `/api/penduduk_masuk/${fam.kkId}/p`, [
      { name: 'foto_kk', filename: 'kk.png', content: PNG },
      { name: 'foto_surat_masuk', filename: 'surat.jpg', content: JPEG },
    ]);
    return { kkId: fam.kkId, docId: row._id as string };
  }

  async signature(): Promise<{ signatureId: string }> {
    const { kematianId } = await this.death();
    const row = await this.call('POST', `/api/signature/${kematianId}/p/kematian`, { nama_lengkap: this.name(), nama_jabatan: 'Kepala Desa' });
    return { signatureId: row._id as string };
  }

  /** A dusun of its own with an RW and an RT under it (issue 35: the village's areas). */
  async wilayah(): Promise<{ dusunId: string; rwId: string; rtId: string }> {
    const dusun = await this.call('POST', '/api/wilayah_desa', { tingkat: 'dusun', nama: `Dusun Uji ${++this.wilayahSerial} ${this.prng.text('abcdefghijklmnopqrstuvwxyz', 6)}` });
    const rw = await this.call('POST', '/api/wilayah_desa', { tingkat: 'rw', nama: '1', induk_id: dusun._id });
    const rt = await this.call('POST', '/api/wilayah_desa', { tingkat: 'rt', nama: '1', induk_id: rw._id });
    return { dusunId: dusun._id as string, rwId: rw._id as string, rtId: rt._id as string };
  }

  async user(role: Role): Promise<{ id: string; username: string; password: string }> {
    const username = `fuzz${++this.userSerial}${this.prng.text('abcdefghijklmnopqrstuvwxyz', 5)}`;
    const password = `Sandi-${this.prng.text('abcdefghijkmnpqrstuvwxyz23456789', 12)}`;
    // Issue 40: a password the Super Admin set is changed at the first sign-in; the fuzz's users change theirs first.
    const row = await this.call('POST', '/api/auth/register', { nama_lengkap: `Pengguna ${username}`, username, role, password: `${password}-awal` });
    const awal = await this.t.login(username, `${password}-awal`);
    const ganti = await this.t.inject({ method: 'PUT', url: '/api/auth/password', headers: auth(awal.token), payload: { password_lama: `${password}-awal`, password_baru: password } });
    assert.equal(ganti.statusCode, 200, ganti.body);
    this.passwords.push(password, `${password}-awal`);
    return { id: row._id as string, username, password };
  }

  /** The forged, expired and revoked tokens, a deleted user's, and an Admin's. */
  async tokens(superToken: string): Promise<{ tokens: Omit<Tokens, 'kabupaten'>; adminId: string; superId: string }> {
    const admin = await this.user('Admin');
    const adminLogin = await this.t.login(admin.username, admin.password);
    const superClaims = claimsOf(superToken);
    const superId = superClaims.id as string;
    // A session that was logged out.
    const gone = await this.user('Super Admin');
    const goneLogin = await this.t.login(gone.username, gone.password);
    const out = await this.t.inject({ method: 'POST', url: `/api/activity/${goneLogin.id}`, headers: auth(goneLogin.token) });
    assert.equal(out.statusCode, 200, out.body);
    // The token of a user who was deleted since.
    const deleted = await this.user('Admin');
    const deletedLogin = await this.t.login(deleted.username, deleted.password);
    await this.call('DELETE', `/api/auth/delete/${deleted.id}`);
    const forged = new TokenService(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'), 3600);
    const expiresAt = new Date(Date.now() + 3600_000);
    const claims = { id: superId, role: 'Super Admin' as const, v: Number(superClaims.v), jti: String(superClaims.jti), desa: String(superClaims.desa) };
    const adminParts = adminLogin.token.split('.');
    const escalated = { ...claimsOf(adminLogin.token), role: 'Super Admin' };
    return {
      adminId: admin.id,
      superId,
      tokens: {
        super: superToken,
        admin: adminLogin.token,
        expired: await this.t.expiredToken({ id: superId, role: 'Super Admin', jti: String(superClaims.jti) }),
        revoked: goneLogin.token,
        wrongSecret: await forged.sign(claims, expiresAt),
        algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...superClaims, exp: Math.floor(expiresAt.getTime() / 1000) })}.`,
        tampered: `${adminParts[0]}.${b64url(escalated)}.${adminParts[2]}`,
        deletedUser: deletedLogin.token,
      },
    };
  }

  /** A second session of a user: for the logout operation, which ends the session it is called with. */
  async session(username: string, password: string): Promise<{ id: string; token: string }> {
    return this.t.login(username, password);
  }
}

/** name, exp and sig of a signed file link. */
export function linkParts(url: string): { name: string; exp: string; sig: string } {
  const u = new URL(url, 'http://x');
  return { name: u.pathname.split('/').pop() as string, exp: u.searchParams.get('exp') as string, sig: u.searchParams.get('sig') as string };
}

export interface Shared {
  family: Family;
  incoming: Family;
  moved: { recordId: string };
  archive: { kematianId: string; arsipId: string; url: string };
  birth: { kelahiranId: string };
  superId: string;
  adminId: string;
  loginUser: { username: string; password: string };
  superCredentials: { username: string; password: string };
  /** A second village of the regency (added through the console) and its Super Admin. */
  desa: { id: string; superAdminId: string };
}

/** Operations that can take their valid request again and again (they neither delete nor use up their target). */
const REPEATABLE = new Set(['periksaImporPenduduk', 'login', 'createUser', 'createKartuKeluarga', 'createKartuKeluargaMasuk', 'createAnggotaKeluarga', 'createKelahiran', 'createDesa', 'createSuperAdminDesa', 'laporMuatModul']);

/** The reason of the valid delete requests (Data Terhapus). */
const ALASAN = 'Data ganda';
/** The regency's reason for reaching into a village (issue 33). */
const ALASAN_TINDAKAN = 'Sekretaris desa diganti, akun untuk penggantinya';

/** Real ids for one operation; fresh records for the operations that change or use up what they hit. */
export async function targetFor(opId: string, fx: Fixtures, shared: Shared, method: string): Promise<Target> {
  const target = await idsFor(opId, fx, shared);
  return {
    ...target,
    taken: { nik: shared.family.head.nik, no_kk: shared.family.noKk, username: shared.loginUser.username },
    repeatable: target.repeatable ?? (method === 'GET' || method === 'PUT' || REPEATABLE.has(opId)),
  };
}

async function idsFor(opId: string, fx: Fixtures, shared: Shared): Promise<Target> {
  const foreignId = shared.superId;
  const residentId = shared.family.head.id;
  switch (opId) {
    case 'login':
      return { params: {}, body: { username: shared.loginUser.username, password: shared.loginUser.password }, foreignId };
    case 'updateUser':
    case 'deleteUser':
      return { params: { id: (await fx.user('Admin')).id }, foreignId: residentId };
    case 'changeOwnPassword': {
      // A user of its own, its password changed once (the same password again is refused since issue 40,
      // so the valid request cannot be sent twice).
      const user = await fx.user('Admin');
      const s = await fx.session(user.username, user.password);
      return { params: {}, token: s.token, body: { password_lama: user.password, password_baru: `${user.password}-baru` }, repeatable: false, foreignId };
    }
    case 'setHanyaBacaDesa':
      return { params: {}, token: (await fx.desaHanyaBaca()).token, body: { hanya_baca: false }, foreignId };
    case 'logout': {
      const s = await fx.session(shared.superCredentials.username, shared.superCredentials.password);
      return { params: { userId: s.id }, token: s.token, foreignId: shared.adminId };
    }
    case 'searchPendudukByName':
      return { params: {}, query: { name: (shared.family.members[0] as Member).nama.split(' ')[0] as string }, foreignId };
    case 'searchAnggotaKeluargaByName':
      return { params: {}, query: { name: shared.family.head.nama }, foreignId };
    case 'searchKartuKeluargaByNoKk':
      return { params: {}, query: { no_kk: shared.family.noKk.slice(0, 10) }, foreignId };
    case 'searchPendudukByNik':
      return { params: {}, query: { nik: shared.family.head.nik }, foreignId };
    case 'getPenduduk':
      return { params: { id: residentId }, foreignId };
    case 'updatePenduduk': {
      const fam = await fx.family();
      // rt_id: an RT of the village where the member lives apart (issue 35); any other id is a 400.
      return { params: { id: (fam.members[1] as Member).id }, body: { posisi_dalam_keluarga: 'Anak', rt_id: (await fx.wilayah()).rtId }, foreignId };
    }
    case 'createAnggotaKeluarga': {
      const fam = await fx.family({ members: [] });
      return { params: { id: fam.kkId }, body: { posisi_dalam_keluarga: 'Anak', rt_id: (await fx.wilayah()).rtId }, foreignId };
    }
    case 'deleteAnggotaKeluarga': {
      const fam = await fx.family();
      return { params: { idPenduduk: (fam.members[1] as Member).id, idKK: fam.kkId }, body: { alasan: ALASAN }, foreignId };
    }
    case 'getDampakHapusAnggota':
      return { params: { idPenduduk: (shared.family.members[1] as Member).id, idKK: shared.family.kkId }, foreignId };
    case 'getDampakHapusKelahiran':
      return { params: { id: shared.birth.kelahiranId }, foreignId };
    case 'getDampakHapusKematian':
      return { params: { id: shared.archive.kematianId }, foreignId };
    case 'restoreDataTerhapus':
    case 'purgeDataTerhapus':
      return { params: { id: (await fx.dataTerhapus()).id }, foreignId };
    case 'createKartuKeluarga':
      // An RT of the village for its address here (issue 35): any other id is refused (400).
      return { params: {}, body: { posisi_dalam_keluarga: 'Kepala Keluarga', rt_id: (await fx.wilayah()).rtId }, foreignId };
    case 'createKartuKeluargaMasuk':
      // Issue 40: an arrival date no earlier than any birth date the generator may choose (today).
      return { params: {}, body: { posisi_dalam_keluarga: 'Kepala Keluarga', rt_id: (await fx.wilayah()).rtId, tanggal_datang: fx.hariIni() }, foreignId };
    case 'updateAlamatKartuKeluarga':
      return { params: { id: shared.family.kkId }, body: { rt_id: (await fx.wilayah()).rtId }, foreignId };
    case 'updateTanggalDatang':
      // Issue 40: an incoming card only (an ordinary one is 404); a day after its head's birth, not in the future.
      return { params: { id: shared.incoming.kkId }, body: { tanggal_datang: fx.hariIni() }, foreignId };
    case 'setKepalaKeluarga': {
      // A card whose head died (issue 40): the wife heads it now; the same choice again is answered as done.
      const fam = await fx.familyWithoutHead();
      return { params: { id: fam.kkId }, body: { penduduk_id: (fam.members[0] as Member).id }, foreignId };
    }
    case 'getKartuKeluarga':
    case 'exportAnggotaKeluargaCsv':
      return { params: { id: shared.family.kkId }, foreignId };
    case 'getPendudukMasuk':
      return { params: { id: shared.incoming.kkId }, foreignId };
    case 'exportAnggotaPendudukMasukCsv':
      return { params: { idKK: shared.incoming.kkId }, foreignId };
    case 'updateKeteranganMasuk': {
      const docs = await fx.incomingDocs();
      return { params: { id: docs.docId }, foreignId };
    }
    case 'createKeteranganMasuk': {
      const fam = await fx.family({ masuk: true, members: [] });
      return { params: { idKK: fam.kkId }, foreignId };
    }
    case 'deleteKeteranganMasuk': {
      const docs = await fx.incomingDocs();
      return { params: { idKK: docs.kkId, idDocRecord: docs.docId }, foreignId };
    }
    case 'getPendudukKeluar':
      return { params: { id: shared.moved.recordId }, foreignId };
    case 'createPendudukKeluarSingle': {
      const fam = await fx.family();
      return { params: { id: (fam.members[1] as Member).id }, body: { no_kk: fam.noKk }, foreignId };
    }
    case 'createPendudukKeluarKeluarga': {
      const fam = await fx.family();
      return { params: { idKK: fam.kkId }, body: { idKK: fam.kkId }, foreignId };
    }
    case 'deletePendudukKeluar': {
      const moved = await fx.movedOut();
      return { params: { id: moved.recordId }, foreignId };
    }
    case 'deletePengikutKeluar': {
      const moved = await fx.movedOut();
      return { params: { id: moved.recordId, followerId: moved.followerId }, foreignId };
    }
    case 'createKeteranganKeluar': {
      const moved = await fx.movedOut();
      return { params: { id: moved.recordId }, foreignId };
    }
    case 'updateKeteranganKeluar': {
      const st = await fx.statement();
      return { params: { id: st.statementId }, foreignId };
    }
    case 'deleteKeteranganKeluar': {
      const st = await fx.statement();
      return { params: { id: st.recordId, statementId: st.statementId }, foreignId };
    }
    case 'createKelahiran': {
      const fam = await fx.family();
      return { params: {}, body: { nik_ayah: fam.head.nik, nik_ibu: (fam.members[0] as Member).nik }, foreignId };
    }
    case 'getKelahiran':
      return { params: { id: shared.birth.kelahiranId }, foreignId };
    case 'updateKelahiran': {
      // A parent corrected by NIK must be a registered resident of the right sex: the birth's own.
      const birth = await fx.birth();
      return { params: { id: birth.kelahiranId }, body: { nik_ayah: birth.nikAyah, nik_ibu: birth.nikIbu }, foreignId };
    }
    case 'deleteKelahiran':
      return { params: { id: (await fx.birth()).kelahiranId }, body: { alasan: ALASAN }, foreignId };
    case 'createSignatureKelahiran':
      return { params: { id: (await fx.birth()).kelahiranId }, foreignId };
    case 'getKematian':
      return { params: { id: shared.archive.kematianId }, foreignId };
    case 'deleteKematian':
      return { params: { id: (await fx.death()).kematianId }, body: { alasan: ALASAN }, foreignId };
    case 'updateKematian':
    case 'createArsipKematian':
    case 'createSignatureKematian':
      return { params: { id: (await fx.death()).kematianId }, foreignId };
    case 'createKematian': {
      const fam = await fx.family();
      return { params: { id: (fam.members[1] as Member).id }, foreignId };
    }
    case 'updateArsipKematian':
    case 'deleteArsipKematian':
      return { params: { id: (await fx.archive()).arsipId }, foreignId };
    case 'createSignatureKeluar':
      return { params: { id: (await fx.movedOut()).recordId }, foreignId };
    case 'updateSignature':
      return { params: { signatureId: (await fx.signature()).signatureId }, foreignId };
    case 'getFile': {
      const link = linkParts(shared.archive.url);
      return { params: { name: link.name }, query: { exp: link.exp, sig: link.sig }, foreignId };
    }
    // The regency console: the second village, its Super Admin, an official code.
    case 'getDesa':
    case 'updateDesa':
    case 'setStatusDesa':
    case 'listTindakanKabupatenDesa':
      return { params: { id: shared.desa.id }, ...(opId === 'setStatusDesa' ? { body: { aktif: true } } : {}), foreignId };
    // One village's module versions (issue 40).
    case 'getVersiModulDesa':
      return { params: { id: shared.desa.id }, foreignId };
    // One village's monthly report in the console (issue 37).
    case 'getLaporanBulananDesaKabupaten':
      return { params: { id: shared.desa.id }, query: { bulan: todayIn(fx['t'].app.ctx.config.timeZone).slice(0, 7) }, foreignId };
    // The second village was added with its official code: setting one again is a 409 (issue 40).
    case 'setKodeWilayahDesa':
      return { params: { id: shared.desa.id }, refusedBy: { status: 409, why: 'the village has its code already' }, foreignId };
    // The village has its Super Admin already: another one, and a password, say why (issue 33).
    case 'createSuperAdminDesa':
      return { params: { id: shared.desa.id }, body: { alasan_tindakan: ALASAN_TINDAKAN }, foreignId };
    case 'resetPasswordSuperAdminDesa':
      return { params: { id: shared.desa.id, userId: shared.desa.superAdminId }, body: { alasan_tindakan: ALASAN_TINDAKAN }, foreignId };
    // The regency's notice in the fuzzed village: acknowledging it again answers the same.
    case 'akuiTindakanKabupaten':
      return { params: { id: await fx.tindakanKabupaten() }, foreignId };
    // The import: a file of one new family (the dry run may take it again and again; the import once).
    case 'periksaImporPenduduk':
    case 'mulaiImporPenduduk':
      return { params: {}, query: { nama_berkas: 'impor.csv' }, file: fx.imporCsv(), foreignId };
    // A standalone village's export (issue 38): the fuzz has neither an export nor its join key (the
    // header x-kunci-gabung), so even the valid request is a 400; gabung-desa.test.ts joins real ones.
    case 'periksaGabungDesa':
    case 'gabungDesa':
      return {
        params: {},
        file: { contentType: 'application/octet-stream', payload: Buffer.from('bukan ekspor desa') },
        refusedBy: { status: 400, why: 'no join key and no export in the fuzz' },
        foreignId,
      };
    // The standalone Super Admin's export (issue 38): the fuzz sends no join key (the header x-kunci-gabung), so
    // the valid request is a 400; with one, the fuzzed server (a regency) answers 403. gabung-desa.test.ts exports.
    case 'eksporDesa':
      return { params: {}, refusedBy: { status: 400, why: 'no join key in the fuzz (a regency: 403 with one)' }, foreignId };
    case 'getImporPenduduk':
      return { params: { id: await fx.imporSelesai() }, foreignId };
    // Module releases (the regency console): real module ids, releases installed by the fixture.
    case 'listModulDesa':
      return { params: { modulId: 'mf-mutasi' }, foreignId };
    case 'pasangRilisModul': {
      // A version never installed: the valid request installs it once (a repeat is a 409 RILIS_SUDAH_ADA).
      const { contentType, payload } = await fx.rilisBaru('mf-admin');
      return { params: {}, file: { contentType, payload }, foreignId };
    }
    case 'setVersiDefaultModul':
      return { params: { modulId: 'mf-mutasi' }, body: { versi: await fx.rilisTerpasang('mf-mutasi') }, foreignId };
    case 'kembalikanVersiDefaultModul': {
      // Two releases, the default set to one then the other: each rollback swaps them (never nothing to go back to).
      const id = 'mf-kelahiran-kematian';
      const first = await fx.rilisTerpasang(id);
      const second = await fx.rilisTerpasang(id);
      await fx.versiDefault(id, first);
      await fx.versiDefault(id, second);
      return { params: { modulId: id }, foreignId };
    }
    case 'aturModulDesa':
      // Only the second village, pinned to an installed release: the fuzzed village keeps every module.
      return {
        params: { modulId: 'mf-mutasi' },
        body: { desa_ids: [shared.desa.id], versi: await fx.rilisTerpasang('mf-mutasi') },
        omit: ['kecamatan', 'aktif', 'kembalikan'],
        foreignId,
      };
    case 'laporMuatModul':
      return { params: {}, body: { modul_id: 'mf-mutasi', berhasil: true }, foreignId };
    // The village's areas (issue 35): a new dusun, renamed to anything, deleted, merged into another.
    case 'createWilayahDesa':
      return { params: {}, body: { tingkat: 'dusun' }, omit: ['induk_id'], foreignId };
    case 'updateWilayahDesa':
    case 'deleteWilayahDesa':
      return { params: { id: (await fx.wilayah()).dusunId }, foreignId };
    case 'gabungWilayahDesa':
      return { params: { id: (await fx.wilayah()).dusunId }, body: { ke_id: (await fx.wilayah()).dusunId }, foreignId };
    case 'getWilayah':
      return { params: { kode: '35.07.01.2001' }, foreignId };
    // Layanan Surat (issue 36): a built-in kind, an official, letters issued by the fixture.
    case 'simpanTeksJenisSurat':
      return { params: { jenisId: 'domisili' }, body: { isi: 'Orang tersebut di atas, {nama_lengkap}, untuk {isian.keperluan}.' }, foreignId };
    case 'resetTeksJenisSurat':
      return { params: { jenisId: 'domisili' }, foreignId };
    case 'updatePejabatSurat':
      // An official of its own: the fuzzed changes (aktif false) leave the letters' signer alone.
      return { params: { id: await fx.pejabatBaru() }, body: { bentuk: 'langsung', nip: null }, omit: ['atas_nama', 'untuk_beliau'], foreignId };
    case 'pratinjauSurat':
    case 'terbitkanSurat':
      return { params: {}, body: await fx.suratBody(), omit: ['sumber_id', 'menggantikan_id'], foreignId };
    case 'getSurat':
    case 'cetakUlangSurat':
    case 'cabutSurat':
      return { params: { id: (await fx.surat()).id }, ...(opId === 'cabutSurat' ? { body: { alasan: ALASAN } } : {}), foreignId };
    case 'verifikasiSurat':
    case 'halamanVerifikasiSurat':
      return { params: { token: (await fx.surat()).token }, foreignId };
    case 'simpanPenomoranSurat':
      return { params: {}, body: { urutan: 'per_jenis', format: [{ jenis_id: 'sktm', format: '{kode}/{seq:3}/{tahun}' }] }, foreignId };
    case 'buatJenisSurat':
      // A new id each time: the valid request publishes a new kind once (a repeat is a 409).
      return {
        params: {},
        token: (await fx['t'].loginKabupaten()).token,
        body: { _id: `fuzz_${randomUUID().slice(0, 8)}`, judul: 'SURAT KETERANGAN UJI', kode_klasifikasi: '470', sumber: null, data_penduduk: ['nama_lengkap'], isian: [], isi: 'Surat untuk {nama_lengkap}.' },
        foreignId,
      };
    case 'terbitkanJenisSurat':
      return {
        params: { jenisId: 'sktm' },
        token: (await fx['t'].loginKabupaten()).token,
        body: { judul: 'SURAT KETERANGAN TIDAK MAMPU', kode_klasifikasi: '400', sumber: null, data_penduduk: ['nama_lengkap'], isian: [{ kunci: 'keperluan', label: 'Keperluan', tipe: 'teks', wajib: true }], isi: 'Surat untuk {nama_lengkap}, {isian.keperluan}.' },
        foreignId,
      };
    case 'getLogoKabupaten':
      return { params: {}, refusedBy: { status: 404, why: 'no logo uploaded in the fuzzed server' }, foreignId };
    // Backups: this server is a regency (a second village), so they are its Admin Kabupaten's.
    case 'listBackups':
    case 'startBackup':
    case 'getBackupStatus':
      return { params: {}, token: (await fx['t'].loginKabupaten()).token, foreignId };
    case 'downloadBackup': {
      // Refused to everyone in a regency (docs/adr/0011-backups.md): its valid request gets that 403.
      const manager = backupManagerOf(fx['t'].app.ctx);
      await manager.idle();
      const run = (await manager.list()).find((r) => r.available) ?? (await manager.run('manual'));
      return { params: { id: run.id }, refusedBy: { status: 403, why: 'downloads are refused in a regency' }, foreignId };
    }
    // A move between two villages (issue 38): one in flight of this village, to a village of its own;
    // the destination accepts or refuses it, the origin reads and cancels it.
    case 'kirimPindahAntarDesa': {
      const tujuan = await fx.desaTujuanPindah();
      const fam = await fx.family({ members: [] });
      return { params: {}, body: { desa_tujuan_id: tujuan.id, tanggal_pindah: '2026-11-02', alasan_pindah: 'Pekerjaan', anggota: [fam.head.id] }, foreignId };
    }
    case 'getPindahAntarDesa':
    case 'batalkanPindahAntarDesa':
      return { params: { id: (await fx.pindah()).id }, foreignId };
    // One document of a move, read by the destination before deciding (the origin may read it too).
    case 'getDokumenPindahAntarDesa': {
      const m = await fx.pindahDenganDokumen();
      return { params: { id: m.id, jenis: 'foto_kk' }, token: m.tokenTujuan, foreignId };
    }
    case 'terimaPindahAntarDesa':
    case 'tolakPindahAntarDesa': {
      const m = await fx.pindah();
      // Accepted as a new card without an RT (an RT of B's own is another fixture's work).
      return opId === 'tolakPindahAntarDesa'
        ? { params: { id: m.id }, token: m.tokenTujuan, body: { alasan: 'Alamat tidak dikenal' }, foreignId }
        : { params: { id: m.id }, token: m.tokenTujuan, body: { rt_id: null }, omit: ['kk_id'], foreignId };
    }
    // The monthly report (issue 37): a month that has begun (the schema's pattern allows any year); the
    // current month closes only once it has ended, so its valid request is that 409.
    case 'getLaporanBulanan':
    case 'exportLaporanBulanan':
      return { params: {}, query: { bulan: todayIn(fx['t'].app.ctx.config.timeZone).slice(0, 7) }, foreignId };
    // The books and the regency's reports (issue 37) take a month that has begun, as the report does.
    case 'getBukuInduk':
    case 'exportBukuInduk':
    case 'getBukuMutasi':
    case 'exportBukuMutasi':
    case 'getBukuRekapitulasi':
    case 'exportBukuRekapitulasi':
    case 'getLaporanBulananKabupaten':
    case 'exportLaporanBulananKabupaten':
      return { params: {}, query: { bulan: todayIn(fx['t'].app.ctx.config.timeZone).slice(0, 7) }, foreignId };
    // Statistics narrowed to a dusun of the village, or (the regency's) to the village and its kecamatan.
    case 'getStatistikPenduduk':
    case 'exportStatistikPenduduk':
      return { params: {}, query: { dusun: (await fx.wilayah()).dusunId }, foreignId };
    case 'getStatistikKabupaten':
    case 'exportStatistikKabupaten':
      return { params: {}, query: { desa_id: fx['t'].app.ctx.desaId, kecamatan: fx['t'].app.ctx.config.village.kecamatan }, foreignId };
    case 'tutupLaporanBulanan':
      return { params: {}, body: { bulan: todayIn(fx['t'].app.ctx.config.timeZone).slice(0, 7) }, refusedBy: { status: 409, why: 'the current month closes once it has ended' }, repeatable: true, foreignId };
    default:
      // Lists, exports, the dashboard, the public config, createUser: no ids.
      return { params: {}, foreignId };
  }
}
