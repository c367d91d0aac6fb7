/**
 * Scheduled work run once across the app processes of one PostgreSQL database (issue 39): the daily
 * backup with its rotation, the purge of Data Terhapus past its time.
 *
 * A run holds a session-level advisory lock on a connection of its own for as long as it runs; a
 * process that dies loses its connection and PostgreSQL releases the lock, so another process's next
 * attempt takes the work over (never not at all). A run that belongs to a period (the day of a daily
 * backup) is recorded in tugas_terjadwal when it ends, inside the lock: a process that comes later in
 * the same period finds it done (never twice). On PGlite there is one process: the work simply runs.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Database } from './client.js';

/** 'selesai': this process ran it; 'sudah': the period's run was done already; 'sibuk': another process is running it now. */
export type HasilTugas = 'selesai' | 'sudah' | 'sibuk';

/** A task's lock, held by this process until `lepas` (or its death). */
export interface KunciTugas {
  /** True when the task's run of `periode` was recorded done. */
  sudah(periode: string): Promise<boolean>;
  /** Records the run of `periode` done. */
  tandai(periode: string): Promise<void>;
  lepas(): Promise<void>;
}

export interface TugasSekali {
  /** The lock of task `nama`, or null when another process holds it now. */
  kunci(nama: string): Promise<KunciTugas | null>;
  /** Runs `fn` unless another process is running `nama` now or (with a period) it already ran for `periode`. */
  jalankan(nama: string, periode: string | null, fn: () => Promise<void>): Promise<HasilTugas>;
}

async function jalankanDengan(t: Pick<TugasSekali, 'kunci'>, nama: string, periode: string | null, fn: () => Promise<void>): Promise<HasilTugas> {
  const k = await t.kunci(nama);
  if (!k) return 'sibuk';
  try {
    if (periode !== null && (await k.sudah(periode))) return 'sudah';
    await fn();
    if (periode !== null) await k.tandai(periode);
    return 'selesai';
  } finally {
    await k.lepas();
  }
}

/** One process (PGlite): nobody else can run it; periods are not recorded (the timers alone decide, as before issue 39). */
export const tugasSatuProses: TugasSekali = {
  async kunci() {
    return { sudah: async () => false, tandai: async () => {}, lepas: async () => {} };
  },
  jalankan(nama, periode, fn) {
    return jalankanDengan(tugasSatuProses, nama, periode, fn);
  },
};

/** The advisory lock's key of a task: 64 bits of its name's hash. */
export function kunciTugas(nama: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(`sid.tugas:${nama}`).digest('hex').slice(0, 16)}`)).toString();
}

export function tugasPostgres(pool: pg.Pool): TugasSekali {
  const t: TugasSekali = {
    async kunci(nama) {
      const client = await pool.connect();
      const key = kunciTugas(nama);
      try {
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [key]);
        if (rows[0]?.ok !== true) {
          client.release();
          return null;
        }
      } catch (err) {
        client.release(err as Error);
        throw err;
      }
      let lepas: Promise<void> | undefined;
      return {
        sudah: async (periode) => Boolean((await client.query('select 1 from tugas_terjadwal where nama = $1 and periode = $2', [nama, periode])).rowCount),
        tandai: async (periode) => void (await client.query('insert into tugas_terjadwal (nama, periode) values ($1, $2) on conflict do nothing', [nama, periode])),
        lepas: () =>
          (lepas ??= client.query('select pg_advisory_unlock($1::bigint)', [key]).then(
            () => client.release(),
            // The connection is broken: dropping it releases the lock too.
            (err: Error) => client.release(err),
          )),
      };
    },
    jalankan: (nama, periode, fn) => jalankanDengan(t, nama, periode, fn),
  };
  return t;
}
/** The coordinator for a database: PostgreSQL's when it is one, else the one process's. */
export function tugasSekaliUntuk(database: Database): TugasSekali {
  return database.kind === 'postgres' && database.pool ? tugasPostgres(database.pool) : tugasSatuProses;
}
