import {
  batasLahir,
  hariIniDi,
  labelPerluDilengkapi,
  lahirDariTeks,
  rentangLahir,
  tanggalIsoAda,
  tanggalPanjang,
  tempatTanggalLahirTeks,
  umurLengkap,
  umurPada,
  kunciTempatTanggalLahir,
  umurTeks,
  uraiTempatTanggalLahir,
} from './lahir';

describe('uraiTempatTanggalLahir: every way the product wrote a birth place and date', () => {
  it.each([
    // The forms and the seeds: 'Tempat, DD Bulan YYYY'.
    ['Malang, 05 Januari 1990', 'Malang', '1990-01-05'],
    ['Malang, 5 Januari 1990', 'Malang', '1990-01-05'],
    ['Kota Malang, 17 Agustus 1961', 'Kota Malang', '1961-08-17'],
    // Numeric dates, day first (the import's HH-BB-TTTT), with - / . or a space.
    ['Malang, 5-1-1990', 'Malang', '1990-01-05'],
    ['Bogor, 01-01-1990', 'Bogor', '1990-01-01'],
    ['Malang 05/01/1990', 'Malang', '1990-01-05'],
    ['Malang, 05.01.1990', 'Malang', '1990-01-05'],
    ['blitar,17-08-1961', 'blitar', '1961-08-17'],
    // ISO dates (the import's date cells written into the text).
    ['Malang, 1990-01-05', 'Malang', '1990-01-05'],
    // Month names and abbreviations, any case, the old spellings.
    ['Kediri, 03 MARET 1950', 'Kediri', '1950-03-03'],
    ['Kediri, 3 Mar 1950', 'Kediri', '1950-03-03'],
    ['Malang, 1 Agt 1980', 'Malang', '1980-08-01'],
    ['Malang, 1 Pebruari 1980', 'Malang', '1980-02-01'],
    ['Malang, 1 Nopember 1980', 'Malang', '1980-11-01'],
    ['Malang, 1 Des 1980', 'Malang', '1980-12-01'],
    ['  Malang ,   05   Januari   1990  ', 'Malang', '1990-01-05'],
    // No place: the date alone.
    ['05-01-1990', '', '1990-01-05'],
  ])('%j', (teks, tempat, tanggal) => {
    expect(uraiTempatTanggalLahir(teks)).toEqual({ tempat, tanggal });
    // The duplicate check's key (sid_ttl_kunci's mirror) from the same reading.
    expect(kunciTempatTanggalLahir(teks)).toBe(`${tempat.toLowerCase()}|${tanggal}`);
  });

  it.each(['Malang', '', 'Malang, 31 Februari 1990', 'Malang, 05 Foo 1990', 'Malang, 1990', 'Malang, 05-01-90', 'Malang, 29-02-1900', 'Malang, 01-13-1990'])(
    'reads no date in %j',
    (teks) => {
      expect(uraiTempatTanggalLahir(teks)).toBeUndefined();
    },
  );

  it('reads 29 February only in a leap year', () => {
    expect(uraiTempatTanggalLahir('Malang, 29 Februari 2000')?.tanggal).toBe('2000-02-29');
    expect(uraiTempatTanggalLahir('Malang, 29 Februari 2001')).toBeUndefined();
  });
});

describe('lahirDariTeks: the two fields of an old text, nothing guessed, the NIK as the cross-check', () => {
  const NIK_5_JAN_1990 = '3507010501900001';
  const NIK_WANITA_5_JAN_1990 = '3507014501900001';

  it('reads place and date: nothing to complete when the NIK agrees (men and women +40)', () => {
    expect(lahirDariTeks('Malang, 05 Januari 1990', NIK_5_JAN_1990)).toEqual({ tempat_lahir: 'Malang', tanggal_lahir: '1990-01-05', perlu: [] });
    expect(lahirDariTeks('Malang, 5-1-1990', NIK_WANITA_5_JAN_1990)).toEqual({ tempat_lahir: 'Malang', tanggal_lahir: '1990-01-05', perlu: [] });
    expect(lahirDariTeks('Malang, 05 Januari 1990')).toEqual({ tempat_lahir: 'Malang', tanggal_lahir: '1990-01-05', perlu: [] });
  });

  it('keeps a date the NIK disagrees with, and lists it to complete', () => {
    expect(lahirDariTeks('Malang, 06 Januari 1990', NIK_5_JAN_1990)).toEqual({ tempat_lahir: 'Malang', tanggal_lahir: '1990-01-06', perlu: ['tanggal_lahir'] });
  });

  it('a place without a date, a date without a place, neither', () => {
    expect(lahirDariTeks('Malang', NIK_5_JAN_1990)).toEqual({ tempat_lahir: 'Malang', tanggal_lahir: null, perlu: ['tanggal_lahir'] });
    expect(lahirDariTeks('05-01-1990', NIK_5_JAN_1990)).toEqual({ tempat_lahir: null, tanggal_lahir: '1990-01-05', perlu: ['tempat_lahir'] });
    expect(lahirDariTeks('Malang, 5 1 90', NIK_5_JAN_1990)).toEqual({ tempat_lahir: null, tanggal_lahir: null, perlu: ['tempat_lahir', 'tanggal_lahir'] });
    expect(lahirDariTeks('', NIK_5_JAN_1990)).toEqual({ tempat_lahir: null, tanggal_lahir: null, perlu: ['tempat_lahir', 'tanggal_lahir'] });
  });

  it('labels the keys for the screen', () => {
    expect(labelPerluDilengkapi(['tempat_lahir', 'tanggal_lahir', 'lain'])).toEqual(['Tempat Lahir', 'Tanggal Lahir', 'lain']);
  });
});

describe('the text written back from the two fields', () => {
  it("'Malang, 05 Januari 1990'", () => {
    expect(tempatTanggalLahirTeks('Malang', '1990-01-05')).toBe('Malang, 05 Januari 1990');
    expect(tempatTanggalLahirTeks('  Kota   Malang ', '1980-05-05')).toBe('Kota Malang, 05 Mei 1980');
    expect(tempatTanggalLahirTeks(null, '1980-12-31')).toBe('31 Desember 1980');
    expect(tempatTanggalLahirTeks('Malang', null)).toBe('Malang');
    expect(tanggalPanjang('2000-02-29')).toBe('29 Februari 2000');
  });

  it('reads back what it writes', () => {
    for (const iso of ['1990-01-05', '2000-02-29', '1961-08-17', '2026-12-31']) {
      expect(uraiTempatTanggalLahir(tempatTanggalLahirTeks('Malang', iso))).toEqual({ tempat: 'Malang', tanggal: iso });
    }
  });

  it('knows a date of the calendar', () => {
    expect(tanggalIsoAda('2000-02-29')).toBe(true);
    expect(tanggalIsoAda('2001-02-29')).toBe(false);
    expect(tanggalIsoAda('2001-2-28')).toBe(false);
  });
});

describe('the age', () => {
  it('counts a birthday on its day, not the day before', () => {
    expect(umurPada('1990-01-05', '2026-01-04')?.tahun).toBe(35);
    expect(umurPada('1990-01-05', '2026-01-05')?.tahun).toBe(36);
    expect(umurTeks('1990-01-05', '2026-01-05')).toBe('36 Tahun');
    expect(umurTeks('1990-01-05', '2026-01-04')).toBe('35 Tahun');
  });

  it('born on 29 February: a year older on 1 March in other years, on 29 February in leap years', () => {
    expect(umurPada('2000-02-29', '2026-02-28')?.tahun).toBe(25);
    expect(umurPada('2000-02-29', '2026-03-01')?.tahun).toBe(26);
    expect(umurPada('2000-02-29', '2028-02-28')?.tahun).toBe(27);
    expect(umurPada('2000-02-29', '2028-02-29')?.tahun).toBe(28);
  });

  it('years, and months under 5', () => {
    expect(umurLengkap('2026-11-29', '2026-11-29')).toBe('0 Bulan');
    expect(umurLengkap('2026-04-30', '2026-11-29')).toBe('6 Bulan');
    expect(umurLengkap('2022-08-15', '2026-11-29')).toBe('4 Tahun 3 Bulan');
    expect(umurLengkap('2022-11-29', '2026-11-29')).toBe('4 Tahun');
    expect(umurLengkap('2021-11-29', '2026-11-29')).toBe('5 Tahun');
    expect(umurLengkap('1990-01-05', '2026-11-29')).toBe('36 Tahun');
    expect(umurLengkap(null, '2026-11-29')).toBe('');
  });

  it('no age before birth', () => {
    expect(umurPada('2026-11-30', '2026-11-29')).toBeUndefined();
    expect(umurTeks('2026-11-30', '2026-11-29')).toBe('');
  });

  it("today is the village's: 23:30 UTC is already tomorrow in Jakarta and Jayapura", () => {
    const now = new Date('2026-01-04T23:30:00Z');
    expect(hariIniDi('Asia/Jakarta', now)).toBe('2026-01-05');
    expect(hariIniDi('Asia/Jayapura', now)).toBe('2026-01-05');
    expect(hariIniDi('UTC', now)).toBe('2026-01-04');
    expect(umurTeks('1990-01-05', hariIniDi('Asia/Jakarta', now))).toBe('36 Tahun');
  });
});

describe('the age range as birth dates (umur_min / umur_max)', () => {
  /** Whether the age on `hariIni` lies in the range, through the birth dates. */
  const dalam = (lahir: string, hariIni: string, min?: number, max?: number) => {
    const r = rentangLahir(hariIni, min, max);
    return (r.dari === undefined || lahir >= r.dari) && (r.sampai === undefined || lahir <= r.sampai);
  };

  it('agrees with the age on every day around birthdays and leap days', () => {
    const days = ['2026-02-28', '2026-03-01', '2028-02-28', '2028-02-29', '2028-03-01', '2026-01-04', '2026-01-05'];
    const births = ['2000-02-29', '2000-02-28', '2000-03-01', '1990-01-05', '1990-01-04', '1990-01-06', '2027-02-28', '2027-03-01'];
    for (const h of days) {
      for (const l of births) {
        const u = umurPada(l, h)?.tahun;
        for (const [min, max] of [[0, 0], [1, 1], [25, 26], [26, 26], [28, 28], [35, 36], [36, undefined], [undefined, 35]] as const) {
          const expected = u !== undefined && (min === undefined || u >= min) && (max === undefined || u <= max);
          expect([h, l, min, max, dalam(l, h, min, max)]).toEqual([h, l, min, max, expected]);
        }
      }
    }
  });

  it('the latest birth date of an age', () => {
    expect(batasLahir('2026-11-29', 36)).toBe('1990-11-29');
    expect(batasLahir('2028-02-29', 1)).toBe('2027-02-28');
  });
});
