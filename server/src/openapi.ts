import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { ROLE, VILLAGE_ROLE, type Role } from '@sid/openapi/domain';

/** openapi/openapi.yaml, through the workspace package so the path never hard-codes the repo layout. */
export const specPath: string = createRequire(import.meta.url).resolve('@sid/openapi/openapi.yaml');

export interface OperationInfo {
  operationId: string;
  method: string;
  /** OpenAPI path, e.g. /api/auth/update/{id} */
  path: string;
  /** Fastify URL, e.g. /api/auth/update/:id */
  url: string;
  /** Needs a valid token (the operation's, or the global, `security` is not empty). */
  protected: boolean;
  /** A whole list's download (CSV or .xlsx): read batch by batch, each in a short transaction of its own, never in one request transaction. */
  csv: boolean;
  /** Roles allowed: its x-roles, else a village's staff (Admin, Super Admin): the regency console only gets what names it. */
  roles: Role[];
  multipart: boolean;
  /** The media types of requestBody.content, lower case (empty when the operation takes no body). */
  mediaTypes: string[];
  /** requestBody.required: a request without any body is a 400 (Fastify skips validation when there is no Content-Type). */
  bodyRequired: boolean;
  /** The JSON body is a delete's reason (HapusInput): a missing body is answered as a missing reason. */
  bodyIsAlasan: boolean;
  /**
   * The module whose operation it is (its own `x-modul`, else its tag's), refused to a village that
   * switched it off. An operation of a core tag that only a switchable module uses says so itself.
   */
  modul?: string;
  /**
   * A write a read-only village's staff may still make (`x-boleh-hanya-baca: true`: sign-out, one's own
   * password, the export and backup, turning read-only off; issue 38). Every other write of a method
   * other than GET/HEAD is refused them (plugins/hanya-baca.ts).
   */
  bolehHanyaBaca: boolean;
}

export interface ApiSpec {
  document: Record<string, unknown>;
  operations: Map<string, OperationInfo>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];


type SecurityRequirement = Record<string, string[]>;

function rolesFrom(value: unknown): Role[] {
  if (!Array.isArray(value)) return [];
  return value.filter((r): r is Role => (ROLE as readonly unknown[]).includes(r));
}

/** A local `$ref` ('#/components/requestBodies/X') resolved in the document; anything else as it is. */
function deref(document: Record<string, unknown>, value: unknown): unknown {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

/**
 * The last document parsed, by its text: a test process builds a hundred apps from the same file, and
 * parsing the YAML costs ~0.4 CPU-s each time. Each app gets a copy of its own (the router may mutate it).
 */
let lastParsed: { text: string; document: Record<string, unknown> } | undefined;
function parseDocument(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  if (lastParsed?.text !== text) lastParsed = { text, document: parse(text) as Record<string, unknown> };
  return structuredClone(lastParsed.document);
}

export function loadSpec(file: string = specPath): ApiSpec {
  const document = parseDocument(file);
  const globalSecurity = (document.security as SecurityRequirement[] | undefined) ?? [];
  const operations = new Map<string, OperationInfo>();
  const modulOfTag = new Map<string, string>();
  for (const tag of (document.tags ?? []) as Record<string, unknown>[]) {
    if (typeof tag.name === 'string' && typeof tag['x-modul'] === 'string') modulOfTag.set(tag.name, tag['x-modul']);
  }
  const paths = (document.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || typeof op.operationId !== 'string') continue;
      const security = (op.security as SecurityRequirement[] | undefined) ?? globalSecurity;
      // `security: []` or an empty alternative `{}` means anonymous access is allowed.
      const isProtected = security.length > 0 && !security.some((req) => Object.keys(req).length === 0);
      // Roles may be declared as `x-roles: [...]` or as the scopes of the security requirement
      // (OpenAPI 3.1 allows role names there for non-OAuth schemes).
      const roles = new Set<Role>([...rolesFrom(op['x-roles']), ...security.flatMap((req) => Object.values(req).flatMap(rolesFrom))]);
      const requestBody = deref(document, op.requestBody) as { content?: Record<string, unknown>; required?: boolean } | undefined;
      const content = requestBody?.content ?? {};
      const types = Object.keys(content);
      const modul =
        typeof op['x-modul'] === 'string' ? op['x-modul'] : ((op.tags ?? []) as string[]).map((t) => modulOfTag.get(t)).find((m) => m !== undefined);
      operations.set(op.operationId, {
        ...(modul ? { modul } : {}),
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        url: path.replace(/{(\w+)}/g, ':$1'),
        protected: isProtected,
        roles: roles.size > 0 ? [...roles] : [...VILLAGE_ROLE],
        multipart: types.length > 0 && types.every((t) => t.startsWith('multipart/')),
        mediaTypes: types.map((t) => t.toLowerCase()),
        bodyRequired: requestBody?.required === true,
        bolehHanyaBaca: op['x-boleh-hanya-baca'] === true,
        bodyIsAlasan: (content['application/json'] as { schema?: { $ref?: string } } | undefined)?.schema?.$ref === '#/components/schemas/HapusInput',
        // A whole list's download (no path parameter: one card's members are a few rows read at once).
        // Responses are mostly `$ref`s (components/responses/Csv): resolved, or no export would be seen.
        csv:
          !path.includes('{') &&
          Object.values((op.responses ?? {}) as Record<string, unknown>)
            .map((r) => deref(document, r) as { content?: Record<string, unknown> } | undefined)
            .some((r) => Object.keys(r?.content ?? {}).some((t) => t.startsWith('text/csv'))),
      });
    }
  }
  return { document, operations };
}
