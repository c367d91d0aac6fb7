// Issue 40: an incoming family's arrival date (Tanggal Datang), one rule for the server and the
// guided flow's first step. The contract's `Tanggal` already keeps it a date from 1900 up to today
// (x-tanggal-minimal, x-tidak-di-masa-depan); what it cannot see is the family itself: nobody arrives
// before they were born, so the date is not before the head's birth date.

/** The field's label, as the form and the messages say it. */
export const LABEL_TANGGAL_DATANG = 'Tanggal Datang';

export const TANGGAL_DATANG_MESSAGES = {
  sebelumLahir: 'Tanggal Datang tidak boleh sebelum Tanggal Lahir Kepala Keluarga',
} as const;

/**
 * The refusal of arrival date `tanggalDatang` (YYYY-MM-DD) for a family whose head was born on
 * `tanggalLahirKepala` (YYYY-MM-DD, or nothing when not known), or null when it may stand. Dates
 * compare as text: both are ISO dates.
 */
export function periksaTanggalDatang(tanggalDatang: string, tanggalLahirKepala?: string | null): string | null {
  if (tanggalLahirKepala && /^\d{4}-\d{2}-\d{2}$/.test(tanggalLahirKepala) && tanggalDatang < tanggalLahirKepala) {
    return TANGGAL_DATANG_MESSAGES.sebelumLahir;
  }
  return null;
}
