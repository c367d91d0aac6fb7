/**
 * The contract as the fuzzer sees it: every operation of openapi.yaml (through the server's loadSpec:
 * method, url, roles, media types), with its path and query parameters and its request body, all $refs
 * resolved here (the fuzzer does not rely on the server's own schema handling).
 */
import { loadSpec, type OperationInfo } from '../../../src/openapi.js';

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  formatMinimum?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  examples?: unknown[];
  'x-tidak-di-masa-depan'?: boolean;
  'x-tanggal-minimal'?: string;
  [key: string]: unknown;
};

export interface Param {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export type BodyMediaType = 'application/json' | 'multipart/form-data' | 'file';

/** Media types of a body that is a file's own bytes (the import's spreadsheet, a module release's archive): the fuzzer's 'file' body. */
export const FILE_MEDIA_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/gzip', 'application/octet-stream'];

export interface FuzzOperation {
  info: OperationInfo;
  pathParams: Param[];
  queryParams: Param[];
  /** fileTypes: the declared media types of a 'file' body. */
  body?: { mediaType: BodyMediaType; schema: Schema; required: boolean; fileTypes?: string[] };
}

type Json = Record<string, unknown>;

/** Follows a local `#/a/b` pointer. */
function lookup(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return node;
}

/** A deep copy of `node` with every $ref replaced by its target (siblings of a $ref are kept). */
export function resolveRefs(document: Json, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(document, item, seen));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (seen.includes(ref)) throw new Error(`cyclic $ref ${[...seen, ref].join(' -> ')}`);
    const target = resolveRefs(document, lookup(document, ref), [...seen, ref]) as Json;
    const { $ref: _ref, ...siblings } = obj;
    return { ...target, ...(resolveRefs(document, siblings, seen) as Json) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(obj)) out[key] = resolveRefs(document, value, seen);
  return out;
}

/** Folds `allOf` members into one schema (enough for the contract's input schemas). */
export function flatten(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  let merged: Schema = { ...rest };
  for (const part of allOf) merged = { ...flatten(part), ...merged };
  return merged;
}

/** `x-` keywords used by the input schemas (the oracle must know each one). */
export function extensionsIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => extensionsIn(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionsIn(value, found);
    }
  }
  return found;
}

export interface Contract {
  document: Json;
  operations: FuzzOperation[];
}

export function loadContract(): Contract {
  const spec = loadSpec();
  const document = spec.document;
  const paths = document.paths as Record<string, Record<string, Json>>;
  const operations: FuzzOperation[] = [];
  for (const info of spec.operations.values()) {
    const item = paths[info.path] as Record<string, Json>;
    const op = item[info.method.toLowerCase()] as Json;
    const params = [...((item.parameters as unknown as unknown[] | undefined) ?? []), ...((op.parameters as unknown[] | undefined) ?? [])].map(
      (p) => resolveRefs(document, p) as { name: string; in: string; required?: boolean; schema: Schema },
    );
    const pathParams: Param[] = [];
    const queryParams: Param[] = [];
    for (const p of params) {
      const param: Param = { name: p.name, in: p.in === 'path' ? 'path' : 'query', required: p.in === 'path' || p.required === true, schema: flatten(p.schema) };
      if (p.in === 'path') pathParams.push(param);
      else if (p.in === 'query') queryParams.push(param);
    }
    const requestBody = op.requestBody ? (resolveRefs(document, op.requestBody) as { required?: boolean; content: Record<string, { schema: Schema }> }) : undefined;
    let body: FuzzOperation['body'];
    if (requestBody) {
      const entries = Object.entries(requestBody.content);
      const [mediaType, content] = entries[0] as [string, { schema: Schema }];
      if (entries.every(([t]) => FILE_MEDIA_TYPES.includes(t))) {
        body = { mediaType: 'file', schema: flatten(content.schema), required: requestBody.required === true, fileTypes: entries.map(([t]) => t) };
      } else {
        if (mediaType !== 'application/json' && mediaType !== 'multipart/form-data') throw new Error(`${info.operationId}: media type ${mediaType} unknown to the fuzzer`);
        body = { mediaType, schema: flatten(content.schema), required: requestBody.required === true };
      }
    }
    operations.push({ info, pathParams, queryParams, ...(body ? { body } : {}) });
  }
  return { document, operations };
}

/** The properties of an object schema with each one's allOf folded. */
export function propertiesOf(schema: Schema): Array<[string, Schema]> {
  return Object.entries(schema.properties ?? {}).map(([name, s]) => [name, flatten(s)]);
}

/** True for a file part of a multipart body (`type: string, format: binary`). */
export const isFile = (schema: Schema): boolean => schema.format === 'binary';

let templates: Array<{ method: string; pattern: RegExp }> | undefined;

/**
 * True when `method path` is a request of an operation of the contract. A path parameter '..' is a dot
 * segment that every URL parser removes: /api/kabupaten/modul/../desa is listDesa's own URL.
 */
export function isOperationUrl(method: string, path: string): boolean {
  templates ??= [...loadSpec().operations.values()].map((o) => ({
    method: o.method.toUpperCase(),
    pattern: new RegExp(`^${o.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?{\w+\\?}/g, '[^/]+')}$`),
  }));
  // The server ignores a trailing slash (app.ts, ignoreTrailingSlash): '/a/{id}/b/..' is '/a/{id}/', that is '/a/{id}'.
  const route = path.length > 1 ? path.replace(/\/$/, '') : path;
  return templates.some((t) => t.method === method.toUpperCase() && t.pattern.test(route));
}
