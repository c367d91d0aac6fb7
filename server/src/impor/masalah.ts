/** What an import check finds: a whole file it cannot read (a 400), or a row's error or warning. */
import type { Schemas } from '../contract.js';
import { AppError } from '../lib/errors.js';

export type MasalahImpor = Schemas['MasalahImpor'];
export type KodeMasalah = Schemas['KodeMasalahImpor'];

/** A file that cannot be read as a spreadsheet of residents: 400 BERKAS_IMPOR_TIDAK_VALID with the reason. */
export class BerkasTidakValid extends AppError {
  constructor(alasan: string) {
    super(400, 'BERKAS_IMPOR_TIDAK_VALID', alasan);
  }
}

/** How many problems of each kind the answer lists (the counts are always whole). */
export const MAKS_DITAMPILKAN = 1000;

/** Collects a file's problems in row order, keeping the first MAKS_DITAMPILKAN of each kind. */
export class DaftarMasalah {
  readonly kesalahan: MasalahImpor[] = [];
  readonly peringatan: MasalahImpor[] = [];
  jumlahKesalahan = 0;
  jumlahPeringatan = 0;
  /** Rows with at least one error. */
  readonly barisSalah = new Set<number>();

  salah(baris: number, kolom: string, kode: KodeMasalah, pesan: string, tautan?: string): void {
    this.jumlahKesalahan++;
    this.barisSalah.add(baris);
    if (this.kesalahan.length < MAKS_DITAMPILKAN) this.kesalahan.push({ baris, kolom, kode, pesan, ...(tautan ? { tautan } : {}) });
  }

  peringatkan(baris: number, kolom: string, kode: KodeMasalah, pesan: string, tautan?: string): void {
    this.jumlahPeringatan++;
    if (this.peringatan.length < MAKS_DITAMPILKAN) this.peringatan.push({ baris, kolom, kode, pesan, ...(tautan ? { tautan } : {}) });
  }

  /** Sorted by row, then column, as the screen lists them. */
  urutkan(): void {
    const byRow = (a: MasalahImpor, b: MasalahImpor) => a.baris - b.baris || a.kolom.localeCompare(b.kolom);
    this.kesalahan.sort(byRow);
    this.peringatan.sort(byRow);
  }
}
