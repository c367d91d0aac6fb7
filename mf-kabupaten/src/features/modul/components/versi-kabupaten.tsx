import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { ArrowUndoRegular, CheckmarkRegular } from '@fluentui/react-icons';
import type { ModulKabupaten } from '../api/list-modul-kabupaten';
import { labelPindah, labelVersi, NILAI_BAWAAN, pilihanVersi, type PilihanVersi } from './format';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  select: { minWidth: '260px' },
  current: { marginTop: 0 },
});

export interface VersiKabupatenProps {
  modul: ModulKabupaten;
  /** Asks to set the regency's default to this version (null: the built-in build), after a confirmation. */
  onTerapkan: (pilihan: PilihanVersi) => void;
  /** Asks to go back to the default before the last change (newer or older), after a confirmation. */
  onKembalikan: () => void;
}

/**
 * The version every village without a pin of its own runs: choose another (compatible) one, or go
 * back to the one before in one action. Keyed by the current default, so a change starts it over.
 */
export function VersiKabupaten({ modul, onTerapkan, onKembalikan }: VersiKabupatenProps) {
  const styles = useStyles();
  const pilihan = pilihanVersi(modul, true);
  const sekarang = modul.versi_default ?? NILAI_BAWAAN;
  const [nilai, setNilai] = useState(sekarang);
  const dipilih = pilihan.find((p) => p.value === nilai);
  const bisaTerapkan = dipilih !== undefined && dipilih.alasan === null && nilai !== sekarang;
  // Named for what it does: after a rollback, the version before is the newer one.
  const kembali = labelPindah(modul.versi_default, modul.versi_sebelumnya, modul.bawaan);

  return (
    <div>
      <p className={styles.current}>
        Versi kabupaten saat ini: <strong>{labelVersi(modul.versi_default, modul.bawaan)}</strong>. Desa tanpa versi khusus
        memuat versi ini.
        {modul.ada_versi_sebelumnya ? ` Versi sebelumnya: ${labelVersi(modul.versi_sebelumnya, modul.bawaan)}.` : ''}
      </p>
      <div className={styles.row}>
        <Field label="Pilih versi kabupaten" hint="Versi yang tidak cocok dengan server ini tidak dapat dipilih.">
          <Select className={styles.select} value={nilai} onChange={(_, d) => setNilai(d.value)}>
            {pilihan.map((p) => (
              <option key={p.value} value={p.value} disabled={p.alasan !== null}>{p.label}</option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" icon={<CheckmarkRegular />} disabled={!bisaTerapkan} onClick={() => dipilih && onTerapkan(dipilih)}>
          Terapkan ke semua desa
        </Button>
        {modul.ada_versi_sebelumnya ? (
          <Button icon={<ArrowUndoRegular />} onClick={onKembalikan}>{kembali}</Button>
        ) : null}
      </div>
    </div>
  );
}
