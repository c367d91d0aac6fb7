/** The signer of a letter (birth, death, moved-out record): one per letter (409 SIGNATURE_EXISTS, its unique constraints). */
import type { VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { insertSignature, lockLetter, lockSignature, SIGNED_LETTERS, signatureDto, signerInVillage, updateSignatureRow, type SignatureDto, type SignedLetter } from '../data/signatures.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { pastikanModulAktif } from './modul-desa.js';

const SIGNER_TIDAK_DITEMUKAN = 'Data penandatangan tidak ditemukan';

const names = (body: Schemas['SignatureInput']) => ({ namaLengkap: body.nama_lengkap.trim(), namaJabatan: body.nama_jabatan.trim() });

export function signaturesService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  /** The signer of letter `id` of kind `kind`. */
  async function create(kind: SignedLetter, id: string, body: Schemas['SignatureInput'], actor: Actor): Promise<SignatureDto> {
    const { missing } = SIGNED_LETTERS[kind];
    idOr404(id, missing);
    return db.transaction(async (tx) => {
      if (!(await lockLetter(tx, kind, desaId, id))) throw notFound(missing);
      const dto = signatureDto(await insertSignature(tx, kind, id, names(body)));
      await logActivity(tx, actor, { activityName: `Menambahkan nama penandatangan surat ${kind}`, entity: 'signatures', entityId: dto._id, after: { ...dto, [kind]: id } });
      return dto;
    });
  }

  /** Replaces nama_lengkap and nama_jabatan of signer `id` (of a letter of this village). */
  async function update(id: string, body: Schemas['SignatureInput'], actor: Actor): Promise<SignatureDto> {
    idOr404(id, SIGNER_TIDAK_DITEMUKAN);
    return db.transaction(async (tx) => {
      const old = await lockSignature(tx, id);
      if (!old || !(await signerInVillage(tx, old, desaId))) throw notFound(SIGNER_TIDAK_DITEMUKAN);
      // The signer belongs to its letter's module: with that module off, its letters are not changed.
      await pastikanModulAktif({ modules: ctx.modules, db: tx }, desaId, old.pendudukKeluarId !== null ? 'mf-mutasi' : 'mf-kelahiran-kematian');
      const row = await updateSignatureRow(tx, old.id, names(body));
      await logActivity(tx, actor, { activityName: 'Memperbarui nama penandatangan', entity: 'signatures', entityId: old.id, before: signatureDto(old), after: signatureDto(row) });
      return signatureDto(row);
    });
  }

  return { create, update };
}
