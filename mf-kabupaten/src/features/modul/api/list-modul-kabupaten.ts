// GET /api/kabupaten/modul: the modules, their releases and the regency's default version (tag
// `modul` of openapi.yaml; Admin Kabupaten only, the server enforces it).
import { useApiGet, type components } from '@sid/openapi';

export type ModulKabupaten = components['schemas']['ModulKabupaten'];
export type RilisModul = components['schemas']['RilisModul'];
export type VersiBawaan = components['schemas']['VersiBawaan'];

export function useModulKabupaten() {
  return useApiGet('/api/kabupaten/modul', undefined);
}
