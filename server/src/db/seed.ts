import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config, VillageConfig } from '../config.js';
import type { Db } from './client.js';
import { desa, modulDesa, users } from './schema.js';
import { hashPassword } from '../lib/password.js';
import { logActivity, logKabupatenActivity } from '../data/activity-log.js';

/** The key of the single village of this deployment. A regency install would have one row per village. */
export const DEFAULT_DESA_KODE = 'default';

/** Creates the village row, or updates it from the environment (DESA_*): env is the source of truth. */
export async function ensureDesa(db: Db, village: VillageConfig): Promise<string> {
  const values = {
    kode: DEFAULT_DESA_KODE,
    namaDesa: village.nama_desa,
    kecamatan: village.kecamatan,
    kabupaten: village.kabupaten,
    provinsi: village.provinsi,
    alamatKantor: village.alamat_kantor,
    kodePos: village.kode_pos,
  };
  const [row] = await db
    .insert(desa)
    .values(values)
    .onConflictDoUpdate({ target: desa.kode, set: { ...values, updatedAt: sql`now()` } })
    .returning({ id: desa.id });
  return (row as { id: string }).id;
}

export interface FirstAdmin {
  username: string;
  /** Only when it was generated (ADMIN_PASSWORD unset): to be shown once. */
  generatedPassword?: string;
}

/** On first start (no user in the village) creates the first Super Admin. Returns what was created. */
export async function ensureFirstAdmin(db: Db, desaId: string, config: Pick<Config, 'adminUsername' | 'adminPassword'>): Promise<FirstAdmin | undefined> {
  return db.transaction(async (tx) => {
    // Serialises two servers starting together on one PostgreSQL database.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sid:first-admin'))`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(sql`${users.desaId} = ${desaId}`).limit(1);
    if (existing) return undefined;
    const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const password = config.adminPassword ?? (generatedPassword as string);
    const [row] = await tx
      .insert(users)
      .values({
        desaId,
        namaLengkap: 'Administrator',
        username: config.adminUsername,
        role: 'Super Admin',
        passwordHash: await hashPassword(password),
      })
      .returning();
    await logActivity(tx, { id: null, name: 'Sistem', desaId }, {
      activityName: `Membuat Super Admin pertama ${config.adminUsername}`,
      entity: 'user',
      entityId: row?.id ?? null,
      after: row ? { _id: row.id, nama_lengkap: row.namaLengkap, username: row.username, role: row.role } : null,
    });
    return { username: config.adminUsername, generatedPassword };
  });
}

/**
 * KABUPATEN_ADMIN_USERNAME set: on the first start with it, creates that Admin Kabupaten (the regency
 * console's operator, no village). Its password is KABUPATEN_ADMIN_PASSWORD or generated and shown once.
 */
export async function ensureKabupatenAdmin(db: Db, config: Pick<Config, 'kabupatenAdminUsername' | 'kabupatenAdminPassword'>): Promise<FirstAdmin | undefined> {
  const username = config.kabupatenAdminUsername;
  if (!username) return undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sid:kabupaten-admin'))`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1);
    if (existing) return undefined;
    const generatedPassword = config.kabupatenAdminPassword ? undefined : randomBytes(12).toString('base64url');
    const password = config.kabupatenAdminPassword ?? (generatedPassword as string);
    const [row] = await tx
      .insert(users)
      .values({ desaId: null, namaLengkap: 'Admin Kabupaten', username, role: 'Admin Kabupaten', passwordHash: await hashPassword(password) })
      .returning();
    await logKabupatenActivity(tx, { id: null, name: 'Sistem' }, {
      activityName: `Membuat Admin Kabupaten ${username}`,
      entity: 'user',
      entityId: row?.id ?? null,
    });
    return { username, generatedPassword };
  });
}

/** The one-time notice for a generated password, boxed so it stands out in the start-up log. */
export function adminPasswordBanner(username: string, password: string, role = 'Super Admin pertama dibuat / first Super Admin created'): string {
  const lines = [
    role,
    `  username: ${username}`,
    `  password: ${password}`,
    'Catat sekarang: kata sandi ini tidak akan ditampilkan lagi.',
    'Write it down now: it will not be shown again.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '+' + '-'.repeat(width + 2) + '+';
  return [bar, ...lines.map((l) => `| ${l.padEnd(width)} |`), bar].join('\n') + '\n';
}

/**
 * A village running alone (no regency: no KODE_KABUPATEN, no Admin Kabupaten, one village) has nobody
 * to roll out an optional module (`nonaktifAwal`, e.g. Layanan Surat), so it gets every one of them:
 * each is switched on for the village, once, as a setting of its own. Written, not just assumed, so a
 * village that later joins a regency keeps the letters it was issuing; a setting already there (the
 * village switched it off, or a regency decided) is left as it is.
 */
export async function ensureModulOpsionalDesaMandiri(
  db: Db,
  desaId: string,
  config: Pick<Config, 'kodeKabupaten' | 'kabupatenAdminUsername'>,
  modulIds: string[],
): Promise<void> {
  if (modulIds.length === 0 || config.kodeKabupaten !== undefined || config.kabupatenAdminUsername !== undefined) return;
  const [regency] = await db
    .select({ ada: sql<boolean>`exists (select 1 from ${users} where ${users.role} = 'Admin Kabupaten') or (select count(*) from ${desa}) > 1` })
    .from(sql`(select 1) as satu`);
  if (regency?.ada) return;
  await db
    .insert(modulDesa)
    .values(modulIds.map((modulId) => ({ desaId, modulId, aktif: true })))
    .onConflictDoNothing({ target: [modulDesa.desaId, modulDesa.modulId] });
}
