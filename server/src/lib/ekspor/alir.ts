/**
 * The one streaming core of every download (issue 34): a source of batches (an Ekspor's, read from
 * the database in keyset batches by data/ekspor/baca.ts) into the writer of its format (csv.ts or
 * xlsx.ts), over the response. Memory holds one batch and the next, whatever the row count, and the
 * client starts receiving before the last batch is read.
 *
 * - The first batch is read BEFORE anything is sent, and the second is awaited only once the
 *   response has started to read (its headers are out): a failure there (a refused query, a database
 *   error) is thrown to the error handler and becomes the JSON envelope with its status, never a 200
 *   with a header row and no data.
 * - Prefetch: the next batch is asked for before the current one is written, so the database reads
 *   it while the socket writes.
 * - Backpressure: before each further batch the core waits until the client has taken what is
 *   buffered.
 * - Abort: when the client goes away, the source is closed and no further batch is read.
 * - Once the headers are out, a failing batch can no longer change the status: the stream is
 *   destroyed with an error, so the chunked body never gets its clean end, the connection is aborted
 *   and the browser's fetch rejects instead of saving a cut file. That failure is logged by batch
 *   number and code only (the database error's message repeats the query's parameters, and the file
 *   name may carry a NIK).
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvPenulis } from './csv.js';
import type { Ekspor, Penulis } from './jenis.js';
import { XLSX_CONTENT_TYPE, xlsxPenulis } from './xlsx.js';

export type { ColumnKind, Ekspor, FormatEkspor } from './jenis.js';

/** Each format's content type, log label and writer. */
const FORMAT = {
  csv: { contentType: 'text/csv; charset=utf-8', label: 'CSV', penulis: (e: Ekspor, out: PassThrough) => csvPenulis(e.header, ',', out) },
  csv_titik_koma: { contentType: 'text/csv; charset=utf-8', label: 'CSV', penulis: (e: Ekspor, out: PassThrough) => csvPenulis(e.header, ';', out) },
  xlsx: { contentType: XLSX_CONTENT_TYPE, label: 'XLSX', penulis: (e: Ekspor, out: PassThrough) => xlsxPenulis(e, out) },
} satisfies Record<Ekspor['format'], { contentType: string; label: string; penulis: (e: Ekspor, out: PassThrough) => Penulis }>;

/** Raised into the response stream when a batch after the first fails; says nothing of the query or rows. */
export class EksporTerputus extends Error {
  constructor(
    label: string,
    readonly batch: number,
  ) {
    super(`${label} export aborted: batch ${batch} failed`);
    this.name = 'EksporTerputus';
  }
}

/** What identifies a failure without repeating it: the SQLSTATE (drizzle keeps it in `cause`) or the error code. */
export function failureCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Until `ready()` holds, looked at again on `event` (or until the client has gone). */
function until(out: PassThrough, event: 'resume' | 'drain', ready: () => boolean): Promise<void> {
  if (ready() || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (!ready() && !out.destroyed) return;
      out.off(event, done);
      out.off('close', done);
      resolve();
    };
    out.on(event, done);
    out.on('close', done);
  });
}

/** Until the response has started to read the stream (piped, so its headers are sent), whether it reads now or not. */
const started = (out: PassThrough) => until(out, 'resume', () => out.readableFlowing !== null);
/** Until the client has taken what is buffered. */
const drained = (out: PassThrough) => until(out, 'drain', () => !out.writableNeedDrain);

/** How the core reports a failure after the first batch (by batch number and code only). */
export type CatatPutus = (info: { batch: number; code: string | undefined }, msg: string) => void;

/**
 * The stream of `ekspor` in its format: its first batch read before it returns (a failure there is
 * thrown), the rest written as the client takes them (see the module comment). `highWaterMark`: the
 * bytes buffered before the core waits for the client.
 */
export async function alirkan(ekspor: Ekspor, catat: CatatPutus, highWaterMark?: number): Promise<PassThrough> {
  const format = FORMAT[ekspor.format];
  const source = ekspor.batches[Symbol.asyncIterator]();
  const first = await source.next();
  let finished = Boolean(first.done);
  /** Stops reading the source (its end, its failure, or the client going away mid-way). */
  const stop = () => {
    if (finished) return;
    finished = true;
    void Promise.resolve(source.return?.()).catch(() => {});
  };
  /** The next batch, asked for before the current one is written. */
  const ask = () => {
    const next = source.next();
    next.catch(() => {}); // awaited below; this only keeps a failure unhandled until then
    return next;
  };
  const out = new PassThrough(highWaterMark === undefined ? {} : { highWaterMark });
  out.once('close', stop);
  const penulis = format.penulis(ekspor, out);

  async function write() {
    let pending = first.done ? undefined : ask();
    penulis.mulai(first.done ? undefined : first.value);
    // A later failure must find the headers sent (so that it aborts the connection instead of
    // reaching the error handler as if nothing had been sent): nothing more until the response reads.
    await started(out);
    for (let batch = 2; pending && !finished; batch++) {
      await drained(out);
      if (finished) break;
      let next: IteratorResult<string>;
      try {
        next = await pending;
      } catch (err) {
        finished = true;
        catat({ batch, code: failureCode(err) }, `${format.label} export interrupted`);
        throw new EksporTerputus(format.label, batch);
      }
      if (finished) break;
      if (next.done) {
        finished = true;
        pending = undefined;
      } else {
        pending = ask();
        penulis.tulis(next.value);
      }
    }
    // The client went away: nothing to finish (committing into a destroyed stream could wait forever).
    if (out.destroyed) return;
    await penulis.selesai();
  }
  void write()
    .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(`${format.label} export failed`)))
    .finally(stop);
  return out;
}

/** Sends a download: its headers, then the stream of alirkan(). */
export async function kirimEkspor(reply: FastifyReply, ekspor: Ekspor): Promise<FastifyReply> {
  const catat: CatatPutus = (info, msg) => reply.log.error({ route: reply.request.routeOptions.url, ...info }, msg);
  const out = await alirkan(ekspor, catat);
  return attachment(reply, ekspor.fileName, FORMAT[ekspor.format].contentType).send(out);
}

/** The headers of a download: its type, its name (ASCII fallback and UTF-8), never cached or sniffed. */
export function attachment(reply: FastifyReply, fileName: string, contentType: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .code(200)
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}
