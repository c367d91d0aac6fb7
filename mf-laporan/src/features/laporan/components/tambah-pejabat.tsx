// 'Tambah pejabat' beside the print's signer picker (issue 37): a village's Super Admin adds the official
// who signs its reports and books, whether Layanan Surat is on or not (POST /api/laporan_kop/pejabat:
// the same list as Layanan Surat's 'Pejabat Penandatangan'; the server keeps the rules and says a
// refusal under its field). Changing or deactivating an official stays in Layanan Surat.
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { PersonAddRegular } from '@fluentui/react-icons';
import { FormikDialog, FormikInput } from '@sid/ui/form';
import { useServerAction } from '@sid/ui-desa/feedback';
import { tambahPejabatLaporan, type PejabatLaporan } from '../api/laporan-api';

interface Nilai {
  nama: string;
  jabatan: string;
  nip: string;
}
const KOSONG: Nilai = { nama: '', jabatan: '', nip: '' };

export function TambahPejabat({ onSaved }: { onSaved: (pejabat: PejabatLaporan) => Promise<unknown> | void }) {
  const [buka, setBuka] = useState(false);
  const action = useServerAction();
  return (
    <>
      <Button icon={<PersonAddRegular />} onClick={() => setBuka(true)}>Tambah pejabat</Button>
      {buka ? (
        <FormikDialog<Nilai>
          title="Tambah Pejabat Penandatangan"
          submitLabel="Simpan"
          initialValues={KOSONG}
          onCancel={() => setBuka(false)}
          onSubmit={(v, form) =>
            action.submit(() => tambahPejabatLaporan({ nama: v.nama.trim(), jabatan: v.jabatan.trim(), nip: v.nip.replace(/\s+/g, '') === '' ? null : v.nip.replace(/\s+/g, '') }), {
              form,
              fallback: 'Pejabat penandatangan berhasil ditambahkan',
              onSaved: async (res) => {
                setBuka(false);
                if (res?.data) await onSaved(res.data);
              },
            })
          }
        >
          <FormikInput name="nama" label="Nama Lengkap" required />
          <FormikInput name="jabatan" label="Jabatan" required placeholder="Kepala Desa, Sekretaris Desa, ..." />
          <FormikInput name="nip" label="NIP" hint="Kosongkan bila tidak ada" />
        </FormikDialog>
      ) : null}
    </>
  );
}
