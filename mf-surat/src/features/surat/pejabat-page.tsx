// /surat/pejabat: the village's officials who sign letters (Super Admin keeps them): name, position,
// NIP, and the form of the signature (langsung, a.n., u.b.), shown as the letter prints it.
import { useState } from 'react';
import * as yup from 'yup';
import { Button } from '@fluentui/react-button';
import { Badge } from '@fluentui/react-badge';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { barisTtdSurat } from '@sid/openapi/domain/surat';
import { FormikDialog, FormikInput, FormikSelect } from '@sid/ui/form';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, EmptyState, answerStates } from '@sid/ui/states';
import { useServerAction } from '@sid/ui-desa/feedback';
import { useVillage } from '@sid/ui-desa/module';
import { createPejabat, updatePejabat, usePejabatSurat, type PejabatSurat, type PejabatSuratInput } from './api/surat-api';

interface PejabatValues {
  nama: string;
  jabatan: string;
  nip: string;
  bentuk: PejabatSuratInput['bentuk'];
  atas_nama: string;
  untuk_beliau: string;
  aktif: 'ya' | 'tidak';
}

const KOSONG: PejabatValues = { nama: '', jabatan: '', nip: '', bentuk: 'langsung', atas_nama: '', untuk_beliau: '', aktif: 'ya' };
const BENTUK = [
  { value: 'langsung', label: 'Langsung (atas nama sendiri)' },
  { value: 'an', label: 'a.n. (atas nama Kepala Desa)' },
  { value: 'ub', label: 'u.b. (untuk beliau)' },
] as const;

const schema = yup.object({
  nama: yup.string().trim().min(3, 'Nama paling sedikit 3 karakter').max(100).required('Nama wajib diisi'),
  jabatan: yup.string().trim().min(3, 'Jabatan paling sedikit 3 karakter').max(100).required('Jabatan wajib diisi'),
  nip: yup.string().trim().matches(/^[0-9 ]*$/, 'NIP hanya berisi angka').max(30),
});

const fromPejabat = (p: PejabatSurat): PejabatValues => ({
  nama: p.nama, jabatan: p.jabatan, nip: p.nip ?? '', bentuk: p.bentuk, atas_nama: p.atas_nama ?? '', untuk_beliau: p.untuk_beliau ?? '', aktif: p.aktif ? 'ya' : 'tidak',
});

const toBody = (v: PejabatValues): PejabatSuratInput => ({
  nama: v.nama.trim(),
  jabatan: v.jabatan.trim(),
  nip: v.nip.trim() === '' ? null : v.nip.trim(),
  bentuk: v.bentuk,
  atas_nama: v.bentuk === 'langsung' || v.atas_nama.trim() === '' ? null : v.atas_nama.trim(),
  untuk_beliau: v.bentuk !== 'ub' || v.untuk_beliau.trim() === '' ? null : v.untuk_beliau.trim(),
  aktif: v.aktif === 'ya',
});

export function PejabatPage() {
  const styles = usePageStyles();
  const village = useVillage();
  const list = usePejabatSurat();
  const action = useServerAction();
  const [edit, setEdit] = useState<PejabatSurat | 'baru' | null>(null);
  const close = () => setEdit(null);
  const addButton = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEdit('baru')}>
      Tambah Pejabat
    </Button>
  );
  return (
    <div className={styles.stack}>
      <PageHeader id="pejabat-title" title="Pejabat Penandatangan" actions={addButton} />
      <div className={styles.card}>
        <DataStates {...answerStates(list)} isEmpty={(d) => d.data.length === 0}
          empty={<EmptyState title="BELUM ADA PEJABAT PENANDATANGAN" description="Tambahkan Kepala Desa dan pejabat lain yang menandatangani surat" action={addButton} />}>
          {(d) => (
            <Table aria-labelledby="pejabat-title">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Nama</TableHeaderCell>
                  <TableHeaderCell>Jabatan</TableHeaderCell>
                  <TableHeaderCell>NIP</TableHeaderCell>
                  <TableHeaderCell>Tercetak di atas tanda tangan</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Aksi</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {d.data.map((p) => (
                  <TableRow key={p._id}>
                    <TableCell>{p.nama}</TableCell>
                    <TableCell>{p.jabatan}</TableCell>
                    <TableCell>{p.nip ?? '-'}</TableCell>
                    <TableCell>{barisTtdSurat(p, village.nama_desa).join(' / ')}</TableCell>
                    <TableCell>
                      <Badge appearance="tint" color={p.aktif ? 'success' : 'informative'}>{p.aktif ? 'Aktif' : 'Tidak aktif'}</Badge>
                    </TableCell>
                    <TableCell>
                      <Button icon={<EditRegular />} aria-label={`Ubah ${p.nama}`} onClick={() => setEdit(p)}>Ubah</Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DataStates>
      </div>
      {edit !== null ? (
        <FormikDialog<PejabatValues>
          title={edit === 'baru' ? 'Tambah Pejabat Penandatangan' : 'Ubah Pejabat Penandatangan'}
          submitLabel="Simpan"
          initialValues={edit === 'baru' ? KOSONG : fromPejabat(edit)}
          validationSchema={schema}
          onCancel={close}
          onSubmit={(values, form) =>
            action.submit(() => (edit === 'baru' ? createPejabat(toBody(values)) : updatePejabat(edit._id, toBody(values))), {
              form,
              fallback: 'Pejabat penandatangan berhasil disimpan',
              onSaved: async () => {
                close();
                await list.mutate();
              },
            })
          }
        >
          <BentukFields />
        </FormikDialog>
      ) : null}
    </div>
  );
}

function BentukFields() {
  return (
    <>
      <FormikInput name="nama" label="Nama Lengkap" required />
      <FormikInput name="jabatan" label="Jabatan" required placeholder="Kepala Desa, Sekretaris Desa, Kasi Pemerintahan, ..." />
      <FormikInput name="nip" label="NIP" hint="Kosongkan bila tidak ada" />
      <FormikSelect name="bentuk" label="Bentuk tanda tangan" options={BENTUK} />
      <FormikInput name="atas_nama" label="Atas nama (a.n.)" hint="Untuk a.n. dan u.b.; kosong: Kepala Desa" />
      <FormikInput name="untuk_beliau" label="Untuk beliau (u.b.)" hint="Untuk u.b.; kosong: Sekretaris Desa" />
      <FormikSelect name="aktif" label="Status" options={[{ value: 'ya', label: 'Aktif (dapat dipilih sebagai penandatangan)' }, { value: 'tidak', label: 'Tidak aktif' }]} />
    </>
  );
}

export default PejabatPage;
