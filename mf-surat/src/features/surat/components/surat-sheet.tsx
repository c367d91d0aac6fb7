// One letter of Layanan Surat on A4, drawn from its content (`KontenSurat`): the letterhead with the
// regency's logo and the village's name and address, the title and number, the person's and the
// extra fields' rows, the body, and the signature with the QR code and the short code beside it.
// A preview's content has `[...]` marks where a value is missing and no QR (nothing is issued yet).
import { forwardRef, useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { QRCodeSVG } from 'qrcode.react';
import { api } from '@sid/openapi';
import { LetterFields, LetterSheet, useLetterStyles } from '@sid/ui-desa/letter';
import type { KontenSurat } from '../api/surat-api';

const useStyles = makeStyles({
  kop: { display: 'flex', alignItems: 'center', gap: '4mm', paddingBottom: '1.5mm', marginBottom: '4mm', borderBottom: '3px double #000000' },
  logo: { width: '22mm', height: '22mm', objectFit: 'contain', flexShrink: 0 },
  logoSpace: { width: '22mm', flexShrink: 0 },
  kopText: { flexGrow: 1, textAlign: 'center' },
  line: { margin: '0', fontWeight: 700, fontSize: '12pt', lineHeight: 1.2, letterSpacing: '0.02em' },
  desa: { margin: '0', fontWeight: 700, fontSize: '14pt', lineHeight: 1.25, letterSpacing: '0.04em' },
  address: { margin: '0.5mm 0 0 0', fontSize: '9pt', fontStyle: 'italic', lineHeight: 1.2 },
  body: { margin: '2mm 0 1mm 0', textAlign: 'justify', textIndent: '8mm', whiteSpace: 'pre-line' },
  foot: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', marginTop: '6mm', breakInside: 'avoid' },
  qr: { display: 'flex', alignItems: 'center', gap: '3mm', fontSize: '8.5pt', lineHeight: 1.3 },
  qrCode: { width: '26mm', height: '26mm', display: 'block' },
  kode: { fontFamily: 'monospace', fontSize: '10pt', fontWeight: 700, letterSpacing: '0.04em' },
  ttd: { minWidth: '48%', textAlign: 'center' },
  p: { margin: '0' },
  space: { height: '20mm' },
  nama: { margin: '0', fontWeight: 700, textDecorationLine: 'underline' },
  kurang: { backgroundColor: '#fff4ce', outline: '1px dashed #8a6d00' },
  cap: { margin: '2mm 0 0 0', fontWeight: 700, fontSize: '13pt', color: '#b10e1c', textAlign: 'center', border: '2px solid #b10e1c', padding: '1mm' },
});

/** The regency's logo as an object URL (the endpoint needs the session's token, an <img src> cannot send it). */
export function useLogoKabupaten(ada: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!ada) return undefined;
    let dibuang = false;
    let dibuat: string | null = null;
    void api.GET('/api/surat/logo', { parseAs: 'blob' }).then(({ data }) => {
      if (dibuang || !(data instanceof Blob)) return;
      dibuat = URL.createObjectURL(data);
      setUrl(dibuat);
    }).catch(() => undefined);
    return () => {
      dibuang = true;
      if (dibuat) URL.revokeObjectURL(dibuat);
    };
  }, [ada]);
  return url;
}

/** `[Label]` marks of a preview shown as what is missing (highlighted on screen). */
function Tanda({ teks, className }: { teks: string; className: string }) {
  const parts = teks.split(/(\[[^\]]+\])/g);
  return (
    <>
      {parts.map((p, i) => (/^\[[^\]]+\]$/.test(p) ? <mark key={i} className={className} data-kurang="">{p}</mark> : p))}
    </>
  );
}

export interface SuratSheetProps {
  konten: KontenSurat;
  /** The absolute URL the QR encodes (origin + url_verifikasi); none in a preview. */
  urlVerifikasi?: string | null;
  /** 'DICABUT' or 'DIGANTI' stamped on a letter no longer in force. */
  cap?: string | null;
}

export const SuratSheet = forwardRef<HTMLDivElement, SuratSheetProps>(function SuratSheet({ konten, urlVerifikasi, cap }, ref) {
  const s = useStyles();
  const text = useLetterStyles();
  const logo = useLogoKabupaten(konten.kop.ada_logo);
  const { kop, ttd } = konten;
  const alamat = [kop.alamat_kantor, kop.kode_pos ? `Kode Pos ${kop.kode_pos}` : ''].filter((x) => x.trim() !== '').join(', ');
  return (
    <LetterSheet ref={ref} aria-label={konten.judul}>
      <header className={s.kop} data-letterhead="">
        {logo ? <img className={s.logo} src={logo} alt={`Logo Kabupaten ${kop.kabupaten}`} /> : <span className={s.logoSpace} aria-hidden />}
        <div className={s.kopText}>
          <p className={s.line}>{`PEMERINTAH KABUPATEN ${kop.kabupaten.toUpperCase()}`}</p>
          <p className={s.line}>{`KECAMATAN ${kop.kecamatan.toUpperCase()}`}</p>
          <p className={s.desa}>{`DESA ${kop.desa.toUpperCase()}`}</p>
          {alamat ? <p className={s.address}>{alamat}</p> : null}
        </div>
        <span className={s.logoSpace} aria-hidden />
      </header>
      <p className={text.titleUnderlined}>{konten.judul.toUpperCase()}</p>
      <p className={text.nomor}>
        {'Nomor : '}
        <Tanda teks={konten.nomor} className={s.kurang} />
      </p>
      {cap ? <p className={s.cap}>{cap}</p> : null}
      <p className={s.body}>
        <Tanda teks={konten.pembuka} className={s.kurang} />
      </p>
      <LetterFields indent="8mm" rows={konten.data.map((b) => ({ label: b.label, value: <Tanda teks={b.nilai} className={s.kurang} /> }))} />
      {konten.isi.split(/\n\s*\n/).map((para, i) => (
        <p key={i} className={s.body}>
          <Tanda teks={para} className={s.kurang} />
        </p>
      ))}
      <div className={s.foot}>
        <div className={s.qr}>
          {urlVerifikasi ? (
            <>
              <QRCodeSVG value={urlVerifikasi} size={256} level="M" marginSize={2} className={s.qrCode} title="Kode QR verifikasi surat" data-qr="" />
              <div>
                <p className={s.p}>Pindai kode QR untuk memeriksa</p>
                <p className={s.p}>keaslian surat ini, atau buka</p>
                <p className={s.p}>{`${new URL(urlVerifikasi).host}/verifikasi/`}</p>
                <p className={s.p}>dengan kode</p>
                <p className={s.kode} data-kode-verifikasi="">{konten.kode_verifikasi}</p>
              </div>
            </>
          ) : null}
        </div>
        <div className={s.ttd} data-signer-block="">
          <p className={s.p}>{ttd.tempat_tanggal}</p>
          {ttd.baris.map((b, i) => (
            <p key={i} className={s.p}>
              <Tanda teks={b} className={s.kurang} />
            </p>
          ))}
          <div className={s.space} aria-hidden />
          <p className={s.nama}>
            <Tanda teks={ttd.nama} className={s.kurang} />
          </p>
          {ttd.nip ? <p className={s.p}>{`NIP. ${ttd.nip}`}</p> : null}
        </div>
      </div>
    </LetterSheet>
  );
});
