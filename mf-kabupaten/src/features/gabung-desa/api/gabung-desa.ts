// POST /api/kabupaten/gabung: the join itself, all or nothing (the server checks again; a conflict is a 409).
import { api, callApi, type components } from '@sid/openapi';
import { kirimEkspor } from './berkas-ekspor';

export type HasilGabungDesa = components['schemas']['HasilGabungDesa'];

export function gabungDesa(file: File, kunci: string, desaId: string | null) {
  return callApi(api.POST('/api/kabupaten/gabung', kirimEkspor(file, kunci, desaId)));
}
