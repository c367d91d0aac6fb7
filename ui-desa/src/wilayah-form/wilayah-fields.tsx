// The address here in a formik form (issue 35): Dusun, then RW, then RT (each list narrowed by the one
// above; a change above clears below), and the street or house text. Field names: dusun_id, rw_id, rt_id,
// alamat. The page says whether an RT is required (its schema) and sends rt_id and alamat.
import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { FormikInput, FormikSelect, useFieldGridStyles } from '@sid/ui/form';
import type { WilayahDesa } from '@sid/openapi';
import { pilihanWilayah, type WilayahTerpilih } from '@sid/ui-desa/wilayah';

export interface WilayahFormValues extends WilayahTerpilih {
  alamat: string;
}

export interface WilayahFieldsProps {
  tree: WilayahDesa | undefined;
  required?: boolean;
  /** The street text's label: 'Alamat (Jalan/No. Rumah)' by default. */
  alamatLabel?: string;
}

export function WilayahFields({ tree, required = false, alamatLabel = 'Alamat (Jalan/No. Rumah)' }: WilayahFieldsProps) {
  const styles = useFieldGridStyles();
  const { values, setFieldValue } = useFormikContext<WilayahFormValues>();
  const pilihan = pilihanWilayah(tree, values);
  // A choice above clears the ones below it that belonged to the old one (once the tree is there).
  const rwLain = tree !== undefined && values.rw_id !== '' && !pilihan.rw.some((p) => p.value === values.rw_id);
  const rtLain = tree !== undefined && values.rt_id !== '' && !pilihan.rt.some((p) => p.value === values.rt_id);
  useEffect(() => {
    if (rwLain) void setFieldValue('rw_id', '');
    if (rtLain) void setFieldValue('rt_id', '');
  }, [rwLain, rtLain, setFieldValue]);
  return (
    <>
      <FormikSelect name="dusun_id" label="Dusun" required={required} options={pilihan.dusun} placeholder="Pilih Dusun" />
      <FormikSelect name="rw_id" label="RW" required={required} options={pilihan.rw} placeholder={values.dusun_id ? 'Pilih RW' : 'Pilih dusun dahulu'} disabled={!values.dusun_id} />
      <FormikSelect name="rt_id" label="RT" required={required} options={pilihan.rt} placeholder={values.rw_id ? 'Pilih RT' : 'Pilih RW dahulu'} disabled={!values.rw_id} />
      <div className={styles.wide}>
        <FormikInput name="alamat" label={alamatLabel} maxLength={200} autoComplete="off" hint="Contoh: Jl. Mawar No. 12" />
      </div>
    </>
  );
}
