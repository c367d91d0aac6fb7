// Numbers in Indonesian words, for letters ('Jumlah Pengikut: 2 (Dua)'). Every word is capitalised,
// as the village's letters write them.

const SATUAN = ['', 'Satu', 'Dua', 'Tiga', 'Empat', 'Lima', 'Enam', 'Tujuh', 'Delapan', 'Sembilan', 'Sepuluh', 'Sebelas'];

const SKALA: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'Triliun'],
  [1e9, 'Miliar'],
  [1e6, 'Juta'],
];

function below1000(n: number): string {
  if (n < 12) return SATUAN[n] ?? '';
  if (n < 20) return `${SATUAN[n - 10]} Belas`;
  if (n < 100) {
    const rest = n % 10;
    return `${SATUAN[Math.floor(n / 10)]} Puluh${rest ? ` ${SATUAN[rest]}` : ''}`;
  }
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  // 100 is 'Seratus', not 'Satu Ratus'.
  const head = hundreds === 1 ? 'Seratus' : `${SATUAN[hundreds]} Ratus`;
  return rest ? `${head} ${below1000(rest)}` : head;
}

function words(n: number): string {
  for (const [size, name] of SKALA) {
    if (n >= size) {
      const rest = n % size;
      const head = `${words(Math.floor(n / size))} ${name}`;
      return rest ? `${head} ${words(rest)}` : head;
    }
  }
  if (n >= 1000) {
    const thousands = Math.floor(n / 1000);
    const rest = n % 1000;
    // 1000 is 'Seribu', not 'Satu Ribu'.
    const head = thousands === 1 ? 'Seribu' : `${below1000(thousands)} Ribu`;
    return rest ? `${head} ${below1000(rest)}` : head;
  }
  return below1000(n);
}

/**
 * `terbilang(2)` is 'Dua', `terbilang(21)` 'Dua Puluh Satu', `terbilang(0)` 'Nol'.
 * Fractions are dropped (counts are whole numbers); negative numbers start with 'Minus'.
 */
export function terbilang(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`terbilang: not a finite number: ${value}`);
  const n = Math.trunc(value);
  if (n === 0) return 'Nol';
  if (Math.abs(n) >= 1e15) throw new RangeError(`terbilang: number too large: ${value}`);
  return n < 0 ? `Minus ${words(-n)}` : words(n);
}
