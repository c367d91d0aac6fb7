/**
 * The progress of the imports running or recently ended (issue 13; issue 34: the one piece of request
 * state the server keeps between requests, behind a store built for it). One import at a time per
 * village; an ended one is kept an hour for its page to read.
 *
 * `ImporProgresStore` is the door: services/impor.ts starts, advances and ends an import through it,
 * routes read it through that service. `ImporProgresMemori` keeps them in the server's memory (PGlite:
 * one process; built once in app.ts, `AppContext.imporProgres`): a restart forgets them (the page
 * then says the import is unknown, and the batches written before it stay: docs/known-gaps.md). On
 * PostgreSQL `ImporProgresPostgres` (services/impor-progres-pg.ts) keeps them in the database, so every
 * app process serves the page of an import another one runs (issue 39).
 */
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../contract.js';

export type ImporPenduduk = Schemas['ImporPenduduk'];

export const SIMPAN_MS = 60 * 60 * 1000;

/** Where the imports' progress is kept (see above). */
export interface ImporProgresStore {
  /** The running import of a village, if any. */
  berjalan(desaId: string): Promise<ImporPenduduk | undefined>;
  /** The village's running import, else the last one ended (still kept), else undefined. */
  terakhir(desaId: string): Promise<ImporPenduduk | undefined>;
  /** Records a new running import of `jumlahBaris` rows and answers it; undefined when the village has one running. */
  mulai(desaId: string, namaBerkas: string, jumlahBaris: number): Promise<ImporPenduduk | undefined>;
  /** The rows written so far. */
  maju(desaId: string, id: string, diproses: number): Promise<void>;
  /** An import of this village, or undefined (another village's is as unknown as none). */
  get(desaId: string, id: string): Promise<ImporPenduduk | undefined>;
  /** Ends an import with its last figures and status. */
  akhiri(desaId: string, id: string, hasil: Partial<ImporPenduduk> & Pick<ImporPenduduk, 'status'>): Promise<void>;
}

/** A new running import's figures. */
export function imporBaru(namaBerkas: string, jumlahBaris: number, now: number): ImporPenduduk {
  return {
    _id: randomUUID(),
    status: 'berjalan',
    nama_berkas: namaBerkas,
    jumlah_baris: jumlahBaris,
    diproses: 0,
    kartu_keluarga_dibuat: 0,
    penduduk_dibuat: 0,
    dimulai: new Date(now).toISOString(),
    selesai: null,
  };
}

export class ImporProgresMemori implements ImporProgresStore {
  private readonly semua = new Map<string, { desaId: string; impor: ImporPenduduk; berakhir?: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The running import of a village, if any. */
  async berjalan(desaId: string): Promise<ImporPenduduk | undefined> {
    this.bersihkan();
    for (const v of this.semua.values()) if (v.desaId === desaId && v.impor.status === 'berjalan') return v.impor;
    return undefined;
  }

  /** The village's running import, else the last one ended (still kept), else undefined. */
  async terakhir(desaId: string): Promise<ImporPenduduk | undefined> {
    this.bersihkan();
    let last: ImporPenduduk | undefined;
    for (const v of this.semua.values()) {
      if (v.desaId !== desaId) continue;
      if (v.impor.status === 'berjalan') return v.impor;
      if (!last || v.impor.dimulai >= last.dimulai) last = v.impor;
    }
    return last;
  }

  async mulai(desaId: string, namaBerkas: string, jumlahBaris: number): Promise<ImporPenduduk | undefined> {
    if (await this.berjalan(desaId)) return undefined;
    const impor = imporBaru(namaBerkas, jumlahBaris, this.now());
    this.semua.set(impor._id, { desaId, impor });
    return { ...impor };
  }

  async maju(desaId: string, id: string, diproses: number): Promise<void> {
    const v = this.semua.get(id);
    if (v && v.desaId === desaId) v.impor.diproses = diproses;
  }

  /** An import of this village, or undefined (another village's is as unknown as none). */
  async get(desaId: string, id: string): Promise<ImporPenduduk | undefined> {
    this.bersihkan();
    const v = this.semua.get(id);
    return v && v.desaId === desaId ? v.impor : undefined;
  }

  async akhiri(desaId: string, id: string, hasil: Partial<ImporPenduduk> & Pick<ImporPenduduk, 'status'>): Promise<void> {
    const v = this.semua.get(id);
    if (!v || v.desaId !== desaId) return;
    Object.assign(v.impor, hasil, { selesai: new Date(this.now()).toISOString() });
    v.berakhir = this.now();
  }

  private bersihkan(): void {
    const batas = this.now() - SIMPAN_MS;
    for (const [id, v] of this.semua) if (v.berakhir !== undefined && v.berakhir < batas) this.semua.delete(id);
  }
}
