/**
 * The imports' progress kept in PostgreSQL (issue 39): every app process on the database reads and
 * writes the same rows (data/impor-progres.ts), so an import started on one is followed on another,
 * and one running import per village holds across them (a unique index). The process writing an import
 * says it is alive every DETAK_MS; a running import silent for DIAM_DETIK (its process died) is ended
 * as failed when next read, and the village can import again (the batches written before it stay, as
 * after a restart on PGlite: docs/known-gaps.md).
 */
import type { Db } from '../db/client.js';
import { withDesa } from '../db/village-scope.js';
import { akhiriImpor, akhiriYangMati, hapusImporLama, imporById, imporTerakhir, majukanImpor, sisipkanImpor } from '../data/impor-progres.js';
import { imporBaru, SIMPAN_MS, type ImporPenduduk, type ImporProgresStore } from './impor-progres.js';

const DETAK_MS = 5_000;
const DIAM_DETIK = 60;
export const PESAN_IMPOR_TERHENTI = 'Impor terhenti karena server yang menjalankannya berhenti. Periksa data yang sudah tersimpan di Log Aktivitas lalu impor ulang sisanya.';

export class ImporProgresPostgres implements ImporProgresStore {
  private readonly detak = new Map<string, NodeJS.Timeout>();

  constructor(private readonly db: Db) {}

  async berjalan(desaId: string): Promise<ImporPenduduk | undefined> {
    return withDesa(this.db, desaId, async (tx) => {
      await akhiriYangMati(tx, desaId, DIAM_DETIK, PESAN_IMPOR_TERHENTI);
      return imporTerakhir(tx, desaId, new Date(), true);
    });
  }

  async terakhir(desaId: string): Promise<ImporPenduduk | undefined> {
    return withDesa(this.db, desaId, async (tx) => {
      await akhiriYangMati(tx, desaId, DIAM_DETIK, PESAN_IMPOR_TERHENTI);
      return imporTerakhir(tx, desaId, new Date(Date.now() - SIMPAN_MS), false);
    });
  }

  async mulai(desaId: string, namaBerkas: string, jumlahBaris: number): Promise<ImporPenduduk | undefined> {
    const impor = imporBaru(namaBerkas, jumlahBaris, Date.now());
    const ok = await withDesa(this.db, desaId, async (tx) => {
      await akhiriYangMati(tx, desaId, DIAM_DETIK, PESAN_IMPOR_TERHENTI);
      await hapusImporLama(tx, desaId, new Date(Date.now() - SIMPAN_MS));
      return sisipkanImpor(tx, desaId, impor);
    });
    if (!ok) return undefined;
    const t = setInterval(() => void withDesa(this.db, desaId, (tx) => majukanImpor(tx, desaId, impor._id, null)).catch(() => {}), DETAK_MS);
    t.unref();
    this.detak.set(impor._id, t);
    return impor;
  }

  async maju(desaId: string, id: string, diproses: number): Promise<void> {
    await withDesa(this.db, desaId, (tx) => majukanImpor(tx, desaId, id, diproses));
  }

  async get(desaId: string, id: string): Promise<ImporPenduduk | undefined> {
    return withDesa(this.db, desaId, async (tx) => {
      await akhiriYangMati(tx, desaId, DIAM_DETIK, PESAN_IMPOR_TERHENTI);
      return imporById(tx, desaId, id, new Date(Date.now() - SIMPAN_MS));
    });
  }

  async akhiri(desaId: string, id: string, hasil: Partial<ImporPenduduk> & Pick<ImporPenduduk, 'status'>): Promise<void> {
    clearInterval(this.detak.get(id));
    this.detak.delete(id);
    await withDesa(this.db, desaId, (tx) => akhiriImpor(tx, desaId, id, { ...hasil, selesai: new Date().toISOString() }));
  }

  /** The heartbeats stop (the app closes). */
  close(): void {
    for (const t of this.detak.values()) clearInterval(t);
    this.detak.clear();
  }
}
