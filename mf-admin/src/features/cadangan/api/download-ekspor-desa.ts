// POST /api/cadangan/ekspor_desa (issue 38): the village's signed, encrypted export to join a regency, the
// archive `npm run ekspor-desa` writes, under the join key the Admin Kabupaten gave. Saved under the name
// the server gives (Content-Disposition), else 'ekspor-desa.sid'.
import { api, callApi, fileNameOf, saveBlob } from '@sid/openapi';

export async function downloadEksporDesa(kunci: string): Promise<{ message: string }> {
  const call = api.POST('/api/cadangan/ekspor_desa', { params: { header: { 'x-kunci-gabung': kunci } }, parseAs: 'blob' });
  const blob = await callApi(call);
  const { response } = await call;
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'ekspor-desa.sid';
  saveBlob(blob as unknown as Blob, fileName);
  return { message: `Berkas ekspor ${fileName} diunduh. Serahkan berkas ini ke Admin Kabupaten.` };
}
