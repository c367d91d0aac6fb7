// The family card printed as the Dukcapil's KK (issue 35), for checking against the paper card: A4
// landscape, the header (No. KK, the head, the address here, RT/RW, desa, kecamatan, kabupaten,
// province) and the members in two tables in the Dukcapil's column order, every column from the record
// (a column with nothing known prints '-', as the KK does). Inline styles: react-to-print copies the
// sheet into a frame of its own.
import { forwardRef, type CSSProperties } from 'react';
import type { KartuKeluarga, Penduduk } from '@sid/openapi';
import { uraiTempatTanggalLahir } from '@sid/openapi/domain/lahir';
import type { Village } from '@sid/ui-desa/module';

/** react-to-print's page: A4 landscape, narrow margins, backgrounds kept. */
export const KK_PAGE_STYLE = `@page { size: A4 landscape; margin: 10mm; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

const FONT = 'Arial, "Liberation Sans", Helvetica, sans-serif';
const sheet: CSSProperties = { width: '277mm', boxSizing: 'border-box', fontFamily: FONT, fontSize: '8.5pt', color: '#000', background: '#fff' };
const th: CSSProperties = { border: '0.6pt solid #000', padding: '1.5mm 1mm', fontWeight: 700, textAlign: 'center', verticalAlign: 'middle', background: '#e8eef6', fontSize: '8pt' };
const td: CSSProperties = { border: '0.6pt solid #000', padding: '1.2mm 1mm', verticalAlign: 'top', height: '5mm' };
const nomorTh: CSSProperties = { ...th, fontWeight: 400, fontStyle: 'italic', fontSize: '7pt', padding: '0.5mm' };

/**
 * The birth place and date as the KK prints them ("Malang", "05-01-1990"): the record's own fields, or,
 * for an old record not completed yet, read from its one text ("Data perlu dilengkapi"); text that
 * cannot be read stays as typed.
 */
const dmy = (iso: string) => iso.split('-').reverse().join('-');

function tempatTanggal(p: Penduduk): [string, string] {
  if (p.tanggal_lahir) return [p.tempat_lahir ?? '', dmy(p.tanggal_lahir)];
  const teks = p.tempat_tanggal_lahir;
  const koma = teks.indexOf(',');
  const tempat = p.tempat_lahir ?? (koma >= 0 ? teks.slice(0, koma).trim() : '');
  const baca = uraiTempatTanggalLahir(teks);
  if (!baca) return [tempat, koma >= 0 ? teks.slice(koma + 1).trim() : teks.trim()];
  return [tempat, dmy(baca.tanggal)];
}

interface Kolom { judul: string; isi: (p: Penduduk) => string; lebar?: string }

const KOLOM_1: Kolom[] = [
  { judul: 'Nama Lengkap', isi: (p) => p.nama_lengkap, lebar: '17%' },
  { judul: 'NIK', isi: (p) => p.nik, lebar: '12%' },
  { judul: 'Jenis Kelamin', isi: (p) => (p.jenis_kelamin === 'Laki laki' ? 'LAKI-LAKI' : p.jenis_kelamin.toUpperCase()), lebar: '8%' },
  { judul: 'Tempat Lahir', isi: (p) => tempatTanggal(p)[0], lebar: '10%' },
  { judul: 'Tanggal Lahir', isi: (p) => tempatTanggal(p)[1], lebar: '9%' },
  { judul: 'Agama', isi: (p) => p.agama, lebar: '7%' },
  { judul: 'Pendidikan', isi: (p) => p.pendidikan_terakhir, lebar: '12%' },
  { judul: 'Jenis Pekerjaan', isi: (p) => p.pekerjaan, lebar: '12%' },
  { judul: 'Golongan Darah', isi: (p) => p.golongan_darah, lebar: '7%' },
];

const KOLOM_2: Kolom[] = [
  { judul: 'Status Perkawinan', isi: (p) => p.status_perkawinan, lebar: '10%' },
  { judul: 'Tanggal Perkawinan', isi: (p) => (p.tanggal_perkawinan ? dmy(p.tanggal_perkawinan) : '-'), lebar: '9%' },
  { judul: 'Status Hubungan Dalam Keluarga', isi: (p) => p.posisi_dalam_keluarga, lebar: '12%' },
  { judul: 'Kewarganegaraan', isi: (p) => p.kewarganegaraan, lebar: '9%' },
  { judul: 'No. Paspor', isi: (p) => p.no_paspor || '-', lebar: '10%' },
  { judul: 'No. KITAS/KITAP', isi: (p) => p.no_kitas_kitap || '-', lebar: '10%' },
  { judul: 'Nama Ayah', isi: (p) => p.nama_ayah || '-', lebar: '17%' },
  { judul: 'Nama Ibu', isi: (p) => p.nama_ibu || '-', lebar: '17%' },
];

function Tabel({ kolom, anggota, mulai, label }: { kolom: Kolom[]; anggota: readonly Penduduk[]; mulai: number; label: string }) {
  // At least the rows of a printed card, so it reads like the paper one.
  const baris = Math.max(anggota.length, 5);
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', marginBottom: '4mm' }}>
      <thead>
        <tr>
          <th style={{ ...th, width: '4%' }}>No</th>
          {kolom.map((k) => <th key={k.judul} style={{ ...th, width: k.lebar }}>{k.judul}</th>)}
        </tr>
        <tr>
          <th style={nomorTh} />
          {kolom.map((k, i) => <th key={k.judul} style={nomorTh}>({mulai + i})</th>)}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: baris }, (_, i) => {
          const p = anggota[i];
          return (
            <tr key={p?._id ?? `kosong-${i}`}>
              <td style={{ ...td, textAlign: 'center' }}>{p ? i + 1 : ''}</td>
              {kolom.map((k) => <td key={k.judul} style={td}>{p ? k.isi(p) : ''}</td>)}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export interface KartuKeluargaCetakProps {
  kartu: KartuKeluarga;
  village: Village;
}

export const KartuKeluargaCetak = forwardRef<HTMLDivElement, KartuKeluargaCetakProps>(function KartuKeluargaCetak({ kartu, village }, ref) {
  const anggota = kartu.anggota_keluarga;
  const kepala = anggota.find((p) => p.posisi_dalam_keluarga === 'Kepala Keluarga') ?? anggota[0];
  const a = kartu.alamat_desa;
  const alamat = a?.rt_id ? [a.alamat, a.dusun ? `Dusun ${a.dusun}` : ''].filter(Boolean).join(', ') : (kepala?.alamat_asal ?? '');
  const info = (label: string, nilai: string) => (
    <tr>
      <td style={{ padding: '0.6mm 2mm 0.6mm 0', whiteSpace: 'nowrap', width: '34mm' }}>{label}</td>
      <td style={{ padding: '0.6mm 1mm' }}>:</td>
      <td style={{ padding: '0.6mm 0', fontWeight: 700 }}>{nilai.toUpperCase()}</td>
    </tr>
  );
  return (
    <div ref={ref} style={sheet} data-kk-root="">
      <div style={{ textAlign: 'center', marginBottom: '3mm' }}>
        <div style={{ fontSize: '16pt', fontWeight: 700, letterSpacing: '1pt' }}>KARTU KELUARGA</div>
        <div style={{ fontSize: '11pt', fontWeight: 700 }}>No. {kartu.no_kk}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: '3mm', fontSize: '9pt' }}>
        <table style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {info('Nama Kepala Keluarga', kepala?.nama_lengkap ?? '')}
            {info('Alamat', alamat)}
            {info('RT/RW', a?.rt && a.rw ? `${a.rt}/${a.rw}` : '')}
            {info('Desa/Kelurahan', village.nama_desa)}
          </tbody>
        </table>
        <table style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {info('Kecamatan', village.kecamatan)}
            {info('Kabupaten/Kota', village.kabupaten)}
            {info('Kode Pos', village.kode_pos)}
            {info('Provinsi', village.provinsi ?? '')}
          </tbody>
        </table>
      </div>
      <Tabel kolom={KOLOM_1} anggota={anggota} mulai={1} label="Anggota keluarga: identitas" />
      <Tabel kolom={KOLOM_2} anggota={anggota} mulai={10} label="Anggota keluarga: status dan orang tua" />
    </div>
  );
});
