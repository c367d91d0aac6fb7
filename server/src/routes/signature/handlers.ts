import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { kelahiran, kematian, pendudukKeluar, signatures } from '../../db/schema.js';
import { logActivity } from '../../lib/activity-log.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { actorOf } from '../auth/handlers.js';
import { signatureDto } from '../kematian/queries.js';

interface SignatureBody {
  nama_lengkap: string;
  nama_jabatan: string;
}

const SUDAH_ADA = 'Nama penandatangan untuk surat ini sudah ada';

/** The three kinds of letter a signer belongs to: the parent table, its column in signatures, its 404. */
const PARENTS = {
  kelahiran: { table: kelahiran, column: 'kelahiranId', constraint: 'signatures_kelahiran_uq', missing: 'Data kelahiran tidak ditemukan' },
  kematian: { table: kematian, column: 'kematianId', constraint: 'signatures_kematian_uq', missing: 'Data kematian tidak ditemukan' },
  keluar: { table: pendudukKeluar, column: 'pendudukKeluarId', constraint: 'signatures_penduduk_keluar_uq', missing: 'Data penduduk keluar tidak ditemukan' },
} as const;

export function signatureHandlers(ctx: AppContext) {
  const { db, desaId } = ctx;

  /** POST /api/signature/{id}/p/{kind}: one signer per letter (a second add is a 409). */
  function create(kind: keyof typeof PARENTS) {
    const p = PARENTS[kind];
    return async (request: FastifyRequest<{ Params: { id: string }; Body: SignatureBody }>, reply: FastifyReply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(p.missing);
      const actor = actorOf(request);
      try {
        const data = await db.transaction(async (tx) => {
          const [parent] = await tx
            .select({ id: p.table.id })
            .from(p.table)
            .where(and(eq(p.table.id, id), eq(p.table.desaId, desaId)))
            .for('update');
          if (!parent) throw notFound(p.missing);
          const [existing] = await tx.select({ id: signatures.id }).from(signatures).where(eq(signatures[p.column], id));
          if (existing) throw conflict(SUDAH_ADA);
          const [row] = await tx
            .insert(signatures)
            .values({ [p.column]: id, namaLengkap: request.body.nama_lengkap.trim(), namaJabatan: request.body.nama_jabatan.trim() })
            .returning();
          const dto = signatureDto(row);
          await logActivity(tx, actor, { activityName: `Menambahkan nama penandatangan surat ${kind}`, entity: 'signatures', entityId: row!.id, after: { ...dto, [kind]: id } });
          return dto;
        });
        return reply.code(201).send({ success: true, message: 'Sukses menambahkan nama penandatangan', data });
      } catch (err) {
        if (isUniqueViolation(err, p.constraint)) throw conflict(SUDAH_ADA);
        throw err;
      }
    };
  }

  /** PUT /api/signature/{signatureId}/u: replaces nama_lengkap and nama_jabatan. */
  async function updateSignature(request: FastifyRequest<{ Params: { signatureId: string }; Body: SignatureBody }>) {
    const { signatureId } = request.params;
    const missing = 'Data penandatangan tidak ditemukan';
    if (!isUuid(signatureId)) throw notFound(missing);
    const actor = actorOf(request);
    const data = await db.transaction(async (tx) => {
      const [old] = await tx.select().from(signatures).where(eq(signatures.id, signatureId)).for('update');
      if (!old) throw notFound(missing);
      // The signer belongs to this village through its letter.
      const parentOk = await Promise.all(
        (Object.keys(PARENTS) as Array<keyof typeof PARENTS>).map(async (kind) => {
          const p = PARENTS[kind];
          const pid = old[p.column];
          if (!pid) return false;
          const [row] = await tx.select({ id: p.table.id }).from(p.table).where(and(eq(p.table.id, pid), eq(p.table.desaId, desaId)));
          return Boolean(row);
        }),
      );
      if (!parentOk.some(Boolean)) throw notFound(missing);
      const [row] = await tx
        .update(signatures)
        .set({ namaLengkap: request.body.nama_lengkap.trim(), namaJabatan: request.body.nama_jabatan.trim(), updatedAt: new Date() })
        .where(eq(signatures.id, old.id))
        .returning();
      await logActivity(tx, actor, { activityName: 'Memperbarui nama penandatangan', entity: 'signatures', entityId: old.id, before: signatureDto(old), after: signatureDto(row) });
      return signatureDto(row);
    });
    return { success: true, message: 'Sukses memperbarui nama penandatangan', data };
  }

  return {
    createSignatureKelahiran: create('kelahiran'),
    createSignatureKematian: create('kematian'),
    createSignatureKeluar: create('keluar'),
    updateSignature,
  };
}
