import { notFound } from './errors.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot exist, so it is a 404 without asking the database. */
export const isUuid = (value: string): boolean => UUID_RE.test(value);

/** The id, or the 404 `message` when it cannot be one. */
export function idOr404(value: string, message: string): string {
  if (!isUuid(value)) throw notFound(message);
  return value;
}

/** What `find` returns for `id`, or the 404 `message` (an id that cannot be a UUID is never looked up). */
export async function foundOr404<T>(id: string, message: string, find: (id: string) => Promise<T | undefined>): Promise<T> {
  const found = isUuid(id) ? await find(id) : undefined;
  if (found === undefined) throw notFound(message);
  return found;
}
