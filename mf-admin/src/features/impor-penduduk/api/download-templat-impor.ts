// GET /api/impor/penduduk/templat with the session's token (a plain link would carry none), saved under
// the name the server gives in Content-Disposition (read as every download's: fileNameOf of @sid/openapi).
import { api, callApi, fileNameOf, saveBlob } from '@sid/openapi';

const TEMPLAT = 'templat_impor_penduduk.xlsx';

export async function downloadTemplatImpor(): Promise<{ message: string }> {
  const call = api.GET('/api/impor/penduduk/templat', { parseAs: 'blob' });
  const blob = (await callApi(call)) as unknown as Blob;
  const { response } = await call;
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? TEMPLAT;
  saveBlob(blob, fileName);
  return { message: `Templat ${fileName} diunduh` };
}
