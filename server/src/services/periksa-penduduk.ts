/**
 * The resident form's warnings (POST /api/penduduk/periksa, issue 13): what the NIK and the No. KK say
 * against the record (the shared domain's nikWarnings / noKkWarnings, with the official list of
 * regions, which only the server has), and possible duplicates in this village and the others of the
 * regency. Reads only; a warning never blocks a save.
 */
import { nikWarnings, noKkWarnings, PERINGATAN_MESSAGES, type PeringatanData } from '@sid/openapi/domain';
import { kunciTempatTanggalLahir } from '@sid/openapi/domain/lahir';
import { tanggalIsoAda, tempatTanggalLahirTeks } from '@sid/openapi/domain/lahir';
import type { VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { duplikatDesaIni, duplikatDesaLain } from '../data/periksa-penduduk.js';
import { isUuid } from '../lib/ids.js';
import { kecamatanDikenal } from '../lib/wilayah.js';

export function periksaPendudukService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  async function periksa(body: Schemas['PeriksaPendudukInput']): Promise<PeringatanData[]> {
    const out: PeringatanData[] = [];
    // The two fields (issue 35) stand for the one text when given: the same text and the same key.
    const tanggal = body.tanggal_lahir !== undefined && tanggalIsoAda(body.tanggal_lahir) ? body.tanggal_lahir : undefined;
    const ttl = tanggal ? tempatTanggalLahirTeks(body.tempat_lahir ?? '', tanggal) : body.tempat_tanggal_lahir;
    if (body.nik) {
      out.push(...nikWarnings(body.nik, { tempatTanggalLahir: ttl, tanggalLahir: tanggal, jenisKelamin: body.jenis_kelamin }, kecamatanDikenal));
    }
    if (body.no_kk) out.push(...noKkWarnings(body.no_kk, kecamatanDikenal));

    const nama = body.nama_lengkap?.trim() ?? '';
    const kunci = ttl ? kunciTempatTanggalLahir(ttl) : undefined;
    if (nama !== '' && kunci !== undefined) {
      const q = { nama, kunci, nik: body.nik, kecualiId: body.id !== undefined && isUuid(body.id) ? body.id : undefined };
      for (const p of await duplikatDesaIni(db, desaId, q)) {
        out.push({ field: 'nik', kode: 'DUPLIKAT_DESA_INI', pesan: PERINGATAN_MESSAGES.duplikatDesaIni(p.nama_lengkap, p.nik), tautan: `/penduduk/${p.id}/d` });
      }
      for (const desa of await duplikatDesaLain(db, q)) {
        out.push({ field: 'nik', kode: 'DUPLIKAT_DESA_LAIN', pesan: PERINGATAN_MESSAGES.duplikatDesaLain(desa) });
      }
    }
    return out;
  }

  return { periksa };
}
