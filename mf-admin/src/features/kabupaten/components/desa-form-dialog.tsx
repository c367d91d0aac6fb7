// 'Tambah Desa' and 'Perbarui Desa': a village's Kemendagri code (add only), checked against the
// official list ('Cek Kode' shows its name, kecamatan, regency and province), then its letterhead.
import { useState } from 'react';
import { useFormikContext, type FormikHelpers } from 'formik';
import { Button } from '@fluentui/react-button';
import { Caption1 } from '@fluentui/react-text';
import { SearchRegular } from '@fluentui/react-icons';
import { toApiError, type Wilayah } from '@sid/openapi';
import { desaSchema, desaUpdateSchema } from '@sid/openapi/rules';
import { KODE_WILAYAH, REGION_FORMAT_MESSAGES } from '@sid/openapi/domain';
import { FormikDialog, FormikInput } from '@sid/ui/form';
import { cariWilayah } from '../api/kabupaten-api';
import type { DesaFormValues } from './desa-form-values';


type Lookup = { status: 'idle' } | { status: 'busy' } | { status: 'found'; wilayah: Wilayah } | { status: 'failed'; message: string };

/** The code field with 'Cek Kode': the official data of the code, and its name offered for the letterhead. */
function KodeWilayahField() {
  const { values, setFieldValue } = useFormikContext<DesaFormValues>();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const cek = async () => {
    const kode = values.kode_wilayah.trim();
    if (!new RegExp(KODE_WILAYAH.pattern).test(kode)) {
      setLookup({ status: 'failed', message: REGION_FORMAT_MESSAGES.kode_wilayah });
      return;
    }
    setLookup({ status: 'busy' });
    try {
      const wilayah = await cariWilayah(kode);
      setLookup({ status: 'found', wilayah });
      if (!values.nama_desa.trim()) void setFieldValue('nama_desa', wilayah.nama_desa);
    } catch (error) {
      setLookup({ status: 'failed', message: toApiError(error).message });
    }
  };
  return (
    <div>
      <FormikInput name="kode_wilayah" label="Kode Wilayah (Kemendagri)" required autoComplete="off" placeholder={KODE_WILAYAH.contoh} />
      <Button icon={<SearchRegular />} size="small" disabled={lookup.status === 'busy'} onClick={() => void cek()} style={{ marginTop: 4 }}>
        Cek Kode
      </Button>
      <Caption1 as="p" role="status" aria-live="polite" style={{ display: 'block', margin: '4px 0 0' }}>
        {lookup.status === 'found'
          ? `${lookup.wilayah.nama_desa}, Kecamatan ${lookup.wilayah.kecamatan}, Kabupaten ${lookup.wilayah.kabupaten}, ${lookup.wilayah.provinsi}`
          : lookup.status === 'failed'
            ? lookup.message
            : lookup.status === 'busy'
              ? 'Mencari kode di daftar wilayah Kemendagri…'
              : 'Kode 10 digit dari daftar wilayah Kemendagri, mis. 35.07.01.2001.'}
      </Caption1>
    </div>
  );
}

export interface DesaFormDialogProps {
  mode: 'add' | 'update';
  initialValues: DesaFormValues;
  onSubmit: (values: DesaFormValues, form: FormikHelpers<DesaFormValues>) => Promise<unknown>;
  onCancel: () => void;
}

export function DesaFormDialog({ mode, initialValues, onSubmit, onCancel }: DesaFormDialogProps) {
  return (
    <FormikDialog<DesaFormValues>
      title={mode === 'add' ? 'Tambah Desa' : 'Perbarui Desa'}
      submitLabel={mode === 'add' ? 'Tambah' : 'Perbarui'}
      initialValues={initialValues}
      validationSchema={mode === 'add' ? desaSchema : desaUpdateSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {mode === 'add' ? <KodeWilayahField /> : null}
      <FormikInput name="nama_desa" label="Nama Desa (di kop surat)" required autoComplete="off" />
      <FormikInput name="alamat_kantor" label="Alamat Kantor Desa" required autoComplete="off" />
      <FormikInput name="kode_pos" label="Kode Pos" required autoComplete="off" inputMode="numeric" />
      <FormikInput name="jabatan_kepala" label="Jabatan Kepala Desa" required autoComplete="off" hint="Ditulis di surat, mis. Kepala Desa atau Lurah" />
    </FormikDialog>
  );
}
