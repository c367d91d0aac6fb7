/** Users and their sessions (one row per issued token). */
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { desa, desaHanyaBaca, sessions, users, type Role } from '../db/schema.js';
import { inOrderOf, listPage } from './paging.js';
import { searchCondition, whereAll, type DaftarOpsi } from './cari/index.js';

export type UserRow = typeof users.$inferSelect;
export type UserDto = Schemas['User'];
export type UserSort = Schemas['UserSort'];

/** The public shape of a user: never the hash, never the token version. */
export function toUserDto(u: UserRow): UserDto {
  return {
    _id: u.id,
    nama_lengkap: u.namaLengkap,
    username: u.username,
    // A village's users have a village role (users_desa_role_ck): the Admin Kabupaten has no village.
    role: u.role === 'Admin Kabupaten' ? 'Super Admin' : u.role,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

/**
 * The user of a sign-in, in any village (usernames are unique across the regency), with whether their
 * village is active. Runs as the owner: no village is known before it answers.
 */
export async function findUserForLogin(db: DbOrTx, username: string): Promise<(UserRow & { desaAktif: boolean | null }) | undefined> {
  const [row] = await db
    .select({ user: users, desaAktif: desa.aktif })
    .from(users)
    .leftJoin(desa, eq(desa.id, users.desaId))
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return row ? { ...row.user, desaAktif: row.desaAktif } : undefined;
}

/** Locks the signed-in user's own row: a village's staff in their village, the Admin Kabupaten (no village) in the regency's scope. */
export async function lockOwnUser(tx: DbOrTx, desaId: string | null, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(desaId === null ? isNull(users.desaId) : eq(users.desaId, desaId), eq(users.id, id)))
    .for('update');
  return row;
}

/** Locks the user until the transaction ends (used before checks that must not race). */
export async function lockUser(tx: DbOrTx, desaId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.desaId, desaId), eq(users.id, id)))
    .for('update');
  return row;
}

const SORT_COLUMNS = {
  nama_lengkap: sql`lower(u.nama_lengkap)`,
  username: sql`lower(u.username)`,
  role: sql`u.role`,
  createdAt: sql`u.created_at`,
} as const satisfies Record<UserSort, unknown>;

async function loadUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return inOrderOf(ids, new Map(rows.map((r) => [r.id, r])));
}

export async function listUsers(db: DbOrTx, desaId: string, { filter, ...q }: DaftarOpsi<{ q?: string | undefined }, UserSort>) {
  const from = whereAll(sql`users u where u.desa_id = ${desaId}`, [searchCondition(filter.q, { text: [sql`u.nama_lengkap`, sql`u.username`] })]);
  const plan = { from, id: sql`u.id`, sort: SORT_COLUMNS[q.sort ?? 'createdAt'] };
  return listPage(db, q, plan, (ids) => loadUsersByIds(db, ids));
}

/**
 * Locks every Super Admin row of the village and returns their ids, so two concurrent demotions or
 * deletes cannot both see "there is another one" and leave none.
 */
export async function lockSuperAdmins(tx: DbOrTx, desaId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.desaId, desaId), eq(users.role, 'Super Admin')))
    .for('update');
  return rows.map((r) => r.id);
}

/** A taken username (any letter case) is refused by users_desa_username_uq (a 409). */
export async function insertUser(
  db: DbOrTx,
  values: { desaId: string; namaLengkap: string; username: string; role: Role; passwordHash: string; dibuatKabupaten?: boolean; passwordKabupaten?: boolean; harusGantiPassword?: boolean },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row as UserRow;
}

export async function updateUserRow(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'namaLengkap' | 'username' | 'role' | 'passwordHash' | 'passwordKabupaten' | 'harusGantiPassword'>> & { bumpVersion: boolean },
): Promise<UserRow> {
  const { bumpVersion, ...set } = values;
  const [row] = await db
    .update(users)
    .set({
      ...set,
      updatedAt: sql`now()`,
      ...(bumpVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row as UserRow;
}

/** Deletes a user; their sessions go with them (ON DELETE CASCADE), so every token of theirs is dead. */
export async function deleteUserRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function insertSession(db: DbOrTx, userId: string, desaId: string | null, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId, desaId, expiresAt }).returning({ id: sessions.id });
  return (row as { id: string }).id;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but one (a password changed by its owner keeps the session it was changed in). */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a village (its deactivation): a revoked session never comes back. */
export async function revokeDesaSessions(db: DbOrTx, desaId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.desaId, desaId), isNull(sessions.revokedAt)));
}

/** Whether the village is active, its row held FOR SHARE until the transaction ends (a sign-in against a deactivation). */
export async function desaAktifTerkunci(db: DbOrTx, desaId: string): Promise<boolean> {
  const [row] = await db.select({ aktif: desa.aktif }).from(desa).where(eq(desa.id, desaId)).for('share');
  return row?.aktif === true;
}

/** Sessions past their expiry are useless: drop the caller's old ones at each login. */
export async function purgeExpiredSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now() - interval '1 day'`)));
}

/**
 * A token's session, its user as they are now and their village's state, in one query (the auth
 * hook's check of every request). Runs as the owner: no village is known before it answers.
 */
export async function findSessionCaller(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      namaLengkap: users.namaLengkap,
      username: users.username,
      role: users.role,
      desaId: users.desaId,
      tokenVersion: users.tokenVersion,
      harusGantiPassword: users.harusGantiPassword,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      lsnTulis: sessions.lsnTulis,
      desaAktif: desa.aktif,
      desaHanyaBaca: desaHanyaBaca.hanyaBaca,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(desa, eq(desa.id, users.desaId))
    .leftJoin(desaHanyaBaca, eq(desaHanyaBaca.desaId, users.desaId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}
