/**
 * A village that ran alone joins the regency (issue 38, docs/adr/0023-ekspor-gabung-desa.md): the Admin
 * Kabupaten's dry run of its export (the counts per table and every conflict with the regency) and the join
 * itself, all or nothing in one transaction as the database's owner (outside any request's scope: the rows are
 * written with desa_id of the new village and the tables' triggers off). Counts only, never a person's data
 * beyond the conflicts it must name (a NIK masked).
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Schemas } from '../contract.js';
import type { AppContext, Actor } from '../context.js';
import { bukaEkspor, EksporDitolak, KUNCI_MIN, type EksporManifest } from '../backup/ekspor-desa.js';
import { petaId, petakan } from '../backup/gabung-petakan.js';
import { cariKonflik, desaTujuan, kunciEkspor, ReplikaDitolak, skemaDatabase, tabelDesa, tulisDesa, type Baris, type TabelDesa } from '../db/gabung.js';
import { logActivity, logKabupatenActivity } from '../data/activity-log.js';
import { AppError, badRequest, conflict } from '../lib/errors.js';
import { filesDir } from '../lib/stored-files.js';

type Konflik = Schemas['KonflikGabungDesa'];
type Periksa = Schemas['PeriksaGabungDesa'];

const AKTIF = new Set(['', 'penduduk_masuk']);
/** 3507********0001: enough to find the record in the other village, not the whole number. */
export const samarkanNik = (nik: string) => `${nik.slice(0, 4)}${'*'.repeat(Math.max(0, nik.length - 8))}${nik.slice(-4)}`;

interface Siap {
  periksa: Periksa;
  manifest: EksporManifest;
  tabel: Array<{ def: TabelDesa; baris: Baris[] }>;
  dir: string;
}

export function gabungDesaService(ctx: AppContext) {
  /** Opens the export, reads it whole and checks it against the regency. `work` is removed by the caller. */
  async function siapkan(bytes: Buffer, kunci: string, tujuanId: string | null, work: string): Promise<Siap | Periksa> {
    if (kunci.length < KUNCI_MIN) throw badRequest(`Kunci gabung minimal ${KUNCI_MIN} karakter`);
    const file = path.join(work, 'ekspor.sid');
    await writeFile(file, bytes, { mode: 0o600 });
    let ekspor;
    try {
      ekspor = await bukaEkspor(file, work, kunci);
    } catch (err) {
      if (err instanceof EksporDitolak) return { ekspor_id: null, dibuat_pada: null, desa: null, jumlah: [], konflik: [{ jenis: err.jenis, pesan: err.message }], bisa_digabung: false };
      throw err;
    }
    const m = ekspor.manifest;
    const konflik: Konflik[] = [];
    const kita = await tabelDesa(ctx.db);
    const skema = await skemaDatabase(ctx.db);
    const sama = (a: TabelDesa, b: TabelDesa | undefined) => b !== undefined && a.kolom.join(',') === b.kolom.join(',');
    if (m.schema.lastCreatedAt !== skema.lastCreatedAt || m.tables.some((t) => !sama(t, kita.find((k) => k.nama === t.nama)))) {
      konflik.push({ jenis: 'skema', pesan: `Versi data desa (${m.schema.lastTag ?? m.schema.lastCreatedAt}) berbeda dengan kabupaten (${skema.lastTag ?? skema.lastCreatedAt}): perbarui aplikasi desa ke versi kabupaten, lalu ekspor ulang` });
    }
    const tabel: Siap['tabel'] = [];
    for (const def of m.tables) {
      const baris = await ekspor.baca(def);
      if (baris.length !== m.counts[def.nama]) throw new EksporDitolak('checksum', `Arsip rusak: jumlah baris ${def.nama} tidak sesuai manifest`);
      tabel.push({ def: kita.find((k) => k.nama === def.nama) ?? def, baris });
    }
    const rows = (nama: string) => tabel.find((t) => t.def.nama === nama)?.baris ?? [];
    const kodeWilayah = typeof m.desa.kode_wilayah === 'string' ? m.desa.kode_wilayah : null;
    const k = await cariKonflik(ctx.db, {
      nikAktif: rows('penduduk').filter((p) => AKTIF.has(String(p.status_penduduk))).map((p) => String(p.nik)),
      username: rows('users').map((u) => String(u.username)),
      kode: tujuanId ? null : kodeWilayah,
      tujuanId,
      jenisSurat: [...new Set(['surat', 'surat_jenis_desa', 'surat_format', 'surat_jumlah'].flatMap((t) => rows(t).map((r) => String(r.jenis_id))))],
      eksporId: m.eksporId,
    });
    if (k.sudahDigabung) konflik.push({ jenis: 'sudah_digabung', pesan: 'Ekspor ini sudah pernah digabungkan ke kabupaten' });
    if (tujuanId) {
      const t = await desaTujuan(ctx.db, tujuanId);
      if (!t) konflik.push({ jenis: 'desa_tujuan', pesan: 'Desa tujuan tidak ditemukan' });
      else if (!t.kosong) konflik.push({ jenis: 'desa_tujuan', pesan: `Desa ${t.nama_desa} sudah berisi data: gabungkan hanya ke desa yang masih kosong` });
    } else if (!kodeWilayah) {
      konflik.push({ jenis: 'kode_desa', pesan: 'Ekspor ini tidak membawa kode wilayah desa: tambahkan desanya di konsol, lalu gabungkan ke desa itu' });
    } else if (k.kode) {
      konflik.push({ jenis: 'kode_desa', pesan: `Kode desa ${kodeWilayah} sudah dipakai Desa ${k.kode.nama_desa}` });
    }
    for (const n of k.nik) konflik.push({ jenis: 'nik', pesan: `NIK ${samarkanNik(n.nik)} masih aktif di Desa ${n.nama_desa}` });
    for (const u of k.username) konflik.push({ jenis: 'username', pesan: `Nama pengguna ${u} sudah dipakai di kabupaten` });
    for (const j of k.jenisSurat) konflik.push({ jenis: 'jenis_surat', pesan: `Jenis surat ${j} tidak dikenal kabupaten` });
    const periksa: Periksa = {
      ekspor_id: m.eksporId,
      dibuat_pada: m.createdAt,
      desa: { nama_desa: String(m.desa.nama_desa ?? ''), kode_wilayah: kodeWilayah, kecamatan: String(m.desa.kecamatan ?? '') },
      jumlah: [...tabel.map((t) => ({ tabel: t.def.nama, jumlah: t.baris.length })), { tabel: 'berkas', jumlah: m.counts.berkas ?? 0 }],
      konflik,
      bisa_digabung: konflik.length === 0,
    };
    return { periksa, manifest: m, tabel, dir: ekspor.dir };
  }

  async function dengan<T>(fn: (work: string) => Promise<T>): Promise<T> {
    const work = await mkdtemp(path.join(os.tmpdir(), 'sid-gabung-'));
    try {
      return await fn(work);
    } catch (err) {
      if (err instanceof EksporDitolak) throw badRequest(err.message, 'BAD_REQUEST');
      throw err;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async function periksa(bytes: Buffer, kunci: string, tujuanId: string | null, actor: Pick<Actor, 'id' | 'name'>): Promise<Periksa> {
    return dengan(async (work) => {
      const s = await siapkan(bytes, kunci, tujuanId, work);
      const hasil = 'periksa' in s ? s.periksa : s;
      await logKabupatenActivity(ctx.db, actor, {
        activityName: `Memeriksa ekspor desa ${hasil.desa?.nama_desa ?? '(tidak terbaca)'} untuk digabungkan`,
        entity: 'periksa_ekspor_desa',
        entityId: hasil.ekspor_id,
        after: { jumlah: hasil.jumlah, konflik: hasil.konflik.length },
      });
      return hasil;
    });
  }

  async function gabungkan(bytes: Buffer, kunci: string, tujuanId: string | null, actor: Pick<Actor, 'id' | 'name'>, origin: string): Promise<Schemas['HasilGabungDesa']> {
    return dengan(async (work) => {
      const s = await siapkan(bytes, kunci, tujuanId, work);
      if (!('periksa' in s)) throw badRequest(s.konflik[0]?.pesan ?? 'Arsip tidak sah', 'BAD_REQUEST');
      if (!s.periksa.bisa_digabung) {
        throw conflict('CONFLICT', `Ekspor tidak dapat digabungkan: ${s.periksa.konflik.map((x) => x.pesan).slice(0, 5).join('; ')}${s.periksa.konflik.length > 5 ? `; dan ${s.periksa.konflik.length - 5} lagi` : ''}`);
      }
      const m = s.manifest;
      const desaId = tujuanId ?? randomUUID();
      const peta = petaId(String(m.desa.id), desaId, s.tabel);
      const tabel = s.tabel.map((t) => ({ def: t.def, baris: petakan(t.baris, peta, t.def) }));
      const now = new Date().toISOString();
      const desaBaru = tujuanId
        ? null
        : { ...m.desa, id: desaId, kode: m.desa.kode_wilayah, aktif: true, created_at: now, updated_at: now };
      // The uploads first (as every upload: bytes before their row), removed again if the transaction does not commit.
      const uploads = filesDir(ctx.config.dataDir);
      await mkdir(uploads, { recursive: true });
      const ditulis: string[] = [];
      const nama = String(m.desa.nama_desa ?? '');
      try {
        // An upload already missing at the source is not in the archive (the export reported it): its row comes
        // as it was, without the bytes, as the source had it.
        const diArsip = new Set(m.files.map((f) => f.path));
        for (const f of tabel.find((t) => t.def.nama === 'files')?.baris ?? []) {
          const stored = String(f.stored_name);
          if (!diArsip.has(`uploads/${stored}`)) continue;
          await copyFile(path.join(s.dir, 'uploads', stored), path.join(uploads, stored), constants.COPYFILE_EXCL);
          ditulis.push(stored);
        }
        await ctx.db.transaction(async (tx) => {
          await kunciEkspor(tx, m.eksporId);
          const lagi = await cariKonflik(tx, { nikAktif: [], username: [], kode: null, tujuanId, jenisSurat: [], eksporId: m.eksporId });
          if (lagi.sudahDigabung) throw conflict('CONFLICT', 'Ekspor ini sudah pernah digabungkan ke kabupaten');
          await tulisDesa(tx, { desaBaru, tujuanId: desaId, tabel });
          const jumlah = Object.fromEntries(s.periksa.jumlah.map((j) => [j.tabel, j.jumlah]));
          await logKabupatenActivity(tx, actor, { activityName: `Menggabungkan Desa ${nama} dari ekspor desa mandiri`, entity: 'ekspor_desa', entityId: m.eksporId, after: { desa_id: desaId, jumlah } });
          await logActivity(tx, { id: actor.id, name: actor.name, desaId }, { activityName: `Desa ${nama} digabungkan ke kabupaten dari ekspor mandiri (${m.createdAt})`, entity: 'desa', entityId: desaId, after: { ekspor_id: m.eksporId, jumlah } });
        });
      } catch (err) {
        await Promise.all(ditulis.map((n) => rm(path.join(uploads, n), { force: true })));
        if (err instanceof ReplikaDitolak) throw new AppError(500, 'INTERNAL_ERROR', `Penggabungan tidak dapat dijalankan: ${err.message}`);
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw conflict('CONFLICT', 'Berkas unggahan ekspor ini sudah ada di server: ekspor ini sudah pernah digabungkan');
        throw err;
      }
      const pengguna = (tabel.find((t) => t.def.nama === 'users')?.baris ?? []).map((u) => ({ username: String(u.username), nama_lengkap: String(u.nama_lengkap), role: String(u.role) }));
      return { desa_id: desaId, nama_desa: nama, jumlah: s.periksa.jumlah, pengguna, url_masuk: `${origin}/login` };
    });
  }

  return { periksa, gabungkan };
}
