/**
 * The dry run (issue 13): every row read, every check that spans rows (a NIK twice in the file, the
 * heads of each card) and every check against the registry (a NIK registered here or active in another
 * village, a card here that already has its head), plus the warnings the resident form gives. Reads
 * only. The import runs the same function first and writes only a file without errors.
 */
import { createHash } from 'node:crypto';
import { nikWarnings, noKkWarnings, PERINGATAN_MESSAGES } from '@sid/openapi/domain';
import { kunciTempatTanggalLahir } from '@sid/openapi/domain/lahir';
import type { ValidateFunction } from 'ajv';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { kecamatanDikenal } from '../lib/wilayah.js';
import { bacaBerkas, type BarisBerkas } from '../impor/berkas.js';
import { bacaBaris, type CalonPenduduk, type KartuImpor } from '../impor/baris.js';

export type { KartuImpor };
import { cariHeader, JUDUL, type Header } from '../impor/kolom.js';
import { DaftarMasalah } from '../impor/masalah.js';
import { beriGiliran } from '../data/impor-tulis.js';
import { PENCOCOK } from '../impor/nilai.js';
import { duplikatDiDesaIni, duplikatDiDesaLain, kartuDiDesaIni, nikAktifDesaLain, nikDiDesaIni } from '../data/impor-registry.js';

export interface HasilPeriksa {
  ringkasan: Schemas['RingkasanImpor'];
  /** The cards and residents to write, in file order (a card at its first row). */
  kartu: KartuImpor[];
  sha256: string;
  /** NIKs asked of the registry (the file's distinct well-formed ones): the activity log says how many. */
  jumlahNik: number;
}

export interface PeriksaOptions {
  /**
   * Runs a query of the village in a short transaction of its own (issue 33): the dry run reads the
   * file outside any transaction and asks the registry a piece of the file at a time, so the embedded
   * database's only connection is never held for the whole file.
   */
  run: <T>(query: (db: DbOrTx) => Promise<T>) => Promise<T>;
  desaId: string;
  namaBerkas: string;
  validate: ValidateFunction;
  hariIni: string;
}

export async function periksaBerkas(bytes: Buffer, opts: PeriksaOptions): Promise<HasilPeriksa> {
  const { run, desaId } = opts;
  const isi = await bacaBerkas(bytes);
  const header = cariHeader(isi.baris);
  const masalah = new DaftarMasalah();

  const calon: CalonPenduduk[] = [];
  let jumlahBaris = 0;
  for (const row of isi.baris) {
    if (row.nomor <= header.nomor) continue;
    jumlahBaris++;
    // Checking a row takes tens of microseconds: other requests get their turn every few hundred.
    if (jumlahBaris % 500 === 0) await beriGiliran();
    const c = bacaBaris(row, { header, masalah, validate: opts.validate, hariIni: opts.hariIni });
    if (c) calon.push(c);
  }

  const kolom = (k: keyof typeof JUDUL): string => {
    const i = header.indeks.get(k);
    return i === undefined ? JUDUL[k] : (header.judul[i] ?? JUDUL[k]);
  };

  // A NIK twice in the file: the later rows are the error, naming the first.
  const nikPertama = new Map<string, number>();
  const unik: CalonPenduduk[] = [];
  for (const c of calon) {
    const pertama = nikPertama.get(c.nik);
    if (pertama !== undefined) {
      masalah.salah(c.baris, kolom('nik'), 'NIK_GANDA_DI_BERKAS', `NIK ${c.nik} sudah ada di baris ${pertama}`);
      continue;
    }
    nikPertama.set(c.nik, c.baris);
    unik.push(c);
  }

  // Against the registry, in a few queries whatever the file's size.
  const niks = unik.map((c) => c.nik);
  const diSini = await perPotonganMap(niks, (p) => run((db) => nikDiDesaIni(db, desaId, p)));
  const diLain = await perPotonganMap(
    niks.filter((n) => !diSini.has(n)),
    (p) => run((db) => nikAktifDesaLain(db, p)),
  );
  const siap: CalonPenduduk[] = [];
  for (const c of unik) {
    const sini = diSini.get(c.nik);
    if (sini) {
      masalah.salah(c.baris, kolom('nik'), 'NIK_TERDAFTAR', `NIK sudah terdaftar di desa ini atas nama ${sini.nama}`, `/penduduk/${sini.id}/d`);
      continue;
    }
    const desa = diLain.get(c.nik);
    if (desa) {
      masalah.salah(c.baris, kolom('nik'), 'NIK_AKTIF_DESA_LAIN', `NIK sudah terdaftar sebagai penduduk aktif di Desa ${desa}`);
      continue;
    }
    siap.push(c);
  }

  // Cards: each No. KK once, with its head. A card registered here takes members; a new one needs
  // exactly one Kepala Keluarga in the file.
  const kartu = new Map<string, KartuImpor>();
  for (const c of siap) {
    const k = kartu.get(c.no_kk) ?? { noKk: c.no_kk, anggota: [] };
    k.anggota.push(c);
    kartu.set(c.no_kk, k);
  }
  // Rows of a card that failed still count: a card whose head has an error is not "without a head".
  const kepalaGagal = new Set(kepalaBarisGagal(isi.baris, header, masalah.barisSalah));
  const lama = await perPotonganMap([...kartu.keys()], (p) => run((db) => kartuDiDesaIni(db, desaId, p)));
  for (const k of kartu.values()) {
    const ada = lama.get(k.noKk);
    const kepala = k.anggota.filter((a) => a.posisi_dalam_keluarga === 'Kepala Keluarga');
    for (const dua of kepala.slice(ada?.adaKepala ? 0 : 1)) {
      masalah.salah(
        dua.baris,
        kolom('posisi_dalam_keluarga'),
        ada?.adaKepala ? 'KEPALA_SUDAH_ADA' : 'KEPALA_GANDA',
        ada?.adaKepala
          ? `Kartu keluarga ${k.noKk} di desa ini sudah memiliki Kepala Keluarga`
          : `Kartu keluarga ${k.noKk} sudah memiliki Kepala Keluarga di baris ${kepala[0]?.baris}`,
      );
    }
    if (ada) k.kkId = ada.id;
    else if (kepala.length === 0 && !kepalaGagal.has(k.noKk)) {
      const first = k.anggota[0] as CalonPenduduk;
      masalah.salah(
        first.baris,
        kolom('posisi_dalam_keluarga'),
        'KEPALA_TIDAK_ADA',
        `Kartu keluarga ${k.noKk} belum terdaftar di desa ini dan tidak ada Kepala Keluarganya di berkas`,
      );
    }
  }

  await peringatan(unik, masalah, kolom, header.indeks.has('tanggal_lahir'), run, desaId);
  masalah.urutkan();

  const akanDibuat = [...kartu.values()];
  const pendudukBaru = akanDibuat.reduce((n, k) => n + k.anggota.length, 0);
  const anggotaLama = akanDibuat.filter((k) => k.kkId).reduce((n, k) => n + k.anggota.length, 0);
  return {
    ringkasan: {
      nama_berkas: opts.namaBerkas,
      format: isi.format,
      sumber: header.sumber,
      jumlah_baris: jumlahBaris,
      kartu_keluarga_baru: akanDibuat.filter((k) => !k.kkId).length,
      penduduk_baru: pendudukBaru,
      anggota_kartu_lama: anggotaLama,
      jumlah_kesalahan: masalah.jumlahKesalahan,
      kesalahan: masalah.kesalahan,
      jumlah_peringatan: masalah.jumlahPeringatan,
      peringatan: masalah.peringatan,
      kolom_dibaca: header.dibaca,
      kolom_diabaikan: header.diabaikan,
    },
    kartu: akanDibuat,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    jumlahNik: niks.length,
  };
}

/** Rows asked of the registry per query (and per transaction). */
const POTONGAN = 1000;

/** `tanya` over `items` a piece at a time, the answers merged. */
async function perPotonganMap<K, V>(items: string[], tanya: (potongan: string[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
  const out = new Map<K, V>();
  for (let i = 0; i < items.length; i += POTONGAN) {
    await beriGiliran();
    for (const [k, v] of await tanya(items.slice(i, i + POTONGAN))) out.set(k, v);
  }
  return out;
}

/** `tanya` over `items` a piece at a time; each answer's `i` (an index in its piece) made an index in `items`. */
async function perPotonganIndeks<X, R extends { i: number }>(items: X[], tanya: (potongan: X[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += POTONGAN) {
    await beriGiliran();
    for (const r of await tanya(items.slice(i, i + POTONGAN))) out.push({ ...r, i: r.i + i });
  }
  return out;
}

/** The No. KK of failed rows that say Kepala Keluarga (read as a valid row's position and number are). */
function kepalaBarisGagal(baris: BarisBerkas[], header: Header, salah: Set<number>): string[] {
  const iKk = header.indeks.get('no_kk');
  const iPos = header.indeks.get('posisi_dalam_keluarga');
  if (iKk === undefined || iPos === undefined || salah.size === 0) return [];
  return baris
    .filter((r) => salah.has(r.nomor) && PENCOCOK.posisi_dalam_keluarga(String(r.sel[iPos] ?? ''), header.sumber === 'opensid') === 'Kepala Keluarga')
    .map((r) => String(r.sel[iKk] ?? '').replace(/[\s.-]/g, ''));
}

/** The resident form's warnings for each row, and possible duplicates in the file, here and elsewhere. */
async function peringatan(
  calon: CalonPenduduk[],
  masalah: DaftarMasalah,
  kolom: (k: keyof typeof JUDUL) => string,
  tanggalTerpisah: boolean,
  run: PeriksaOptions['run'],
  desaId: string,
): Promise<void> {
  // The form's warning fields -> the file's columns (the birth date is its own column, or in the text).
  const FIELD_KOLOM = {
    nik: 'nik',
    no_kk: 'no_kk',
    tempat_tanggal_lahir: tanggalTerpisah ? 'tanggal_lahir' : 'tempat_tanggal_lahir',
    jenis_kelamin: 'jenis_kelamin',
    nama_lengkap: 'nama_lengkap',
  } as const;
  const kolomField = (f: keyof typeof FIELD_KOLOM) => kolom(FIELD_KOLOM[f]);
  const kkDilihat = new Set<string>();
  for (const c of calon) {
    for (const w of nikWarnings(c.nik, { tempatTanggalLahir: c.tempat_tanggal_lahir, jenisKelamin: c.jenis_kelamin }, kecamatanDikenal)) {
      masalah.peringatkan(c.baris, kolomField(w.field), w.kode, w.pesan);
    }
    if (!kkDilihat.has(c.no_kk)) {
      kkDilihat.add(c.no_kk);
      for (const w of noKkWarnings(c.no_kk, kecamatanDikenal)) masalah.peringatkan(c.baris, kolom('no_kk'), w.kode, w.pesan);
    }
  }

  // Same name, birth place and date under another NIK.
  const dengan = calon.flatMap((c) => {
    const kunci = kunciTempatTanggalLahir(c.tempat_tanggal_lahir);
    return kunci ? [{ c, kunci, nama: c.nama_lengkap.toLowerCase() }] : [];
  });
  const diBerkas = new Map<string, CalonPenduduk>();
  for (const { c, kunci, nama } of dengan) {
    const key = `${nama}|${kunci}`;
    const sebelumnya = diBerkas.get(key);
    if (sebelumnya) {
      masalah.peringatkan(c.baris, kolom('nama_lengkap'), 'DUPLIKAT_DI_BERKAS', `Mungkin orang yang sama dengan baris ${sebelumnya.baris}: nama, tempat dan tanggal lahir sama, NIK berbeda`);
    } else diBerkas.set(key, c);
  }
  const cari = dengan.map(({ c, kunci }) => ({ nama: c.nama_lengkap, kunci, nik: c.nik }));
  for (const d of await perPotonganIndeks(cari, (p) => run((db) => duplikatDiDesaIni(db, desaId, p)))) {
    const c = dengan[d.i]?.c as CalonPenduduk;
    masalah.peringatkan(c.baris, kolom('nik'), 'DUPLIKAT_DESA_INI', PERINGATAN_MESSAGES.duplikatDesaIni(d.nama, d.nik), `/penduduk/${d.id}/d`);
  }
  for (const d of await perPotonganIndeks(cari, (p) => run((db) => duplikatDiDesaLain(db, p)))) {
    const c = dengan[d.i]?.c as CalonPenduduk;
    masalah.peringatkan(c.baris, kolom('nik'), 'DUPLIKAT_DESA_LAIN', PERINGATAN_MESSAGES.duplikatDesaLain(d.desa));
  }
}
