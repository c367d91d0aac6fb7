// The printed report or book: A4 (landscape for the books) with the village's letterhead, the title,
// the table the page gives, and the signer's block. Hidden on screen; 'Cetak' prints it through
// react-to-print, and a browser print of the page (Ctrl+P, or a PDF of the page) shows only it
// (LETTER_PRINT_ISOLATION: everything but the sheet is hidden in print).
import { useRef, type ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { PrintRegular } from '@fluentui/react-icons';
import { LETTER_FONT_FAMILY, LETTER_PRINT_ISOLATION, Letterhead } from '@sid/ui-desa/letter';
import { useVillage } from '@sid/ui-desa/module';
import { useReactToPrint } from 'react-to-print';

const useStyles = makeStyles({
  lembar: { display: 'none', '@media print': { display: 'block' }, fontFamily: LETTER_FONT_FAMILY, fontSize: '9pt', color: '#000', background: '#fff' },
  judul: { textAlign: 'center', fontSize: '12pt', fontWeight: 700, margin: '0 0 1mm 0' },
  subjudul: { textAlign: 'center', fontSize: '10pt', margin: '0 0 3mm 0' },
});

export const halaman = (lanskap: boolean) => `@page { size: A4${lanskap ? ' landscape' : ''}; margin: 10mm; } body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }`;

export interface CetakBukuProps {
  judul: string;
  subjudul?: string;
  namaBerkas: string;
  /** A4 landscape (the books) or portrait (the monthly report). */
  lanskap?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

export function CetakBuku({ judul, subjudul, namaBerkas, lanskap = false, disabled = false, children }: CetakBukuProps) {
  const s = useStyles();
  const village = useVillage();
  const ref = useRef<HTMLDivElement>(null);
  const cetak = useReactToPrint({ contentRef: ref, documentTitle: namaBerkas, pageStyle: halaman(lanskap) });
  return (
    <>
      <Button icon={<PrintRegular />} disabled={disabled} onClick={() => cetak()}>Cetak</Button>
      <style>{`${LETTER_PRINT_ISOLATION}\n@media print { ${halaman(lanskap)} }`}</style>
      <div ref={ref} className={s.lembar} data-letter-root="" aria-hidden>
        <Letterhead village={village} />
        <p className={s.judul}>{judul}</p>
        {subjudul ? <p className={s.subjudul}>{subjudul}</p> : null}
        {children}
      </div>
    </>
  );
}
