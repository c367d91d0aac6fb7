// The shape of a demo regency: its villages (codes, names, skewed sizes) and each village's families.
/** The kecamatan of Kabupaten Malang (35.07) with their Kemendagri codes. */
export const KECAMATAN_MALANG: ReadonlyArray<readonly [kode: string, nama: string]> = [
  ['01', 'Donomulyo'], ['02', 'Kalipare'], ['03', 'Pagak'], ['04', 'Bantur'], ['05', 'Gedangan'], ['06', 'Sumbermanjing Wetan'],
  ['07', 'Dampit'], ['08', 'Tirtoyudo'], ['09', 'Ampelgading'], ['10', 'Poncokusumo'], ['11', 'Wajak'], ['12', 'Turen'],
  ['13', 'Bululawang'], ['14', 'Gondanglegi'], ['15', 'Pagelaran'], ['16', 'Kepanjen'], ['17', 'Sumberpucung'], ['18', 'Kromengan'],
  ['19', 'Ngajum'], ['20', 'Wonosari'], ['21', 'Wagir'], ['22', 'Pakisaji'], ['23', 'Tajinan'], ['24', 'Tumpang'],
  ['25', 'Pakis'], ['26', 'Jabung'], ['27', 'Lawang'], ['28', 'Singosari'], ['29', 'Karangploso'], ['30', 'Dau'],
  ['31', 'Pujon'], ['32', 'Ngantang'], ['33', 'Kasembon'],
];
const NAMA_AWAL = ['Sumber', 'Karang', 'Tegal', 'Sido', 'Wono', 'Ngadi', 'Banjar', 'Pandan', 'Kebon', 'Gondang', 'Jati', 'Mulyo', 'Tunggul', 'Tambak', 'Kali', 'Watu', 'Rejo', 'Purwo', 'Suko', 'Tlogo', 'Bumi', 'Giri', 'Sri', 'Wringin'];
const NAMA_AKHIR = ['rejo', 'mulyo', 'sari', 'agung', 'asri', 'wangi', 'kerto', 'harjo', 'jati', 'luhur', 'kidul', 'lor', 'makmur', 'dadi', 'waras', 'anyar', 'wetan', 'kulon', 'sono', 'tengah'];

/** Family sizes 1..8 (mostly 3..5) that add up to exactly `total`, deterministic (per `seed`). */
export function familySizes(total: number, seed = 20260105): number[] {
  const weights = [6, 12, 22, 26, 18, 9, 5, 2]; // sizes 1..8, in %
  const cumulative = weights.map((_, i) => weights.slice(0, i + 1).reduce((a, b) => a + b, 0));
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % 100;
  };
  const sizes: number[] = [];
  let left = total;
  while (left > 0) {
    const r = random();
    const size = Math.min(left, cumulative.findIndex((c) => r < c) + 1);
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/** Standard normal quantile (Acklam's rational approximation; plenty for a size distribution). */
function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) => (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/**
 * Village sizes summing to exactly `total`, skewed like a real regency's: ~1.5 % large villages (towns)
 * of 8-20x the mean (20,000-50,000 at 1,000,000 / 400), at most a fifth of the people; the rest
 * log-normal (sigma 0.45) around the remaining mean (at 1,000,000 / 400: ~90 % of them 1,000-5,000,
 * the smallest ~500). Deterministic; in no particular order.
 */
export function villageSizes(total: number, villages: number): number[] {
  if (!Number.isInteger(villages) || villages < 1) throw new Error('villages: at least 1');
  if (total < villages) throw new Error('residents: at least one per village');
  const mean = total / villages;
  const bigCount = villages >= 3 ? Math.max(1, Math.round(villages * 0.015)) : 0;
  let big = Array.from({ length: bigCount }, (_, i) => (bigCount === 1 ? 20 : 20 * Math.pow(8 / 20, i / (bigCount - 1))));
  const bigSum = big.reduce((a, b) => a + b, 0);
  if (bigSum > 0.2 * villages) big = big.map((m) => (m * 0.2 * villages) / bigSum);
  const small = villages - bigCount;
  const body = Array.from({ length: small }, (_, i) => Math.exp(0.45 * normalQuantile((i + 0.5) / small)));
  const bigPeople = big.map((m) => Math.round(m * mean));
  const rest = total - bigPeople.reduce((a, b) => a + b, 0);
  const bodySum = body.reduce((a, b) => a + b, 0);
  const sizes = [...body.map((w) => Math.max(1, Math.floor((w * rest) / bodySum))), ...bigPeople];
  // Rounding: the people left over go to the villages in turn (the sum is exact).
  let left = total - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; left !== 0; i = (i + 1) % sizes.length) {
    const step = left > 0 ? 1 : -1;
    if (sizes[i]! + step >= 1) {
      sizes[i]! += step;
      left -= step;
    }
  }
  return sizes;
}

/** One village of a regency to seed. */
export interface VillagePlan {
  /** Kemendagri code 35.07.KK.2VVV. */
  kode: string;
  kodeKecamatan: string;
  kecamatan: string;
  namaDesa: string;
  residents: number;
  aktif: boolean;
}

/**
 * The villages of a regency of `total` residents: sizes as villageSizes(), spread over the 33 kecamatan
 * of Kabupaten Malang in a deterministic shuffle (the large ones land in different kecamatan), codes
 * 35.07.KK.2001 upwards within each kecamatan, Javanese names. ~1 % are inactive (deactivated in the
 * console: their data is kept, their staff cannot sign in); never the largest.
 */
export function regencyPlan(total: number, villages: number): VillagePlan[] {
  const sizes = villageSizes(total, villages);
  // A deterministic shuffle (Fisher-Yates on an LCG), so sizes do not follow the kecamatan order.
  let state = 35_07;
  const random = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const order = sizes.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const perKecamatan = new Map<string, number>();
  const largest = Math.max(...sizes);
  return order.map((sizeIndex, i) => {
    const [kodeKecamatan, kecamatan] = KECAMATAN_MALANG[i % KECAMATAN_MALANG.length]!;
    const n = (perKecamatan.get(kodeKecamatan) ?? 0) + 1;
    perKecamatan.set(kodeKecamatan, n);
    const residents = sizes[sizeIndex]!;
    const nama = `${NAMA_AWAL[i % NAMA_AWAL.length]}${NAMA_AKHIR[Math.floor(i / NAMA_AWAL.length) % NAMA_AKHIR.length]}`;
    const round = Math.floor(i / (NAMA_AWAL.length * NAMA_AKHIR.length));
    return {
      kode: `35.07.${kodeKecamatan}.${2000 + n}`,
      kodeKecamatan,
      kecamatan,
      namaDesa: round === 0 ? nama : `${nama} ${round + 1}`,
      residents,
      aktif: !(i % 97 === 50 && residents !== largest),
    };
  });
}
