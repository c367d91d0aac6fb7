import { api, callApi } from '@sid/openapi';
import { GZIP } from './berkas-rilis';

/** POST /api/kabupaten/modul/rilis: installs a release; the success says which one when the server does not. */
export async function pasangRilis(file: File) {
  const body = await callApi(api.POST('/api/kabupaten/modul/rilis', {
    // The generated body type says `string` (binary): the File goes as it is.
    body: file as unknown as string,
    // Sent as it is: openapi-fetch would otherwise write it as JSON.
    bodySerializer: (raw: unknown) => raw as BodyInit,
    headers: { 'Content-Type': GZIP },
  }));
  return { ...body, message: body.message || `Rilis ${body.data.modul_id} ${body.data.versi} berhasil dipasang` };
}
