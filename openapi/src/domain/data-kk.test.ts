import { DATA_KK_MESSAGES, disabilitasDari, golonganDarahDari, kesalahanDataKk, labelDisabilitas } from './data-kk';

const pesan = (v: Parameters<typeof kesalahanDataKk>[0]) => kesalahanDataKk(v).map((k) => `${k.field}: ${k.pesan}`);

describe('the KK columns rules', () => {
  it('a date of marriage only for Kawin, never before the birth date', () => {
    expect(pesan({ status_perkawinan: 'Kawin', tanggal_lahir: '1990-01-05', tanggal_perkawinan: '2015-06-20' })).toEqual([]);
    expect(pesan({ status_perkawinan: 'Cerai Hidup', tanggal_perkawinan: '2015-06-20' })).toEqual([`tanggal_perkawinan: ${DATA_KK_MESSAGES.tanggalPerkawinanBukanKawin}`]);
    expect(pesan({ status_perkawinan: 'Kawin', tanggal_lahir: '1990-01-05', tanggal_perkawinan: '1990-01-04' })).toEqual([`tanggal_perkawinan: ${DATA_KK_MESSAGES.tanggalPerkawinanSebelumLahir}`]);
    expect(pesan({ status_perkawinan: 'Belum Kawin', tanggal_perkawinan: '' })).toEqual([]);
  });

  it('a WNA has both documents, a WNI neither', () => {
    expect(pesan({ kewarganegaraan: 'WNA', no_paspor: 'C1', no_kitas_kitap: 'K1' })).toEqual([]);
    expect(pesan({ kewarganegaraan: 'WNA', no_paspor: ' ' })).toEqual([`no_paspor: ${DATA_KK_MESSAGES.pasporWajib}`, `no_kitas_kitap: ${DATA_KK_MESSAGES.kitasWajib}`]);
    expect(pesan({ kewarganegaraan: 'WNI', no_kitas_kitap: 'K1' })).toEqual([`no_kitas_kitap: ${DATA_KK_MESSAGES.kitasBukanWna}`]);
    expect(pesan({})).toEqual([]);
  });

  it("a parent's NIK: 16 digits, not the person's own, the two parents' differ", () => {
    const nik = '3507011505800001';
    expect(pesan({ nik, nik_ayah: '12', nik_ibu: nik })).toEqual([`nik_ayah: ${DATA_KK_MESSAGES.nikAyahFormat}`, `nik_ibu: ${DATA_KK_MESSAGES.nikIbuSendiri}`]);
    expect(pesan({ nik, nik_ayah: '3507010101500001', nik_ibu: '3507010101500001' })).toEqual([`nik_ibu: ${DATA_KK_MESSAGES.nikAyahIbuSama}`]);
    expect(pesan({ nik, nik_ayah: null, nik_ibu: '' })).toEqual([]);
  });

  it('reads blood types and disabilities as clerks write them', () => {
    expect(['ab+', 'AB +', 'o', '-', '', 'tidak tahu', 'C'].map(golonganDarahDari)).toEqual(['AB+', 'AB+', 'O', 'Tidak Tahu', 'Tidak Tahu', 'Tidak Tahu', undefined]);
    expect(['1', 'Cacat Netra/Buta', 'mental/jiwa', 'x'].map(disabilitasDari)).toEqual(['1', '2', '4', undefined]);
    expect([labelDisabilitas('5'), labelDisabilitas(null)]).toEqual(['Cacat Fisik dan Mental', '-']);
  });
});
