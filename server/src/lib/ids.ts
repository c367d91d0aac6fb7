const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot exist, so it is a 404 without asking the database. */
export const isUuid = (value: string): boolean => UUID_RE.test(value);
