// The link between the two sides of an accepted move (issue 38): on the origin's moved-out record
// "Diterima di Desa B pada …", on the destination's incoming card "Pindahan dari Desa A"; each opens
// the move. Nothing when the record did not come from (or go to) another village of the regency.
import { Banner } from '@sid/ui/banner';
import { formatTanggalWaktu } from '@sid/ui/format';
import { RouterLink } from '@sid/ui/router-link';
import { namaDesa, usePindahList } from '../api/pindah-antar-desa';

export function TautanPindah({ pendudukKeluarId, kkTujuanId }: { pendudukKeluarId?: string; kkTujuanId?: string }) {
  const list = usePindahList(pendudukKeluarId ? 'keluar' : 'masuk');
  const m = list.data?.data.find((x) => x.status === 'diterima' && (pendudukKeluarId ? x.penduduk_keluar_id === pendudukKeluarId : x.kk_tujuan_id === kkTujuanId));
  if (!m) return null;
  const pada = m.diputus_pada ? formatTanggalWaktu(m.diputus_pada) : '';
  const text = pendudukKeluarId ? `Diterima di ${namaDesa(m.desa_tujuan)} pada ${pada}` : `Pindahan dari ${namaDesa(m.desa_asal)}, diterima pada ${pada}`;
  return (
    <Banner intent="info" message={`${text}.`}>
      <RouterLink to={`/pindah_antar_desa/${m._id}`}>Lihat data pindah</RouterLink>
    </Banner>
  );
}
