// A book's table on screen (issue 40): every column of the official form, the related ones stacked in
// one cell (Nama Lengkap over NIK over Nomor KK, Tempat over Tanggal Lahir, …) in the small type of a
// ledger, so the book fits its card at 1024 px without a sideways scroll. The print and the downloads
// keep the form's own columns one by one (KOLOM_B1, KOLOM_B2).
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export interface KolomBuku<B> {
  header: string;
  nilai: (b: B) => string;
}

/** The screen's cells: each a list of the form's column headers, shown one under the other. */
export type SusunanLayar = ReadonlyArray<ReadonlyArray<string>>;

export const useTabelBukuStyles = makeStyles({
  tabel: {
    tableLayout: 'auto',
    width: '100%',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    '& th, & td': { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS, verticalAlign: 'top' },
    '& td': { paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
    '& th': { fontSize: tokens.fontSizeBase200, verticalAlign: 'bottom' },
  },
  baris: { display: 'block' },
  /** A free text (a name, an address) may break inside a long word rather than run out of its cell. */
  bebas: { overflowWrap: 'anywhere' },
  kedua: { color: tokens.colorNeutralForeground3 },
  angka: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

/** Free text columns (the rest are codes, numbers, dates and words of a list, kept whole). */
const BEBAS = new Set(['Nama Lengkap', 'Tempat Lahir', 'Alamat Lengkap', 'Keterangan', 'Tempat, Tanggal Lahir', 'Pekerjaan']);

export interface TabelBukuProps<B> {
  label: string;
  kolom: ReadonlyArray<KolomBuku<B>>;
  susunan: SusunanLayar;
  baris: ReadonlyArray<B>;
  kunci: (b: B, i: number) => string;
  /** The row's number before the columns (B.1 counts across pages); none when the form has its own. */
  nomor?: (i: number) => number;
}

export function TabelBuku<B>({ label, kolom, susunan, baris, kunci, nomor }: TabelBukuProps<B>) {
  const s = useTabelBukuStyles();
  const per = new Map(kolom.map((k) => [k.header, k]));
  const sel = susunan.map((grup) => grup.map((h) => per.get(h)!));
  return (
    <Table aria-label={label} size="small" className={s.tabel}>
      <TableHeader>
        <TableRow>
          {nomor ? <TableHeaderCell>No.</TableHeaderCell> : null}
          {sel.map((grup) => (
            <TableHeaderCell key={grup[0]!.header}>
              <span>{grup.map((k, j) => <span key={k.header} className={mergeClasses(s.baris, j > 0 && s.kedua)}>{k.header}</span>)}</span>
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {baris.map((b, i) => (
          <TableRow key={kunci(b, i)}>
            {nomor ? <TableCell className={s.angka}>{nomor(i)}</TableCell> : null}
            {sel.map((grup) => (
              <TableCell key={grup[0]!.header}>
                <span>
                  {grup.map((k, j) => (
                    <span key={k.header} className={mergeClasses(s.baris, j > 0 && s.kedua, BEBAS.has(k.header) && s.bebas)}>{k.nilai(b)}</span>
                  ))}
                </span>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
