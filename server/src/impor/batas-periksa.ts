/**
 * How often one user may ask the registry who is registered where (issue 33): the resident form's
 * duplicate check (POST /api/penduduk/periksa) and an import's check of a whole file (its dry run and
 * the check the import repeats) answer, for every NIK and name asked, whether it is registered here or
 * active in another village of the regency. A clerk needs a few a minute; a script asking in bulk is
 * refused with 429, Retry-After and an Indonesian message, as the login limiter refuses (in memory,
 * per server process, a sliding window per user).
 */
import { AppError } from '../lib/errors.js';

export interface BatasPeriksa {
  /** Checks allowed per user in the window. */
  maks: number;
  windowMs: number;
  /** The refusal's words (what was asked too often). */
  pesan: string;
}

/** The form's warnings: asked when a clerk leaves a field, so a few per resident. */
export const BATAS_PERIKSA_PENDUDUK: BatasPeriksa = {
  maks: 60,
  windowMs: 60_000,
  pesan: 'Terlalu banyak pemeriksaan data ganda dalam satu menit',
};

/** An import's check of a whole file (up to 50,000 NIKs): a clerk fixes a file and checks it again. */
export const BATAS_PERIKSA_IMPOR: BatasPeriksa = {
  maks: 60,
  windowMs: 60 * 60_000,
  pesan: 'Terlalu banyak pemeriksaan berkas impor dalam satu jam',
};

export class PembatasPeriksa {
  private readonly waktu = new Map<string, number[]>();

  constructor(
    private readonly batas: BatasPeriksa,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a check of `userId`, or throws the 429 when the window is full. */
  ambil(userId: string): void {
    const now = this.now();
    const batasAwal = now - this.batas.windowMs;
    const list = (this.waktu.get(userId) ?? []).filter((t) => t > batasAwal);
    if (list.length >= this.batas.maks) {
      this.waktu.set(userId, list);
      const tunggu = Math.max(1, Math.ceil(((list[0] as number) + this.batas.windowMs - now) / 1000));
      throw new AppError(429, 'TOO_MANY_REQUESTS', `${this.batas.pesan}. Coba lagi dalam ${menit(tunggu)}`, { 'retry-after': String(tunggu) });
    }
    list.push(now);
    this.waktu.set(userId, list);
    if (this.waktu.size > 10_000) this.sapu(batasAwal);
  }

  private sapu(batasAwal: number): void {
    for (const [id, list] of this.waktu) if (!list.some((t) => t > batasAwal)) this.waktu.delete(id);
  }
}

const menit = (detik: number) => (detik < 60 ? `${detik} detik` : `${Math.ceil(detik / 60)} menit`);
