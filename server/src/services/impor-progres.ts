/**
 * The progress of the imports running or recently ended (issue 13; issue 34: the one piece of request
 * state the server keeps between requests, behind a store built for it). One import at a time per
 * village; an ended one is kept an hour for its page to read.
 *
 * `ImporProgresStore` is the door: services/impor.ts starts, advances and ends an import through it,
 * routes read it through that service. Its one implementation, `ImporProgresMemori`, keeps them in
 * the server's memory (built once in app.ts, `AppContext.imporProgres`): a restart forgets them (the
 * page then says the import is unknown, and the batches written before it stay: docs/known-gaps.md),
 * and two servers on one database do not see each other's. Keeping them in PostgreSQL (issue 39) is
 * a second implementation of the same interface; nothing else changes.
 */
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../contract.js';

export type ImporPenduduk = Schemas['ImporPenduduk'];

const SIMPAN_MS = 60 * 60 * 1000;

/** Where the imports' progress is kept (see above). Every method may be asynchronous in another store. */
export interface ImporProgresStore {
  /** The running import of a village, if any. */
  berjalan(desaId: string): ImporPenduduk | undefined;
  /** The village's running import, else the last one ended (still kept), else undefined. */
  terakhir(desaId: string): ImporPenduduk | undefined;
  /** Records a new running import of `jumlahBaris` rows and answers it. */
  mulai(desaId: string, namaBerkas: string, jumlahBaris: number): ImporPenduduk;
  /** An import of this village, or undefined (another village's is as unknown as none). */
  get(desaId: string, id: string): ImporPenduduk | undefined;
  /** Ends an import with its last figures and status. */
  akhiri(id: string, hasil: Partial<ImporPenduduk> & Pick<ImporPenduduk, 'status'>): void;
}

export class ImporProgresMemori implements ImporProgresStore {
  private readonly semua = new Map<string, { desaId: string; impor: ImporPenduduk; berakhir?: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The running import of a village, if any. */
  berjalan(desaId: string): ImporPenduduk | undefined {
    this.bersihkan();
    for (const v of this.semua.values()) if (v.desaId === desaId && v.impor.status === 'berjalan') return v.impor;
    return undefined;
  }

  /** The village's running import, else the last one ended (still kept), else undefined. */
  terakhir(desaId: string): ImporPenduduk | undefined {
    this.bersihkan();
    let last: ImporPenduduk | undefined;
    for (const v of this.semua.values()) {
      if (v.desaId !== desaId) continue;
      if (v.impor.status === 'berjalan') return v.impor;
      if (!last || v.impor.dimulai >= last.dimulai) last = v.impor;
    }
    return last;
  }

  mulai(desaId: string, namaBerkas: string, jumlahBaris: number): ImporPenduduk {
    const impor: ImporPenduduk = {
      _id: randomUUID(),
      status: 'berjalan',
      nama_berkas: namaBerkas,
      jumlah_baris: jumlahBaris,
      diproses: 0,
      kartu_keluarga_dibuat: 0,
      penduduk_dibuat: 0,
      dimulai: new Date(this.now()).toISOString(),
      selesai: null,
    };
    this.semua.set(impor._id, { desaId, impor });
    return impor;
  }

  /** An import of this village, or undefined (another village's is as unknown as none). */
  get(desaId: string, id: string): ImporPenduduk | undefined {
    this.bersihkan();
    const v = this.semua.get(id);
    return v && v.desaId === desaId ? v.impor : undefined;
  }

  akhiri(id: string, hasil: Partial<ImporPenduduk> & Pick<ImporPenduduk, 'status'>): void {
    const v = this.semua.get(id);
    if (!v) return;
    Object.assign(v.impor, hasil, { selesai: new Date(this.now()).toISOString() });
    v.berakhir = this.now();
  }

  private bersihkan(): void {
    const batas = this.now() - SIMPAN_MS;
    for (const [id, v] of this.semua) if (v.berakhir !== undefined && v.berakhir < batas) this.semua.delete(id);
  }
}
