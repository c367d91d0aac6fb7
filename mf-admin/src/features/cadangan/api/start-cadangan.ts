// POST /api/cadangan: starts a backup run (the page polls the list while it is `berjalan`).
import { api, callApi } from '@sid/openapi';

export function startCadangan() {
  return callApi(api.POST('/api/cadangan'));
}
