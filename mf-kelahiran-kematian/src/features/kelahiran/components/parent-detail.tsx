import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Text } from '@fluentui/react-text';
import { PersonInfoRegular } from '@fluentui/react-icons';
import type { Penduduk } from '@sid/openapi';
import { STATUS_PENDUDUK_LABEL } from '@sid/openapi/rules';
import { useDialogFocus } from '@sid/ui/dialog-focus';
import { DetailList, usePageStyles } from '@sid/ui/page';
import { tampil } from '@sid/ui/format';

export interface ParentDetailProps {
  /** 'Ayah' or 'Ibu'. */
  peran: 'Ayah' | 'Ibu';
  person: Penduduk | null;
}

/** The father or mother on the birth's detail: the name and a dialog with the resident's data. */
export function ParentDetail({ peran, person }: ParentDetailProps) {
  const styles = usePageStyles();
  const [open, setOpen] = useState(false);
  // Closed (Kembali, Escape): focus goes back to 'Lihat Data …'.
  const surfaceRef = useDialogFocus(open);
  // The resident may have been deleted since: the birth stays, the link is gone.
  if (!person) return <Text>{`Data ${peran.toLowerCase()} sudah tidak ada`}</Text>;
  return (
    <>
      <Text>{person.nama_lengkap}</Text>{' '}
      <Button appearance="transparent" size="small" icon={<PersonInfoRegular />} onClick={() => setOpen(true)}>
        {`Lihat Data ${peran}`}
      </Button>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface ref={surfaceRef}>
          <DialogBody>
            <DialogTitle>{`Detail Data ${peran}`}</DialogTitle>
            <DialogContent>
              <DetailList items={[
                { label: 'NIK', value: person.nik },
                { label: 'Nama Lengkap', value: person.nama_lengkap },
                { label: 'Jenis Kelamin', value: person.jenis_kelamin },
                { label: 'Tempat Tgl. Lahir', value: tampil(person.tempat_tanggal_lahir) },
                { label: 'Umur', value: tampil(person.umur) },
                { label: 'Agama', value: person.agama },
                { label: 'Status Perkawinan', value: person.status_perkawinan },
                { label: 'Pekerjaan', value: tampil(person.pekerjaan) },
                { label: 'Pendidikan Terakhir', value: person.pendidikan_terakhir },
                { label: 'Alamat', value: tampil(person.alamat_asal) },
                { label: 'Nomor KK', value: person.keluarga_dari.no_kk },
                { label: 'Status', value: STATUS_PENDUDUK_LABEL[person.status_penduduk] },
              ]} />
            </DialogContent>
            <DialogActions>
              <Link className={styles.link} to={`/penduduk/${person._id}/d`}>Lihat Detail Penduduk</Link>
              <Button appearance="primary" onClick={() => setOpen(false)}>Kembali</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
