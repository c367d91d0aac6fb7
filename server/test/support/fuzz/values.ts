/**
 * Values from the contract's schemas: a valid one for each schema (enums, patterns, formats, lengths,
 * bounds) and, for each, a catalogue of hostile variants. A variant is only a candidate: whether the
 * request that carries it is valid is decided by the oracle (oracle.ts) from the contract, so a
 * variant the contract happens to allow (a unicode name) is never counted as a refusal the server owes.
 */
import { flatten, propertiesOf, isFile, type Schema } from './contract.js';
import type { Prng } from './prng.js';
import { stringMatching } from './regex.js';

/** YYYY-MM-DD of today in a time zone (the contract's `x-tidak-di-masa-depan`). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

const SYLLABLES = ['ka', 'ri', 'mo', 'su', 'ta', 'we', 'lan', 'dar', 'ni', 'pu', 'ro', 'sa', 'ti', 'yo', 'gan', 'bu', 'le', 'ha', 'jo', 'men'];

/** Readable, distinctive text (so an echo of it in a message is noticed). */
export function words(prng: Prng, minLength: number, maxLength: number): string {
  const target = prng.int(Math.max(minLength, 1), Math.max(Math.min(maxLength, 28), minLength, 1));
  let out = '';
  while (out.length < target) {
    let word = '';
    for (let k = prng.int(2, 3); k > 0; k--) word += prng.pick(SYLLABLES);
    word = (word[0] as string).toUpperCase() + word.slice(1);
    out = out ? `${out} ${word}` : word;
  }
  out = out.slice(0, target).trimEnd();
  while (out.length < minLength) out += 'a';
  return out;
}

export interface GenContext {
  prng: Prng;
  timeZone: string;
  /** A fresh 16-digit number each call (NIK, No. KK): unique within the run. */
  freshNumber(): string;
  /** A fresh village code from the official list (kode_wilayah): unique within the run. */
  freshKodeWilayah(): string;
  /** A username of `length` characters never handed out before in the run (usernames are unique across the regency). */
  freshUsername(length: number): string;
  /** Generate at the bounds: every length, number and date at its maximum or minimum. */
  extreme?: 'min' | 'max';
}

/** A UUID v4 drawn from the PRNG (so a replay sends the same one). */
export function uuid(prng: Prng): string {
  const hex = prng.text('0123456789abcdef', 32).split('');
  hex[12] = '4';
  hex[16] = prng.pick(['8', '9', 'a', 'b']);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function dateBetween(prng: Prng, from: string, to: string): string {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  const day = Math.floor((b - a) / 86_400_000);
  return new Date(a + prng.int(0, Math.max(0, day)) * 86_400_000).toISOString().slice(0, 10);
}

/** A valid value for `schema` (the caller checks it against the oracle). `name` picks sensible text. */
export function validValue(schema: Schema, ctx: GenContext, name = ''): unknown {
  schema = flatten(schema);
  const { prng } = ctx;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) {
    const nonEmpty = schema.enum.filter((v) => v !== '');
    return prng.pick(nonEmpty.length > 0 ? nonEmpty : schema.enum);
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const { anyOf: _a, oneOf: _o, ...base } = schema;
    const usable = options.filter((o) => !typesOf(flatten(o)).includes('null'));
    return validValue({ ...base, ...flatten(prng.pick(usable.length > 0 ? usable : options)) }, ctx, name);
  }
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types.length > 0 ? prng.pick(types) : 'string';
  switch (type) {
    case 'string':
      return validString(schema, ctx, name);
    case 'integer':
    case 'number': {
      if (ctx.extreme === 'max' && schema.maximum !== undefined) return schema.maximum;
      if (ctx.extreme === 'min' && schema.minimum !== undefined) return schema.minimum;
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 50, min + 50);
      return prng.int(min, max);
    }
    case 'boolean':
      return prng.chance(0.5);
    case 'array':
      return schema.items ? [validValue(schema.items, ctx, name)] : [];
    case 'object':
      return validObject(schema, ctx);
    default:
      return null;
  }
}

function validString(schema: Schema, ctx: GenContext, name: string): string {
  const { prng } = ctx;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 60;
  if (/^(nik|nik_ayah|nik_ibu|no_kk)$/.test(name) && schema.pattern === '^[0-9]{16}$') return ctx.freshNumber();
  if (name === 'kode_wilayah') return ctx.freshKodeWilayah();
  switch (schema.format) {
    case 'date': {
      const today = todayIn(ctx.timeZone);
      const minimum = schema['x-tanggal-minimal'] ?? schema.formatMinimum;
      const from = typeof minimum === 'string' ? minimum : '1900-01-01';
      const to = schema['x-tidak-di-masa-depan'] ? today : addDays(today, 3650);
      if (ctx.extreme) return ctx.extreme === 'max' ? to : from;
      // Mostly recent dates, sometimes the bounds themselves.
      const roll = prng.next();
      if (roll < 0.08) return from;
      if (roll < 0.16) return to;
      return dateBetween(prng, roll < 0.6 ? addDays(to, -3650) : from, to);
    }
    case 'date-time':
      return new Date(Date.UTC(2020, 0, 1) + prng.int(0, 5 * 365) * 86_400_000).toISOString();
    case 'uuid':
      return uuid(prng);
    case 'binary':
      return 'berkas.png';
    default:
      break;
  }
  if (ctx.extreme) {
    const n = ctx.extreme === 'max' ? max : Math.max(min, 1);
    if (schema.pattern) {
      try {
        return stringMatching(schema.pattern, prng, n, n);
      } catch {
        // The pattern fixes the length itself (HH:mm).
        return stringMatching(schema.pattern, prng, min, max);
      }
    }
    return words(prng, n, n);
  }
  if (schema.pattern) return stringMatching(schema.pattern, prng, min, Math.min(max, Math.max(min, 24)));
  if (name === 'password') return `Sandi-${prng.text('abcdefghijkmnpqrstuvwxyz23456789', 10)}`;
  return words(prng, min, max);
}

export function validObject(schema: Schema, ctx: GenContext, optionalChance = 0.7): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [name, prop] of propertiesOf(schema)) {
    // At the bounds every optional property is sent too.
    if (!required.has(name) && !ctx.extreme && !ctx.prng.chance(optionalChance)) continue;
    out[name] = validValue(prop, ctx, name);
  }
  return out;
}

/** A candidate replacement for one value. `forced`: the contract forbids it whatever the schema says. */
export interface Variant {
  label: string;
  value: unknown;
  /** Refused because PostgreSQL cannot store it / the contract's prose forbids it. */
  forced?: boolean;
}

const NUL = '\u0000';

/** Hostile variants of one JSON value (body field) or of one query/path/multipart text value. */
export function valueVariants(schema: Schema, valid: unknown, opts: { textOnly: boolean; today: string; prng: Prng }): Variant[] {
  schema = flatten(schema);
  const { textOnly, today, prng } = opts;
  const types = typesOf(schema);
  const out: Variant[] = [];
  const add = (label: string, value: unknown, forced = false) => out.push({ label, value, ...(forced ? { forced } : {}) });
  const validText = typeof valid === 'string' ? valid : String(valid);
  const isText = types.includes('string') || (types.length === 0 && !schema.anyOf);

  // Wrong JSON types (multipart, query and path values are always text).
  if (!textOnly) {
    if (!types.includes('null')) add('type:null', null);
    add('type:number', 12345);
    add('type:float', 3.75);
    add('type:boolean', true);
    add('type:array', [valid]);
    add('type:object', { $gt: '' });
    if (!isText) add('type:string', validText);
  }

  // Text of every kind.
  if (isText || textOnly) {
    add('string:empty', '');
    add('string:whitespace', '   ');
    add('string:whitespace-tabs', '\t\n\r ');
    add('string:nul-inside', `${validText.slice(0, 1)}${NUL}${validText.slice(1)}`, true);
    add('string:nul-only', NUL, true);
    add('string:nul-escaped-percent', '%00');
    const over = (schema.maxLength ?? 4096) + 1;
    add(`string:huge(${over})`, 'Zq'.repeat(Math.ceil(over / 2)).slice(0, over));
    if (prng.chance(0.15)) add('string:huge(150000)', 'Zq'.repeat(75_000));
    if (schema.minLength !== undefined && schema.minLength > 1) add('string:too-short', validText.slice(0, schema.minLength - 1));
    add('string:unicode', 'Ñuñez Đặng 名前 Ωμέγα');
    add('string:emoji-astral', '🙂𝔘𝔫𝔦𝔠𝔬𝔡𝔢');
    add('string:rtl-override', '\u202eZqtxet\u202c');
    add('string:zero-width', `Zq\u200b\u200d\ufeffw`);
    add('string:lone-surrogate', 'Zq\ud800w');
    add('string:control-chars', 'Zq\u0001\u0007\u001bw');
    add('string:padded', `  ${validText}  `);
    add('string:html', '<script>alert("Zqx")</script>');
    add('string:sql', "Zq' OR '1'='1' --");
    add('string:format-specifiers', '%s%n%x%dZq');
    add('string:crlf', 'Zq\r\nSet-Cookie: x=1');
  }
  // Numbers written as text, where text stands for a number (query, multipart, digit patterns).
  if ((isText || textOnly) && (textOnly || /\[0-9\]/.test(schema.pattern ?? ''))) {
    add('number:negative', '-1');
    add('number:1e20', '1e20');
    add('number:99999999999', '99999999999');
    add('number:NaN', 'NaN');
    add('number:Infinity', 'Infinity');
    add('number:float', '1.5');
    add('number:hex', '0x1f');
    add('number:arabic-indic', '\u0661\u0662');
  }

  // Enumerations: near misses.
  if (schema.enum) {
    const first = String(schema.enum.find((v) => v !== '') ?? 'x');
    add('enum:upper', first.toUpperCase());
    add('enum:lower', first.toLowerCase());
    add('enum:trailing-space', `${first} `);
    add('enum:unknown', 'Zqbukan');
    if (first.includes(' ')) add('enum:no-break-space', first.replace(' ', '\u00a0'));
  }

  // Digit strings (NIK, No. KK, prefixes, counts).
  if (schema.pattern && /\[0-9\]/.test(schema.pattern)) {
    const len = schema.maxLength ?? 16;
    add('digits:one-less', '3'.repeat(Math.max(len - 1, 1)));
    add('digits:one-more', '3'.repeat(len + 1));
    add('digits:letters', 'a'.repeat(len));
    add('digits:arabic-indic', '\u0663'.repeat(len));
    add('digits:fullwidth', '\uff13'.repeat(len));
    add('digits:inner-space', `${'3'.repeat(Math.max(len - 2, 1))} 1`);
    add('digits:negative', `-${'3'.repeat(Math.max(len - 1, 1))}`);
    add('digits:exponent', '3.5e15');
    if (!textOnly) add('digits:as-number', Number('3'.repeat(Math.min(len, 15))));
  }

  // Dates.
  if (schema.format === 'date') {
    for (const d of ['0000-01-01', '2023-02-30', '9999-12-31', '1899-12-31', '2023-13-01', '2023-00-10', '2023-04-31', '2023-1-1', '20230101', '2023-02-29', '2024-02-29', '01-02-2023', '+02023-01-01', '2023-02-28T00:00:00Z', ' 2023-01-01', '1900-01-01', today, addDays(today, 1), addDays(today, 400)]) {
      add(`date:${d.trim() === d ? d : JSON.stringify(d)}`, d);
    }
  }
  // Times (HH:mm).
  if (schema.pattern?.includes('[0-5][0-9]')) {
    for (const t of ['24:00', '7:30', '07:60', '07:30:00', '-1:00', '23:59']) add(`time:${t}`, t);
  }
  // Ids.
  if (schema.pattern === '^[A-Za-z0-9_-]{1,64}$') {
    add('id:65-chars', 'a'.repeat(65));
    add('id:traversal', '../../etc/passwd');
    add('id:dot-dot', '..');
  }
  return out;
}

/** Hostile variants of a number given as query text (page, limit, exp). */
export function integerTextVariants(schema: Schema): Variant[] {
  const out: Variant[] = [];
  const add = (label: string, value: string, forced = false) => out.push({ label, value, ...(forced ? { forced } : {}) });
  add('int:negative', '-1');
  add('int:minus-zero', '-0');
  add('int:below-min', String((schema.minimum ?? 0) - 1));
  if (schema.maximum !== undefined) add('int:above-max', String(schema.maximum + 1));
  add('int:1e20', '1e20');
  add('int:exponent', '1e3');
  add('int:99999999999', '99999999999');
  add('int:huge', '9'.repeat(400));
  add('int:float', '1.5');
  add('int:float-zero', '2.0');
  add('int:NaN', 'NaN');
  add('int:Infinity', 'Infinity');
  add('int:hex', '0x10');
  add('int:empty', '');
  add('int:space', ' 1');
  add('int:thousands', '1,000');
  add('int:text', 'Zqsatu');
  add('int:arabic-indic', '\u0661');
  add('int:nul', `1${NUL}`, true);
  add('int:unicode-minus', '\u22121');
  return out;
}

/** Property names that exist elsewhere in the model (privileged or server-owned): tempting extra keys. */
export const TEMPTING_KEYS = ['_id', 'id', 'role', 'desaId', 'desa_id', 'status_penduduk', 'keluarga_dari', 'createdAt', 'password_hash', 'token_version', 'isAdmin'];

export { isFile, typesOf };
