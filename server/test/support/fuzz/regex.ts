/**
 * Strings that match a regular expression of the contract: the subset the patterns use (anchors,
 * classes with ranges, \d \w \s \S, groups with alternation, quantifiers). Anything else throws, so
 * a new kind of pattern in openapi.yaml is noticed rather than silently mis-generated.
 */
import type { Prng } from './prng.js';

type Node =
  | { kind: 'set'; chars: string[] }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const DIGITS = range(48, 57);
const WORD = [...range(65, 90), ...range(97, 122), ...DIGITS, '_'];
const PRINTABLE = range(33, 126);
const SPACE = [' ', '\t', '\n', '\r', '\f', '\v'];
/** How far an open quantifier (+, *, {n,}) goes. */
const OPEN_EXTRA = 12;

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): { node: Node; anchoredStart: boolean; anchoredEnd: boolean } {
    let anchoredStart = false;
    if (this.src[this.i] === '^') {
      anchoredStart = true;
      this.i++;
    }
    const node = this.alternation();
    let anchoredEnd = false;
    if (this.src[this.i] === '$') {
      anchoredEnd = true;
      this.i++;
    }
    if (this.i !== this.src.length) throw new Error(`regex ${this.src}: unsupported at ${this.i}`);
    return { node, anchoredStart, anchoredEnd };
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && !['|', ')', '$'].includes(this.src[this.i] as string)) items.push(this.quantified(this.atom()));
    return { kind: 'seq', items };
  }

  private atom(): Node {
    const c = this.src[this.i++] as string;
    if (c === '(') {
      if (this.src.startsWith('?:', this.i)) this.i += 2;
      const inner = this.alternation();
      if (this.src[this.i++] !== ')') throw new Error(`regex ${this.src}: unclosed group`);
      return inner;
    }
    if (c === '[') return this.set();
    if (c === '\\') return { kind: 'set', chars: this.escape(this.src[this.i++] as string) };
    if (c === '.') return { kind: 'set', chars: PRINTABLE };
    if ('*+?{'.includes(c)) throw new Error(`regex ${this.src}: nothing to repeat`);
    return { kind: 'set', chars: [c] };
  }

  private escape(c: string): string[] {
    switch (c) {
      case 'd':
        return DIGITS;
      case 'w':
        return WORD;
      case 's':
        return SPACE;
      case 'S':
        return PRINTABLE;
      default:
        if (/[A-Za-z0-9]/.test(c)) throw new Error(`regex ${this.src}: unsupported escape \\${c}`);
        return [c];
    }
  }

  private set(): Node {
    let negate = false;
    if (this.src[this.i] === '^') {
      negate = true;
      this.i++;
    }
    const chars = new Set<string>();
    let first = true;
    while (this.i < this.src.length && (this.src[this.i] !== ']' || first)) {
      first = false;
      let c = this.src[this.i++] as string;
      if (c === '\\') {
        const escaped = this.escape(this.src[this.i++] as string);
        if (escaped.length > 1) {
          escaped.forEach((e) => chars.add(e));
          continue;
        }
        c = escaped[0] as string;
      }
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && this.i + 1 < this.src.length) {
        this.i++;
        let to = this.src[this.i++] as string;
        if (to === '\\') to = this.src[this.i++] as string;
        range(c.charCodeAt(0), to.charCodeAt(0)).forEach((r) => chars.add(r));
      } else chars.add(c);
    }
    if (this.src[this.i++] !== ']') throw new Error(`regex ${this.src}: unclosed class`);
    const list = negate ? PRINTABLE.filter((p) => !chars.has(p)) : [...chars];
    return { kind: 'set', chars: list };
  }

  private quantified(node: Node): Node {
    const c = this.src[this.i];
    if (c === '*') return this.lazySkip({ kind: 'repeat', node, min: 0, max: OPEN_EXTRA });
    if (c === '+') return this.lazySkip({ kind: 'repeat', node, min: 1, max: 1 + OPEN_EXTRA });
    if (c === '?') return this.lazySkip({ kind: 'repeat', node, min: 0, max: 1 });
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) throw new Error(`regex ${this.src}: bad quantifier`);
      this.i += m[0].length;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' ? min + OPEN_EXTRA : Number(m[3]);
      return { kind: 'repeat', node, min, max };
    }
    return node;
  }

  private lazySkip(node: Node): Node {
    this.i++;
    if (this.src[this.i] === '?') this.i++;
    return node;
  }
}

function emit(node: Node, prng: Prng, budget: { min: number; max: number }): string {
  switch (node.kind) {
    case 'set':
      return prng.pick(node.chars);
    case 'seq':
      return node.items.map((item) => emit(item, prng, budget)).join('');
    case 'alt':
      return emit(prng.pick(node.options), prng, budget);
    case 'repeat': {
      // Aim the count at the length bounds of the schema, when they are tighter than the quantifier.
      const max = Math.max(node.min, Math.min(node.max, budget.max));
      const min = Math.min(max, Math.max(node.min, Math.min(budget.min, max)));
      const n = prng.int(min, max);
      let out = '';
      for (let k = 0; k < n; k++) out += emit(node.node, prng, budget);
      return out;
    }
  }
}

const cache = new Map<string, ReturnType<Parser['parse']>>();

/**
 * A string matching `pattern` with a length in [minLength, maxLength]. An unanchored pattern only has
 * to occur somewhere, so the match is padded with letters up to a random length in the bounds.
 */
export function stringMatching(pattern: string, prng: Prng, minLength = 0, maxLength = 40): string {
  let parsed = cache.get(pattern);
  if (!parsed) {
    parsed = new Parser(pattern).parse();
    cache.set(pattern, parsed);
  }
  const re = new RegExp(pattern, 'u');
  for (let attempt = 0; attempt < 200; attempt++) {
    let s = emit(parsed.node, prng, { min: minLength, max: maxLength });
    if (!parsed.anchoredStart || !parsed.anchoredEnd) {
      const target = prng.int(Math.max(minLength, s.length), Math.max(minLength, s.length, Math.min(maxLength, s.length + 12)));
      const pad = prng.text('abcdefghijklmnopqrstuvwxyz', Math.max(0, target - s.length));
      const cut = prng.int(0, pad.length);
      s = parsed.anchoredStart ? s + pad : parsed.anchoredEnd ? pad + s : pad.slice(0, cut) + s + pad.slice(cut);
    }
    if (s.length >= minLength && s.length <= maxLength && re.test(s)) return s;
  }
  throw new Error(`cannot generate a string for /${pattern}/ with length ${minLength}..${maxLength}`);
}
