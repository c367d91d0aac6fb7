/**
 * The official list of Indonesia's regions (Kemendagri codes), from the `idn-area-data` package's CSV
 * files (docs/adr/0009-official-region-codes.md). The regency console checks a new village's code
 * against it and takes the village's name, kecamatan, kabupaten and province from it.
 *
 * Only the CSV files are read (not the package's parser, which needs Node 22): ~84,000 villages,
 * parsed once on first use (~100 ms) and kept in memory (a few MB).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Wilayah {
  kode_wilayah: string;
  nama_desa: string;
  kecamatan: string;
  kabupaten: string;
  provinsi: string;
}

interface Tables {
  villages: Map<string, string>;
  districts: Map<string, string>;
  regencies: Map<string, string>;
  provinces: Map<string, string>;
}

/** The fields of one CSV line (RFC 4180: quoted fields may hold commas and doubled quotes). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** code -> name of one of the package's files (first column the code, last the name). */
function readTable(dir: string, file: string): Map<string, string> {
  const table = new Map<string, string>();
  const lines = readFileSync(path.join(dir, file), 'utf8').split(/\r?\n/);
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue;
    const fields = csvFields(line);
    const code = fields[0];
    const name = fields[fields.length - 1];
    if (code && name) table.set(code, name.trim());
  }
  return table;
}

let tables: Tables | undefined;

function load(): Tables {
  if (tables) return tables;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('idn-area-data/package.json')), 'data');
  tables = {
    villages: readTable(dir, 'villages.csv'),
    districts: readTable(dir, 'districts.csv'),
    regencies: readTable(dir, 'regencies.csv'),
    provinces: readTable(dir, 'provinces.csv'),
  };
  return tables;
}

/** 'Kabupaten Malang' -> 'Malang' (the letterhead writes 'PEMERINTAH KABUPATEN …'); a 'Kota …' stays whole. */
function namaKabupaten(name: string): string {
  return name.replace(/^Kabupaten\s+/i, '');
}

/** The village (desa or kelurahan) of a 10-digit code `NN.NN.NN.NNNN`, or undefined when the list has none. */
export function cariWilayahDesa(kode: string): Wilayah | undefined {
  if (!/^[0-9]{2}\.[0-9]{2}\.[0-9]{2}\.[0-9]{4}$/.test(kode)) return undefined;
  const t = load();
  const namaDesa = t.villages.get(kode);
  if (namaDesa === undefined) return undefined;
  const kecamatan = t.districts.get(kode.slice(0, 8));
  const kabupaten = t.regencies.get(kode.slice(0, 5));
  const provinsi = t.provinces.get(kode.slice(0, 2));
  if (kecamatan === undefined || kabupaten === undefined || provinsi === undefined) return undefined;
  return { kode_wilayah: kode, nama_desa: namaDesa, kecamatan, kabupaten: namaKabupaten(kabupaten), provinsi };
}

/** Every village code of one regency (`NN.NN`), in code order: for seeding a regency's demo data and tests. */
export function kodeDesaDiKabupaten(kodeKabupaten: string): string[] {
  const prefix = `${kodeKabupaten}.`;
  return [...load().villages.keys()].filter((k) => k.startsWith(prefix)).sort();
}

/**
 * Whether a district (kecamatan) code `NN.NN.NN` is on the official list: the region part of a NIK or
 * a No. KK (issue 13). A code of a district split or renamed since the number was issued is not on
 * it, which is why an unknown one is only a warning.
 */
export function kecamatanDikenal(kode: string): boolean {
  return /^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$/.test(kode) && load().districts.has(kode);
}
