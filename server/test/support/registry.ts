/** Builders for residents and family cards in tests: valid bodies, unique numbers, API shortcuts. */
import assert from 'node:assert/strict';
import type { DashboardCounts } from '../../src/data/activity.js';
import { auth, type TestApp } from './app.js';

let serial = 0;
const base = (process.pid % 1000) * 100_000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/**
 * A fresh 16-digit number (unique within a test run), a NIK that means something: district 35.07.01
 * (Kabupaten Malang, on the official list), a real date of a man (day 01-28, 19xx/20xx) and a serial
 * from 0001. The process id spreads parallel test files over the dates. Used for No. KK too.
 */
export const nomor = (): string => {
  const i = base + ++serial;
  const q = Math.floor(i / 9999);
  return `350701${pad(1 + (q % 28), 2)}${pad(1 + (Math.floor(q / 28) % 12), 2)}${pad(Math.floor(q / 336) % 100, 2)}${pad(1 + (i % 9999), 4)}`;
};

export interface PendudukBody {
  nik: string;
  nama_lengkap: string;
  jenis_kelamin: 'Laki laki' | 'Perempuan';
  tempat_tanggal_lahir: string;
  umur: string;
  agama: string;
  status_perkawinan: string;
  pekerjaan: string;
  pendidikan_terakhir: string;
  posisi_dalam_keluarga: string;
  alamat_asal: string;
  status_penduduk?: '' | 'penduduk_masuk';
}

export function anggotaBody(overrides: Partial<PendudukBody> = {}): PendudukBody {
  return {
    nik: nomor(),
    nama_lengkap: 'Budi Santoso',
    jenis_kelamin: 'Laki laki',
    tempat_tanggal_lahir: 'Malang, 05 Januari 1990',
    umur: '36',
    agama: 'Islam',
    status_perkawinan: 'Kawin',
    pekerjaan: 'Petani/Pekebun',
    pendidikan_terakhir: 'SLTA/Sederajat',
    posisi_dalam_keluarga: 'Anak',
    alamat_asal: 'Dusun Krajan RT 01/RW 02, Desa Watugede',
    ...overrides,
  };
}

export type KartuKeluargaBody = Omit<PendudukBody, 'posisi_dalam_keluarga' | 'status_penduduk'> & { no_kk: string; posisi_dalam_keluarga?: string };

export function kartuKeluargaBody(overrides: Partial<KartuKeluargaBody> = {}): KartuKeluargaBody {
  const { posisi_dalam_keluarga: _p, status_penduduk: _s, ...head } = anggotaBody();
  return { no_kk: nomor(), ...head, ...overrides };
}

export interface Penduduk {
  _id: string;
  nik: string;
  nama_lengkap: string;
  status_penduduk: string;
  posisi_dalam_keluarga: string;
  keluarga_dari: { _id: string; no_kk: string };
  data_kelahiran: string | null;
  data_kematian: string | null;
  data_penduduk_keluar: string | null;
  [key: string]: unknown;
}

/** Adds a card with its head through the API; returns the head (keluarga_dari is the card). */
export async function addKartuKeluarga(t: TestApp, token: string, overrides: Partial<KartuKeluargaBody> = {}, masuk = false): Promise<Penduduk> {
  const res = await t.inject({
    method: 'POST',
    url: masuk ? '/api/kartu_keluarga/in' : '/api/kartu_keluarga',
    headers: auth(token),
    payload: kartuKeluargaBody(overrides),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as Penduduk;
}

export async function addAnggota(t: TestApp, token: string, kkId: string, overrides: Partial<PendudukBody> = {}): Promise<Penduduk> {
  const res = await t.inject({ method: 'POST', url: `/api/penduduk/${kkId}`, headers: auth(token), payload: anggotaBody(overrides) });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as Penduduk;
}

export async function getPenduduk(t: TestApp, token: string, id: string): Promise<Penduduk> {
  const res = await t.inject({ method: 'GET', url: `/api/penduduk/${id}`, headers: auth(token) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as Penduduk;
}

export async function dashboard(t: TestApp, token: string): Promise<DashboardCounts> {
  const res = await t.inject({ method: 'GET', url: '/api/activity/all', headers: auth(token) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as DashboardCounts;
}

export const kematianBody = { tanggal_meninggal: '2026-01-05', hari_meninggal: 'Senin', tempat_meninggal: 'Rumah', penyebab_meninggal: 'Sakit', nomor_surat_kematian: '472.12/01/2026' };

/** Parses our CSV (quoted fields, doubled quotes, CRLF) into rows of cells; the BOM must be first. */
export function parseCsv(body: string, separator = ','): string[][] {
  assert.equal(body.charCodeAt(0), 0xfeff, 'starts with a UTF-8 BOM');
  const text = body.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Follows an import (GET /api/impor/penduduk/{id}) until it has ended; answers its last state. */
export async function tungguImpor(t: TestApp, token: string, id: string): Promise<Record<string, unknown>> {
  for (;;) {
    const res = await t.inject({ method: 'GET', url: `/api/impor/penduduk/${id}`, headers: auth(token) });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data as Record<string, unknown>;
    if (data.status !== 'berjalan') return data;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
