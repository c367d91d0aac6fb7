/**
 * A person's birth fields of a create or update body (issue 35): `tempat_lahir` and `tanggal_lahir`
 * (the forms since contract 1.3.0), or the spec's one text `tempat_tanggal_lahir` (and `umur`) of a
 * client built before, read by the shared domain's lahirDariTeks: what it cannot read is kept verbatim
 * and listed in perlu_dilengkapi. Saving the two fields clears their keys from that list.
 */
import { lahirDariTeks, PERLU_DILENGKAPI_LABEL, tempatTanggalLahirTeks, type KunciPerluDilengkapi } from '@sid/openapi/domain/lahir';
import { badRequest } from '../lib/errors.js';

export interface BodyLahir {
  nik: string;
  tempat_lahir?: string | undefined;
  tanggal_lahir?: string | undefined;
  tempat_tanggal_lahir?: string | undefined;
  umur?: string | undefined;
}

export interface NilaiLahir {
  tempatLahir: string | null;
  tanggalLahir: string | null;
  tempatTanggalLahir: string;
  umurTercatat: string;
  perluDilengkapi: string[];
}

const KUNCI_LAHIR: readonly KunciPerluDilengkapi[] = ['tempat_lahir', 'tanggal_lahir'];

/** The keys of `perluLama` this save does not touch, then `baru` (each once, in the labels' order for ours). */
function gabung(perluLama: readonly string[], baru: readonly string[]): string[] {
  const lain = perluLama.filter((k) => !(KUNCI_LAHIR as readonly string[]).includes(k));
  return [...lain, ...Object.keys(PERLU_DILENGKAPI_LABEL).filter((k) => baru.includes(k) && !lain.includes(k))];
}

/**
 * The birth columns of a body; a body with neither the two fields nor the text is a 400 naming the
 * missing field (the contract cannot say "these two, or that one").
 */
export function nilaiLahir(body: BodyLahir, perluLama: readonly string[] = []): NilaiLahir {
  const tempat = body.tempat_lahir?.trim().replace(/\s+/g, ' ');
  const tanggal = body.tanggal_lahir;
  if (tempat === '') throw badRequest('tempat_lahir tidak boleh kosong');
  if (tempat !== undefined && tanggal !== undefined) {
    return { tempatLahir: tempat, tanggalLahir: tanggal, tempatTanggalLahir: tempatTanggalLahirTeks(tempat, tanggal), umurTercatat: '', perluDilengkapi: gabung(perluLama, []) };
  }
  const teks = body.tempat_tanggal_lahir?.trim();
  if (teks === undefined) throw badRequest(tempat === undefined ? 'tempat_lahir wajib diisi' : 'tanggal_lahir wajib diisi');
  if (teks === '') throw badRequest('tempat_tanggal_lahir tidak boleh kosong');
  // The text read; one of the two fields sent beside it wins over what the text says.
  const r = lahirDariTeks(teks, body.nik);
  const tempatLahir = tempat ?? r.tempat_lahir;
  const tanggalLahir = tanggal ?? r.tanggal_lahir;
  const perlu = r.perlu.filter((k) => !(k === 'tempat_lahir' && tempat !== undefined) && !(k === 'tanggal_lahir' && tanggal !== undefined));
  return {
    tempatLahir,
    tanggalLahir,
    // Read: written back from the two fields; not read: the client's text as it came.
    tempatTanggalLahir: tanggalLahir ? tempatTanggalLahirTeks(tempatLahir, tanggalLahir) : teks.replace(/\s+/g, ' '),
    umurTercatat: tanggalLahir ? '' : (body.umur ?? '').trim(),
    perluDilengkapi: gabung(perluLama, perlu),
  };
}
