/**
 * The PGlite client as the server opens it (src/db/client.ts): drizzle's result parsers are installed
 * once in PGlite's table instead of being handed over with every query, which made PGlite copy its
 * whole table per query (issue 15). What drizzle reads must not change: timestamps, dates and
 * intervals as drizzle converts them, in and out of transactions. And the planner settings it opens with.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgTable, date, interval, integer, timestamp } from 'drizzle-orm/pg-core';
import { fromPglite, openPglite } from '../src/db/client.js';

const waktu = pgTable('waktu', {
  id: integer('id').primaryKey(),
  pada: timestamp('pada', { withTimezone: true }).notNull(),
  tanggal: date('tanggal').notNull(),
  lama: interval('lama').notNull(),
});

describe('PGlite client', () => {
  it('reaches PGlite without per-query parsers, and drizzle still reads dates and times as before', async () => {
    const client = await PGlite.create();
    const parsersSeen: unknown[] = [];
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: { parsers?: unknown }) => {
      parsersSeen.push(options?.parsers);
      return query(text, params, options as never);
    }) as typeof client.query;
    // Queries in a transaction go through the transaction's own handle.
    const transaction = client.transaction.bind(client);
    client.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((text: string, params?: unknown[], options?: { parsers?: unknown }) => {
          parsersSeen.push(options?.parsers);
          return txQuery(text, params, options as never);
        }) as typeof tx.query;
        return fn(tx);
      })) as typeof client.transaction;
    const { db, close } = fromPglite(client);
    try {
      await db.execute(sql`create table waktu (id int primary key, pada timestamptz not null, tanggal date not null, lama interval not null)`);
      await db.insert(waktu).values({ id: 1, pada: new Date('2026-11-28T10:20:30.123Z'), tanggal: '2026-02-03', lama: '1 day 02:00:00' });
      const [row] = await db.select().from(waktu);
      assert.deepEqual(row, { id: 1, pada: new Date('2026-11-28T10:20:30.123Z'), tanggal: '2026-02-03', lama: '1 day 02:00:00' });
      const inTx = await db.transaction(async (tx) => {
        await tx.update(waktu).set({ tanggal: '2026-12-31' });
        return tx.select().from(waktu);
      });
      assert.equal(inTx[0]?.tanggal, '2026-12-31');
      assert.ok(inTx[0]?.pada instanceof Date);
      // A raw statement through drizzle: the timestamp as PostgreSQL's text, as drizzle asks of PGlite.
      const raw = (await db.execute(sql`select pada from waktu`)) as unknown as { rows: Array<{ pada: unknown }> };
      assert.equal(typeof raw.rows[0]?.pada, 'string');
      assert.ok(parsersSeen.length >= 5);
      assert.deepEqual(parsersSeen.filter((p) => p !== undefined), []);
    } finally {
      await close();
    }
  });

  it("opens with the planner's price of a random page read at 1.1: PGlite's pages come from the OS cache", async () => {
    const client = await openPglite(undefined);
    try {
      assert.equal((await client.query<{ random_page_cost: string }>('show random_page_cost')).rows[0]?.random_page_cost, '1.1');
    } finally {
      await client.close();
    }
  });
});
