import { activityLog, activityLogKabupaten } from '../db/schema.js';
import type { DbOrTx } from '../db/client.js';
import type { Actor } from '../context.js';

export type { Actor };


export interface ActivityEntry {
  activityName: string;
  entity?: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = new Set(['password', 'passwordHash', 'password_hash']);

/** Deep copy without secrets, with dates as ISO strings: safe to keep forever in jsonb. */
function scrub(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!SECRET_KEYS.has(k) && v !== undefined) out[k] = scrub(v);
    return out;
  }
  return value;
}

/** The columns both logs share: who, what, on which record, before and after (secrets scrubbed). */
function entryValues(actor: Pick<Actor, 'id' | 'name'>, entry: ActivityEntry) {
  return {
    actorId: actor.id,
    actorName: actor.name,
    activityName: entry.activityName,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    before: scrub(entry.before),
    after: scrub(entry.after),
  };
}

/** Writes one entry. Call it with the same transaction as the change it describes. */
export async function logActivity(db: DbOrTx, actor: Actor, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({ desaId: actor.desaId, ...entryValues(actor, entry) });
}

/** Writes one entry of the regency console's own log (activity_log_kabupaten). */
export async function logKabupatenActivity(db: DbOrTx, actor: Pick<Actor, 'id' | 'name'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogKabupaten).values(entryValues(actor, entry));
}
