import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users, type Role } from '../../db/schema.js';
import { orderBy, paging, type PageQuery } from '../../lib/paging.js';

export type UserRow = typeof users.$inferSelect;
export type UserSort = 'nama_lengkap' | 'username' | 'role' | 'createdAt';

/** The public shape of a user: never the hash, never the token version. */
export function toUserDto(u: UserRow) {
  return {
    _id: u.id,
    nama_lengkap: u.namaLengkap,
    username: u.username,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

export async function findUserByUsername(db: DbOrTx, desaId: string, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.desaId, desaId), eq(sql`lower(${users.username})`, username.trim().toLowerCase())))
    .limit(1);
  return row;
}

/** `forUpdate` locks the row until the transaction ends (used before checks that must not race). */
export async function findUserById(db: DbOrTx, desaId: string, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const q = db
    .select()
    .from(users)
    .where(and(eq(users.desaId, desaId), eq(users.id, id)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

const SORT_COLUMNS = {
  nama_lengkap: sql`lower(${users.namaLengkap})`,
  username: sql`lower(${users.username})`,
  role: users.role,
  createdAt: users.createdAt,
} as const;

export async function listUsers(db: DbOrTx, desaId: string, q: PageQuery<UserSort>) {
  const { limit, offset } = paging(q);
  const where = eq(users.desaId, desaId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy(SORT_COLUMNS[q.sort ?? 'createdAt'], users.id, q.order ?? 'asc'))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/**
 * Locks every Super Admin row of the village and returns how many there are, so two concurrent
 * demotions or deletes cannot both see "there is another one" and leave none.
 */
export async function lockSuperAdmins(tx: DbOrTx, desaId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.desaId, desaId), eq(users.role, 'Super Admin')))
    .for('update');
  return rows.map((r) => r.id);
}

export async function countUsers(db: DbOrTx, desaId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.desaId, desaId));
  return Number(row?.n ?? 0);
}

export async function insertUser(
  db: DbOrTx,
  values: { desaId: string; namaLengkap: string; username: string; role: Role; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row as UserRow;
}

export async function updateUserRow(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'namaLengkap' | 'username' | 'role' | 'passwordHash'>> & { bumpVersion: boolean },
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

export async function deleteUserRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function insertSession(db: DbOrTx, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return (row as { id: string }).id;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Sessions past their expiry are useless: drop the caller's old ones at each login. */
export async function purgeExpiredSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now() - interval '1 day'`)));
}
