import type { Penduduk } from '@sid/openapi';
import { tampil } from '@sid/ui/format';
import { DetailList } from '@sid/ui/page';
import { pendudukItems } from './penduduk-detail-items';
import { ViewDialog } from '@sid/ui/dialogs';

/** 'Detail Data Pengikut': everything known about one follower, and Kembali. */
export function PengikutDetailDialog({ pengikut, onClose }: { pengikut: Penduduk; onClose: () => void }) {
  return (
    <ViewDialog title="Detail Data Pengikut" onClose={onClose}>
      <DetailList ariaLabel={`Data pengikut ${pengikut.nama_lengkap}`} items={[
        ...pendudukItems(pengikut),
        { label: 'Jenis Kelamin', value: tampil(pengikut.jenis_kelamin) },
        { label: 'Alamat Asal', value: tampil(pengikut.alamat_asal) },
      ]} />
    </ViewDialog>
  );
}
