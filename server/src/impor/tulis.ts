/**
 * Writing a checked import: every new card, then every resident, in the caller's one transaction
 * (the import is all or nothing), in multi-row inserts of a few hundred. The database's triggers keep
 * each card's member count and first member (migration 0005), and its constraints still decide a race
 * with a clerk registering the same NIK meanwhile: the transaction then fails and nothing is written.
 */
import { kartuKeluarga, penduduk } from '../db/schema.js';
import type { DbOrTx } from '../db/client.js';
import { pendudukValues } from '../data/penduduk.js';
import type { KartuImpor } from './periksa.js';

const BATCH = 500;

export interface Tertulis {
  kartuKeluarga: number;
  penduduk: number;
}

export async function tulisImpor(tx: DbOrTx, desaId: string, kartu: KartuImpor[], kemajuan: (baris: number) => void): Promise<Tertulis> {
  const baru = kartu.filter((k) => !k.kkId);
  const idKartu = new Map<string, string>(kartu.filter((k) => k.kkId).map((k) => [k.noKk, k.kkId as string]));
  for (let i = 0; i < baru.length; i += BATCH) {
    const rows = await tx
      .insert(kartuKeluarga)
      .values(baru.slice(i, i + BATCH).map((k) => ({ desaId, noKk: k.noKk, dataMasuk: false })))
      .returning({ id: kartuKeluarga.id, noKk: kartuKeluarga.noKk });
    for (const r of rows) idKartu.set(r.noKk, r.id);
  }
  // The head of each card first, as the form does: the card's first member is its head.
  const anggota = kartu.flatMap((k) =>
    [...k.anggota].sort((a, b) => Number(b.posisi_dalam_keluarga === 'Kepala Keluarga') - Number(a.posisi_dalam_keluarga === 'Kepala Keluarga')),
  );
  let ditulis = 0;
  for (let i = 0; i < anggota.length; i += BATCH) {
    const batch = anggota.slice(i, i + BATCH);
    await tx.insert(penduduk).values(
      batch.map((c) => ({ ...pendudukValues(c), desaId, kkId: idKartu.get(c.no_kk) as string, statusPenduduk: '' as const })),
    );
    ditulis += batch.length;
    kemajuan(ditulis);
  }
  return { kartuKeluarga: baru.length, penduduk: ditulis };
}
