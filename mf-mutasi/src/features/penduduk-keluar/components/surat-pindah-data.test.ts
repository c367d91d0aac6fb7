import { keteranganKeluar, pendudukKeluar, pengusulKeluar, wargaKeluar } from '../../../test/fixtures';
import {
  adaFotoPengusul,
  barisAnggota,
  itemSurat,
  jumlahPengikut,
  pengikutTerbilang,
  suratPindahDocumentTitle,
  tempatTanggalLahirUmur,
} from './surat-pindah-data';

describe('the 13 numbered items', () => {
  it('describe the proposer and the statement in the order of the spec', () => {
    expect(itemSurat(pendudukKeluar()).map((i) => [i.nomor, i.label, i.value])).toEqual([
      [1, 'Nama Lengkap', 'Hartono Wijaya'],
      [2, 'Jenis Kelamin', 'Laki laki'],
      [3, 'Tempat/Tgl. Lahir', 'Malang, 01 Januari 1980 (Umur 46 Tahun)'],
      [4, 'Kewarganegaraan', 'Indonesia'],
      [5, 'Agama', 'Islam'],
      [6, 'Status Perkawinan', 'Kawin'],
      [7, 'Pekerjaan', 'Wiraswasta'],
      [8, 'Pendidikan Terakhir', 'SLTA/Sederajat'],
      [9, 'Alamat Asal', 'Dusun Krajan RT 02 RW 01, Watugede'],
      [10, 'No. KTP / Tanggal KTP', '3507010101800001 / 15 Maret 2020'],
      [11, 'Alamat Tujuan', 'Jl. Melati No. 5, Kota Batu'],
      [12, 'Alasan Pindah', 'Pekerjaan'],
      [13, 'Jumlah Pengikut', '2 (Dua) Orang'],
    ]);
  });

  it('print the address here as Alamat Asal, not where an incoming family came from (issue 35)', () => {
    const alamat_desa = { dusun_id: 'd1', dusun: 'Krajan', rw_id: 'w1', rw: '005', rt_id: 't1', rt: '002', alamat: 'Jl. Mawar 12', teks: 'Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan' };
    const items = itemSurat(pendudukKeluar({ penduduk_keluar_desa: [wargaKeluar({ alamat_asal: 'Jl. Ijen 5, Kota Malang', alamat_desa })] }));
    expect(items[8]).toEqual({ nomor: 9, label: 'Alamat Asal', value: 'Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan' });
  });

  it('always print Indonesia as the nationality, whatever the statement holds', () => {
    const items = itemSurat(pendudukKeluar({ keterangan_keluar_desa: keteranganKeluar({ kewarganegaraan: 'Malaysia' }) }));
    expect(items[3]).toEqual({ nomor: 4, label: 'Kewarganegaraan', value: 'Indonesia' });
  });

  it('print missing values as empty text and a missing statement as 0 followers', () => {
    const items = itemSurat(pendudukKeluar({
      penduduk_keluar_desa: [wargaKeluar({ alamat_asal: '', umur: '', tempat_tanggal_lahir: '' })],
      keterangan_keluar_desa: null,
    }));
    const byLabel = Object.fromEntries(items.map((i) => [i.label, i.value]));
    expect(byLabel['Alamat Asal']).toBe('');
    expect(byLabel['Tempat/Tgl. Lahir']).toBe('');
    expect(byLabel['No. KTP / Tanggal KTP']).toBe('3507010101800001');
    expect(byLabel['Alamat Tujuan']).toBe('');
    expect(byLabel['Jumlah Pengikut']).toBe('0 (Nol) Orang');
  });

  it('survive a record without people', () => {
    const items = itemSurat({ penduduk_keluar_desa: [], keterangan_keluar_desa: null });
    expect(items).toHaveLength(13);
    expect(items[0]?.value).toBe('');
  });
});

describe('item 3: birth place and date with the age', () => {
  it('adds the age in years when known, keeps a worded age as written', () => {
    expect(tempatTanggalLahirUmur(pengusulKeluar)).toBe('Malang, 01 Januari 1980 (Umur 46 Tahun)');
    expect(tempatTanggalLahirUmur({ tempat_tanggal_lahir: 'Batu', umur: '3 bulan' })).toBe('Batu (Umur 3 bulan)');
    expect(tempatTanggalLahirUmur({ tempat_tanggal_lahir: 'Batu', umur: ' ' })).toBe('Batu');
    expect(tempatTanggalLahirUmur(undefined)).toBe('');
  });
});

describe('item 13: the follower count in words', () => {
  it.each([
    [2, '2 (Dua) Orang'],
    [0, '0 (Nol) Orang'],
    [1, '1 (Satu) Orang'],
    [11, '11 (Sebelas) Orang'],
    [21, '21 (Dua Puluh Satu) Orang'],
    [null, '0 (Nol) Orang'],
    [undefined, '0 (Nol) Orang'],
    ['3', '3 (Tiga) Orang'],
    ['abc', '0 (Nol) Orang'],
  ])('%p -> %p', (value, expected) => {
    expect(pengikutTerbilang(value)).toBe(expected);
  });

  it('never counts below zero', () => {
    expect(jumlahPengikut(-2)).toBe(0);
    expect(jumlahPengikut(Number.NaN)).toBe(0);
  });
});

describe('the proposer photo', () => {
  it("shows a real path, and 'Foto 3x4' for a missing one or '//'", () => {
    expect(adaFotoPengusul('/files/a.png?exp=1&sig=x')).toBe(true);
    expect(adaFotoPengusul('//')).toBe(false);
    expect(adaFotoPengusul(' // ')).toBe(false);
    expect(adaFotoPengusul('')).toBe(false);
    expect(adaFotoPengusul(null)).toBe(false);
    expect(adaFotoPengusul(undefined)).toBe(false);
  });
});

describe('the table of the other family members', () => {
  it('lists everyone from the second person on, numbered from 1', () => {
    expect(barisAnggota(pendudukKeluar())).toEqual([
      {
        no: 1, nama_lengkap: 'Sri Wahyuni', jenis_kelamin: 'Perempuan', umur: '43 Tahun', status_perkawinan: 'Kawin',
        pendidikan_terakhir: 'SLTA/Sederajat', nik: '3507014101830002', posisi_dalam_keluarga: 'Istri',
      },
      {
        no: 2, nama_lengkap: 'Rizky Wijaya', jenis_kelamin: 'Laki laki', umur: '16 Tahun', status_perkawinan: 'Belum Kawin',
        pendidikan_terakhir: 'SLTP/Sederajat', nik: '3507010101100003', posisi_dalam_keluarga: 'Anak',
      },
    ]);
  });

  it('is empty for a proposer who left alone', () => {
    expect(barisAnggota(pendudukKeluar({ penduduk_keluar_desa: [pengusulKeluar] }))).toEqual([]);
  });
});

describe('the document title', () => {
  it("is 'surat-keterangan-keluar-' plus the first person's full name", () => {
    expect(suratPindahDocumentTitle(pendudukKeluar())).toBe('surat-keterangan-keluar-Hartono Wijaya');
    expect(suratPindahDocumentTitle(undefined)).toBe('surat-keterangan-keluar-');
  });
});
