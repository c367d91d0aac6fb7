// The village's areas (GET /api/wilayah_desa) as a form and a list filter choose them: dusun, then an RW
// of that dusun, then an RT of that RW. Pure functions over the tree.
import type { AlamatDesa, WilayahDesa } from '@sid/openapi';
import { formatAlamatDesa } from '@sid/openapi/domain';

export interface Pilihan {
  value: string;
  label: string;
}

export interface WilayahTerpilih {
  dusun_id: string;
  rw_id: string;
  rt_id: string;
}

export const TANPA_WILAYAH: WilayahTerpilih = { dusun_id: '', rw_id: '', rt_id: '' };

/** The choices at each level for what is chosen above it. */
export function pilihanWilayah(tree: WilayahDesa | undefined, terpilih: Pick<WilayahTerpilih, 'dusun_id' | 'rw_id'>) {
  const dusun = tree?.dusun ?? [];
  const rw = dusun.find((d) => d._id === terpilih.dusun_id)?.rw ?? [];
  const rt = rw.find((w) => w._id === terpilih.rw_id)?.rt ?? [];
  return {
    dusun: dusun.map((d): Pilihan => ({ value: d._id, label: d.nama })),
    rw: rw.map((w): Pilihan => ({ value: w._id, label: `RW ${w.nomor}` })),
    rt: rt.map((t): Pilihan => ({ value: t._id, label: `RT ${t.nomor}` })),
  };
}

/** The village has at least one RT to choose. */
export const adaRt = (tree: WilayahDesa | undefined): boolean => (tree?.dusun ?? []).some((d) => d.rw.some((w) => w.rt.length > 0));

/** The dusun and RW of an RT (to open a form at a saved address); empty when the RT is not in the tree. */
export function letakRt(tree: WilayahDesa | undefined, rtId: string | null | undefined): WilayahTerpilih {
  for (const d of tree?.dusun ?? []) {
    for (const w of d.rw) if (w.rt.some((t) => t._id === rtId)) return { dusun_id: d._id, rw_id: w._id, rt_id: rtId as string };
  }
  return TANPA_WILAYAH;
}

/** The address of a chosen RT with its street or house text, as the server will answer it. */
export function alamatTerpilih(tree: WilayahDesa | undefined, rtId: string, alamat: string): AlamatDesa {
  for (const d of tree?.dusun ?? []) {
    for (const w of d.rw) {
      const t = w.rt.find((x) => x._id === rtId);
      if (t) {
        const parts = { dusun: d.nama, rw: w.nomor, rt: t.nomor, alamat: alamat.trim() };
        return { dusun_id: d._id, dusun: d.nama, rw_id: w._id, rw: w.nomor, rt_id: t._id, rt: t.nomor, alamat: parts.alamat, teks: formatAlamatDesa(parts) };
      }
    }
  }
  return { dusun_id: null, dusun: null, rw_id: null, rw: null, rt_id: null, rt: null, alamat: alamat.trim(), teks: alamat.trim() };
}

/** The address here of a card form as its body takes it: the RT (when chosen) and the street text. */
export function bodyAlamatDesa(values: { rt_id: string; alamat: string }): { rt_id?: string; alamat?: string } {
  const alamat = values.alamat.trim();
  return { ...(values.rt_id ? { rt_id: values.rt_id } : {}), ...(alamat ? { alamat } : {}) };
}
