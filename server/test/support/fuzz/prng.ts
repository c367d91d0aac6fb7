/**
 * A small deterministic PRNG (sfc32, seeded through splitmix32) for the contract fuzzer: the same seed
 * gives the same requests, so a failure found once can be replayed with FUZZ_SEED=<seed>.
 */

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A seed given as text (FUZZ_SEED) or number, as a 32-bit unsigned integer. */
export function parseSeed(value: string | number | undefined): number {
  if (value === undefined || value === '') return (Math.random() * 0x1_0000_0000) >>> 0;
  if (typeof value === 'number') return value >>> 0;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) >>> 0;
  // Any other text: a stable hash of it (FNV-1a).
  let h = 0x811c9dc5;
  for (const ch of value) h = Math.imul(h ^ (ch.codePointAt(0) as number), 0x01000193) >>> 0;
  return h >>> 0;
}

export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: number) {
    const mix = splitmix32(seed);
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A uniform 32-bit unsigned integer. */
  nextUint(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint() / 0x1_0000_0000;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Up to `n` distinct items, in a random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `length` characters drawn from `alphabet`. */
  text(alphabet: string, length: number): string {
    const chars = [...alphabet];
    let out = '';
    for (let i = 0; i < length; i++) out += this.pick(chars);
    return out;
  }

  /** An independent generator derived from this one and a label (stable whatever was drawn before). */
  fork(label: string): Prng {
    return new Prng((this.seed ^ parseSeed(`label:${label}`)) >>> 0);
  }
}
