import { useState, type FocusEvent } from 'react';
import { useField } from 'formik';

/** How one typed format maps to the wire's value (the date's 'hh-bb-tttt', the hour's 'jj:mm'). */
export interface FormatIsian {
  /** Reads a typed text: the wire's value, or why it cannot be read (in Indonesian, naming the field). */
  baca: (teks: string, label?: string) => { ok: true; nilai: string } | { ok: false; pesan: string };
  /** The text as it is typed, its separators inserted. */
  ketik: (teks: string) => string;
  /** The wire's value as the field shows it. */
  tampil: (nilai: string) => string;
  /** Whether a value is already the wire's. */
  ada: (nilai: string) => boolean;
}

/**
 * The state of a typed text field over a formik value (FormikDate, FormikJam): the formik value is the
 * wire's when the text reads, '' when empty, else the text as typed, which the field's own check then
 * refuses with the reader's message. A value set from outside (a reset, a record loaded) replaces what
 * is shown; leaving the field writes a read value back in the one way it is written.
 */
export function useIsianTerformat(name: string, labelTeks: string, format: FormatIsian) {
  const nilaiDari = (teks: string): string => {
    if (teks.trim() === '') return '';
    const terbaca = format.baca(teks);
    return terbaca.ok ? terbaca.nilai : teks;
  };
  const [field, meta, helpers] = useField<string | null | undefined>({
    name,
    validate: (v: string | null | undefined) => {
      if (!v || format.ada(v)) return undefined;
      const terbaca = format.baca(v, labelTeks);
      return terbaca.ok ? undefined : terbaca.pesan;
    },
  });
  const nilai = field.value ?? '';
  const [teks, setTeks] = useState(() => format.tampil(nilai));
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [nilaiTerakhir, setNilaiTerakhir] = useState(nilai);
  if (nilai !== nilaiTerakhir) {
    setNilaiTerakhir(nilai);
    if (nilaiDari(teks) !== nilai) setTeks(format.tampil(nilai));
  }
  return {
    teks,
    error: meta.touched && typeof meta.error === 'string' && meta.error ? meta.error : undefined,
    onChange: (_: unknown, data: { value: string }) => {
      const baru = format.ketik(data.value);
      setTeks(baru);
      void helpers.setValue(nilaiDari(baru));
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (format.ada(nilai)) setTeks(format.tampil(nilai));
      field.onBlur(event);
    },
  };
}
