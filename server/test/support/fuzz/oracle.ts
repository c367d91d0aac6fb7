/**
 * The fuzzer's own reading of the contract: is a request valid? JSON Schema 2020-12 (AJV with formats
 * and formatMinimum, the contract's `x-tidak-di-masa-depan`), JSON bodies without coercion, query, path
 * and multipart values as text (coerced, as the contract's text transports require), U+0000 nowhere
 * (PostgreSQL cannot store it), and the upload rules the contract states in prose (a required file is
 * a non-empty part, images are checked by their bytes, "jpg/jpeg/png only" where it says so).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isFile, propertiesOf, type FuzzOperation, type Schema } from './contract.js';
import { todayIn } from './values.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

export interface FilePart {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

export interface TextPart {
  name: string;
  value: string;
}

/** What the request says, before it is encoded; a body the oracle cannot judge is `raw`. */
export type BodyModel =
  | { kind: 'none' }
  | { kind: 'json'; text: string; contentType?: string }
  | { kind: 'multipart'; fields: TextPart[]; files: FilePart[] }
  | { kind: 'raw'; contentType?: string; payload: string | Buffer }
  /** A file sent as the body itself, in `contentType`: the contract says only which types; the handler reads the bytes. */
  | { kind: 'file'; contentType: string; payload: Buffer };

export interface RequestModel {
  params: Record<string, string>;
  query: Array<[string, string]>;
  body: BodyModel;
}

const PNG_MAGIC = Buffer.from('89504e470d0a1a0a', 'hex');
const JPEG_MAGIC = Buffer.from('ffd8ff', 'hex');

type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'none';

export function imageKind(bytes: Buffer): ImageKind {
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return 'none';
}

export function containsNul(value: unknown): boolean {
  // Iterative: bodies nested 20,000 deep must not overflow the stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** The contract's own keywords the oracle implements; any other `x-` keyword in an input schema stops the run. */
export const KNOWN_EXTENSIONS = new Set(['x-tidak-di-masa-depan', 'x-tanggal-minimal']);

export class Oracle {
  private readonly strict: Ajv2020;
  private readonly coercing: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(timeZone: string) {
    const make = (coerceTypes: false | 'array') => {
      const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes, useDefaults: false });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addKeyword({
        keyword: 'x-tidak-di-masa-depan',
        type: 'string',
        schemaType: 'boolean',
        validate: (on: boolean, value: string) => !on || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value <= todayIn(timeZone),
      });
      ajv.addKeyword({
        keyword: 'x-tanggal-minimal',
        type: 'string',
        schemaType: 'string',
        validate: (min: string, value: string) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || value >= min,
      });
      return ajv;
    };
    this.strict = make(false);
    this.coercing = make('array');
  }

  private validator(key: string, schema: Schema, coerce: boolean): ValidateFunction {
    const cacheKey = `${coerce ? 'c' : 's'}:${key}`;
    let fn = this.cache.get(cacheKey);
    if (!fn) {
      fn = (coerce ? this.coercing : this.strict).compile(schema);
      this.cache.set(cacheKey, fn);
    }
    return fn;
  }

  /** Why the contract refuses this request (undefined: the contract allows it). */
  refusal(op: FuzzOperation, req: RequestModel): string | undefined {
    const id = op.info.operationId;
    // Path parameters (always present in the URL: the router decides the rest).
    for (const p of op.pathParams) {
      const value = req.params[p.name] ?? '';
      if (containsNul(value)) return `path ${p.name}: NUL`;
      if (!this.validator(`${id}:path:${p.name}`, p.schema, true)(value)) return `path ${p.name}: schema`;
    }
    // Query.
    const query: Record<string, string | string[]> = {};
    for (const [k, v] of req.query) {
      const prev = query[k];
      query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    // Declared parameters only: an unknown one is ignored, whatever it holds.
    if (op.queryParams.some((p) => containsNul(query[p.name]))) return 'query: NUL';
    const querySchema: Schema = {
      type: 'object',
      properties: Object.fromEntries(op.queryParams.map((p) => [p.name, p.schema])),
      required: op.queryParams.filter((p) => p.required).map((p) => p.name),
    };
    if (!this.validator(`${id}:query`, querySchema, true)(structuredClone(query))) return 'query: schema';
    // Body.
    const body = req.body;
    if (body.kind === 'raw') return 'body: not in a declared form';
    if (body.kind === 'none') return op.body?.required ? 'body: required' : undefined;
    if (!op.body) return 'body: the operation takes none';
    if (body.kind === 'file') {
      if (op.body.mediaType !== 'file' || !op.body.fileTypes?.includes(body.contentType)) return 'body: media type';
      return body.payload.length === 0 ? 'body: required' : undefined;
    }
    if (body.kind === 'json') {
      if (op.body.mediaType !== 'application/json') return 'body: media type';
      let data: unknown;
      try {
        data = JSON.parse(body.text);
      } catch {
        return 'body: malformed JSON';
      }
      if (containsNul(data)) return 'body: NUL';
      if (!this.validator(`${id}:body`, op.body.schema, false)(data)) return 'body: schema';
      return undefined;
    }
    // multipart/form-data
    if (op.body.mediaType !== 'multipart/form-data') return 'body: media type';
    const fields: Record<string, string | string[]> = {};
    const put = (name: string, value: string) => {
      const prev = fields[name];
      fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    };
    for (const f of body.fields) put(f.name, f.value);
    for (const f of body.files) put(f.name, f.filename || f.name);
    if (containsNul(fields) || body.files.some((f) => containsNul(f.filename ?? ''))) return 'body: NUL';
    if (!this.validator(`${id}:body`, op.body.schema, true)(fields)) return 'body: schema';
    const required = new Set(op.body.schema.required ?? []);
    const description = String(op.body.schema.description ?? '');
    const jpgPngOnly = /jpg\/jpeg\/png only/i.test(description);
    // Issue 40: the entry documents take a jpg/png photo or a PDF scan (and nothing else).
    const pdfScan = /PDF scan/.test(description);
    for (const [name, prop] of propertiesOf(op.body.schema)) {
      if (!isFile(prop)) continue;
      const parts = body.files.filter((f) => f.name === name);
      if (parts.length > 1) return `file ${name}: twice`;
      const part = parts[0];
      // Absent, sent as text, or an empty part (a form with no file chosen): only an optional file may be.
      if (!part || part.content.length === 0) {
        if (required.has(name)) return `file ${name}: required`;
        continue;
      }
      const kind = imageKind(part.content);
      if (pdfScan) {
        const pdf = part.content.subarray(0, 5).toString('latin1') === '%PDF-';
        if (!pdf && kind !== 'png' && kind !== 'jpeg') return `file ${name}: not jpg/png/pdf`;
        continue;
      }
      if (kind === 'none') return `file ${name}: not an image`;
      if (jpgPngOnly && kind !== 'png' && kind !== 'jpeg') return `file ${name}: not jpg/png`;
    }
    return undefined;
  }
}
