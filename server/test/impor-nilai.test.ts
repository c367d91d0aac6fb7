// The import's reading of single cells and headers (issue 13): pure functions, no database.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pemisahCsv, jenisBerkas } from '../src/impor/berkas.js';
import { cariHeader, KOLOM_TEMPLAT } from '../src/impor/kolom.js';
import { LABEL_PENDUDUK } from '@sid/openapi/domain';
import { tempatTanggalLahirTeks as tempatTanggalLahir, umurPada as umurDomain } from '@sid/openapi/domain/lahir';
import { pekerjaan, PENCOCOK, statusTinggal, tanggal } from '../src/impor/nilai.js';

const umurPada = (lahir: string, hariIni: string) => umurDomain(lahir, hariIni)?.tahun;
import { BerkasTidakValid } from '../src/impor/masalah.js';

describe('import: cells', () => {
  it('reads a birth date from a date cell, an Excel serial number and the ways clerks write one', () => {
    assert.equal(tanggal(new Date(Date.UTC(1980, 4, 15))), '1980-05-15');
    assert.equal(tanggal(29356), '1980-05-15');
    assert.equal(tanggal(61), '1900-03-01'); // from March 1900 on, past Excel's phantom 29 February 1900
    assert.equal(tanggal('15-05-1980'), '1980-05-15');
    assert.equal(tanggal('15/05/1980'), '1980-05-15');
    assert.equal(tanggal('1980-05-15'), '1980-05-15');
    assert.equal(tanggal('15 Mei 1980'), '1980-05-15');
    assert.equal(tanggal('31-02-1980'), undefined);
    assert.equal(tanggal('kemarin'), undefined);
    assert.equal(tanggal(1.5), undefined);
    assert.equal(tanggal(null), undefined);
  });

  it("writes the birth place and date as the form does, and counts the age on the village's day", () => {
    assert.equal(tempatTanggalLahir('  Kota   Malang ', '1980-05-05'), 'Kota Malang, 05 Mei 1980');
    assert.equal(umurPada('1980-05-15', '2026-05-14'), 45);
    assert.equal(umurPada('1980-05-15', '2026-05-15'), 46);
    assert.equal(umurPada('2000-02-29', '2026-02-28'), 25);
  });

  it('matches the lists by their spelling, the usual variants, and OpenSID codes only for OpenSID files', () => {
    assert.equal(PENCOCOK.jenis_kelamin('LAKI-LAKI', false), 'Laki laki');
    assert.equal(PENCOCOK.jenis_kelamin('p', false), 'Perempuan');
    assert.equal(PENCOCOK.jenis_kelamin('2', true), 'Perempuan');
    assert.equal(PENCOCOK.jenis_kelamin('2', false), undefined);
    assert.equal(PENCOCOK.agama('KATHOLIK', false), 'Katolik');
    assert.equal(PENCOCOK.agama('7', true), 'Kepercayaan');
    assert.equal(PENCOCOK.agama('8', true), undefined);
    assert.equal(PENCOCOK.status_perkawinan('KAWIN TERCATAT', false), 'Kawin');
    assert.equal(PENCOCOK.pendidikan_terakhir('AKADEMI/ DIPLOMA III/S. MUDA', false), 'Akademi/Diploma III/Sarjana Muda');
    assert.equal(PENCOCOK.pendidikan_terakhir('SMA', false), 'SLTA/Sederajat');
    assert.equal(PENCOCOK.posisi_dalam_keluarga('ORANGTUA', false), 'Orang Tua');
    assert.equal(PENCOCOK.posisi_dalam_keluarga('11', true), 'Lainnya');
    assert.equal(pekerjaan('petani/pekebun', false), 'Petani/Pekebun');
    assert.equal(pekerjaan('9', true), 'Petani/Pekebun');
    assert.equal(pekerjaan('  Penjual   Bakso ', false), 'Penjual Bakso');
  });

  it('tells living residents from those who died or moved away', () => {
    for (const s of ['', 'Hidup', 'HIDUP', '1', 'Penduduk Masuk Desa']) assert.equal(statusTinggal(s).tinggal, true, s);
    assert.deepEqual(statusTinggal('2'), { tinggal: false, label: 'Mati' });
    assert.deepEqual(statusTinggal('Penduduk Keluar Desa'), { tinggal: false, label: 'Penduduk Keluar Desa' });
    assert.equal(statusTinggal('Meninggal').tinggal, false);
  });
});

describe('import: files and headers', () => {
  it('decides the format by the bytes', () => {
    assert.equal(jenisBerkas(Buffer.from('PK\u0003\u0004rest')), 'xlsx');
    assert.equal(jenisBerkas(Buffer.from('No. KK;NIK\r\n')), 'csv');
    assert.throws(() => jenisBerkas(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])), /\.xls/);
    assert.throws(() => jenisBerkas(Buffer.from([1, 2, 0, 3])), BerkasTidakValid);
    assert.throws(() => jenisBerkas(Buffer.alloc(0)), /kosong/);
  });

  it("takes the header line's separator, outside quotes", () => {
    assert.equal(pemisahCsv('"No. KK";"NIK";"Nama, Lengkap"\r\n1;2;3'), ';');
    assert.equal(pemisahCsv('No. KK,NIK,"Nama; Lengkap"\n'), ',');
    assert.equal(pemisahCsv('No. KK\tNIK\tNama\n'), '\t');
    assert.equal(pemisahCsv('satu kolom\n'), ',');
  });

  it('finds the header below a title, tells OpenSID from the template, and names a missing column', () => {
    const row = (nomor: number, sel: string[]) => ({ nomor, sel });
    const template = ['No. KK', 'NIK', 'Nama Lengkap', 'Jenis Kelamin', 'Tempat Lahir', 'Tanggal Lahir', 'Agama', 'Status Perkawinan', 'Pekerjaan', 'Pendidikan Terakhir', 'Kedudukan dalam Keluarga', 'Alamat', 'Catatan'];
    const h = cariHeader([row(1, ['Data Penduduk Desa Watugede']), row(3, template)]);
    assert.equal(h.nomor, 3);
    assert.equal(h.sumber, 'templat');
    assert.deepEqual(h.diabaikan, ['Catatan']);
    const opensid = cariHeader([row(1, ['alamat', 'nama', 'no_kk', 'nik', 'sex', 'tempatlahir', 'tanggallahir', 'agama_id', 'pendidikan_kk_id', 'pekerjaan_id', 'status_kawin', 'kk_level'])]);
    assert.equal(opensid.sumber, 'opensid');
    assert.throws(() => cariHeader([row(1, template.filter((t) => t !== 'Agama'))]), /Kolom wajib tidak ditemukan: Agama/);
    assert.throws(() => cariHeader([row(1, ['a', 'b'])]), /Baris judul kolom tidak ditemukan/);
  });

  it("writes the template's headers as the form labels them (one list), and still reads the old ones", () => {
    const judul = KOLOM_TEMPLAT.map((k) => k.judul);
    assert.deepEqual(judul.slice(0, 3), ['Nomor KK', 'NIK', 'Nama Lengkap']);
    for (const k of KOLOM_TEMPLAT) assert.equal(k.judul, LABEL_PENDUDUK[k.kolom as keyof typeof LABEL_PENDUDUK], k.kolom);
    assert.ok(judul.includes('Posisi dalam Keluarga') && !judul.includes('Kedudukan dalam Keluarga'));
    // A missing column is named by the same label.
    const baru = cariHeader([{ nomor: 1, sel: judul }]);
    assert.equal(baru.sumber, 'templat');
    assert.throws(() => cariHeader([{ nomor: 1, sel: judul.filter((t) => t !== 'Posisi dalam Keluarga') }]), /Kolom wajib tidak ditemukan: Posisi dalam Keluarga/);
  });
});
