/**
 * Writing a checked import in short transactions (issue 33): every new card, then every resident, a
 * batch of 100 cards or 50 residents per transaction, so the embedded database's only connection is never held
 * for more than a batch and other villages' requests are answered between batches. The database's
 * triggers keep each card's member count and first member (migration 0005), the village's counts and
 * the words of the names, batch by batch; its constraints still decide a race with a clerk
 * registering the same NIK meanwhile (that batch then fails).
 *
 * The import stays all or nothing (docs/impor.md): `ditulis` holds the id of every row a committed
 * batch wrote, and when a later batch fails, `batalkan` deletes them again, also in short
 * transactions (the triggers undo the derived data with them).
 */
import { sql } from 'drizzle-orm';
import { kartuKeluarga, penduduk } from '../db/schema.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { pendudukValues } from './penduduk.js';
import { tandaiPeristiwa } from './peristiwa.js';
import { textArr } from './pg-array.js';
import { rowsOf } from './paging.js';
import type { KartuImpor } from '../impor/baris.js';

/** Residents per transaction: on PGlite a resident costs ~1 ms to write (its words, its card's counts), so a batch ~50 ms. */
export const BATCH_PENDUDUK = 50;
const BATCH_KARTU = 100;
/** Rows deleted per transaction when an import is undone. */
const BATCH_HAPUS = 500;

export interface Tertulis {
  kartuKeluarga: number;
  penduduk: number;
}

/** What the committed batches wrote, to undo it. */
export interface Ditulis {
  kartu: string[];
  penduduk: string[];
}

/**
 * Lets the event loop turn. PGlite runs each query on this thread, and the promises between two
 * batches settle as microtasks: without a turn of the loop between batches, a request that arrived
 * meanwhile (its socket, a file-system callback) would not even be read until the import ended, and
 * would never queue for the connection. After this, it does, and the connection goes to it first.
 */
export const beriGiliran = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A short transaction of the importing village (withDesa). */
export type Jalankan = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

export async function tulisImpor(run: Jalankan, desaId: string, kartu: KartuImpor[], ditulis: Ditulis, kemajuan: (baris: number) => void): Promise<Tertulis> {
  const baru = kartu.filter((k) => !k.kkId);
  const idKartu = new Map<string, string>(kartu.filter((k) => k.kkId).map((k) => [k.noKk, k.kkId as string]));
  for (let i = 0; i < baru.length; i += BATCH_KARTU) {
    const rows = await run((tx) =>
      tx
        .insert(kartuKeluarga)
        .values(baru.slice(i, i + BATCH_KARTU).map((k) => ({ desaId, noKk: k.noKk, dataMasuk: false })))
        .returning({ id: kartuKeluarga.id, noKk: kartuKeluarga.noKk }),
    );
    for (const r of rows) {
      idKartu.set(r.noKk, r.id);
      ditulis.kartu.push(r.id);
    }
    await beriGiliran();
  }
  // The head of each card first, as the form does: the card's first member is its head.
  const anggota = kartu.flatMap((k) =>
    [...k.anggota].sort((a, b) => Number(b.posisi_dalam_keluarga === 'Kepala Keluarga') - Number(a.posisi_dalam_keluarga === 'Kepala Keluarga')),
  );
  let jumlah = 0;
  for (let i = 0; i < anggota.length; i += BATCH_PENDUDUK) {
    const batch = anggota.slice(i, i + BATCH_PENDUDUK);
    // Existing residents registered, not arrivals nor births (the ledger's 'daftar', issue 37).
    const rows = await run(async (tx) => {
      await tandaiPeristiwa(tx, 'daftar');
      return tx
        .insert(penduduk)
        .values(batch.map((c) => ({ ...pendudukValues(c, [], undefined, { wnaTanpaDokumen: true }), desaId, kkId: idKartu.get(c.no_kk) as string, statusPenduduk: '' as const })))
        .returning({ id: penduduk.id });
    });
    for (const r of rows) ditulis.penduduk.push(r.id);
    jumlah += batch.length;
    kemajuan(jumlah);
    await beriGiliran();
  }
  return { kartuKeluarga: baru.length, penduduk: jumlah };
}

/** What undoing left behind: rows another clerk tied a record to meanwhile (a death, a move). */
export interface Sisa {
  penduduk: number;
  kartu: number;
}

/**
 * Deletes what the committed batches of a failed import wrote, a batch per transaction. A resident
 * another clerk tied a record to meanwhile (the foreign key refuses the delete) stays, and so does a
 * card that still has members: both are counted in the answer (the log and the page say so).
 */
export async function batalkan(run: Jalankan, ditulis: Ditulis): Promise<Sisa> {
  let sisaPenduduk = 0;
  for (let i = 0; i < ditulis.penduduk.length; i += BATCH_HAPUS) {
    const ids = ditulis.penduduk.slice(i, i + BATCH_HAPUS);
    await beriGiliran();
    try {
      await run((tx) => hapusPenduduk(tx, ids));
    } catch {
      // One of them is referenced: one by one, each in a savepoint, keeping the ones that cannot go.
      sisaPenduduk += await run(async (tx) => {
        let tinggal = 0;
        for (const id of ids) {
          try {
            await tx.transaction((sp) => hapusPenduduk(sp, [id]));
          } catch {
            tinggal++;
          }
        }
        return tinggal;
      });
    }
  }
  let sisaKartu = 0;
  for (let i = 0; i < ditulis.kartu.length; i += BATCH_HAPUS) {
    const ids = ditulis.kartu.slice(i, i + BATCH_HAPUS);
    await beriGiliran();
    const dihapus = await run(async (tx) =>
      rowsOf<{ id: string }>(
        await tx.execute(sql`delete from kartu_keluarga k where k.id = any(${textArr(ids)}::uuid[])
          and not exists (select 1 from penduduk p where p.kk_id = k.id) returning k.id`),
      ).length,
    );
    sisaKartu += ids.length - dihapus;
  }
  return { penduduk: sisaPenduduk, kartu: sisaKartu };
}

async function hapusPenduduk(tx: DbOrTx, ids: string[]): Promise<void> {
  await tx.execute(sql`delete from penduduk where id = any(${textArr(ids)}::uuid[])`);
}
