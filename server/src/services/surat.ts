/**
 * Letters (issue 36): the preview (nothing taken), the issue ("Terbitkan": one transaction takes the
 * number from the counter row it locks, freezes the whole content with a random verification token and
 * writes the activity log), the register, a reprint (the same content, logged) and a revoke (Super Admin).
 */
import { randomBytes } from 'node:crypto';
import type { DownloadContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { ambilNomorUrut, daftarSurat, hitungSurat, nomorUrutBerikut, satuSurat, simpanSurat, suratEkspor, ubahStatusSurat, type SuratFilter, type SuratRow } from '../data/surat.js';
import { tulisNomorSumber } from '../data/surat-sumber.js';
import { eksporDaftar } from '../data/ekspor/baca.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { todayIn } from '../lib/validation.js';
import type { PageQuery } from '../lib/paging.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { tanggalNamaBerkas } from '../lib/ekspor/nama-berkas.js';
import { susunKontenSurat, tampilKodeVerifikasi, type KontenSurat } from '@sid/openapi/domain/surat';
import { kumpulkanBahan } from './surat-susun.js';
import { kunciUrut, nomorSurat } from './surat-pengaturan.js';

export const SURAT_TIDAK_DITEMUKAN = 'Surat tidak ditemukan';
const ALFABET_KODE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 128 random bits, base64url: the QR's token (never derived from an id). */
export const tokenBaru = () => randomBytes(16).toString('base64url');
/** 80 random bits in 16 characters of Crockford's alphabet: the short code printed beside the QR. */
export const kodeBaru = () => Array.from(randomBytes(10).toString('hex').match(/.{5}/g) ?? [], (h) => {
  const n = parseInt(h, 16);
  return (ALFABET_KODE[(n >> 15) & 31] ?? '') + (ALFABET_KODE[(n >> 10) & 31] ?? '') + (ALFABET_KODE[(n >> 5) & 31] ?? '') + (ALFABET_KODE[n & 31] ?? '');
}).join('');

export function agendaDto(r: SuratRow): Schemas['SuratAgenda'] {
  return {
    _id: r.id,
    jenis_id: r.jenisId,
    judul: r.judul,
    nomor: r.nomor,
    tanggal: r.tanggal,
    status: r.status,
    penduduk_id: r.pendudukId,
    nama_penduduk: r.namaPenduduk,
    nik: r.nik,
    pejabat: { nama: r.pejabatNama, jabatan: r.pejabatJabatan },
    dibuat_oleh: r.dibuatOleh,
    createdAt: r.createdAt.toISOString(),
  };
}

export function suratDto(r: SuratRow): Schemas['Surat'] {
  return {
    ...agendaDto(r),
    konten: r.konten as Schemas['KontenSurat'],
    alasan_cabut: r.alasanCabut,
    dicabut_pada: r.dicabutPada?.toISOString() ?? null,
    menggantikan_id: r.menggantikanId,
    diganti_oleh_id: r.digantiOlehId,
    kode_verifikasi: tampilKodeVerifikasi(r.kode),
    token: r.token,
  };
}

export function eksporSurat(ctx: DownloadContext, q: { sort?: Schemas['SuratSort']; order?: 'asc' | 'desc'; format?: FormatEkspor } & SuratFilter): Ekspor {
  const fileName = `buku_agenda_surat_keluar_${tanggalNamaBerkas(ctx.config.timeZone)}.csv`;
  return eksporDaftar(ctx.run, suratEkspor(ctx.desaId, q), { format: q.format, fileName, sheetName: 'Surat Keluar' });
}

export function suratService(ctx: VillageContext) {
  const { db, desaId, config } = ctx;
  const hariIni = () => todayIn(config.timeZone);

  async function pratinjau(body: Schemas['SuratInput']): Promise<Schemas['PratinjauSurat']> {
    const tanggal = hariIni();
    const b = await kumpulkanBahan(db, desaId, body, tanggal);
    const seq = await nomorUrutBerikut(db, desaId, Number(tanggal.slice(0, 4)), kunciUrut(b.urutan, b.jenis.id));
    const nomor = nomorSurat(b.format, b.jenis, seq, b.desa.kodeWilayah, tanggal);
    const { konten, kurang } = susunKontenSurat({ ...b.masukan, nomor, kode_verifikasi: null, url_verifikasi: null });
    const semua = [...b.masalahIsian, ...kurang].map((k) => (k.kolom === 'nomor_surat' ? { ...k, pesan: 'Kode wilayah desa belum diisi: nomor surat belum dapat dibuat' } : k));
    return { lengkap: semua.length === 0, kurang: semua, konten: konten as Schemas['KontenSurat'] };
  }

  async function terbitkan(body: Schemas['SuratInput'], actor: Actor): Promise<Schemas['Surat']> {
    const tanggal = hariIni();
    return db.transaction(async (tx) => {
      const b = await kumpulkanBahan(tx, desaId, body, tanggal);
      if (!b.pejabat) throw badRequest('pejabat_id: pilih pejabat penandatangan');
      if (b.masalahIsian.length > 0) throw badRequest(b.masalahIsian.map((m) => m.pesan).join('; '));
      let lama: SuratRow | undefined;
      if (body.menggantikan_id) {
        lama = await satuSurat(tx, desaId, idOr404(body.menggantikan_id, 'Surat yang diganti tidak ditemukan'), true);
        if (!lama) throw notFound('Surat yang diganti tidak ditemukan');
        if (lama.status === 'diganti') throw conflict('CONFLICT', `Surat ${lama.nomor} sudah diganti dengan surat lain`);
      }
      // Checked before the number is taken: a refusal leaves no gap (the transaction rolls back anyway).
      const cek = susunKontenSurat({ ...b.masukan, nomor: 'x', kode_verifikasi: null, url_verifikasi: null });
      if (b.format.includes('{kode_desa}') && b.desa.kodeWilayah === null) throw badRequest('Kode wilayah desa belum diisi: nomor surat belum dapat dibuat');
      if (cek.kurang.length > 0) throw badRequest(`Surat belum lengkap: ${cek.kurang.map((k) => k.pesan).join('; ')}`);

      const tahun = Number(tanggal.slice(0, 4));
      const kunci = kunciUrut(b.urutan, b.jenis.id);
      const seq = await ambilNomorUrut(tx, desaId, tahun, kunci);
      const nomor = nomorSurat(b.format, b.jenis, seq, b.desa.kodeWilayah, tanggal) as string;
      const token = tokenBaru();
      const kode = kodeBaru();
      const { konten } = susunKontenSurat({ ...b.masukan, nomor, kode_verifikasi: tampilKodeVerifikasi(kode), url_verifikasi: `/verifikasi/${token}` });
      const row = await simpanSurat(tx, desaId, {
        jenisId: b.jenis.id,
        judul: b.jenis.judul,
        pendudukId: b.pendudukId,
        sumberId: b.sumberId,
        nomor,
        tahun,
        kunciUrut: kunci,
        nomorUrut: seq,
        tanggal,
        pejabatId: b.pejabat.id,
        pejabatNama: b.pejabat.nama,
        pejabatJabatan: b.pejabat.jabatan,
        namaPenduduk: b.nama,
        nik: b.nik,
        konten: konten satisfies KontenSurat,
        token,
        kode,
        menggantikanId: lama?.id ?? null,
        dibuatOlehId: actor.id,
        dibuatOleh: actor.name,
      });
      if (lama) await ubahStatusSurat(tx, lama.id, { status: 'diganti', digantiOlehId: row.id });
      if (b.jenis.sumber && b.sumberId) await tulisNomorSumber(tx, desaId, b.jenis.sumber, b.sumberId, nomor);
      await hitungSurat(tx, desaId, b.jenis.id, tanggal);
      await logActivity(tx, actor, { activityName: `Menerbitkan ${b.jenis.judul} nomor ${nomor} untuk ${b.nama}`, entity: 'surat', entityId: row.id, after: agendaDto(row) });
      return suratDto(row);
    });
  }

  async function get(id: string): Promise<Schemas['Surat']> {
    const row = await satuSurat(db, desaId, idOr404(id, SURAT_TIDAK_DITEMUKAN));
    if (!row) throw notFound(SURAT_TIDAK_DITEMUKAN);
    return suratDto(row);
  }

  async function cetakUlang(id: string, actor: Actor): Promise<Schemas['Surat']> {
    const surat = await get(id);
    await logActivity(db, actor, { activityName: `Mencetak ulang ${surat.judul} nomor ${surat.nomor}`, entity: 'surat', entityId: id, after: { nomor: surat.nomor } });
    return surat;
  }

  async function cabut(id: string, body: Schemas['HapusInput'], actor: Actor): Promise<Schemas['Surat']> {
    return db.transaction(async (tx) => {
      const row = await satuSurat(tx, desaId, idOr404(id, SURAT_TIDAK_DITEMUKAN), true);
      if (!row) throw notFound(SURAT_TIDAK_DITEMUKAN);
      if (row.status !== 'berlaku') throw conflict('CONFLICT', `Surat ${row.nomor} sudah ${row.status === 'dicabut' ? 'dicabut' : 'diganti'} sebelumnya`);
      const alasan = body.alasan.trim();
      const next = await ubahStatusSurat(tx, id, { status: 'dicabut', alasanCabut: alasan, dicabutPada: new Date() });
      await logActivity(tx, actor, { activityName: `Mencabut ${row.judul} nomor ${row.nomor}: ${alasan}`, entity: 'surat', entityId: id, before: agendaDto(row), after: { ...agendaDto(next), alasan_cabut: alasan } });
      return suratDto(next);
    });
  }

  const list = async (q: PageQuery<Schemas['SuratSort']> & SuratFilter) => {
    const { rows, total } = await daftarSurat(db, desaId, q);
    return { rows: rows.map(agendaDto), total };
  };

  return { pratinjau, terbitkan, get, cetakUlang, cabut, list };
}
