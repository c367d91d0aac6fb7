// The signer (TTD) of a letter: POST /api/signature/{id}/p/kelahiran | kematian adds one (a second
// is a 409), PUT /api/signature/{signatureId}/u updates it. Spec §5: no client-side validation.
import { api, callApi, type SignatureInput } from '@sid/openapi';

/** Which letter the signer belongs to. */
export type SignerKind = 'kelahiran' | 'kematian';

export interface SignerFormValues {
  nama_jabatan: string;
  nama_lengkap: string;
}

export function toSignatureBody(values: SignerFormValues): SignatureInput {
  return { nama_lengkap: values.nama_lengkap.trim(), nama_jabatan: values.nama_jabatan.trim() };
}

export function createSignature(kind: SignerKind, parentId: string, values: SignerFormValues) {
  const init = { params: { path: { id: parentId } }, body: toSignatureBody(values) };
  return kind === 'kelahiran'
    ? callApi(api.POST('/api/signature/{id}/p/kelahiran', init))
    : callApi(api.POST('/api/signature/{id}/p/kematian', init));
}

export function updateSignature(signatureId: string, values: SignerFormValues) {
  return callApi(api.PUT('/api/signature/{signatureId}/u', {
    params: { path: { signatureId } },
    body: toSignatureBody(values),
  }));
}
