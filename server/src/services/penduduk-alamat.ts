/**
 * A member's address here (issue 35): a member who lives apart from their card has an RT and a street
 * or house text of their own (penduduk.rt_id, alamat; "Tinggal terpisah dari KK" on the member form);
 * the others live at the card's. The resident lists filter on where each person lives
 * (penduduk.wilayah_rt_id, kept by the database); the stored alamat_asal of an ordinary card's member (the
 * spec's one address field, sorted and exported as stored) is the text of where they live once it has an
 * RT; an incoming family's stays their origin.
 */
import type { DbOrTx } from '../db/client.js';
import type { KartuKeluargaRow } from '../data/kartu-keluarga.js';
import { alamatRt, findRt } from '../data/wilayah-desa.js';
import { badRequest } from '../lib/errors.js';
import { isUuid } from '../lib/ids.js';

export interface AlamatAnggota {
  rtId: string | null;
  alamat: string;
  alamatAsal: string;
}

export const RT_TIDAK_DITEMUKAN = 'rt_id: RT tidak ditemukan di desa ini';

/**
 * The address columns of a member of card `kk` from a create or update body. `tersimpan`: the stored
 * row on an update (rt_id or alamat left out keep theirs). An RT of another village, or none: 400.
 */
export async function alamatAnggota(
  tx: DbOrTx,
  desaId: string,
  kk: Pick<KartuKeluargaRow, 'dataMasuk' | 'rtId' | 'alamat'>,
  body: { rt_id?: string | null; alamat?: string; alamat_asal: string },
  tersimpan?: { rtId: string | null; alamat: string },
): Promise<AlamatAnggota> {
  const rtId = body.rt_id === undefined ? (tersimpan?.rtId ?? null) : body.rt_id;
  if (body.rt_id && (!isUuid(body.rt_id) || !(await findRt(tx, desaId, body.rt_id)))) throw badRequest(RT_TIDAK_DITEMUKAN);
  const alamat = rtId === null ? '' : (body.alamat ?? tersimpan?.alamat ?? '').trim();
  const typed = body.alamat_asal.trim();
  if (kk.dataMasuk) return { rtId, alamat, alamatAsal: typed };
  const rumah = rtId !== null ? { rt: rtId, alamat } : kk.rtId !== null ? { rt: kk.rtId, alamat: kk.alamat } : null;
  return { rtId, alamat, alamatAsal: rumah ? (await alamatRt(tx, desaId, rumah.rt, rumah.alamat)).teks : typed };
}
