import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { isBulan, NAMA_BULAN_LAPORAN } from '@sid/openapi/domain';

const useStyles = makeStyles({
  baris: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  bulan: { minWidth: '150px' },
  tahun: { minWidth: '100px' },
});

/** How many years back the year list reaches when no first month is given. */
export const TAHUN_KE_BELAKANG = 10;

export interface PilihBulanProps {
  /** The month shown, 'YYYY-MM'; '' while it is not known yet (both lists disabled). */
  bulan: string;
  /** The last month that may be picked (the village's current month): later months are disabled. */
  maks?: string | undefined;
  /** The first month that may be picked; without it the years reach TAHUN_KE_BELAKANG back. */
  min?: string | undefined;
  onChange: (bulan: string) => void;
  /** The month list's label; the year's is 'Tahun'. */
  label?: string;
}

const susun = (tahun: number, bulan: number) => `${tahun}-${String(bulan).padStart(2, '0')}`;

/**
 * The product's month picker (issue 40): the month by its Indonesian name ('Januari' … 'Desember')
 * and the year, two labelled Fluent selects (native lists: Tab between them, arrows or the first
 * letters to choose), not the browser's month input (English month names in an English browser).
 * What it gives is the API's 'YYYY-MM'; a month past `maks` cannot be chosen, and a year whose
 * month would pass it moves to `maks`.
 */
export function PilihBulan({ bulan, maks, min, onChange, label = 'Bulan' }: PilihBulanProps) {
  const s = useStyles();
  const ada = isBulan(bulan);
  const tahun = ada ? Number(bulan.slice(0, 4)) : undefined;
  const bln = ada ? Number(bulan.slice(5, 7)) : undefined;
  const tahunMaks = Math.max(maks && isBulan(maks) ? Number(maks.slice(0, 4)) : (tahun ?? new Date().getFullYear()), tahun ?? 0);
  const tahunMin = Math.min(min && isBulan(min) ? Number(min.slice(0, 4)) : tahunMaks - TAHUN_KE_BELAKANG, tahun ?? tahunMaks);
  const daftarTahun: number[] = [];
  for (let t = tahunMaks; t >= tahunMin; t -= 1) daftarTahun.push(t);
  const boleh = (b: string) => (!maks || b <= maks) && (!min || b >= min);
  const pilih = (t: number, b: number) => {
    let hasil = susun(t, b);
    if (maks && hasil > maks) hasil = maks;
    if (min && hasil < min) hasil = min;
    if (hasil !== bulan) onChange(hasil);
  };
  return (
    <div className={s.baris}>
      <Field label={label}>
        <Select className={s.bulan} disabled={!ada} value={bln === undefined ? '' : String(bln)} onChange={(_, d) => tahun !== undefined && pilih(tahun, Number(d.value))}>
          {ada ? null : <option value="" />}
          {NAMA_BULAN_LAPORAN.map((nama, i) => (
            <option key={nama} value={String(i + 1)} disabled={tahun !== undefined && !boleh(susun(tahun, i + 1))}>{nama}</option>
          ))}
        </Select>
      </Field>
      <Field label="Tahun">
        <Select className={s.tahun} disabled={!ada} value={tahun === undefined ? '' : String(tahun)} onChange={(_, d) => bln !== undefined && pilih(Number(d.value), bln)}>
          {ada ? null : <option value="" />}
          {daftarTahun.map((t) => <option key={t} value={String(t)}>{t}</option>)}
        </Select>
      </Field>
    </div>
  );
}
