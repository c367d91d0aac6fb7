// What an activity changed, as rows a person can read: the pure logic behind the 'Detail Aktivitas'
// dialog. The log keeps whole records (`before` / `after`, as the server's DTOs were at the time);
// here they are flattened to labelled fields, noise is dropped, and for an update only the fields
// that differ are kept. Loaded lazily with the dialog (see activity-page.tsx).
import { STATUS_PENDUDUK_LABEL } from '@sid/openapi/rules';
import { formatTanggalPanjang, formatTanggalWaktu } from '@sid/ui/format';

/** At most this many rows are shown; the rest are counted ('dan N data lainnya'). */
export const MAX_ROWS = 50;
/** Nesting deeper than this is shown as one compact value. */
const MAX_DEPTH = 3;
/** A longer value is cut with '…'. */
const MAX_VALUE_CHARS = 300;

/** Field names shown differently from their words (the rest: underscores as spaces, first letter capital). */
const LABELS: Record<string, string> = {
  nik: 'NIK',
  nik_ayah: 'NIK Ayah',
  nik_ibu: 'NIK Ibu',
  no_kk: 'Nomor KK',
  nama: 'Nama',
  nama_lengkap: 'Nama Lengkap',
  username: 'Nama Pengguna',
  role: 'Role',
  status_penduduk: 'Status Penduduk',
  tempat_tanggal_lahir: 'Tempat Tgl. Lahir',
  tanggal_lahir: 'Tanggal Lahir',
  tempat_lahir: 'Tempat Lahir',
  jenis_kelamin: 'Jenis Kelamin',
  posisi_dalam_keluarga: 'Posisi dalam Keluarga',
  status_perkawinan: 'Status Perkawinan',
  pendidikan_terakhir: 'Pendidikan Terakhir',
  alamat_asal: 'Alamat Asal',
  keluarga_dari: 'Kartu Keluarga',
  data_masuk: 'Data Masuk',
  data_kk: 'Data KK',
  foto_kk: 'Foto KK',
  tanggal_ktp: 'Tanggal KTP',
  kode_pos: 'Kode Pos',
  penduduk_keluar_desa: 'Penduduk Keluar Desa',
  keterangan_keluar_desa: 'Keterangan Keluar Desa',
  pemilik_data: 'Pemilik Data',
  password_diubah: 'Password Diubah',
};

/** Keys that say nothing to a reader (ids, timestamps, the village) or must never show (secrets). */
const NOISE_KEYS = new Set(['_id', 'id', '__v', 'createdAt', 'updatedAt', 'created_at', 'updated_at', 'desa', 'desaId', 'desa_id', 'password']);

export function isNoiseKey(key: string): boolean {
  return NOISE_KEYS.has(key) || key.toLowerCase().includes('hash');
}

/** 'nama_lengkap' -> 'Nama Lengkap' (dictionary), 'alamat_pindah' -> 'Alamat pindah' (fallback). */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function cut(text: string): string {
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as text: '-' when empty, 'Ya' / 'Tidak', long Indonesian dates, objects compact. */
export function formatValue(value: unknown, key?: string): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') {
    // The labels the other screens use; this file loads only with the detail dialog, so the rules' size is paid on opening it.
    if (key === 'status_penduduk' && Object.hasOwn(STATUS_PENDUDUK_LABEL, value)) return STATUS_PENDUDUK_LABEL[value as keyof typeof STATUS_PENDUDUK_LABEL];
    if (value.trim() === '') return '-';
    if (DATE_ONLY.test(value)) return formatTanggalPanjang(value) || value;
    if (TIMESTAMP.test(value)) return formatTanggalWaktu(value) || value;
    return cut(value);
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '-' : cut(value.map((v) => formatValue(v)).join(', '));
  }
  if (isRecord(value)) {
    const parts = Object.entries(value)
      .filter(([k]) => !isNoiseKey(k))
      .map(([k, v]) => `${fieldLabel(k)}: ${formatValue(v, k)}`);
    return parts.length === 0 ? '-' : cut(parts.join('; '));
  }
  return cut(String(value));
}

/** One leaf of a flattened record. */
export interface FlatField {
  /** Where it sits, e.g. 'penduduk_keluar_desa[1].nama_lengkap', or '[#<_id>]' for a record in a list. */
  path: string;
  /** What a reader sees, e.g. 'Penduduk Keluar Desa 2 (Budi) › Nama Lengkap'. */
  label: string;
  /** The raw value (null when missing), compared between before and after. */
  value: unknown;
  /** The last key, for value formatting (status_penduduk). */
  key: string;
}

/** How a list item reads in a label: its number, and the person's name or NIK when it has one. */
function itemLabel(item: unknown, index: number): string {
  const n = String(index + 1);
  if (!isRecord(item)) return n;
  const name = [item.nama_lengkap, item.nama, item.username, item.nik].find((v) => typeof v === 'string' && v.trim() !== '');
  return name ? `${n} (${name as string})` : n;
}

/**
 * Flattens a record to its leaves. Objects nest with '.', list items with '[n]' (1-based); a list
 * item that has an `_id` is keyed by it, so a list that gained or lost a member still pairs the
 * others up. Noise keys are dropped at every level. Lists of plain values, empty objects and lists,
 * and anything deeper than MAX_DEPTH stay one compact value.
 */
export function flattenRecord(record: Record<string, unknown>): FlatField[] {
  const out: FlatField[] = [];
  const walk = (value: unknown, path: string, label: string, key: string, depth: number) => {
    const nested = isRecord(value)
      ? Object.entries(value).filter(([k]) => !isNoiseKey(k))
      : Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null)
        ? value.map((v, i) => [i, v] as const)
        : null;
    if (!nested || nested.length === 0 || depth >= MAX_DEPTH) {
      out.push({ path, label, value: value === undefined ? null : value, key });
      return;
    }
    if (isRecord(value)) {
      for (const [k, v] of nested as [string, unknown][]) {
        walk(v, path ? `${path}.${k}` : k, label ? `${label} › ${fieldLabel(k)}` : fieldLabel(k), k, depth + 1);
      }
      return;
    }
    for (const [i, v] of nested as (readonly [number, unknown])[]) {
      const id = isRecord(v) && typeof v._id === 'string' ? v._id : null;
      walk(v, `${path}[${id ? `#${id}` : i + 1}]`, `${label} ${itemLabel(v, i)}`, key, depth + 1);
    }
  };
  for (const [k, v] of Object.entries(record)) {
    if (!isNoiseKey(k)) walk(v, k, fieldLabel(k), k, 0);
  }
  return out;
}

/** A field of a created or deleted record. */
export interface FieldRow {
  path: string;
  label: string;
  value: string;
}

/** A field an update changed. */
export interface ChangeRow {
  path: string;
  label: string;
  before: string;
  after: string;
}

export type ActivityChanges =
  | { kind: 'none' }
  | { kind: 'create'; rows: FieldRow[]; hidden: number }
  | { kind: 'delete'; rows: FieldRow[]; hidden: number }
  | { kind: 'update'; rows: ChangeRow[]; hidden: number };

/**
 * null, undefined, '' and [] are all 'nothing': a move between them is no change. Except a resident's
 * status, where '' is a value ('Hidup').
 */
function comparable(value: unknown, key: string): string {
  if (key === 'status_penduduk' && value === '') return '""';
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value) && value.length === 0) return '';
  return JSON.stringify(value);
}

function capped<T>(rows: T[]): { rows: T[]; hidden: number } {
  return { rows: rows.slice(0, MAX_ROWS), hidden: Math.max(0, rows.length - MAX_ROWS) };
}

function fieldRows(record: Record<string, unknown>): FieldRow[] {
  return flattenRecord(record).map((f) => ({ path: f.path, label: f.label, value: formatValue(f.value, f.key) }));
}

/** The fields an update changed, in the record's order (fields only in `after` come last). */
export function diffRecords(before: Record<string, unknown>, after: Record<string, unknown>): ChangeRow[] {
  const old = flattenRecord(before);
  const next = new Map(flattenRecord(after).map((f) => [f.path, f]));
  const rows: ChangeRow[] = [];
  const push = (a: FlatField | undefined, b: FlatField | undefined) => {
    const field = (b ?? a)!;
    if (comparable(a?.value, field.key) === comparable(b?.value, field.key)) return;
    rows.push({
      path: field.path,
      label: field.label,
      before: formatValue(a?.value ?? null, field.key),
      after: formatValue(b?.value ?? null, field.key),
    });
  };
  for (const a of old) {
    push(a, next.get(a.path));
    next.delete(a.path);
  }
  for (const b of next.values()) push(undefined, b);
  return rows;
}

/** What an activity did: an update's changed fields, a created or deleted record's fields, or nothing. */
export function describeChanges(before: unknown, after: unknown): ActivityChanges {
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  if (b && a) return { kind: 'update', ...capped(diffRecords(b, a)) };
  if (a) return { kind: 'create', ...capped(fieldRows(a)) };
  if (b) return { kind: 'delete', ...capped(fieldRows(b)) };
  return { kind: 'none' };
}
