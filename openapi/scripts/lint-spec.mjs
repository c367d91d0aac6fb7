#!/usr/bin/env node
// Lints openapi.yaml: Redocly's recommended-strict rules (through openapi-typescript's own
// @redocly/openapi-core) plus this project's contract rules (docs/conventions.md).
// Usage: node scripts/lint-spec.mjs [path/to/openapi.yaml]   (exit 1 on any problem)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = resolve(process.argv[2] ?? join(packageDir, 'openapi.yaml'));
const requireHere = createRequire(join(packageDir, 'package.json'));
const requireOts = createRequire(requireHere.resolve('openapi-typescript/package.json'));
const redocly = requireOts('@redocly/openapi-core');

/** Operations that need no token (the signed link is the auth of /files). */
const PUBLIC_OPERATIONS = new Set(['login', 'getPublicConfig', 'getFile', 'verifikasiSurat', 'halamanVerifikasiSurat']);
/** Public pages the server renders as HTML: their errors are pages too, not ErrorResponse. */
const HTML_PAGES = new Set(['halamanVerifikasiSurat']);
/** POSTs that create nothing. */
const NON_CREATING_POSTS = new Set(['periksaImporPenduduk', 'kembalikanVersiDefaultModul', 'laporMuatModul', 'login', 'logout', 'restoreDataTerhapus', 'periksaPenduduk', 'gabungWilayahDesa', 'pratinjauSurat', 'cetakUlangSurat', 'cabutSurat', 'terimaPindahAntarDesa', 'tolakPindahAntarDesa', 'batalkanPindahAntarDesa', 'periksaGabungDesa', 'eksporDesa']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const problems = [];
const report = (where, message) => problems.push(`${where}: ${message}`);

// ---- Redocly -------------------------------------------------------------------------------
const config = await redocly.createConfig({
  extends: ['recommended-strict'],
  rules: {
    // GET /api/config cannot fail with a 4xx.
    'operation-4xx-response': 'off',
  },
});
for (const p of await redocly.lint({ ref: specPath, config })) {
  report(p.location?.[0]?.pointer ?? specPath, `[${p.ruleId}] ${p.message}`);
}

// ---- project rules -------------------------------------------------------------------------
const doc = redocly.parseYaml(readFileSync(specPath, 'utf8'));

function deref(node, seen = new Set()) {
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) throw new Error(`circular $ref ${node.$ref}`);
    seen.add(node.$ref);
    const ref = node.$ref;
    if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref}`);
    node = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((acc, key) => (acc == null ? undefined : acc[key]), doc);
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return node;
}

// Every $ref in the document resolves.
(function walk(node, pointer) {
  if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${pointer}/${i}`));
  if (!node || typeof node !== 'object') return;
  if (typeof node.$ref === 'string') {
    try {
      deref(node);
    } catch (e) {
      report(pointer, e.message);
    }
  }
  for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k}`);
})(doc, '#');

/** The string schemas reachable from a request schema lack maxLength / enum / pattern limits? */
function checkRequestSchema(schema, where, { multipart = false } = {}) {
  const s = deref(schema);
  if (!s || typeof s !== 'object') return;
  for (const part of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) checkRequestSchema(part, where, { multipart });
  const types = [].concat(s.type ?? []);
  if (types.includes('object') || s.properties) {
    // A map (`isian` of a letter: keys by pattern, a bounded count) may type its values instead.
    const map = s.propertyNames?.pattern !== undefined && s.maxProperties !== undefined && typeof s.additionalProperties === 'object';
    if (map) checkRequestSchema(s.additionalProperties, `${where}{}`, { multipart });
    else if (s.additionalProperties !== false) report(where, 'request object must have additionalProperties: false');
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const p = deref(prop);
      const ptypes = [].concat(p.type ?? []);
      if (multipart && !(ptypes.length === 1 && ptypes[0] === 'string') && !(p.allOf || p.anyOf)) {
        report(`${where}.${name}`, 'multipart fields must be strings');
      }
      checkRequestSchema(prop, `${where}.${name}`, { multipart });
    }
  }
  if (types.includes('string')) {
    const limited = s.maxLength !== undefined || s.enum !== undefined || s.const !== undefined || s.format === 'binary';
    if (!limited) report(where, 'request string needs maxLength (or an enum)');
  }
  if (types.includes('array')) {
    if (s.maxItems === undefined) report(where, 'request array needs maxItems');
    if (s.items) checkRequestSchema(s.items, `${where}[]`, { multipart });
  }
}

const globalSecurity = JSON.stringify(doc.security ?? []);
if (globalSecurity !== JSON.stringify([{ tokenAuth: [] }])) report('#/security', 'global security must be [{ tokenAuth: [] }]');
const tokenScheme = doc.components?.securitySchemes?.tokenAuth;
if (!(tokenScheme?.type === 'apiKey' && tokenScheme.in === 'header' && tokenScheme.name === 'x-auth-token')) {
  report('#/components/securitySchemes/tokenAuth', 'must be apiKey in header x-auth-token');
}
/** Media types of a body that is a file's bytes as they are (the import's spreadsheet). */
const RAW_FILE_MEDIA_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/gzip', 'application/octet-stream']);
const declaredTags = new Set((doc.tags ?? []).map((t) => t.name));
const operationIds = new Map();

for (const [path, item] of Object.entries(doc.paths ?? {})) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const where = `${method.toUpperCase()} ${path}`;
    const id = op.operationId;
    if (!id) {
      report(where, 'missing operationId');
      continue;
    }
    if (!/^[a-z][A-Za-z0-9]*$/.test(id)) report(where, `operationId ${id} is not camelCase`);
    if (operationIds.has(id)) report(where, `operationId ${id} also used by ${operationIds.get(id)}`);
    operationIds.set(id, where);
    if (!op.summary) report(where, 'missing summary');
    if (!Array.isArray(op.tags) || op.tags.length !== 1 || !declaredTags.has(op.tags[0])) report(where, 'needs exactly one declared tag');

    const isPublic = PUBLIC_OPERATIONS.has(id);
    const security = op.security === undefined ? doc.security : op.security;
    if (isPublic && JSON.stringify(security) !== '[]') report(where, 'public operation must have security: []');
    if (!isPublic && JSON.stringify(security) !== JSON.stringify([{ tokenAuth: [] }])) report(where, 'must require tokenAuth');

    const responses = op.responses ?? {};
    const codes = Object.keys(responses);
    if (!isPublic && !codes.includes('401')) report(where, 'protected operation must declare 401');
    // A post that starts work the client then follows (an import) answers 202 instead.
    const accepted = codes.includes('202');
    if (method === 'post' && !NON_CREATING_POSTS.has(id) && !accepted && !codes.includes('201')) report(where, 'a create answers 201');
    if (method === 'post' && !NON_CREATING_POSTS.has(id) && codes.includes('200')) report(where, 'a create must not answer 200');
    if (method !== 'post' && codes.includes('201')) report(where, 'only creates answer 201');
    for (const code of codes.filter((c) => /^[45]/.test(c) && !HTML_PAGES.has(id))) {
      const r = deref(responses[code]);
      const schema = r?.content?.['application/json']?.schema;
      if (!schema || deref(schema) !== doc.components.schemas.ErrorResponse) report(`${where} ${code}`, 'error responses use ErrorResponse');
    }
    const ok = deref(responses['200'] ?? responses['201'] ?? responses['202']);
    if (!ok) report(where, 'missing 200/201/202 response');

    // parameters
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(p));
    const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const name of pathParams) {
      if (!params.some((p) => p.in === 'path' && p.name === name)) report(where, `path parameter ${name} not declared`);
    }
    if (pathParams.length && !isPublic && id !== 'logout' && !codes.includes('404')) report(where, 'operation with an id must declare 404');
    for (const p of params) {
      const ps = deref(p.schema ?? {});
      const t = [].concat(ps.type ?? []);
      if (t.includes('string') && ps.maxLength === undefined && !ps.enum) report(`${where} ${p.in}.${p.name}`, 'string parameter needs maxLength');
    }
    const isList = /^(list|search)/.test(id);
    if (isList) {
      for (const name of ['page', 'limit', 'sort', 'order']) {
        if (!params.some((p) => p.in === 'query' && p.name === name)) report(where, `list operation needs query ${name}`);
      }
      const body = deref(ok?.content?.['application/json']?.schema ?? {});
      if (!body.required?.includes('total')) report(where, 'list response must require total');
    }
    if (/^search/.test(id) && !codes.includes('404')) report(where, 'search answers 404 when nothing is found');
    if (/^export.*Csv$/.test(id) && !ok?.content?.['text/csv']) report(where, 'CSV export must answer text/csv');

    // request body
    if (op.requestBody) {
      const rb = deref(op.requestBody);
      for (const [mediaType, media] of Object.entries(rb.content ?? {})) {
        if (RAW_FILE_MEDIA_TYPES.has(mediaType)) {
          // A file sent as the body itself (an import): its bytes are checked by the handler.
          const fs = deref(media.schema ?? {});
          if (fs.type !== 'string' || fs.format !== 'binary') report(`${where} body`, `${mediaType} must be { type: string, format: binary }`);
          continue;
        }
        if (!['application/json', 'multipart/form-data'].includes(mediaType)) report(where, `unexpected request media type ${mediaType}`);
        checkRequestSchema(media.schema, `${where} body`, { multipart: mediaType === 'multipart/form-data' });
      }
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in ${specPath}`);
  process.exit(1);
}
console.log(`${specPath}: ${operationIds.size} operations, no problems`);
