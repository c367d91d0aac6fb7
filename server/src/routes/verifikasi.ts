import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Routes, Schemas } from '../contract.js';
import { AppError } from '../lib/errors.js';
import { batasVerifikasi } from '../lib/batas-verifikasi.js';
import { halamanVerifikasi } from '../lib/halaman-verifikasi.js';
import { SURAT_VERIFIKASI_TIDAK_DITEMUKAN, verifikasiSurat } from '../services/verifikasi-surat.js';

const TERLALU_SERING = 'Terlalu banyak pemeriksaan surat dari alamat ini. Coba lagi sebentar lagi.';

/** The public check of a letter (no sign-in): JSON for the API, a server-rendered page for the QR. */
export function verifikasiRoutes(ctx: AppContext) {
  const batas = batasVerifikasi();
  const periksa = async (request: FastifyRequest, token: string): Promise<Schemas['VerifikasiSurat'] | 'terlalu_sering' | null> => {
    if (!batas.boleh(request.ip)) return 'terlalu_sering';
    try {
      return await verifikasiSurat(ctx.db, token);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return null;
      throw err;
    }
  };
  const html = (reply: FastifyReply, code: number, body: string) => reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  return {
    verifikasiSurat: async (request, reply) => {
      const hasil = await periksa(request, request.params.token);
      reply.header('cache-control', 'no-store');
      if (hasil === 'terlalu_sering') throw new AppError(429, 'TOO_MANY_REQUESTS', TERLALU_SERING);
      if (hasil === null) throw new AppError(404, 'NOT_FOUND', SURAT_VERIFIKASI_TIDAK_DITEMUKAN);
      return { success: true, data: hasil };
    },
    halamanVerifikasiSurat: {
      // A malformed token gets the same page as an unknown one (the contract's 400 is a page too).
      attachValidation: true,
      handler: async (request, reply) => {
        const hasil = request.validationError ? null : await periksa(request, request.params.token);
        if (hasil === 'terlalu_sering') return html(reply, 429, halamanVerifikasi({ pesan: TERLALU_SERING }));
        if (hasil === null) return html(reply, 404, halamanVerifikasi({ pesan: SURAT_VERIFIKASI_TIDAK_DITEMUKAN }));
        return html(reply, 200, halamanVerifikasi({ surat: hasil }));
      },
    },
  } satisfies Partial<Routes>;
}
