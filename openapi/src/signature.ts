// The signer (TTD) of a letter, for the birth, death and moved-out letters alike:
// POST /api/signature/{id}/p/{kind} adds one (a second is a 409), PUT /api/signature/{signatureId}/u
// updates it. Spec §5: no client-side validation. The dialogs are @sid/ui-desa/signer; a letter's preview
// page hands this call to LetterPreviewPage (@sid/ui-desa/letter) as `saveSigner`.
import { api } from './client';
import { callApi } from './errors';
import type { components } from './schema';

/** Which letter the signer belongs to. */
export type SignerKind = 'kelahiran' | 'kematian' | 'keluar';

type SignatureInput = components['schemas']['SignatureInput'];

/**
 * Saves the signer of the letter of record `parentId`: adds it when the letter has none
 * (`signatureId` null), updates it otherwise. Rejects with an ApiError.
 */
export function saveSignature(kind: SignerKind, parentId: string, signatureId: string | null, body: SignatureInput) {
  if (signatureId) {
    return callApi(api.PUT('/api/signature/{signatureId}/u', { params: { path: { signatureId } }, body }));
  }
  const init = { params: { path: { id: parentId } }, body };
  if (kind === 'kelahiran') return callApi(api.POST('/api/signature/{id}/p/kelahiran', init));
  if (kind === 'kematian') return callApi(api.POST('/api/signature/{id}/p/kematian', init));
  return callApi(api.POST('/api/signature/{id}/p/keluar', init));
}
