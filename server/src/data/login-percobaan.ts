/**
 * The login limiter's counts in PostgreSQL (issue 39; services/login-limiter-pg.ts): every app process
 * counts the same attempts, by the database's clock. A reservation takes the username's then the
 * address's advisory lock (always in that order) for its transaction, so two processes checking the
 * same username or address at once count one after the other.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { rowsOf } from './paging.js';

export interface WaktuPercobaan {
  /** Times (ms) of the attempts counting now: the pair's, the username's, the address's, oldest first. */
  pair: number[];
  username: number[];
  address: number[];
  dikenal: boolean;
  now: number;
}

/**
 * In one transaction: reads the counts, asks `putuskan` whether to admit, and if so records a pending
 * attempt; answers its id, or the refusal `putuskan` gave.
 */
export async function pesanPercobaan<R>(
  db: Db,
  username: string,
  alamat: string,
  windowMs: number,
  knownMs: number,
  putuskan: (w: WaktuPercobaan) => R | undefined,
): Promise<{ id: string } | { tolak: R }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sid.login.u:${username}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sid.login.a:${alamat}`}, 0))`);
    const [w] = rowsOf<{ pair: number[]; uname: number[]; addr: number[]; dikenal: boolean; now: number }>(
      await tx.execute(sql`
        with w as (
          select username, alamat, (extract(epoch from pada) * 1000)::float8 as t from login_percobaan
           where (username = ${username} or alamat = ${alamat}) and pada > clock_timestamp() - make_interval(secs => ${windowMs / 1000})
        )
        select coalesce((select array_agg(t order by t) from w where username = ${username} and alamat = ${alamat}), '{}') as pair,
               coalesce((select array_agg(t order by t) from w where username = ${username}), '{}') as uname,
               coalesce((select array_agg(t order by t) from w where alamat = ${alamat}), '{}') as addr,
               exists (select 1 from login_alamat_dikenal where username = ${username} and alamat = ${alamat}
                        and terakhir > clock_timestamp() - make_interval(secs => ${knownMs / 1000})) as dikenal,
               (extract(epoch from clock_timestamp()) * 1000)::float8 as now`),
    );
    const nums = (a: unknown) => (a as unknown[]).map(Number);
    const tolak = putuskan({ pair: nums(w!.pair), username: nums(w!.uname), address: nums(w!.addr), dikenal: w!.dikenal, now: Number(w!.now) });
    if (tolak !== undefined) return { tolak };
    const [row] = rowsOf<{ id: string }>(await tx.execute(sql`insert into login_percobaan (username, alamat) values (${username}, ${alamat}) returning id::text as id`));
    return { id: row!.id };
  });
}

/** Wrong password: the attempt stays, counted from now. */
export async function percobaanGagal(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`update login_percobaan set diperiksa = false, pada = clock_timestamp() where id = ${id}::bigint`);
}

/** Right password: this attempt and the pair's settled failures go; the address becomes known. */
export async function percobaanBerhasil(db: Db, id: string, username: string, alamat: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from login_percobaan where username = ${username} and alamat = ${alamat} and (id = ${id}::bigint or not diperiksa)`);
    await tx.execute(sql`
      insert into login_alamat_dikenal (username, alamat) values (${username}, ${alamat})
      on conflict (username, alamat) do update set terakhir = clock_timestamp()`);
  });
}

/** No verdict: the attempt is not counted. */
export async function percobaanBatal(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`delete from login_percobaan where id = ${id}::bigint`);
}

/** Attempts out of the window and addresses no longer known go. */
export async function sapuPercobaan(db: DbOrTx, windowMs: number, knownMs: number): Promise<void> {
  await db.execute(sql`delete from login_percobaan where pada < clock_timestamp() - make_interval(secs => ${windowMs / 1000})`);
  await db.execute(sql`delete from login_alamat_dikenal where terakhir < clock_timestamp() - make_interval(secs => ${knownMs / 1000})`);
}
