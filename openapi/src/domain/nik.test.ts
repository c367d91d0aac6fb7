import { readSpec } from '../spec-test-utils';
import {
  KODE_PERINGATAN,
  NIK_ERROR_MESSAGES,
  kecamatanNoKk,
  nikError,
  nikErrors,
  nikPerluDiperiksa,
  nikWarnings,
  noKkWarnings,
  tahunLahirNik,
  uraiNik,
} from './nik';
import { kunciTempatTanggalLahir, tanggalAda, uraiTempatTanggalLahir } from './lahir';

/** PP KK CC DD MM YY SSSS */
const nik = (dd: string, mm: string, yy: string, region = '350701', serial = '0001') => `${region}${dd}${mm}${yy}${serial}`;
const TODAY = '2026-11-27';

describe('uraiNik: the parts', () => {
  it('a man born 5 January 1990 in Kabupaten Malang', () => {
    expect(uraiNik('3507010501900003', TODAY)).toEqual({
      nik: {
        provinsi: '35',
        kabupaten: '35.07',
        kecamatan: '35.07.01',
        tanggalLahir: '1990-01-05',
        tanggalNik: '05-01-90',
        jenisKelamin: 'Laki laki',
        nomorUrut: '0003',
      },
    });
  });

  it('a woman: 40 added to the day', () => {
    const r = uraiNik('3507014501900003', TODAY);
    expect(r?.nik?.jenisKelamin).toBe('Perempuan');
    expect(r?.nik?.tanggalLahir).toBe('1990-01-05');
    expect(r?.nik?.tanggalNik).toBe('05-01-90');
  });

  it('not 16 digits: neither parts nor an error (the format rule says it)', () => {
    for (const v of ['', '123', '35070105019000031', '350701050190000a', ' 3507010501900003', '３５０７０１０５０１９０００３'])
      expect(uraiNik(v, TODAY)).toBeUndefined();
    expect(nikErrors('123')).toEqual([]);
    expect(nikWarnings('123', { jenisKelamin: 'Perempuan' })).toEqual([]);
  });
});

describe('uraiNik: every boundary of the date part', () => {
  it.each([
    ['00', 'hari'],
    ['32', 'hari'],
    ['39', 'hari'],
    ['40', 'hari'],
    ['72', 'hari'],
    ['80', 'hari'],
    ['99', 'hari'],
  ])('day %s is refused', (dd, kode) => {
    expect(uraiNik(nik(dd, '01', '90'), TODAY)).toEqual({ error: { kode, pesan: NIK_ERROR_MESSAGES.hari } });
  });

  it.each([
    ['01', 'Laki laki', 1],
    ['31', 'Laki laki', 31],
    ['41', 'Perempuan', 1],
    ['71', 'Perempuan', 31],
  ])('day %s is accepted', (dd, jk, hari) => {
    const r = uraiNik(nik(dd, '01', '90'), TODAY);
    expect(r?.nik?.jenisKelamin).toBe(jk);
    expect(Number(r?.nik?.tanggalLahir.slice(8))).toBe(hari);
  });

  it.each(['00', '13', '19', '99'])('month %s is refused', (mm) => {
    expect(uraiNik(nik('05', mm, '90'), TODAY)?.error?.kode).toBe('bulan');
    expect(uraiNik(nik('45', mm, '90'), TODAY)?.error?.kode).toBe('bulan');
  });

  it.each(['01', '12'])('month %s is accepted', (mm) => {
    expect(uraiNik(nik('05', mm, '90'), TODAY)?.nik?.tanggalLahir).toBe(`1990-${mm}-05`);
  });

  it('the length of each month, for both sexes', () => {
    const panjang = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    panjang.forEach((hari, i) => {
      const mm = String(i + 1).padStart(2, '0');
      expect(uraiNik(nik(String(hari), mm, '99'), TODAY)?.nik).toBeDefined();
      expect(uraiNik(nik(String(hari + 40), mm, '99'), TODAY)?.nik).toBeDefined();
      if (hari < 31) {
        expect(uraiNik(nik(String(hari + 1), mm, '99'), TODAY)?.error?.kode).toBe('tanggal');
        expect(uraiNik(nik(String(hari + 41), mm, '99'), TODAY)?.error?.kode).toBe('tanggal');
      }
    });
  });

  it('29 February: only in a leap year that fits', () => {
    expect(uraiNik(nik('29', '02', '96'), TODAY)?.nik?.tanggalLahir).toBe('1996-02-29');
    expect(uraiNik(nik('69', '02', '04'), TODAY)?.nik?.tanggalLahir).toBe('2004-02-29');
    // 2000 is a leap year (1900 is not): the most recent fitting year is 2000.
    expect(uraiNik(nik('29', '02', '00'), TODAY)?.nik?.tanggalLahir).toBe('2000-02-29');
    expect(uraiNik(nik('29', '02', '01'), TODAY)).toEqual({ error: { kode: 'tanggal', pesan: NIK_ERROR_MESSAGES.tanggal } });
    expect(uraiNik(nik('69', '02', '23'), TODAY)?.error?.kode).toBe('tanggal');
    expect(uraiNik(nik('30', '02', '96'), TODAY)?.error?.kode).toBe('tanggal');
  });

  it('serial 0000 is not an error (a warning)', () => {
    expect(uraiNik(nik('05', '01', '90', '350701', '0000'), TODAY)?.nik?.nomorUrut).toBe('0000');
    expect(nikErrors(nik('05', '01', '90', '350701', '0000'))).toEqual([]);
  });

  it('nikError / nikErrors give the same error', () => {
    expect(nikError(nik('32', '01', '90'))).toEqual({ kode: 'hari', pesan: NIK_ERROR_MESSAGES.hari });
    expect(nikErrors(nik('05', '13', '90'))).toEqual([{ kode: 'bulan', pesan: NIK_ERROR_MESSAGES.bulan }]);
    expect(nikError(nik('05', '01', '90'))).toBeUndefined();
  });
});

describe('the century: the most recent past year that fits', () => {
  it.each([
    ['27', '11', '26', '2026-11-27'], // born today
    ['28', '11', '26', '1926-11-28'], // tomorrow of this year is not past: a century back
    ['26', '11', '27', '1927-11-26'],
    ['01', '01', '26', '2026-01-01'],
    ['31', '12', '25', '2025-12-31'],
    ['01', '01', '00', '2000-01-01'],
    ['01', '01', '99', '1999-01-01'],
    ['01', '01', '27', '1927-01-01'],
    ['05', '01', '90', '1990-01-05'],
  ])('%s-%s-%s (today 2026-11-27) is %s', (dd, mm, yy, expected) => {
    const r = uraiNik(nik(dd, mm, yy), TODAY);
    expect(r?.nik?.tanggalLahir).toBe(expected);
  });

  it('is relative to the given today (a Date in local time or YYYY-MM-DD)', () => {
    expect(tahunLahirNik(26, 11, 27, '2026-11-27')).toBe(2026);
    expect(tahunLahirNik(26, 11, 28, '2026-11-27')).toBe(1926);
    expect(tahunLahirNik(26, 11, 28, '2026-11-28')).toBe(2026);
    expect(tahunLahirNik(0, 1, 1, new Date(2026, 10, 27))).toBe(2000);
    expect(tahunLahirNik(99, 12, 31, '2099-12-31')).toBe(2099);
    expect(tahunLahirNik(0, 1, 1, '2099-12-31')).toBe(2000);
    // 29 February 2000 is past only after that day; before it, 1900 is not a leap year either.
    expect(tahunLahirNik(0, 2, 29, '2000-02-29')).toBe(2000);
    expect(tahunLahirNik(0, 2, 29, '2000-02-28')).toBeUndefined();
    expect(tahunLahirNik(4, 2, 29, '2003-06-01')).toBe(1904);
    expect(tahunLahirNik(1, 2, 29, TODAY)).toBeUndefined();
  });
});

describe('nikWarnings: the NIK against the record', () => {
  const perempuan1990 = '3507014501900003';

  it('agreeing record: nothing', () => {
    expect(nikWarnings(perempuan1990, { tempatTanggalLahir: 'Malang, 05 Januari 1990', jenisKelamin: 'Perempuan' })).toEqual([]);
    expect(nikWarnings(perempuan1990, { tanggalLahir: '1990-01-05', jenisKelamin: 'Perempuan' })).toEqual([]);
    // Another century with the same two digits agrees: the century is only the NIK's guess.
    expect(nikWarnings(perempuan1990, { tanggalLahir: '1890-01-05' })).toEqual([]);
  });

  it('another date: a warning beside the birth date', () => {
    expect(nikWarnings(perempuan1990, { tempatTanggalLahir: 'Malang, 06 Januari 1990', jenisKelamin: 'Perempuan' })).toEqual([
      { field: 'tempat_tanggal_lahir', kode: 'NIK_TANGGAL_BEDA', pesan: 'Tanggal lahir menurut NIK adalah 05-01-90 (DD-MM-YY), berbeda dengan tanggal lahir yang diisi' },
    ]);
    expect(nikWarnings(perempuan1990, { tanggalLahir: '1991-01-05' }).map((w) => w.kode)).toEqual(['NIK_TANGGAL_BEDA']);
    expect(nikWarnings(perempuan1990, { tanggalLahir: '1990-02-05' }).map((w) => w.kode)).toEqual(['NIK_TANGGAL_BEDA']);
  });

  it('an unreadable or missing birth date is not compared', () => {
    expect(nikWarnings(perempuan1990, { tempatTanggalLahir: 'Malang, awal tahun 90' })).toEqual([]);
    expect(nikWarnings(perempuan1990, {})).toEqual([]);
  });

  it('the other sex: a warning beside the sex, both ways', () => {
    expect(nikWarnings(perempuan1990, { jenisKelamin: 'Laki laki' })).toEqual([
      { field: 'jenis_kelamin', kode: 'NIK_JENIS_KELAMIN_BEDA', pesan: 'NIK menunjukkan jenis kelamin Perempuan (tanggal ditambah 40), berbeda dengan jenis kelamin yang dipilih' },
    ]);
    expect(nikWarnings('3507010501900003', { jenisKelamin: 'Perempuan' }).map((w) => w.pesan)).toEqual([
      'NIK menunjukkan jenis kelamin Laki-laki, berbeda dengan jenis kelamin yang dipilih',
    ]);
    expect(nikWarnings(perempuan1990, { jenisKelamin: '' })).toEqual([]);
  });

  it('serial 0000', () => {
    expect(nikWarnings('3507014501900000', {}).map((w) => [w.field, w.kode])).toEqual([['nik', 'NIK_NOMOR_URUT_NOL']]);
  });

  it('the region only when a list is given', () => {
    const dikenal = (k: string) => k === '35.07.01';
    expect(nikWarnings('3507994501900003', {})).toEqual([]);
    expect(nikWarnings('3507994501900003', {}, dikenal)).toEqual([
      { field: 'nik', kode: 'NIK_WILAYAH_TIDAK_DIKENAL', pesan: 'Kode wilayah NIK 35.07.99 tidak ada dalam daftar wilayah resmi' },
    ]);
    expect(nikWarnings(perempuan1990, {}, dikenal)).toEqual([]);
  });

  it('an impossible date raises no warning (it is the error)', () => {
    expect(nikWarnings('3507013201900003', { jenisKelamin: 'Perempuan', tanggalLahir: '1990-01-05' }, () => false)).toEqual([]);
  });

  it('several at once, in a stable order', () => {
    expect(nikWarnings('3507990501900000', { tanggalLahir: '1990-01-06', jenisKelamin: 'Perempuan' }, () => false).map((w) => w.kode)).toEqual([
      'NIK_TANGGAL_BEDA', 'NIK_JENIS_KELAMIN_BEDA', 'NIK_NOMOR_URUT_NOL', 'NIK_WILAYAH_TIDAK_DIKENAL',
    ]);
  });
});

describe('No. KK', () => {
  it('its district is its first 6 digits', () => {
    expect(kecamatanNoKk('3507010101200001')).toBe('35.07.01');
    expect(kecamatanNoKk('35070101012000')).toBeUndefined();
  });
  it('a district not on the list: a warning', () => {
    expect(noKkWarnings('3507990101200001', (k) => k === '35.07.01')).toEqual([
      { field: 'no_kk', kode: 'NO_KK_WILAYAH_TIDAK_DIKENAL', pesan: 'Kode wilayah Nomor KK 35.07.99 tidak ada dalam daftar wilayah resmi' },
    ]);
    expect(noKkWarnings('3507010101200001', (k) => k === '35.07.01')).toEqual([]);
    expect(noKkWarnings('123', () => false)).toEqual([]);
  });
});

describe('when a save checks the date part', () => {
  it('always on create, on an edit only for a NIK new to the record', () => {
    expect(nikPerluDiperiksa('3507013201900003')).toBe(true);
    expect(nikPerluDiperiksa('3507013201900003', null)).toBe(true);
    expect(nikPerluDiperiksa('3507013201900003', '3507013201900003')).toBe(false);
    expect(nikPerluDiperiksa('3507010501900003', '3507013201900003')).toBe(true);
  });
});

describe('Tempat Tanggal Lahir', () => {
  it.each([
    ['Malang, 05 Januari 1990', 'malang', '1990-01-05'],
    ['  MALANG ,  5   januari 1990 ', 'malang', '1990-01-05'],
    ['Kota Batu, 31 Des 1989', 'kota batu', '1989-12-31'],
    ['Malang, 05-01-1990', 'malang', '1990-01-05'],
    ['Malang,5/1/1990', 'malang', '1990-01-05'],
    ['Malang, 05.01.1990', 'malang', '1990-01-05'],
    ['Malang, 1990-01-05', 'malang', '1990-01-05'],
    ['05 Januari 1990', '', '1990-01-05'],
    ['Malang 05 Agustus 1945', 'malang', '1945-08-05'],
    ['Blitar, 29 Februari 2000', 'blitar', '2000-02-29'],
    ['Jakarta 12, 01 Mei 1970', 'jakarta 12', '1970-05-01'],
  ])('%s', (teks, tempat, tanggal) => {
    expect(uraiTempatTanggalLahir(teks)).toEqual({ tempat: expect.stringMatching(new RegExp(`^${tempat}$`, 'i')), tanggal });
    expect(kunciTempatTanggalLahir(teks)).toBe(`${tempat}|${tanggal}`);
  });

  it.each(['Malang', 'Malang, 1990', 'Malang, 31 April 1990', 'Malang, 29 Februari 1900', 'Malang, 05 Bulan 1990', 'Malang, 05-13-1990', 'Malang, 05 Januari 1700', 'Malang, 105 Januari 1990', ''])(
    'no date in %j',
    (teks) => {
      expect(uraiTempatTanggalLahir(teks)).toBeUndefined();
      expect(kunciTempatTanggalLahir(teks)).toBeUndefined();
    },
  );

  it('tanggalAda', () => {
    expect(tanggalAda(2000, 2, 29)).toBe(true);
    expect(tanggalAda(1900, 2, 29)).toBe(false);
    expect(tanggalAda(2024, 2, 29)).toBe(true);
    expect(tanggalAda(2023, 2, 29)).toBe(false);
    expect(tanggalAda(2023, 0, 1)).toBe(false);
    expect(tanggalAda(2023, 1, 0)).toBe(false);
  });
});

describe('the contract', () => {
  it('PeringatanKode equals KODE_PERINGATAN; the error code names nik', () => {
    const schemas = readSpec().components.schemas;
    expect(schemas.PeringatanKode?.enum).toEqual([...KODE_PERINGATAN]);
    expect(schemas.ErrorCode?.enum).toContain('NIK_TANGGAL_TIDAK_VALID');
  });
});
