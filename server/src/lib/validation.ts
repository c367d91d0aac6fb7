import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { ALAMAT_KABUPATEN_MESSAGES, ALASAN_HAPUS_MESSAGES, ALASAN_TINDAKAN_MESSAGES, BULAN_SALAH, format16DigitMessage, jamFormatMessage, minLengthMessage, regionFormatMessage, searchNumberMessage, UPLOAD_MESSAGES } from '@sid/openapi/domain';

// ajv-formats is CommonJS with a default export: under NodeNext the function sits on .default.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** The contract's keywords for event dates (birth, death, leaving, ID card): not after today, village time, */
export const NOT_IN_FUTURE_KEYWORD = 'x-tidak-di-masa-depan';
/** ...and not before a given date (PostgreSQL has no year 0; the registry starts in 1900). */
export const EARLIEST_DATE_KEYWORD = 'x-tanggal-minimal';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of today in the village's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function makeAjv(opts: Options, timeZone: string): Ajv2020 {
  // strict: false because OpenAPI schemas carry keywords JSON Schema does not know (example, xml...).
  const ajv = new Ajv2020({ strict: false, allErrors: false, useDefaults: true, ...opts });
  addFormats(ajv);
  // OpenAPI's file formats: the bytes are checked by the handler (file-type), not by AJV.
  ajv.addFormat('binary', true);
  ajv.addFormat('byte', true);
  ajv.addKeyword({
    keyword: NOT_IN_FUTURE_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    // ISO dates compare as text; a malformed one is the format keyword's to report.
    validate: (on: boolean, value: string) => !on || !ISO_DATE.test(value) || value <= todayIn(timeZone),
  });
  // The limit goes into the error's params so the message can name it.
  const notBefore = ((earliest: string, value: string) => {
    const ok = !ISO_DATE.test(value) || value >= earliest;
    notBefore.errors = ok ? undefined : [{ keyword: EARLIEST_DATE_KEYWORD, params: { limit: earliest } }];
    return ok;
  }) as ((earliest: string, value: string) => boolean) & { errors?: Array<Partial<ErrorObject>> };
  ajv.addKeyword({ keyword: EARLIEST_DATE_KEYWORD, type: 'string', schemaType: 'string', errors: true, validate: notBefore });
  return ajv;
}

/**
 * Where a value holds U+0000 (PostgreSQL cannot store it in text), as a JSON pointer; undefined if
 * nowhere. Walked with a stack of its own: a body nested thousands deep must not overflow the call stack.
 */
export function findNulByte(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, pointer] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pointer;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
      if (key.includes('\u0000')) return `${pointer}/${escaped.split('\u0000').join('')}`;
      pending.push([child, `${pointer}/${escaped}`]);
    }
  }
  return undefined;
}

type CompiledValidator = ReturnType<FastifySchemaCompiler<FastifySchema>> & { errors?: ErrorObject[] | null };

/** Every request part is checked for U+0000 first, whatever its schema says about the value. */
function refusingNulBytes(validate: ValidateFunction): CompiledValidator {
  const wrapped = ((data: unknown) => {
    const at = findNulByte(data);
    if (at !== undefined) {
      wrapped.errors = [{ keyword: 'nulByte', instancePath: at, schemaPath: '#', params: {} }];
      return false;
    }
    const ok = validate(data);
    wrapped.errors = validate.errors;
    return ok;
  }) as CompiledValidator;
  return wrapped;
}

/**
 * JSON bodies are validated as sent: no type coercion (a number is not a string) and no silent
 * removal of unknown properties (`additionalProperties: false` rejects them). Query strings, path
 * parameters and multipart fields arrive as text, so those are coerced.
 */
export function createValidatorCompiler(
  isMultipartRoute: (method: string, url: string) => boolean,
  timeZone: string,
): FastifySchemaCompiler<FastifySchema> {
  return ({ schema, httpPart, method, url }) => {
    const kind: AjvKind = httpPart === 'body' && isMultipartRoute(method, url) ? 'multipart' : httpPart === 'body' ? 'strict' : 'coercing';
    return refusingNulBytes(compiledValidator(kind, timeZone, schema as object));
  };
}

type AjvKind = 'strict' | 'coercing' | 'multipart';
const AJV_OPTIONS: Record<AjvKind, Options> = {
  strict: { coerceTypes: false, removeAdditional: false },
  coercing: { coerceTypes: 'array', removeAdditional: false },
  // verbose: errors carry their schema, so a missing file part can be told from a missing text field.
  multipart: { coerceTypes: 'array', removeAdditional: false, verbose: true },
};

/**
 * Compiled validators kept for the process, by kind, time zone and schema text (a pure function of the
 * three): a test process builds dozens of apps from one contract, ~1.5 CPU-s of compiling each (issue 34).
 */
const ajvs = new Map<string, Ajv2020>();
const validators = new Map<string, ValidateFunction>();
function compiledValidator(kind: AjvKind, timeZone: string, schema: object): ValidateFunction {
  const key = `${kind}\n${timeZone}\n${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    const ajvKey = `${kind}\n${timeZone}`;
    let ajv = ajvs.get(ajvKey);
    if (!ajv) ajvs.set(ajvKey, (ajv = makeAjv(AJV_OPTIONS[kind], timeZone)));
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  integer: 'bilangan bulat',
  boolean: 'boolean (true/false)',
  object: 'objek',
  array: 'daftar',
  null: 'null',
};

/** server-rules / spec §5: an upload form without its file (the shared domain's words). */
export const FILE_REQUIRED_MESSAGE = UPLOAD_MESSAGES.fileRequired;

const FORMAT_NAMES: Record<string, string> = {
  date: 'tanggal (YYYY-MM-DD)',
  time: 'jam (HH:mm)',
  'date-time': 'waktu ISO 8601',
  uuid: 'UUID',
  email: 'email',
  uri: 'URL',
};

function fieldName(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts.length > 0) return parts.join('.');
  return context === 'body' || context === undefined ? 'body' : context;
}

/** Names an unknown property only when the name is a plain identifier: the answer never echoes markup. */
function unknownProperty(parent: string, name: unknown): string {
  const key = String(name);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) return parent ? `Properti tidak dikenal di ${parent}` : 'Properti tidak dikenal';
  return `Properti tidak dikenal: ${parent ? `${parent}.` : ''}${key}`;
}

function list(values: unknown): string {
  return Array.isArray(values) ? values.map((v) => (v === '' ? "''" : String(v))).join(', ') : String(values);
}

/** One Indonesian sentence naming the field, from the first AJV error. */
export function validationMessage(errors: ErrorObject[] | undefined, context?: string): string {
  const err = errors?.[0];
  if (!err) return 'Data tidak valid';
  const params = err.params as Record<string, unknown>;
  const field = fieldName(err.instancePath, context);
  const leaf = field.split('.').pop() ?? '';
  // The reason of a delete (HapusInput): the delete dialog's own words (the shared domain's).
  if (field === 'alasan' || (err.keyword === 'required' && !err.instancePath && params.missingProperty === 'alasan')) {
    if (err.keyword === 'minLength' || err.keyword === 'pattern') return ALASAN_HAPUS_MESSAGES.pendek;
    if (err.keyword === 'maxLength') return ALASAN_HAPUS_MESSAGES.panjang;
    if (err.keyword === 'required') return ALASAN_HAPUS_MESSAGES.kosong;
  }
  // The regency's reason for reaching into a village (SuperAdminDesaInput, PasswordResetInput): the console's words.
  if (field === 'alasan_tindakan') {
    if (err.keyword === 'minLength' || err.keyword === 'pattern') return ALASAN_TINDAKAN_MESSAGES.pendek;
    if (err.keyword === 'maxLength') return ALASAN_TINDAKAN_MESSAGES.panjang;
  }
  if (['minLength', 'maxLength', 'pattern'].includes(err.keyword)) {
    if (leaf === 'bulan') return BULAN_SALAH; // the monthly report's month (issue 37)
    if (leaf === 'alamat_kabupaten' && err.keyword === 'pattern') return ALAMAT_KABUPATEN_MESSAGES.bukanAlamat; // issue 38, the form's words
    // Fields whose format failure has a fixed message, whichever check AJV reports first: the shared
    // domain's table (format.ts), which the forms read too. As search parameters they hold a number or its first digits.
    const fixed = context === 'querystring' ? searchNumberMessage(leaf) : (format16DigitMessage(leaf) ?? regionFormatMessage(leaf) ?? jamFormatMessage(leaf));
    // An empty search stays "tidak boleh kosong" (the rules: an empty query is a 400 saying so).
    if (fixed && !(context === 'querystring' && err.keyword === 'minLength')) return fixed;
  }
  switch (err.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      // A file part of a multipart form (format: binary): the spec's upload message.
      const property = (err.parentSchema as { properties?: Record<string, { format?: string }> } | undefined)?.properties?.[missing];
      if (property?.format === 'binary') return FILE_REQUIRED_MESSAGE;
      return `${err.instancePath ? `${field}.` : ''}${missing} wajib diisi`;
    }
    case 'additionalProperties':
      return unknownProperty(err.instancePath ? field : '', params.additionalProperty);
    case 'unevaluatedProperties':
      return unknownProperty(err.instancePath ? field : '', params.unevaluatedProperty);
    case 'type': {
      if (!err.instancePath && (context === 'body' || context === undefined)) return 'Body permintaan harus berupa objek JSON';
      const types = String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' atau ');
      return `${field} harus berupa ${types}`;
    }
    case 'enum':
      return `${field} harus salah satu dari: ${list(params.allowedValues)}`;
    case 'const':
      return `${field} harus bernilai ${String(params.allowedValue)}`;
    case 'minLength':
      return Number(params.limit) <= 1 ? `${field} tidak boleh kosong` : minLengthMessage(field, Number(params.limit));
    case 'maxLength':
      return `${field} maksimal ${String(params.limit)} karakter`;
    case 'pattern':
      // '\\S': required text that holds only spaces is as empty as no text.
      if (params.pattern === '\\S') return `${field} tidak boleh kosong`;
      return format16DigitMessage(leaf) ?? regionFormatMessage(leaf) ?? jamFormatMessage(leaf) ?? `${field} tidak sesuai format`;
    case 'format':
      return `${field} harus berupa ${FORMAT_NAMES[String(params.format)] ?? String(params.format)}`;
    case 'nulByte':
      return `${field} berisi karakter yang tidak diizinkan (NUL)`;
    case EARLIEST_DATE_KEYWORD:
      return `${field} tidak boleh sebelum ${String(params.limit)}`;
    case NOT_IN_FUTURE_KEYWORD:
      return `${field} tidak boleh melewati hari ini`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} minimal ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} maksimal ${String(params.limit)}`;
    case 'minItems':
      return `${field} minimal berisi ${String(params.limit)} item`;
    case 'maxItems':
      return `${field} maksimal berisi ${String(params.limit)} item`;
    case 'uniqueItems':
      return `${field} tidak boleh berisi item yang sama`;
    case 'minProperties':
      return `${field} tidak boleh kosong`;
    default:
      return `${field} tidak valid`;
  }
}

/**
 * A validator of one of the contract's component schemas (`#/components/schemas/<name>`), for data
 * that does not arrive as a request body but must obey the same rules: an import's rows are checked
 * against the same KartuKeluargaCreateInput a form's body is. Every error is reported (allErrors).
 */
export function contractSchemaValidator(document: Record<string, unknown>, name: string, timeZone: string): ValidateFunction {
  const ajv = makeAjv({ coerceTypes: false, removeAdditional: false, allErrors: true }, timeZone);
  ajv.addSchema({ ...document, $id: 'sid:contract' });
  return ajv.compile({ $ref: `sid:contract#/components/schemas/${name}` });
}
