// "Tinggal terpisah dari KK" on the member form (issue 35): a member who lives apart from their family
// card has an address here of their own (Dusun, RW, RT and the street text, the card's fields). Unchecked,
// they live at the card's address (the body's rt_id null). Field names: tinggal_terpisah, dusun_id,
// rw_id, rt_id, alamat; the rules are denganTinggalTerpisah (skema.ts).
import { useId } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useFormikContext } from 'formik';
import { useFieldGridStyles } from '@sid/ui/form';
import type { WilayahDesa } from '@sid/openapi';
import { TANPA_WILAYAH, letakRt } from '@sid/ui-desa/wilayah';
import { WilayahFields, type WilayahFormValues } from './wilayah-fields';

export interface TinggalTerpisahValues extends WilayahFormValues {
  tinggal_terpisah: boolean;
}

const useStyles = makeStyles({
  choice: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightSemibold },
  box: { width: '18px', height: '18px', margin: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The form's initial values of a member (none: not living apart), at their own address when they have one. */
export function nilaiTinggalTerpisah(tree: WilayahDesa | undefined, p?: { tinggal_terpisah?: boolean; alamat_desa?: { rt_id: string | null; alamat: string } }): TinggalTerpisahValues {
  if (!p?.tinggal_terpisah || !p.alamat_desa) return { tinggal_terpisah: false, ...TANPA_WILAYAH, alamat: '' };
  return { tinggal_terpisah: true, ...letakRt(tree, p.alamat_desa.rt_id), alamat: p.alamat_desa.alamat };
}

export function TinggalTerpisahFields({ tree }: { tree: WilayahDesa | undefined }) {
  const grid = useFieldGridStyles();
  const styles = useStyles();
  const id = useId();
  const { values, setFieldValue } = useFormikContext<TinggalTerpisahValues>();
  return (
    <>
      <div className={grid.wide}>
        <label className={styles.choice} htmlFor={id}>
          <input
            id={id}
            className={styles.box}
            type="checkbox"
            name="tinggal_terpisah"
            checked={values.tinggal_terpisah}
            aria-describedby={`${id}-hint`}
            onChange={(e) => void setFieldValue('tinggal_terpisah', e.target.checked)}
          />
          Tinggal terpisah dari KK
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          Centang bila anggota ini tinggal di alamat lain di desa ini (bukan alamat kartu keluarga).
        </p>
      </div>
      {values.tinggal_terpisah ? <WilayahFields tree={tree} required alamatLabel="Alamat Tinggal (Jalan/No. Rumah)" /> : null}
    </>
  );
}
