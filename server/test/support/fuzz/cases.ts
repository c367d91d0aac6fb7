/**
 * The requests sent to one operation: a valid one built from the contract (with the real ids of the
 * fixture), then one mutation at a time of it (auth, each path parameter, each query parameter, each
 * body field, extra keys, whole-body and media-type breakage, multipart structure, files) and random
 * combinations. Every request is judged by the oracle: the contract refuses it ("refuse": the server
 * owes a 4xx and no change) or allows it ("any": only no 5xx and a proper envelope are owed).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { flatten, isFile, isOperationUrl, propertiesOf, type FuzzOperation, type Schema } from './contract.js';
import { encodeParts, filePart, multipartType, partsOf, textPart, type RawPart } from './multipart.js';
import type { Oracle, BodyModel, FilePart, RequestModel, TextPart } from './oracle.js';
import type { Prng } from './prng.js';
import { integerTextVariants, TEMPTING_KEYS, todayIn, typesOf, uuid, validObject, validValue, valueVariants, type GenContext, type Variant } from './values.js';

export type AuthKind =
  | 'default'
  | 'super'
  | 'admin'
  | 'kabupaten'
  | 'none'
  | 'empty'
  | 'garbage'
  | 'bearer-garbage'
  | 'alg-none'
  | 'wrong-secret'
  | 'expired'
  | 'tampered'
  | 'revoked'
  | 'deleted-user';

export interface Tokens {
  super: string;
  admin: string;
  /** The regency's Admin Kabupaten (no village). */
  kabupaten: string;
  expired: string;
  revoked: string;
  wrongSecret: string;
  algNone: string;
  tampered: string;
  deletedUser: string;
}

/** What the fixture gives an operation: real ids and the values its valid request needs. */
export interface Target {
  params: Record<string, string>;
  /** Query values of the valid request (e.g. a name that exists, a signed link). */
  query?: Record<string, string>;
  /** Body values of the valid request (e.g. parents' NIKs); never replaced by fresh numbers. */
  body?: Record<string, unknown>;
  /** Optional body properties the valid request leaves out. */
  omit?: string[];
  /** The token of every request that does not test auth (default: the Super Admin's, or an Admin's where any role may). */
  token?: string;
  /** An existing id of another kind of record. */
  foreignId: string;
  /** The file of a valid request whose body is a file (an import): its media type and bytes. */
  file?: { contentType: string; payload: Buffer };
  /** Files of the valid multipart request (default: PNG for each file property). */
  files?: Record<string, Buffer>;
  /** Values already registered (NIK, No. KK, username): a request with one of them meets a unique index. */
  taken?: Record<string, string>;
  /** The operation can be sent the valid request again and again (it neither deletes nor uses up its target). */
  repeatable?: boolean;
  /** A rule of this server refuses even the valid request (e.g. downloads in a regency): its status and why. */
  refusedBy?: { status: number; why: string };
}

export type Expect = { kind: 'accept' } | { kind: 'refuse'; status?: number; why: string } | { kind: 'any' };

export interface FuzzCase {
  /** Where the mutation is, e.g. `body.nik`, `query.page`, `auth`, `media`. */
  where: string;
  /** What the mutation is, e.g. `string:nul-inside` (findings are grouped by it). */
  family: string;
  phase: 'invalid' | 'baseline' | 'variant';
  expect: Expect;
  model: RequestModel;
  auth: AuthKind;
  /** Overrides of the encoded body: content type (null = no header) and bytes. */
  contentType?: string | null;
  payload?: string | Buffer;
  /** Text the response must not echo. */
  probes: string[];
  /** An allowed variant that is always sent (not sampled away). */
  priority?: boolean;
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1b5c40000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0), Buffer.from('ffd9', 'hex')]);
const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert("Zqx")</script></html>');
const SLOT = '__zq_slot__';

/** Fields that must be unique in the registry: fresh in every request so a refusal is never a 409 by luck. */
const UNIQUE_FIELDS = new Set(['nik', 'no_kk', 'username', 'kode_wilayah']);

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate: send its UTF-8 replacement bytes.
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

export function urlOf(op: FuzzOperation, model: RequestModel): string {
  const path = op.info.path.replace(/{(\w+)}/g, (_m, name: string) => encode(model.params[name] ?? ''));
  const query = model.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

function authHeaders(kind: AuthKind, defaultToken: string, tokens: Tokens): Record<string, string> {
  switch (kind) {
    case 'default':
      return { 'x-auth-token': defaultToken };
    case 'super':
      return { 'x-auth-token': tokens.super };
    case 'admin':
      return { 'x-auth-token': tokens.admin };
    case 'kabupaten':
      return { 'x-auth-token': tokens.kabupaten };
    case 'none':
      return {};
    case 'empty':
      return { 'x-auth-token': '' };
    case 'garbage':
      return { 'x-auth-token': 'Zq-bukan-token' };
    case 'bearer-garbage':
      return { authorization: 'Bearer eyZq.bukan.token' };
    case 'alg-none':
      return { 'x-auth-token': tokens.algNone };
    case 'wrong-secret':
      return { 'x-auth-token': tokens.wrongSecret };
    case 'expired':
      return { 'x-auth-token': tokens.expired };
    case 'tampered':
      return { 'x-auth-token': tokens.tampered };
    case 'revoked':
      return { 'x-auth-token': tokens.revoked };
    case 'deleted-user':
      return { 'x-auth-token': tokens.deletedUser };
  }
}

/** The request as app.inject() takes it. */
export function injectOptions(op: FuzzOperation, c: FuzzCase, defaultToken: string, tokens: Tokens, boundary: string): InjectOptions {
  const headers: Record<string, string> = authHeaders(c.auth, defaultToken, tokens);
  let payload: string | Buffer | undefined;
  let contentType: string | null | undefined;
  const body = c.model.body;
  if (body.kind === 'json') {
    payload = body.text;
    contentType = body.contentType ?? 'application/json';
  } else if (body.kind === 'multipart') {
    payload = encodeParts(partsOf(body.fields, body.files), boundary);
    contentType = multipartType(boundary);
  } else if (body.kind === 'raw' || body.kind === 'file') {
    payload = body.payload;
    contentType = body.contentType;
  }
  if (c.payload !== undefined) payload = c.payload;
  if (c.contentType !== undefined) contentType = c.contentType;
  if (contentType) headers['content-type'] = contentType;
  return { method: op.info.method as InjectOptions['method'], url: urlOf(op, c.model), headers, ...(payload !== undefined ? { payload } : {}) };
}

/** Strings of the request worth looking for in an error message (long enough, not the contract's own words). */
function probesOf(model: RequestModel, vocabulary: string, extra: string[] = []): string[] {
  const out = new Set<string>();
  const consider = (value: unknown) => {
    if (typeof value === 'string') {
      const v = value.trim();
      if (v.length < 5) return;
      const probe = v.length > 48 ? v.slice(0, 32) : v;
      if (!vocabulary.includes(probe)) out.add(probe);
    } else if (Array.isArray(value)) value.forEach(consider);
    else if (value && typeof value === 'object') Object.values(value).forEach(consider);
  };
  Object.values(model.params).forEach(consider);
  model.query.forEach(([, v]) => consider(v));
  const body = model.body;
  if (body.kind === 'json') {
    try {
      consider(JSON.parse(body.text));
    } catch {
      /* a broken body has nothing to look for */
    }
  } else if (body.kind === 'multipart') {
    body.fields.forEach((f) => consider(f.value));
    body.files.forEach((f) => consider(f.filename));
  }
  extra.forEach((e) => out.add(e));
  return [...out];
}

export class CaseBuilder {
  private readonly cases: FuzzCase[] = [];
  private readonly vocabulary: string;
  private readonly prng: Prng;
  private readonly today: string;
  /** Single-field body variants (for the random combinations). */
  private readonly bodyPool: Array<{ name: string; variant: Variant }> = [];
  private readonly queryPool: Array<{ name: string; variant: Variant }> = [];
  private lastRefusal: string | undefined;

  constructor(
    private readonly op: FuzzOperation,
    private readonly oracle: Oracle,
    private readonly gen: GenContext,
    private readonly target: Target,
  ) {
    this.prng = gen.prng;
    this.today = todayIn(gen.timeZone);
    this.vocabulary = JSON.stringify([op.info.path, op.pathParams, op.queryParams, op.body ?? null]);
  }

  // ------------------------------------------------------------------ the valid request

  private validQuery(random: boolean): Array<[string, string]> {
    const out: Array<[string, string]> = [];
    for (const p of this.op.queryParams) {
      const fixed = this.target.query?.[p.name];
      if (fixed !== undefined) out.push([p.name, fixed]);
      else if (p.required || this.gen.extreme || (random && this.prng.chance(0.5))) out.push([p.name, String(validValue(p.schema, this.gen, p.name))]);
    }
    return out;
  }

  private validJson(): Record<string, unknown> {
    const schema = this.op.body?.schema as Schema;
    const body = validObject(schema, this.gen);
    for (const name of this.target.omit ?? []) delete body[name];
    return { ...body, ...(this.target.body ?? {}) };
  }

  private validMultipart(): { fields: TextPart[]; files: FilePart[] } {
    const schema = this.op.body?.schema as Schema;
    const required = new Set(schema.required ?? []);
    const fields: TextPart[] = [];
    const files: FilePart[] = [];
    for (const [name, prop] of propertiesOf(schema)) {
      if (this.target.omit?.includes(name)) continue;
      if (isFile(prop)) {
        files.push({ name, filename: `${name}.png`, contentType: 'image/png', content: this.target.files?.[name] ?? PNG });
        continue;
      }
      const fixed = this.target.body?.[name];
      if (fixed !== undefined) fields.push({ name, value: String(fixed) });
      else if (required.has(name) || this.gen.extreme || this.prng.chance(0.7)) fields.push({ name, value: String(validValue(prop, this.gen, name)) });
    }
    return { fields, files };
  }

  /** The valid request; `random` also fills optional query parameters. */
  validModel(random = false): RequestModel {
    for (let attempt = 0; attempt < 30; attempt++) {
      let body: BodyModel = { kind: 'none' };
      if (this.op.body?.mediaType === 'application/json') body = { kind: 'json', text: JSON.stringify(this.validJson()) };
      else if (this.op.body?.mediaType === 'multipart/form-data') body = { kind: 'multipart', ...this.validMultipart() };
      else if (this.op.body?.mediaType === 'file') {
        if (!this.target.file) throw new Error(`${this.op.info.operationId}: its fixture gives no file`);
        body = { kind: 'file', ...this.target.file };
      }
      const model: RequestModel = { params: { ...this.target.params }, query: this.validQuery(random), body };
      this.lastRefusal = this.oracle.refusal(this.op, model);
      if (!this.lastRefusal) return model;
    }
    throw new Error(`${this.op.info.operationId}: cannot generate a valid request (${this.lastRefusal})`);
  }

  /** New values for the unique fields (not those the fixture fixed). */
  private freshen(model: RequestModel): RequestModel {
    const fixed = this.target.body ?? {};
    const body = model.body;
    const fresh = (name: string) => UNIQUE_FIELDS.has(name) && !(name in fixed);
    // A username of the same length (the bounds cases keep theirs).
    const value = (name: string, old: unknown) =>
      name === 'username'
        ? this.gen.freshUsername(typeof old === 'string' ? old.length : 12)
        : name === 'kode_wilayah'
          ? this.gen.freshKodeWilayah()
          : this.gen.freshNumber();
    if (body.kind === 'json') {
      const obj = JSON.parse(body.text) as Record<string, unknown>;
      for (const name of Object.keys(obj)) if (fresh(name) && typeof obj[name] === 'string') obj[name] = value(name, obj[name]);
      return { ...model, body: { ...body, text: JSON.stringify(obj) } };
    }
    if (body.kind === 'multipart') {
      return { ...model, body: { ...body, fields: body.fields.map((f) => (fresh(f.name) ? { ...f, value: value(f.name, f.value) } : f)) } };
    }
    return model;
  }

  // ------------------------------------------------------------------ recording

  private push(
    where: string,
    family: string,
    model: RequestModel,
    opts: { forced?: string; status?: number; auth?: AuthKind; contentType?: string | null; payload?: string | Buffer; probes?: string[]; priority?: boolean } = {},
  ) {
    const why = opts.forced ?? this.oracle.refusal(this.op, model);
    const expect: Expect = why ? { kind: 'refuse', why, ...(opts.status ? { status: opts.status } : {}) } : { kind: 'any' };
    this.cases.push({
      where,
      family,
      phase: why ? 'invalid' : 'variant',
      expect,
      model,
      auth: opts.auth ?? 'default',
      ...(opts.contentType !== undefined ? { contentType: opts.contentType } : {}),
      ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
      probes: probesOf(model, this.vocabulary, opts.probes),
      ...(opts.priority ? { priority: true } : {}),
    });
  }

  private base(): RequestModel {
    return this.freshen(this.validModel());
  }

  // ------------------------------------------------------------------ mutations

  private authCases() {
    const { info } = this.op;
    if (!info.protected) return;
    const kinds: AuthKind[] = ['none', 'empty', 'garbage', 'bearer-garbage', 'alg-none', 'wrong-secret', 'expired', 'tampered', 'revoked', 'deleted-user'];
    for (const kind of kinds) this.push('auth', `auth:${kind}`, this.base(), { forced: 'no valid token', status: 401, auth: kind });
    // Authentication comes before validation: an anonymous broken request is still a 401.
    const broken: RequestModel = { ...this.base(), body: { kind: 'raw', contentType: 'application/json', payload: '{"zq": ' } };
    this.push('auth', 'auth:none+malformed-body', broken, { forced: 'no valid token', status: 401, auth: 'none' });
    const text: RequestModel = { ...this.base(), body: { kind: 'raw', contentType: 'text/plain', payload: 'Zq teks' } };
    this.push('auth', 'auth:none+text/plain', text, { forced: 'no valid token', status: 401, auth: 'none' });
    if (info.roles.length > 0 && !info.roles.includes('Admin')) {
      this.push('auth', 'role:admin-on-super-admin-route', this.base(), { forced: 'wrong role', status: 403, auth: 'admin' });
      const invalid = { ...this.base(), body: { kind: 'raw', contentType: 'application/json', payload: '{}' } as BodyModel };
      this.push('auth', 'role:admin+invalid-body', invalid, { forced: 'wrong role', status: 403, auth: 'admin' });
    }
    // The regency and the villages: neither side's token opens the other's operations.
    if (info.roles.length > 0 && !info.roles.includes('Super Admin')) {
      this.push('auth', 'role:village-on-regency-route', this.base(), { forced: 'wrong role', status: 403, auth: 'super' });
    }
    if (info.roles.length > 0 && !info.roles.includes('Admin Kabupaten')) {
      this.push('auth', 'role:regency-on-village-route', this.base(), { forced: 'wrong role', status: 403, auth: 'kabupaten' });
    }
  }

  private pathCases() {
    const signed = this.op.info.operationId === 'getFile';
    for (const p of this.op.pathParams) {
      const real = this.target.params[p.name] ?? '';
      const values: Array<[string, string]> = [
        ['id:not-uuid', `bukan-id-Zq${this.prng.text('abcdefghij', 4)}`],
        ['id:unknown-uuid', uuid(this.prng)],
        ['id:foreign-record', this.target.foreignId],
        ['id:uuid-suffixed', `${real}0`],
        ['id:uuid-braced', `{${real}}`],
        ['id:nil-uuid', '00000000-0000-0000-0000-000000000000'],
        ['id:traversal', '../../../etc/passwd'],
        ['id:traversal-encoded', '..%2F..%2Fetc%2Fpasswd'],
        ['id:dot-dot', '..'],
        ['id:nul', `${real.slice(0, 4)}\u0000`],
        ['id:65-chars', 'a'.repeat(65)],
        ['id:300-chars', 'Zq'.repeat(150)],
        ['id:sql', "1' OR '1'='1"],
        ['id:unicode', 'été-Zq'],
        ['id:space', ' '],
        ['id:slash', 'a/b'],
        ['id:number', '12345'],
        ['id:negative', '-1'],
        ['id:float', '1.5'],
        ['id:lone-surrogate', 'Zq\ud800'],
      ];
      if (signed) values.push(['name:dotfile', '.env'], ['name:unknown-file', `${uuid(this.prng).replace(/-/g, '')}.png`], ['name:other-extension', real.replace(/\.\w+$/, '.jpg')]);
      for (const [family, value] of values) {
        if (value === real) continue;
        const model = this.base();
        model.params = { ...model.params, [p.name]: value };
        // A '..' that resolves to another operation's URL is that operation's request (fuzzed on its own).
        if (value === '..' && isOperationUrl(this.op.info.method, new URL(urlOf(this.op, model), 'http://x').pathname)) continue;
        this.push(`path.${p.name}`, family, model, { forced: signed ? 'not the signed name' : 'no such record' });
      }
    }
  }

  private queryVariants(p: FuzzOperation['queryParams'][number]): Variant[] {
    const schema = flatten(p.schema);
    const variants = typesOf(schema).includes('integer') ? integerTextVariants(schema) : valueVariants(schema, validValue(schema, this.gen, p.name), { textOnly: true, today: this.today, prng: this.prng });
    return [...variants, { label: 'query:repeated', value: [String(validValue(schema, this.gen, p.name)), String(validValue(schema, this.gen, p.name))] }];
  }

  private queryCases() {
    const signed = this.op.info.operationId === 'getFile';
    for (const p of this.op.queryParams) {
      if (p.required) {
        const model = this.base();
        model.query = model.query.filter(([k]) => k !== p.name);
        this.push(`query.${p.name}`, 'query:missing', model, signed ? { forced: 'unsigned link' } : {});
      }
      for (const variant of this.queryVariants(p)) {
        const model = this.base();
        const rest = model.query.filter(([k]) => k !== p.name);
        const values = Array.isArray(variant.value) ? (variant.value as string[]) : [String(variant.value)];
        model.query = [...rest, ...values.map((v) => [p.name, v] as [string, string])];
        this.queryPool.push({ name: p.name, variant });
        this.push(`query.${p.name}`, variant.label, model, variant.forced || signed ? { forced: signed ? 'unsigned link' : 'NUL' } : {});
      }
    }
    // Parameters the contract does not know: allowed (ignored), never a 5xx.
    for (const [family, pairs] of [
      ['query:unknown', [['zq_lain', 'Zqnilai']]],
      ['query:__proto__', [['__proto__', 'Zqproto'], ['constructor[prototype][x]', '1']]],
      ['query:bracket-array', [['page[]', '1']]],
      ['query:nul-key', [['zq\u0000k', '1']]],
    ] as Array<[string, Array<[string, string]>]>) {
      const model = this.base();
      model.query = [...model.query, ...pairs];
      // The link's signature covers name and exp only: an extra parameter leaves it valid.
      this.push('query', family, model);
    }
  }

  private jsonFieldCases() {
    const schema = this.op.body?.schema as Schema;
    const required = new Set(schema.required ?? []);
    for (const [name, prop] of propertiesOf(schema)) {
      if (required.has(name)) {
        const model = this.base();
        const obj = JSON.parse((model.body as { text: string }).text) as Record<string, unknown>;
        delete obj[name];
        this.push(`body.${name}`, 'field:missing', { ...model, body: { kind: 'json', text: JSON.stringify(obj) } });
      }
      const sample = this.base();
      const valid = (JSON.parse((sample.body as { text: string }).text) as Record<string, unknown>)[name] ?? validValue(prop, this.gen, name);
      for (const variant of valueVariants(prop, valid, { textOnly: false, today: this.today, prng: this.prng })) {
        const model = this.base();
        const obj = JSON.parse((model.body as { text: string }).text) as Record<string, unknown>;
        obj[name] = variant.value;
        this.bodyPool.push({ name, variant });
        this.push(`body.${name}`, variant.label, { ...model, body: { kind: 'json', text: JSON.stringify(obj) } }, variant.forced ? { forced: 'NUL' } : {});
      }
    }
  }

  /** Values that are already registered: the request meets the database's unique indexes. */
  private conflictCases() {
    const taken = this.target.taken ?? {};
    const props = Object.keys(this.op.body?.schema.properties ?? {});
    for (const name of props) {
      const value = taken[name];
      if (value === undefined || !UNIQUE_FIELDS.has(name) || (this.target.body && name in this.target.body)) continue;
      const model = this.base();
      const obj = JSON.parse((model.body as { text: string }).text) as Record<string, unknown>;
      obj[name] = value;
      this.push(`body.${name}`, `conflict:registered-${name}`, { ...model, body: { kind: 'json', text: JSON.stringify(obj) } }, { priority: true });
    }
  }

  /** The valid JSON body with `raw` spliced in as one more member. */
  private jsonWith(raw: string): RequestModel {
    const model = this.base();
    const obj = JSON.parse((model.body as { text: string }).text) as Record<string, unknown>;
    const text = JSON.stringify({ ...obj, [SLOT]: 0 }).replace(`"${SLOT}":0`, raw);
    return { ...model, body: { kind: 'json', text } };
  }

  private jsonBodyCases() {
    const schema = this.op.body?.schema as Schema;
    const props = new Set(Object.keys(schema.properties ?? {}));
    const hostileKey = '<img src=x onerror=alert("Zqk")>';
    const extras: Array<[string, string, string[]?]> = [
      ['extra:unknown-key', '"zq_tambahan":"Zqnilai"'],
      ['extra:__proto__', '"__proto__":{"isAdmin":true,"role":"Super Admin"}'],
      ['extra:constructor-prototype', '"constructor":{"prototype":{"isAdmin":true}}'],
      ['extra:hostile-key', `${JSON.stringify(hostileKey)}:1`, [hostileKey]],
      ['extra:nul-key', '"zq\\u0000k":"x"'],
      ['extra:empty-key', '"":"Zqkosong"'],
      ['extra:deep-nesting-20000', `"zq_dalam":${'['.repeat(20_000)}${']'.repeat(20_000)}`],
      ['extra:deep-proto', `"zq_dalam":${'{"a":'.repeat(3000)}{"__proto__":{"x":1}}${'}'.repeat(3000)}`],
    ];
    for (const key of TEMPTING_KEYS) if (!props.has(key)) extras.push([`extra:server-owned(${key})`, `${JSON.stringify(key)}:${key === 'role' ? '"Super Admin"' : key === 'status_penduduk' ? '"meninggal"' : '"Zqmilik-server"'}`]);
    for (const [family, raw, probes] of extras) this.push('body', family, this.jsonWith(raw), probes ? { probes } : {});

    const base = this.base();
    const text = (base.body as { text: string }).text;
    const whole: Array<[string, string]> = [
      ['body:empty-object', '{}'],
      ['body:array', '[]'],
      ['body:array-of-valid', `[${text}]`],
      ['body:null', 'null'],
      ['body:string', '"Zqteks"'],
      ['body:number', '42'],
      ['body:boolean', 'true'],
      ['body:truncated', text.slice(0, Math.max(1, Math.floor(text.length / 2)))],
      ['body:trailing-garbage', `${text}Zq}`],
      ['body:two-documents', `${text}${text}`],
      ['body:single-quotes', text.replace(/"/g, "'")],
      ['body:unquoted-keys', text.replace(/"(\w+)":/g, '$1:')],
      ['body:comment', `/* Zq */${text}`],
      ['body:nan-literal', text.replace(/^\{/, '{"zq":NaN,')],
      ['body:escaped-nul', text.replace(/":"/, '":"\\u0000')],
      ['body:lone-brace', '{'],
      ['body:whitespace', '   \n  '],
    ];
    for (const [family, payload] of whole) {
      const model: RequestModel = { ...base, body: { kind: 'json', text: payload } };
      // An empty (or blank) JSON body is no body at all.
      const judged: RequestModel = payload.trim() === '' ? { ...base, body: { kind: 'none' } } : model;
      this.push('body', family, judged, { contentType: 'application/json', payload });
    }
    // Duplicate keys: JSON.parse keeps the last one; the contract judges what the server will see.
    const first = [...props][0];
    if (first) this.push('body', 'body:duplicate-key', this.jsonWith(`${JSON.stringify(first)}:"Zqdua"`));
    // Invalid UTF-8 inside a string: decoded as U+FFFD.
    const bytes = Buffer.from(text.replace(/":"([^"]*)"/, '":"Zq\u0001$1"'), 'utf8');
    const at = bytes.indexOf(0x01);
    if (at >= 0) {
      bytes[at] = 0xff;
      const decoded = bytes.toString('utf8');
      this.push('body', 'body:invalid-utf8', { ...base, body: { kind: 'json', text: decoded } }, { payload: bytes, contentType: 'application/json' });
    }
    // No body at all (required bodies only).
    this.push('body', 'body:absent', { ...base, body: { kind: 'none' } });
    this.push('body', 'body:absent-with-json-type', { ...base, body: { kind: 'none' } }, { contentType: 'application/json', payload: '' });
  }

  private multipartFieldCases() {
    const schema = this.op.body?.schema as Schema;
    const required = new Set(schema.required ?? []);
    const mp = (model: RequestModel) => model.body as { kind: 'multipart'; fields: TextPart[]; files: FilePart[] };
    for (const [name, prop] of propertiesOf(schema)) {
      if (isFile(prop)) {
        this.fileCases(name, required.has(name));
        continue;
      }
      const model = this.base();
      const body = mp(model);
      if (body.fields.some((f) => f.name === name)) {
        this.push(`body.${name}`, 'field:missing', { ...model, body: { ...body, fields: body.fields.filter((f) => f.name !== name) } });
      }
      const valid = body.fields.find((f) => f.name === name)?.value ?? String(validValue(prop, this.gen, name));
      for (const variant of valueVariants(prop, valid, { textOnly: true, today: this.today, prng: this.prng })) {
        const m = this.base();
        const b = mp(m);
        const fields = [...b.fields.filter((f) => f.name !== name), { name, value: String(variant.value) }];
        this.bodyPool.push({ name, variant });
        this.push(`body.${name}`, variant.label, { ...m, body: { ...b, fields } }, variant.forced ? { forced: 'NUL' } : {});
      }
      const dup = this.base();
      const db = mp(dup);
      this.push(`body.${name}`, 'field:twice', { ...dup, body: { ...db, fields: [...db.fields, { name, value: valid }, { name, value: `${valid}Zq` }] } });
    }
    const extraFields: Array<[string, TextPart]> = [
      ['extra:unknown-field', { name: 'zq_tambahan', value: 'Zqnilai' }],
      ['extra:__proto__', { name: '__proto__', value: 'Zqproto' }],
      ['extra:constructor', { name: 'constructor', value: 'Zqkonstruktor' }],
      ['extra:hostile-name', { name: '<img src=x onerror=alert(1)>', value: '1' }],
      ['extra:server-owned(status_penduduk)', { name: 'status_penduduk', value: 'meninggal' }],
    ];
    for (const [family, part] of extraFields) {
      const model = this.base();
      const body = mp(model);
      this.push('body', family, { ...model, body: { ...body, fields: [...body.fields, part] } }, family === 'extra:hostile-name' ? { probes: [part.name] } : {});
    }
    const model = this.base();
    const body = mp(model);
    this.push('body', 'extra:unknown-file', { ...model, body: { ...body, files: [...body.files, { name: 'zq_berkas', filename: 'x.png', content: PNG }] } });
  }

  private fileCases(name: string, required: boolean) {
    const mp = (model: RequestModel) => model.body as { kind: 'multipart'; fields: TextPart[]; files: FilePart[] };
    const replace = (family: string, file: FilePart | null, opts: { forced?: string; asText?: string } = {}) => {
      const model = this.base();
      const body = mp(model);
      const files = body.files.filter((f) => f.name !== name);
      if (file) files.push(file);
      const fields = opts.asText !== undefined ? [...body.fields, { name, value: opts.asText }] : body.fields;
      this.push(`file.${name}`, family, { ...model, body: { ...body, files, fields } }, opts.forced ? { forced: opts.forced } : {});
    };
    if (required) replace('file:missing', null);
    replace('file:empty', { name, filename: `${name}.png`, content: Buffer.alloc(0) });
    replace('file:text-bytes', { name, filename: `${name}.png`, content: Buffer.from('Zq ini bukan gambar') });
    replace('file:pdf', { name, filename: `${name}.png`, content: PDF });
    replace('file:html', { name, filename: `${name}.png`, contentType: 'text/html', content: HTML });
    replace('file:gif', { name, filename: `${name}.gif`, contentType: 'image/gif', content: GIF });
    replace('file:jpeg', { name, filename: `${name}.jpg`, contentType: 'image/jpeg', content: JPEG });
    replace('file:png-header-only', { name, filename: `${name}.png`, content: PNG.subarray(0, 8) });
    replace('file:as-text-part', null, { asText: 'Zqberkas.png' });
    replace('file:traversal-filename', { name, filename: '../../../../etc/Zqpasswd.png', content: PNG });
    replace('file:nul-filename', { name, filename: 'Zq\u0000.png', content: PNG });
    replace('file:unicode-filename', { name, filename: 'fóto-Zq-名前.png', content: PNG });
    replace('file:no-filename', { name, content: PNG });
    replace('file:exe-content-type', { name, filename: 'Zq.exe', contentType: 'application/x-msdownload', content: PNG });
    replace('file:over-10mb', { name, filename: `${name}.png`, content: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 16, 0x20)]) }, { forced: 'over 10 MB' });
    const model = this.base();
    const body = mp(model);
    this.push(`file.${name}`, 'file:twice', { ...model, body: { ...body, files: [...body.files, { name, filename: `${name}2.png`, content: PNG }] } });
  }

  private multipartStructureCases() {
    const model = this.base();
    const body = model.body as { kind: 'multipart'; fields: TextPart[]; files: FilePart[] };
    const parts = partsOf(body.fields, body.files);
    const b = `zqbatas${this.prng.text('0123456789', 8)}`;
    const full = encodeParts(parts, b);
    // Bodies that are not multipart/form-data at all (RFC 7578 / RFC 2046): refused whatever they hold.
    const broken: Array<[string, string, Buffer]> = [
      ['multipart:no-boundary', 'multipart/form-data', full],
      ['multipart:empty-boundary', 'multipart/form-data; boundary=', full],
      ['multipart:wrong-boundary', multipartType(`${b}x`), full],
      ['multipart:truncated', multipartType(b), full.subarray(0, Math.floor(full.length * 0.6))],
      ['multipart:cut-in-headers', multipartType(b), Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="`)],
      ['multipart:no-closing-delimiter', multipartType(b), encodeParts(parts, b, false)],
      ['multipart:garbage', multipartType(b), Buffer.from(this.prng.text('abcdef\r\n-=;"', 300))],
    ];
    for (const [family, contentType, payload] of broken) {
      this.push('multipart', family, { ...model, body: { kind: 'raw', contentType, payload } }, { forced: 'malformed multipart' });
    }
    // Well-formed bodies with odd parts: judged by what the server will see.
    const odd: Array<[string, RawPart[], { fields: TextPart[]; files: FilePart[] }]> = [
      ['multipart:no-parts', [], { fields: [], files: [] }],
      ['multipart:part-without-disposition', [...parts, { headers: ['Content-Type: text/plain'], content: Buffer.from('Zq') }], body],
      ['multipart:part-without-name', [...parts, { headers: ['Content-Disposition: form-data; filename="a.png"'], content: PNG }], body],
      [
        'multipart:45-extra-parts',
        [...parts, ...Array.from({ length: 45 }, (_, i): RawPart => textPart(`zq${i}`, 'x'))],
        { fields: [...body.fields, ...Array.from({ length: 45 }, (_, i) => ({ name: `zq${i}`, value: 'x' }))], files: body.files },
      ],
      [
        'multipart:header-injection',
        [...parts, { headers: ['Content-Disposition: form-data; name="zq"', 'X-Injected: 1'], content: Buffer.from('x') }],
        { fields: [...body.fields, { name: 'zq', value: 'x' }], files: body.files },
      ],
    ];
    const first = body.fields[0];
    if (first) {
      const big = 'Zq'.repeat(40_000);
      odd.push(['multipart:field-over-64kb', partsOf([...body.fields.slice(1), { name: first.name, value: big }], body.files), { fields: [...body.fields.slice(1), { name: first.name, value: big }], files: body.files }]);
    }
    for (const [family, raw, seen] of odd) {
      this.push('multipart', family, { ...model, body: { kind: 'multipart', ...seen } }, { contentType: multipartType(b), payload: encodeParts(raw, b) });
    }
    this.push('multipart', 'multipart:empty-body', { ...model, body: { kind: 'none' } }, { contentType: multipartType(b), payload: '' });
  }

  /** Bytes that are no spreadsheet, in each declared type: a clear 400 from the handler, never a 500. */
  private fileBodyCases() {
    const model = this.base();
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    const bad: Array<[string, Buffer]> = [
      ['file:binary-garbage', Buffer.concat([Buffer.from([0, 1, 2, 0xff]), Buffer.from(this.prng.text('abc\u0000xyz', 200), 'latin1')])],
      ['file:zip-signature-only', Buffer.from('PK\u0003\u0004zq', 'latin1')],
      ['file:old-xls', ole2],
      ['file:text-without-header', Buffer.from(this.prng.text('abcdef ;,\r\n', 300))],
    ];
    for (const contentType of this.op.body?.fileTypes ?? []) {
      if (contentType === 'application/gzip') {
        this.archiveBodyCases(model, contentType);
        continue;
      }
      for (const [family, payload] of bad) {
        this.push('file', `${family}:${contentType.split('/')[0]}`, { ...model, body: { kind: 'file', contentType, payload } }, { forced: 'not a readable spreadsheet', status: 400 });
      }
    }
  }

  /**
   * Archives that are no valid module release (a damaged gzip, a tar that is not gzip'd, the valid
   * release cut short or with a file changed after its manifest was written, entries that climb out of
   * their folder or are links): a 400 RILIS_TIDAK_VALID, never a 500, nothing kept.
   */
  private archiveBodyCases(model: RequestModel, contentType: string) {
    const valid = model.body.kind === 'file' ? model.body.payload : Buffer.alloc(0);
    let tar = Buffer.alloc(0);
    try {
      tar = gunzipSync(valid);
    } catch {
      /* the fixture's file is no gzip: only the archives that do not need it */
    }
    const bad: Array<[string, Buffer]> = [
      ['archive:binary-garbage', Buffer.concat([Buffer.from([0, 1, 2, 0xff]), Buffer.from(this.prng.text('abc\u0000xyz', 200), 'latin1')])],
      ['archive:gzip-magic-only', Buffer.from('1f8b0800000000000003', 'hex')],
      ['archive:gzip-of-text', gzipSync(Buffer.from(this.prng.text('Zq bukan tar ', 300)))],
      ['archive:gzip-of-empty', gzipSync(Buffer.alloc(0))],
      ['archive:zip-signature-only', Buffer.from('PK\u0003\u0004zq', 'latin1')],
      ['archive:traversal-entry', gzipSync(tarOf([{ name: '../../../Zqluar.js', content: Buffer.from('zq') }]))],
      ['archive:absolute-entry', gzipSync(tarOf([{ name: '/tmp/Zqabsolut.js', content: Buffer.from('zq') }]))],
      ['archive:symlink-entry', gzipSync(tarOf([{ name: 'remoteEntry.js', type: '2', linkname: '/etc/passwd', content: Buffer.alloc(0) }]))],
      ['archive:no-manifest', gzipSync(tarOf([{ name: 'remoteEntry.js', content: Buffer.from('/* zq */') }]))],
    ];
    if (valid.length > 0) bad.push(['archive:truncated', valid.subarray(0, Math.min(200, Math.floor(valid.length / 2)))]);
    if (tar.length > 0) {
      bad.push(['archive:tar-not-gzipped', tar]);
      const at = tar.indexOf('chunk of');
      if (at >= 0) {
        const changed = Buffer.from(tar);
        changed[at] = 'C'.charCodeAt(0);
        bad.push(['archive:file-changed-after-manifest', gzipSync(changed)]);
      }
      bad.push(['archive:extra-file', gzipSync(Buffer.concat([tar.subarray(0, endOfEntries(tar)), tarOf([{ name: 'zq-tambahan.js', content: Buffer.from('zq') }])]))]);
    }
    for (const [family, payload] of bad) {
      this.push('file', family, { ...model, body: { kind: 'file', contentType, payload } }, { forced: 'not a valid release archive', status: 400 });
    }
  }

  /** The same content in media types the operation does not declare. */
  private mediaCases() {
    const model = this.base();
    const body = model.body;
    let values: Record<string, string> = { zq: 'Zqnilai' };
    if (body.kind === 'json') values = Object.fromEntries(Object.entries(JSON.parse(body.text) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    if (body.kind === 'multipart') values = Object.fromEntries(body.fields.map((f) => [f.name, f.value]));
    const json = JSON.stringify(values);
    const form = new URLSearchParams(values).toString();
    const declared = this.op.body?.mediaType;
    const b = `zqmedia${this.prng.text('0123456789', 6)}`;
    const multipartBody = encodeParts([...Object.entries(values).map(([k, v]) => textPart(k, v)), ...(body.kind === 'multipart' ? body.files.map(filePart) : [])], b);
    const media: Array<[string, string | null, string | Buffer]> = [
      ['media:text/plain', 'text/plain', json],
      ['media:text/plain-utf8', 'text/plain; charset=utf-8', json],
      ['media:form-urlencoded', 'application/x-www-form-urlencoded', form],
      ['media:xml', 'application/xml', '<zq>1</zq>'],
      ['media:octet-stream', 'application/octet-stream', json],
      ['media:no-content-type', null, json],
      ['media:jsonx', 'application/jsonx', json],
      ['media:json-patch', 'application/json-patch+json', json],
      ['media:csv', 'text/csv', 'a,b\r\n1,2'],
    ];
    if (declared !== 'application/json') media.push(['media:json', 'application/json', json]);
    if (declared !== 'multipart/form-data') media.push(['media:multipart', multipartType(b), multipartBody]);
    for (const [family, contentType, payload] of media) {
      if (contentType && this.op.body?.fileTypes?.includes(contentType)) continue;
      this.push('media', family, { ...model, body: { kind: 'raw', ...(contentType ? { contentType } : {}), payload } }, { forced: 'undeclared media type' });
    }
    // The declared media type spelled differently is still the declared one (RFC 9110: case-insensitive, parameters).
    if (body.kind === 'json') {
      for (const [family, contentType] of [
        ['media:json-upper-case', 'Application/JSON'],
        ['media:json-charset', 'application/json; charset=UTF-8'],
      ] as const) {
        this.push('media', family, { ...model, body: { ...body, contentType } });
      }
    }
  }

  // ------------------------------------------------------------------ random combinations

  /** Up to `n` variants of different fields. */
  private distinct(pool: Array<{ name: string; variant: Variant }>, n: number): Array<{ name: string; variant: Variant }> {
    const out: Array<{ name: string; variant: Variant }> = [];
    for (const item of this.prng.shuffle(pool)) {
      if (out.length >= n) break;
      if (!out.some((o) => o.name === item.name)) out.push(item);
    }
    return out;
  }

  private randomCases(count: number) {
    const hasBody = this.op.body !== undefined;
    for (let i = 0; i < count; i++) {
      if (hasBody && this.bodyPool.length > 0 && this.prng.chance(0.8)) {
        const picks = this.distinct(this.bodyPool, this.prng.int(2, 4));
        const model = this.base();
        const body = model.body;
        let forced = false;
        if (body.kind === 'json') {
          const obj = JSON.parse(body.text) as Record<string, unknown>;
          for (const { name, variant } of picks) {
            obj[name] = variant.value;
            forced ||= variant.forced === true;
          }
          model.body = { kind: 'json', text: JSON.stringify(obj) };
        } else if (body.kind === 'multipart') {
          let fields = body.fields;
          for (const { name, variant } of picks) {
            fields = [...fields.filter((f) => f.name !== name), { name, value: String(variant.value) }];
            forced ||= variant.forced === true;
          }
          model.body = { ...body, fields };
        }
        this.push('body', `random:${picks.length}-fields`, model, forced ? { forced: 'NUL' } : {});
      } else if (this.queryPool.length > 0 && this.prng.chance(0.5)) {
        const picks = this.distinct(this.queryPool, this.prng.int(1, 3));
        const model = this.base();
        let forced = false;
        for (const { name, variant } of picks) {
          const values = Array.isArray(variant.value) ? (variant.value as string[]) : [String(variant.value)];
          model.query = [...model.query.filter(([k]) => k !== name), ...values.map((v) => [name, v] as [string, string])];
          forced ||= variant.forced === true;
        }
        const signed = this.op.info.operationId === 'getFile';
        this.push('query', `random:${picks.length}-params`, model, forced || signed ? { forced: signed ? 'unsigned link' : 'NUL' } : {});
      } else if (this.op.queryParams.length > 0 && this.op.info.operationId !== 'getFile') {
        // Any valid query: sorts, orders, pages, limits, searches.
        const model = this.freshen(this.validModel(true));
        this.push('query', 'random:valid-query', model);
      } else if (this.op.pathParams.length > 0) {
        const p = this.prng.pick(this.op.pathParams);
        const model = this.base();
        // '.' and '..' are dot segments: every URL parser removes them, so they never reach the route as ids.
        const text = this.prng.text('abcXYZ019_-.~!$&\'()*+,;=:@ %é', this.prng.int(1, 80));
        model.params = { ...model.params, [p.name]: text === '.' || text === '..' ? `x${text}` : text };
        this.push(`path.${p.name}`, 'random:path-text', model, { forced: 'no such record' });
      } else if (this.op.info.protected) {
        this.push('auth', 'random:garbage-token', this.base(), { forced: 'no valid token', status: 401, auth: this.prng.pick(['garbage', 'tampered', 'alg-none'] as const) });
      } else {
        const contentType = this.prng.pick(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream', 'image/png']);
        const model: RequestModel = { ...this.base(), body: { kind: 'raw', contentType, payload: this.prng.text('abcXYZ019{}[]":,<>=&%', this.prng.int(1, 200)) } };
        this.push('media', 'random:undeclared-body', model, { forced: 'undeclared media type' });
      }
    }
  }

  /** Every case for the operation: refusals first, then the valid request, then the allowed variants. */
  build(randomCount: number): { invalid: FuzzCase[]; baseline: FuzzCase[]; variants: FuzzCase[]; race?: FuzzCase } {
    const bodyKind = this.op.body?.mediaType;
    this.authCases();
    this.pathCases();
    this.queryCases();
    if (bodyKind === 'application/json') {
      this.jsonFieldCases();
      this.jsonBodyCases();
      this.conflictCases();
    }
    if (bodyKind === 'multipart/form-data') {
      this.multipartFieldCases();
      this.multipartStructureCases();
    }
    if (bodyKind === 'file') this.fileBodyCases();
    this.mediaCases();
    this.randomCases(randomCount);
    const accepted: Expect = this.target.refusedBy ? { kind: 'refuse', ...this.target.refusedBy } : { kind: 'accept' };
    const baseline: FuzzCase = { where: 'valid', family: 'valid-request', phase: 'baseline', expect: accepted, model: this.base(), auth: 'default', probes: [] };
    // The bounds the contract allows (every length at its maximum / minimum, the first and last
    // dates): owed a 2xx too, where the operation can take the valid request again.
    const bounds: FuzzCase[] = [];
    if (this.target.repeatable) {
      for (const extreme of ['max', 'min'] as const) {
        this.gen.extreme = extreme;
        try {
          bounds.push({ where: 'valid', family: `valid-request:${extreme}-bounds`, phase: 'baseline', expect: accepted, model: this.base(), auth: 'default', probes: [] });
        } finally {
          delete this.gen.extreme;
        }
      }
    }
    // The same new record sent three times at once (a create with unique fields): one may win, never two.
    const uniques = Object.keys(this.op.body?.schema.properties ?? {}).filter((k) => UNIQUE_FIELDS.has(k) && !(this.target.body && k in this.target.body));
    const race: FuzzCase | undefined =
      this.op.info.method === 'POST' && this.target.repeatable && uniques.length > 0
        ? { where: 'race', family: `race:same-${uniques.join('+')}-3x`, phase: 'variant', expect: { kind: 'any' }, model: this.base(), auth: 'default', probes: [] }
        : undefined;
    return {
      invalid: this.cases.filter((c) => c.phase === 'invalid'),
      baseline: [baseline, ...bounds],
      variants: this.cases.filter((c) => c.phase === 'variant'),
      ...(race ? { race } : {}),
    };
  }
}

export type { GenContext };

/** A ustar archive of `entries` (regular files unless `type` says otherwise), ended by two zero blocks. */
function tarOf(entries: Array<{ name: string; content: Buffer; type?: string; linkname?: string }>): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const h = Buffer.alloc(512, 0);
    h.write(e.name.slice(0, 100), 0, 'utf8');
    h.write('0000644\0', 100, 'latin1');
    h.write('0000000\0', 108, 'latin1');
    h.write('0000000\0', 116, 'latin1');
    h.write(`${e.content.length.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
    h.write(`${Math.floor(Date.now() / 1000).toString(8).padStart(11, '0')}\0`, 136, 'latin1');
    h.write('        ', 148, 'latin1');
    h.write(e.type ?? '0', 156, 'latin1');
    if (e.linkname) h.write(e.linkname.slice(0, 100), 157, 'utf8');
    h.write('ustar\u000000', 257, 'latin1');
    let sum = 0;
    for (const byte of h) sum += byte;
    h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    blocks.push(h, e.content, Buffer.alloc((512 - (e.content.length % 512)) % 512, 0));
  }
  blocks.push(Buffer.alloc(1024, 0));
  return Buffer.concat(blocks);
}

/** Where the entries of a tar end (its first all-zero header block). */
function endOfEntries(tar: Buffer): number {
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) return at;
    const size = parseInt(header.subarray(124, 136).toString('latin1').replace(/\0.*$/, '').trim() || '0', 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return tar.length;
}
