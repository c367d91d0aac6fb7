/**
 * The record a spec letter is issued from (issue 36): a birth, a death or a moved-out record of the
 * village, read for the letter's `{sumber.*}` values, and the issued number written back into the
 * record's own number field (so its existing preview prints it too).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { kelahiran, kematian, keteranganKeluar, penduduk, pendudukKeluar, pendudukKeluarAnggota } from '../db/schema.js';
import type { SumberSurat } from '@sid/openapi/domain/surat';

export interface DataSumber {
  /** The resident whose fields the letter prints (none for a birth: the baby's fields are the record's). */
  pendudukId: string | null;
  /** The baby's own fields (a birth only). */
  bayi?: { nama: string; nik: string | null; jenisKelamin: string | null; tempatLahir: string; tanggalLahir: string | null; agama: string };
  /** Raw values by `{sumber.<nama>}` (dates as YYYY-MM-DD). */
  nilai: Record<string, string | null>;
  kewarganegaraan?: string;
}

async function namaNik(db: DbOrTx, id: string | null): Promise<{ nama: string | null; nik: string | null }> {
  if (!id) return { nama: null, nik: null };
  const [row] = await db.select({ nama: penduduk.namaLengkap, nik: penduduk.nik }).from(penduduk).where(eq(penduduk.id, id));
  return { nama: row?.nama ?? null, nik: row?.nik ?? null };
}

/** The record `id` of kind `sumber` in this village, or undefined. */
export async function bacaSumber(db: DbOrTx, desaId: string, sumber: SumberSurat, id: string): Promise<DataSumber | undefined> {
  if (sumber === 'kematian') {
    const [k] = await db.select().from(kematian).where(and(eq(kematian.id, id), eq(kematian.desaId, desaId)));
    if (!k) return undefined;
    return {
      pendudukId: k.pendudukId,
      nilai: { tanggal_meninggal: k.tanggalMeninggal, hari_meninggal: k.hariMeninggal, tempat_meninggal: k.tempatMeninggal, penyebab_meninggal: k.penyebabMeninggal },
    };
  }
  if (sumber === 'kelahiran') {
    const [b] = await db.select().from(kelahiran).where(and(eq(kelahiran.id, id), eq(kelahiran.desaId, desaId)));
    if (!b) return undefined;
    const [ibu, ayah] = await Promise.all([namaNik(db, b.ibuId), namaNik(db, b.ayahId)]);
    return {
      pendudukId: null,
      bayi: { nama: b.nama, nik: b.nik, jenisKelamin: b.jenisKelamin, tempatLahir: b.tempatLahir, tanggalLahir: b.tanggalLahir, agama: b.agama },
      nilai: {
        hari_kelahiran: b.hariKelahiran,
        jam_lahir: b.jamLahir ? b.jamLahir.slice(0, 5) : null,
        nama_ibu: ibu.nama,
        nik_ibu: ibu.nik,
        nama_ayah: ayah.nama,
        nik_ayah: ayah.nik,
        hubungan_pelapor: b.hubunganPelapor,
      },
    };
  }
  const [r] = await db
    .select({ pendudukId: pendudukKeluarAnggota.pendudukId, k: keteranganKeluar })
    .from(pendudukKeluar)
    .innerJoin(pendudukKeluarAnggota, and(eq(pendudukKeluarAnggota.pendudukKeluarId, pendudukKeluar.id), eq(pendudukKeluarAnggota.urutan, 0)))
    .leftJoin(keteranganKeluar, eq(keteranganKeluar.pendudukKeluarId, pendudukKeluar.id))
    .where(and(eq(pendudukKeluar.id, id), eq(pendudukKeluar.desaId, desaId)));
  if (!r) return undefined;
  return {
    pendudukId: r.pendudukId,
    nilai: {
      alamat_pindah: r.k?.alamatPindah ?? null,
      alasan_pindah: r.k?.alasanPindah ?? null,
      pengikut: r.k ? String(r.k.pengikut) : null,
      meninggalkan_desa_pada: r.k?.meninggalkanDesaPada ?? null,
    },
    ...(r.k ? { kewarganegaraan: r.k.kewarganegaraan } : {}),
  };
}

/** Writes the issued number into the record's own number field. */
export async function tulisNomorSumber(tx: DbOrTx, desaId: string, sumber: SumberSurat, id: string, nomor: string): Promise<void> {
  if (sumber === 'kematian') await tx.update(kematian).set({ nomorSuratKematian: nomor, updatedAt: new Date() }).where(and(eq(kematian.id, id), eq(kematian.desaId, desaId)));
  else if (sumber === 'kelahiran') await tx.update(kelahiran).set({ nomorSuratKelahiran: nomor, updatedAt: new Date() }).where(and(eq(kelahiran.id, id), eq(kelahiran.desaId, desaId)));
  else await tx.update(keteranganKeluar).set({ nomorSurat: nomor, updatedAt: new Date() }).where(and(eq(keteranganKeluar.pendudukKeluarId, id), eq(keteranganKeluar.desaId, desaId)));
}
