// POST /api/kabupaten/gabung/periksa: the dry run of a standalone village's export (counts per table, every
// conflict); writes nothing but the console's log.
import { api, callApi, type components } from '@sid/openapi';
import { kirimEkspor } from './berkas-ekspor';

export type PeriksaGabungDesa = components['schemas']['PeriksaGabungDesa'];

export function periksaGabungDesa(file: File, kunci: string, desaId: string | null, signal?: AbortSignal) {
  return callApi(api.POST('/api/kabupaten/gabung/periksa', kirimEkspor(file, kunci, desaId, signal)));
}
