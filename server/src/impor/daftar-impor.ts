/**
 * The imports running or recently ended, kept in the server's memory: an import's progress is read
 * while it writes, batch by batch, so it is kept here rather than in the database. One import at a time per
 * village; an ended one is kept an hour for its page to read. A restart forgets them: the page then
 * says the import is unknown, and the batches written before it stay (docs/known-gaps.md).
 */
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../contract.js';

export type ImporPenduduk = Schemas['ImporPenduduk'];

const SIMPAN_MS = 60 * 60 * 1000;

export class DaftarImpor {
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
