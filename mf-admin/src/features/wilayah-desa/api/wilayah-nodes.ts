// The tree of GET /api/wilayah_desa as the screen lists it: one row per area, top down, each with how it
// is named ("Dusun Krajan", "RW 005", "RT 002"), where it is ("RT 002 / RW 005, Dusun Krajan") and its parent.
import type { WilayahDesa } from '@sid/openapi';
import { formatWilayah, LABEL_TINGKAT_WILAYAH, type TingkatWilayah } from '@sid/openapi/domain';

export interface WilayahNode {
  id: string;
  tingkat: TingkatWilayah;
  /** The name or number as typed back into the form ("Krajan", "005"). */
  nama: string;
  /** "Dusun Krajan", "RW 005", "RT 002". */
  label: string;
  /** "RT 002 / RW 005, Dusun Krajan": the area with the ones it lies in. */
  lengkap: string;
  jumlahKk: number;
  jumlahPenduduk: number;
  /** Has areas under it (a dusun with RW, an RW with RT). */
  adaAnak: boolean;
}

export const labelWilayah = (tingkat: TingkatWilayah, nama: string) => `${LABEL_TINGKAT_WILAYAH[tingkat]} ${nama}`;

/** Every area, a dusun followed by its RW, each RW by its RT. */
export function wilayahNodes(tree: WilayahDesa): WilayahNode[] {
  const out: WilayahNode[] = [];
  for (const d of tree.dusun) {
    out.push({ id: d._id, tingkat: 'dusun', nama: d.nama, label: labelWilayah('dusun', d.nama), lengkap: formatWilayah({ dusun: d.nama, rw: null, rt: null }), jumlahKk: d.jumlah_kk, jumlahPenduduk: d.jumlah_penduduk, adaAnak: d.rw.length > 0 });
    for (const w of d.rw) {
      out.push({ id: w._id, tingkat: 'rw', nama: w.nomor, label: labelWilayah('rw', w.nomor), lengkap: formatWilayah({ dusun: d.nama, rw: w.nomor, rt: null }), jumlahKk: w.jumlah_kk, jumlahPenduduk: w.jumlah_penduduk, adaAnak: w.rt.length > 0 });
      for (const t of w.rt) {
        out.push({ id: t._id, tingkat: 'rt', nama: t.nomor, label: labelWilayah('rt', t.nomor), lengkap: formatWilayah({ dusun: d.nama, rw: w.nomor, rt: t.nomor }), jumlahKk: t.jumlah_kk, jumlahPenduduk: t.jumlah_penduduk, adaAnak: false });
      }
    }
  }
  return out;
}
