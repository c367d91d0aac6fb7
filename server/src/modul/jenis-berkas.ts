/**
 * What a module release may hold, and the type each file is served with (docs/modul-rilis.md): what
 * a module's build needs and nothing a browser would open as a page. Scripts, styles, JSON (the
 * manifests, source maps), fonts, images and plain text (a bundler's LICENSE.txt), each possibly with
 * the Brotli or gzip copy the build makes beside it (`main.3f2a9c1b.js.br`). An HTML page, an XML
 * document, a PDF, a WebAssembly file or anything unknown is refused at install; an SVG only when it
 * holds nothing active (checked on its bytes, `svgAktif`).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Extension (lower case, no dot) -> Content-Type. */
export const JENIS_BERKAS_RILIS: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  cjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
};

/** The copies the build compresses ahead (tooling/rspack/precompress-plugin.mjs), by their suffix. */
export const KOMPRESI = { br: 'br', gz: 'gzip' } as const;

export interface JenisBerkas {
  /** The Content-Type of the file (of the original, for a compressed copy). */
  contentType: string;
  /** The Content-Encoding of a compressed copy, else null. */
  encoding: 'br' | 'gzip' | null;
  /** The original's extension ('js', 'svg'). */
  ekstensi: string;
}

const ekstensiOf = (nama: string) => {
  const base = nama.slice(nama.lastIndexOf('/') + 1);
  const titik = base.lastIndexOf('.');
  return titik > 0 ? base.slice(titik + 1).toLowerCase() : '';
};

/** The type of a file of a release by its name, or null when a release may not hold it. */
export function jenisBerkas(nama: string): JenisBerkas | null {
  let asli = nama;
  let encoding: JenisBerkas['encoding'] = null;
  const luar = ekstensiOf(nama);
  if (luar === 'br' || luar === 'gz') {
    encoding = KOMPRESI[luar];
    asli = nama.slice(0, -(luar.length + 1));
  }
  const ekstensi = ekstensiOf(asli);
  const contentType = Object.hasOwn(JENIS_BERKAS_RILIS, ekstensi) ? JENIS_BERKAS_RILIS[ekstensi] : undefined;
  if (!contentType) return null;
  return { contentType, encoding, ekstensi };
}

/** The reason a release may not hold a file of this name, in the words the regency reads. */
export function alasanJenisDitolak(nama: string): string {
  const luar = ekstensiOf(nama);
  const asli = luar === 'br' || luar === 'gz' ? nama.slice(0, -(luar.length + 1)) : nama;
  const ekstensi = ekstensiOf(asli);
  const jenis = ekstensi ? `.${ekstensi}` : 'tanpa ekstensi';
  return `${nama} bertipe yang tidak diizinkan (${jenis}); rilis modul hanya boleh berisi skrip (.js), gaya (.css), JSON, font, gambar dan teks`;
}

/** The most an SVG (unpacked) may be: it is read whole to be checked. */
export const BATAS_SVG = 2 * 1024 * 1024;

// What makes an SVG active when opened on its own: script elements, event-handler attributes,
// javascript:/vbscript: or HTML data: URLs, embedded HTML (foreignObject, iframe, embed, object), and
// entity declarations (which can hide any of these from a plain reading).
const AKTIF: [RegExp, string][] = [
  [/<\s*([a-z0-9_.-]+:)?script\b/i, 'elemen <script>'],
  [/<\s*([a-z0-9_.-]+:)?foreignObject\b/i, 'elemen <foreignObject>'],
  [/<\s*([a-z0-9_.-]+:)?(iframe|embed|object|handler|listener)\b/i, 'elemen aktif (iframe, embed, object, handler)'],
  [/[\s"'/]on[a-z]+\s*=/i, 'atribut on… (penangan kejadian)'],
  [/(java|vb)script\s*:/i, 'tautan javascript:'],
  [/data\s*:\s*(text\/html|application\/xhtml|image\/svg)/i, 'tautan data: berisi dokumen'],
  [/<!\s*ENTITY/i, 'deklarasi <!ENTITY>'],
];

/** A control character other than tab, newline and carriage return. */
const kendali = (c: string) => {
  const n = c.charCodeAt(0);
  return (n < 0x20 && n !== 0x09 && n !== 0x0a && n !== 0x0d) || n === 0x7f;
};

/** Character references decoded and control characters dropped, so `j&#97;vascript:` reads plainly. */
function normalkan(teks: string): string {
  return teks
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#([0-9]+);?/g, (_, d: string) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
    .replace(/&(colon|tab|newline);/gi, (_, n: string) => ({ colon: ':', tab: '\t', newline: '\n' })[n.toLowerCase()] ?? '')
    // Control characters (tab, newline and carriage return aside), which a browser skips inside a URL scheme.
    .split('')
    .filter((c) => !kendali(c))
    .join('');
}

/**
 * What is active in an SVG's bytes (a compressed copy is inflated first, within BATAS_SVG), or null
 * when it holds nothing active. An SVG that cannot be read is treated as active.
 */
export function svgAktif(isi: Buffer, encoding: JenisBerkas['encoding']): string | null {
  let data = isi;
  try {
    if (encoding === 'gzip') data = gunzipSync(isi, { maxOutputLength: BATAS_SVG });
    else if (encoding === 'br') data = brotliDecompressSync(isi, { maxOutputLength: BATAS_SVG });
  } catch {
    return 'salinan terkompresi yang tidak dapat dibaca';
  }
  const teks = normalkan(data.toString('utf8'));
  for (const [pola, nama] of AKTIF) if (pola.test(teks)) return nama;
  return null;
}
