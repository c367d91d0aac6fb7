import { sql, type SQL } from 'drizzle-orm';

/**
 * A text[] parameter, sent as one array literal: the same on PGlite and node-postgres, and one
 * parameter whatever the length (a query with 10,000 separate parameters would not plan fast).
 */
export const textArr = (values: string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
