import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { NIK_ERROR_MESSAGES } from '../domain';
import {
  anggotaKeluargaSchema,
  anggotaPendudukMasukSchema,
  anggotaUpdateSchema,
  arsipKematianSchema,
  hariIniLokal,
  kartuKeluargaSchema,
  kelahiranSchema,
  kelahiranUpdateSchema,
  kematianSchema,
  keteranganKeluarSchema,
  keteranganKeluarUpdateSchema,
  keteranganMasukSchema,
  userSchema,
} from './schemas';

/** field -> first message, as formik shows them. */
function errorsOf(schema: ObjectSchema<AnyObject>, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const inner of e.inner) if (inner.path && !(inner.path in out)) out[inner.path] = inner.message;
    return out;
  }
}

const validMember = {
  nik: '3507124501900001',
  nama_lengkap: 'Siti Aminah',
  jenis_kelamin: 'Perempuan',
  tempat_lahir: 'Malang',
  tanggal_lahir: '1990-01-05',
  agama: 'Islam',
  status_perkawinan: 'Kawin',
  pekerjaan: 'Guru',
  pendidikan_terakhir: 'Diploma IV/Strata I',
  posisi_dalam_keluarga: 'Istri',
  alamat_asal: 'Jl. Mawar 1',
};

const png = (size = 1000, type = 'image/png') => ({ name: 'a.png', size, type });

describe('add family card with head', () => {
  it('has the spec messages for every empty field', () => {
    expect(errorsOf(kartuKeluargaSchema, {})).toEqual({
      no_kk: 'Nomor KK tidak boleh kosong',
      nik: 'NIK tidak boleh kosong',
      nama_lengkap: 'Nama Lengkap tidak boleh kosong',
      jenis_kelamin: 'Jenis Kelamin tidak boleh kosong',
      tempat_lahir: 'Tempat Lahir tidak boleh kosong',
      tanggal_lahir: 'Tanggal Lahir tidak boleh kosong',
      agama: 'Agama tidak boleh kosong',
      status_perkawinan: 'Status Perkawinan tidak boleh kosong',
      pekerjaan: 'Pekerjaan tidak boleh kosong',
      pendidikan_terakhir: 'Pendidikan Terakhir tidak boleh kosong',
      alamat_asal: 'Alamat Asal tidak boleh kosong',
    });
  });

  it('treats blank text as empty', () => {
    expect(errorsOf(kartuKeluargaSchema, { ...validMember, no_kk: '   ', nama_lengkap: '  ' })).toMatchObject({
      no_kk: 'Nomor KK tidak boleh kosong',
      nama_lengkap: 'Nama Lengkap tidak boleh kosong',
    });
  });

  it('checks the 16-digit formats', () => {
    expect(errorsOf(kartuKeluargaSchema, { ...validMember, no_kk: '12345', nik: '35071234123400AB' })).toEqual({
      no_kk: 'Nomor KK harus 16 digit angka',
      nik: 'NIK harus 16 digit angka',
    });
  });

  it('defaults posisi_dalam_keluarga to Kepala Keluarga', () => {
    const { posisi_dalam_keluarga, ...head } = validMember;
    void posisi_dalam_keluarga;
    expect(kartuKeluargaSchema.validateSync({ ...head, no_kk: '3507123412340000' }).posisi_dalam_keluarga).toBe('Kepala Keluarga');
    expect(kartuKeluargaSchema.getDefault().posisi_dalam_keluarga).toBe('Kepala Keluarga');
  });
});

describe('add/edit incoming member', () => {
  it('has the spec messages', () => {
    expect(errorsOf(anggotaPendudukMasukSchema, {})).toEqual({
      nik: 'NIK tidak boleh kosong',
      nama_lengkap: 'Nama Lengkap tidak boleh kosong',
      jenis_kelamin: 'Jenis Kelamin tidak boleh kosong',
      tempat_lahir: 'Tempat Lahir tidak boleh kosong',
      tanggal_lahir: 'Tanggal Lahir tidak boleh kosong',
      agama: 'Agama tidak boleh kosong',
      status_perkawinan: 'Status perkawinan tidak boleh kosong',
      pekerjaan: 'Pekerjaan tidak boleh kosong',
      pendidikan_terakhir: 'Pendidikan terakhir tidak boleh kosong',
      posisi_dalam_keluarga: 'Posisi dalam keluarga tidak boleh kosong',
      alamat_asal: 'Alamat tidak boleh kosong',
    });
  });

  it('accepts a complete member and checks the NIK format', () => {
    expect(errorsOf(anggotaPendudukMasukSchema, validMember)).toEqual({});
    expect(errorsOf(anggotaPendudukMasukSchema, { ...validMember, nik: '123' })).toEqual({ nik: 'NIK harus 16 digit angka' });
    expect(anggotaKeluargaSchema).toBe(anggotaPendudukMasukSchema);
  });

  it("refuses a NIK whose date part is no date, with the server's message (NIK_TANGGAL_TIDAK_VALID)", () => {
    expect(errorsOf(anggotaPendudukMasukSchema, { ...validMember, nik: '3507123201900001' })).toEqual({ nik: NIK_ERROR_MESSAGES.hari });
    expect(errorsOf(anggotaPendudukMasukSchema, { ...validMember, nik: '3507120513900001' })).toEqual({ nik: NIK_ERROR_MESSAGES.bulan });
    expect(errorsOf(kartuKeluargaSchema, { ...validMember, no_kk: '3507120101200001', nik: '3507122902010001' })).toEqual({ nik: NIK_ERROR_MESSAGES.tanggal });
    // A warning is not an error: the other sex and another date still pass.
    expect(errorsOf(anggotaPendudukMasukSchema, { ...validMember, nik: '3507120601910001', jenis_kelamin: 'Perempuan' })).toEqual({});
  });

  it('on an edit the stored NIK passes as it is; a changed one is checked', () => {
    const lama = '3507123412340001';
    expect(errorsOf(anggotaUpdateSchema(lama), { ...validMember, nik: lama })).toEqual({});
    expect(errorsOf(anggotaUpdateSchema(lama), { ...validMember, nik: '3507123412340002' })).toEqual({ nik: NIK_ERROR_MESSAGES.hari });
    expect(errorsOf(anggotaUpdateSchema(lama), { ...validMember, nik: '123' })).toEqual({ nik: 'NIK harus 16 digit angka' });
    expect(errorsOf(anggotaUpdateSchema(lama), validMember)).toEqual({});
  });
});

describe('entry documents and death archive', () => {
  it('require a file', () => {
    expect(errorsOf(keteranganMasukSchema, {})).toEqual({ foto_kk: 'A file is Required', foto_surat_masuk: 'A file is Required' });
    expect(errorsOf(arsipKematianSchema, { arsip_kematian: null })).toEqual({ arsip_kematian: 'A file is Required' });
  });

  it('limit the size to 10 MB', () => {
    expect(errorsOf(arsipKematianSchema, { arsip_kematian: png(10_485_760) })).toEqual({});
    expect(errorsOf(arsipKematianSchema, { arsip_kematian: png(10_485_761) })).toEqual({ arsip_kematian: 'Maximum size is 10mb' });
  });

  it('accept jpg/jpeg/png, and a PDF scan for the entry documents only (issue 40)', () => {
    for (const type of ['image/jpg', 'image/jpeg', 'image/png', 'application/pdf']) {
      expect(errorsOf(keteranganMasukSchema, { foto_kk: png(10, type), foto_surat_masuk: png(10, type) })).toEqual({});
    }
    expect(errorsOf(keteranganMasukSchema, { foto_kk: png(10, 'image/gif'), foto_surat_masuk: png(10, 'text/html') })).toEqual({
      foto_kk: 'Format berkas tidak didukung, gunakan foto jpg/jpeg/png atau hasil pindai pdf',
      foto_surat_masuk: 'Format berkas tidak didukung, gunakan foto jpg/jpeg/png atau hasil pindai pdf',
    });
    expect(errorsOf(arsipKematianSchema, { arsip_kematian: png(10, 'application/pdf') })).toEqual({ arsip_kematian: 'Unsupported Format, We just Support : jpg/jpeg/png' });
  });

  it('work with a real File', () => {
    const file = new File(['x'], 'kk.jpeg', { type: 'image/jpeg' });
    expect(errorsOf(arsipKematianSchema, { arsip_kematian: file })).toEqual({});
  });
});

describe('moving-out statement', () => {
  const valid = {
    nomor_surat: '',
    pengikut: '2',
    alamat_pindah: 'Jl. Baru 2',
    tanggal_ktp: '2026-01-05',
    meninggalkan_desa_pada: '2026-01-06',
    kewarganegaraan: 'Indonesia',
    alasan_pindah: 'Pekerjaan',
    catatan: '',
  };

  it('has the spec messages', () => {
    expect(errorsOf(keteranganKeluarSchema, {})).toEqual({
      pengikut: 'Pengikut tidak boleh kosong',
      alamat_pindah: 'Alamat Pindah tidak boleh kosong',
      tanggal_ktp: 'Tanggal ktp tidak boleh kosong',
      meninggalkan_desa_pada: 'Tanggal meninggalkan desa tidak boleh kosong',
      kewarganegaraan: 'Kewarganegaraan tidak boleh kosong',
      alasan_pindah: 'Alasan pindah tidak boleh kosong',
    });
  });

  it('pengikut is a number: empty is required, text is not a number', () => {
    expect(errorsOf(keteranganKeluarSchema, { ...valid, pengikut: '' })).toEqual({ pengikut: 'Pengikut tidak boleh kosong' });
    expect(errorsOf(keteranganKeluarSchema, { ...valid, pengikut: 'dua' })).toEqual({ pengikut: 'Input harus berupa angka' });
    expect(errorsOf(keteranganKeluarSchema, { ...valid, pengikut: '1.5' })).toEqual({ pengikut: 'Input harus berupa angka' });
    expect(keteranganKeluarSchema.validateSync(valid).pengikut).toBe(2);
  });

  it('nomor_surat is optional; the photo is limited to 10 MB', () => {
    expect(errorsOf(keteranganKeluarSchema, valid)).toEqual({});
    expect(errorsOf(keteranganKeluarSchema, { ...valid, foto_pengusul: png(10, 'image/webp') })).toEqual({});
    expect(errorsOf(keteranganKeluarSchema, { ...valid, foto_pengusul: png(10_485_761) })).toEqual({ foto_pengusul: 'Maximum size is 10mb' });
  });

  it('the dates lie between 1900 and today (the clerk\'s local day), on add and edit', () => {
    jest.useFakeTimers({ now: new Date(2026, 1, 10, 23, 30) });
    try {
      for (const schema of [keteranganKeluarSchema, keteranganKeluarUpdateSchema]) {
        expect(errorsOf(schema, { ...valid, tanggal_ktp: '1900-01-01', meninggalkan_desa_pada: '2026-02-10' })).toEqual({});
        expect(errorsOf(schema, { ...valid, tanggal_ktp: '1899-12-31', meninggalkan_desa_pada: '2026-02-11' })).toEqual({
          tanggal_ktp: 'Tanggal ktp tidak boleh sebelum 1900',
          meninggalkan_desa_pada: 'Tanggal meninggalkan desa tidak boleh melewati hari ini',
        });
        expect(errorsOf(schema, { ...valid, tanggal_ktp: '2027-01-01', meninggalkan_desa_pada: '0001-01-01' })).toEqual({
          tanggal_ktp: 'Tanggal ktp tidak boleh melewati hari ini',
          meninggalkan_desa_pada: 'Tanggal meninggalkan desa tidak boleh sebelum 1900',
        });
      }
      expect(errorsOf(keteranganKeluarSchema, { ...valid, tanggal_ktp: '' })).toEqual({ tanggal_ktp: 'Tanggal ktp tidak boleh kosong' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('required text of only spaces is empty', () => {
    expect(errorsOf(keteranganKeluarSchema, { ...valid, alamat_pindah: '  ', alasan_pindah: '\t', kewarganegaraan: '\u00a0' })).toEqual({
      alamat_pindah: 'Alamat Pindah tidak boleh kosong',
      alasan_pindah: 'Alasan pindah tidak boleh kosong',
      kewarganegaraan: 'Kewarganegaraan tidak boleh kosong',
    });
  });

  it('the edit form does not require kewarganegaraan', () => {
    expect(errorsOf(keteranganKeluarUpdateSchema, { ...valid, kewarganegaraan: '' })).toEqual({});
    expect(errorsOf(keteranganKeluarUpdateSchema, { ...valid, alamat_pindah: '' })).toEqual({ alamat_pindah: 'Alamat Pindah tidak boleh kosong' });
  });
});

describe('add birth', () => {
  it('requires the parents NIK only', () => {
    expect(errorsOf(kelahiranSchema, {})).toEqual({ nik_ayah: 'NIK Ayah tidak boleh kosong', nik_ibu: 'NIK Ibu tidak boleh kosong' });
    expect(errorsOf(kelahiranSchema, { nik_ayah: '3507123412340001', nik_ibu: '3507123412340002', nama: '' })).toEqual({});
  });

  it('checks the NIK formats', () => {
    // Each field names itself, as the server says it (one table: FORMAT_16_DIGIT_MESSAGES).
    expect(errorsOf(kelahiranSchema, { nik_ayah: '1', nik_ibu: '35071234123400022', nik: '12' })).toEqual({
      nik_ayah: 'NIK Ayah harus 16 digit angka',
      nik_ibu: 'NIK Ibu harus 16 digit angka',
      nik: 'NIK harus 16 digit angka',
    });
  });
});

describe('add birth: parents and date', () => {
  const parents = { nik_ayah: '3507120101800001', nik_ibu: '3507124101820002' };

  it("refuses the same NIK for both parents, with the server's message on NIK Ibu", () => {
    expect(errorsOf(kelahiranSchema, { nik_ayah: '3507123412340001', nik_ibu: '3507123412340001' })).toEqual({
      nik_ibu: 'NIK Ibu tidak boleh sama dengan NIK Ayah',
    });
    expect(errorsOf(kelahiranSchema, { nik_ayah: '3507123412340001', nik_ibu: ' 3507123412340001 ' })).toEqual({
      nik_ibu: 'NIK Ibu tidak boleh sama dengan NIK Ayah',
    });
  });

  it("refuses a baby's NIK that is a parent's", () => {
    expect(errorsOf(kelahiranSchema, { ...parents, nik: parents.nik_ayah })).toEqual({ nik: 'NIK tidak boleh sama dengan NIK Ayah' });
    expect(errorsOf(kelahiranSchema, { ...parents, nik: parents.nik_ibu })).toEqual({ nik: 'NIK tidak boleh sama dengan NIK Ibu' });
    expect(errorsOf(kelahiranSchema, { ...parents, nik: '3507120101200003' })).toEqual({});
    expect(errorsOf(kelahiranSchema, { ...parents, nik: '3507123412340003' })).toEqual({ nik: NIK_ERROR_MESSAGES.hari });
  });

  it('the birth date lies between 1900 and today, on add and edit; empty is allowed', () => {
    const today = hariIniLokal();
    const tomorrow = hariIniLokal(new Date(Date.now() + 86_400_000));
    for (const [schema, base] of [[kelahiranSchema, parents], [kelahiranUpdateSchema, {}]] as const) {
      expect(errorsOf(schema, { ...base, tanggal_lahir: '' })).toEqual({});
      expect(errorsOf(schema, { ...base, tanggal_lahir: today })).toEqual({});
      expect(errorsOf(schema, { ...base, tanggal_lahir: '1900-01-01' })).toEqual({});
      expect(errorsOf(schema, { ...base, tanggal_lahir: '1899-12-31' })).toEqual({ tanggal_lahir: 'Tanggal Lahir tidak boleh sebelum 1900' });
      expect(errorsOf(schema, { ...base, tanggal_lahir: tomorrow })).toEqual({ tanggal_lahir: 'Tanggal Lahir tidak boleh melewati hari ini' });
    }
  });
});

describe('death record date', () => {
  it('lies between 1900 and today', () => {
    jest.useFakeTimers({ now: new Date(2026, 0, 31, 0, 5) });
    try {
      expect(errorsOf(kematianSchema, { tanggal_meninggal: '2026-01-31' })).toEqual({});
      expect(errorsOf(kematianSchema, { tanggal_meninggal: '2026-02-01' })).toEqual({ tanggal_meninggal: 'Tanggal Meninggal tidak boleh melewati hari ini' });
      expect(errorsOf(kematianSchema, { tanggal_meninggal: '1800-06-01' })).toEqual({ tanggal_meninggal: 'Tanggal Meninggal tidak boleh sebelum 1900' });
      // What the shared date field keeps when it cannot read the clerk's typing (issue 40).
      expect(errorsOf(kematianSchema, { tanggal_meninggal: '31-02-2026' })).toEqual({ tanggal_meninggal: 'Tanggal Meninggal tidak ada: Februari 2026 hanya sampai tanggal 28' });
      expect(errorsOf(kematianSchema, { tanggal_meninggal: '05-01-26' })).toEqual({ tanggal_meninggal: 'Tahun pada Tanggal Meninggal ditulis 4 angka, misalnya 05-01-2026' });
      expect(errorsOf(kematianSchema, { tanggal_meninggal: '05-01' })).toEqual({ tanggal_meninggal: 'Tanggal Meninggal ditulis hh-bb-tttt, misalnya 05-01-2026' });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('user form', () => {
  it('refuses an empty or blank full name, as the contract does', () => {
    for (const nama_lengkap of ['', '   ', '\t\n', '\u00a0\u3000']) {
      expect(errorsOf(userSchema, { nama_lengkap })).toEqual({ nama_lengkap: 'Nama Lengkap tidak boleh kosong' });
    }
    expect(errorsOf(userSchema, { nama_lengkap: 'Siti Aminah' })).toEqual({});
  });

  it("treats as blank exactly what the contract's pattern '\\S' refuses", () => {
    const notBlank = new RegExp('\\S', 'u');
    for (const value of [' ', '\u00a0', '\u2003', '\ufeff', '\u200b', 'a', ' a ']) {
      expect(errorsOf(userSchema, { nama_lengkap: value }).nama_lengkap === undefined).toBe(notBlank.test(value));
    }
  });
});
