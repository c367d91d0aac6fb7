/**
 * The moving-out statement form (multipart text fields): the contract checks types, lengths, formats,
 * the dates' bounds and that required text is not blank (pattern '\S'); this module turns a failure into the spec's message for the field (spec §5 "Add moved-out
 * statement", the words of openapi/src/rules/schemas.ts) and reads the fields into columns. The routes
 * take `attachValidation`, so a failed check reaches the route, which throws keteranganInvalid().
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { Schemas } from '../contract.js';
import { badRequest, type AppError } from '../lib/errors.js';
import { EARLIEST_DATE_KEYWORD, NOT_IN_FUTURE_KEYWORD, validationMessage } from '../lib/validation.js';

/** The form's fields, create or update (the create body is the update body with kewarganegaraan required). */
export type KeteranganKeluarBody = Schemas['KeteranganKeluarUpdateInput'];

const NOT_A_NUMBER = 'Input harus berupa angka';

/** Field -> [label, message when empty]. */
const FIELDS: Record<string, [string, string]> = {
  nomor_surat: ['Nomor surat', 'Nomor surat tidak boleh kosong'],
  alamat_pindah: ['Alamat Pindah', 'Alamat Pindah tidak boleh kosong'],
  alasan_pindah: ['Alasan pindah', 'Alasan pindah tidak boleh kosong'],
  pengikut: ['Pengikut', 'Pengikut tidak boleh kosong'],
  tanggal_ktp: ['Tanggal ktp', 'Tanggal ktp tidak boleh kosong'],
  meninggalkan_desa_pada: ['Tanggal meninggalkan desa', 'Tanggal meninggalkan desa tidak boleh kosong'],
  catatan: ['Catatan', 'Catatan tidak boleh kosong'],
  kewarganegaraan: ['Kewarganegaraan', 'Kewarganegaraan tidak boleh kosong'],
};

/** '1900-01-01' reads as the year, as the form says it ('tidak boleh sebelum 1900'); other dates whole. */
function batasTanggal(limit: unknown): string {
  const text = String(limit);
  return /^\d{4}-01-01$/.test(text) ? text.slice(0, 4) : text;
}

/**
 * The spec's message for the first failed check of the form (other parts: the generic message). A
 * blank value (missing, empty or only spaces, which the contract's pattern refuses) is "tidak boleh
 * kosong"; dates out of bounds say so in the words of the form (openapi/src/rules).
 */
export function keteranganInvalid(error: Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }): AppError {
  const first = error.validation?.[0] as (FastifySchemaValidationError & { data?: unknown }) | undefined;
  if (!first || error.validationContext !== 'body') return badRequest(validationMessage(error.validation as never, error.validationContext));
  const params = first.params as Record<string, unknown>;
  const field = first.keyword === 'required' ? String(params.missingProperty) : first.instancePath.split('/').filter(Boolean)[0] ?? '';
  const known = FIELDS[field];
  if (!known) return badRequest(validationMessage(error.validation as never, 'body'));
  const [label, empty] = known;
  const blank = first.keyword === 'required' || (typeof first.data === 'string' && first.data.trim() === '');
  if (blank) return badRequest(empty);
  if (field === 'pengikut') return badRequest(NOT_A_NUMBER);
  switch (first.keyword) {
    case 'maxLength':
      return badRequest(`${label} maksimal ${String(params.limit)} karakter`);
    case 'format':
      return badRequest(`${label} harus berupa tanggal (YYYY-MM-DD)`);
    case EARLIEST_DATE_KEYWORD:
      return badRequest(`${label} tidak boleh sebelum ${batasTanggal(params.limit)}`);
    case NOT_IN_FUTURE_KEYWORD:
      return badRequest(`${label} tidak boleh melewati hari ini`);
    case 'type':
      return badRequest(`${label} harus berupa teks`);
    default:
      return badRequest(`${label} tidak valid`);
  }
}

export interface KeteranganKeluarValues {
  nomorSurat: string | null;
  alamatPindah: string;
  alasanPindah: string;
  pengikut: number;
  tanggalKtp: string;
  meninggalkanDesaPada: string;
  catatan: string;
  /** undefined on an update without it: the stored value stays. */
  kewarganegaraan: string | undefined;
}

/**
 * Fields -> columns, trimmed. The contract has refused blank required text already; the check here is
 * a net for callers that skip it (scripts, tests), with the same message.
 */
export function keteranganValues(body: KeteranganKeluarBody, kewarganegaraanWajib: boolean): KeteranganKeluarValues {
  const text = (field: keyof KeteranganKeluarBody, required: boolean): string | undefined => {
    const value = typeof body[field] === 'string' ? (body[field] as string).trim() : undefined;
    if (required && !value) throw badRequest((FIELDS[field] as [string, string])[1]);
    return value || undefined;
  };
  const pengikut = Number.parseInt(body.pengikut, 10);
  if (!Number.isInteger(pengikut) || pengikut < 0) throw badRequest(NOT_A_NUMBER);
  return {
    nomorSurat: text('nomor_surat', false) ?? null,
    alamatPindah: text('alamat_pindah', true) as string,
    alasanPindah: text('alasan_pindah', true) as string,
    pengikut,
    tanggalKtp: body.tanggal_ktp,
    meninggalkanDesaPada: body.meninggalkan_desa_pada,
    catatan: text('catatan', false) ?? '',
    kewarganegaraan: text('kewarganegaraan', kewarganegaraanWajib),
  };
}
