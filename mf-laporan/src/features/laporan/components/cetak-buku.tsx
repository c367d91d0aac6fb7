// The printed report or book: A4 (landscape for the books) with the letterhead (the regency's logo
// when one is stored, the village's name and address), the title, the table the page gives, and the
// block of the signer picked from the village's saved officials. Hidden on screen; 'Cetak' prints it
// through react-to-print, and a browser print of the page (Ctrl+P, or a PDF of the page) shows only
// it (LETTER_PRINT_ISOLATION: everything but the sheet is hidden in print). The Super Admin adds an
// official there ('Tambah pejabat'), with or without Layanan Surat.
import { useRef, useState, type ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { PrintRegular } from '@fluentui/react-icons';
import { Select } from '@fluentui/react-select';
import { formatTanggalPanjang, hariIniIso } from '@sid/ui/format';
import { LETTER_FONT_FAMILY, LETTER_PRINT_ISOLATION, Letterhead } from '@sid/ui-desa/letter';
import { useSession, useVillage } from '@sid/ui-desa/module';
import { useReactToPrint } from 'react-to-print';
import { useKopLaporan } from '../api/laporan-api';
import { TambahPejabat } from './tambah-pejabat';

const useStyles = makeStyles({
  lembar: { display: 'none', '@media print': { display: 'block' }, fontFamily: LETTER_FONT_FAMILY, fontSize: '9pt', color: '#000', background: '#fff' },
  kop: { display: 'flex', alignItems: 'center', gap: '4mm', '& > header': { flexGrow: 1 } },
  logo: { width: '20mm', height: '20mm', objectFit: 'contain', flexShrink: 0 },
  ruang: { width: '20mm', flexShrink: 0 },
  judul: { textAlign: 'center', fontSize: '12pt', fontWeight: 700, margin: '0 0 1mm 0' },
  subjudul: { textAlign: 'center', fontSize: '10pt', margin: '0 0 3mm 0' },
  ttd: { display: 'flex', justifyContent: 'flex-end', marginTop: '6mm', breakInside: 'avoid', '& p': { margin: 0 } },
  ttdBlok: { minWidth: '60mm', textAlign: 'center' },
  ttdRuang: { height: '18mm' },
  ttdNama: { fontWeight: 700, textDecorationLine: 'underline' },
  alat: { display: 'inline-flex', alignItems: 'flex-end', gap: '8px' },
});

export const halaman = (lanskap: boolean) => `@page { size: A4${lanskap ? ' landscape' : ''}; margin: 10mm; } body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }`;

/** The table of a printed book: black rules on white (the print has no Fluent tokens). */
export const useCetakTabel = makeStyles({
  tabel: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: 'inherit',
    '& th, & td': { border: '1px solid #000', padding: '0.8mm 1.2mm', textAlign: 'left', verticalAlign: 'top' },
    '& th': { textAlign: 'center', verticalAlign: 'middle' },
    '& td.angka': { textAlign: 'right' },
  },
});

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
  const superAdmin = useSession().user.role === 'Super Admin';
  const kopRead = useKopLaporan();
  const kop = kopRead.data?.data;
  const [pejabatId, setPejabatId] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  const cetak = useReactToPrint({ contentRef: ref, documentTitle: namaBerkas, pageStyle: halaman(lanskap) });
  const pejabat = kop?.pejabat.find((p) => p._id === (pejabatId || kop.pejabat[0]?._id));
  const hariIni = hariIniIso();
  return (
    <>
      <span className={s.alat}>
        {kop && kop.pejabat.length > 0 ? (
          <Field label="Penandatangan" orientation="horizontal">
            <Select value={pejabat?._id ?? ''} onChange={(_, d) => setPejabatId(d.value)}>
              {kop.pejabat.map((p) => <option key={p._id} value={p._id}>{`${p.nama}, ${p.jabatan}`}</option>)}
            </Select>
          </Field>
        ) : null}
        {superAdmin && kop ? (
          <TambahPejabat
            onSaved={async (p) => {
              await kopRead.mutate();
              setPejabatId(p._id);
            }}
          />
        ) : null}
        <Button icon={<PrintRegular />} disabled={disabled} onClick={() => cetak()}>Cetak</Button>
      </span>
      <style>{`${LETTER_PRINT_ISOLATION}\n@media print { ${halaman(lanskap)} }`}</style>
      <div ref={ref} className={s.lembar} data-letter-root="" aria-hidden>
        <div className={s.kop}>
          {kop?.logo ? <img className={s.logo} src={kop.logo} alt={`Logo Kabupaten ${village.kabupaten}`} /> : <span className={s.ruang} />}
          <Letterhead village={village} />
          <span className={s.ruang} />
        </div>
        <p className={s.judul}>{judul}</p>
        {subjudul ? <p className={s.subjudul}>{subjudul}</p> : null}
        {children}
        <div className={s.ttd}>
          <div className={s.ttdBlok}>
            <p>{`${village.nama_desa}, ${formatTanggalPanjang(hariIni)}`}</p>
            <p>{pejabat ? pejabat.jabatan : `Kepala Desa ${village.nama_desa}`}</p>
            <div className={s.ttdRuang} />
            <p className={s.ttdNama}>{pejabat ? pejabat.nama : '( ................................ )'}</p>
            {pejabat?.nip ? <p>{`NIP. ${pejabat.nip}`}</p> : null}
          </div>
        </div>
      </div>
    </>
  );
}
