import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { NAMA_HARI, namaHari } from '@sid/ui/format';
import { FormikSelect } from './formik-select';

export interface FormikHariSelectProps {
  /** The day field, e.g. 'hari_kelahiran'. */
  name: string;
  label: string;
  /** The date field it follows, e.g. 'tanggal_lahir'. */
  dateName: string;
}

/**
 * The day of the week of a date field (the birth and death forms), chosen from the seven days.
 * Choosing the date fills it in (unless the user picked another day themselves); a day stored in
 * another spelling stays selectable.
 */
export function FormikHariSelect({ name, label, dateName }: FormikHariSelectProps) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const date = typeof values[dateName] === 'string' ? (values[dateName] as string) : '';
  const day = typeof values[name] === 'string' ? (values[name] as string) : '';
  const previousDate = useRef(date);

  useEffect(() => {
    if (previousDate.current === date) return;
    const followed = namaHari(previousDate.current);
    previousDate.current = date;
    if (day === '' || day === followed) void setFieldValue(name, namaHari(date), false);
  }, [date, day, name, setFieldValue]);

  const options: string[] = [...NAMA_HARI];
  if (day !== '' && !options.includes(day)) options.push(day);
  return <FormikSelect name={name} label={label} options={options} placeholder="Pilih Hari" />;
}
