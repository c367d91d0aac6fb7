import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle2 } from '@fluentui/react-text';
import type { Penduduk } from '@sid/openapi';
import { labelDisabilitas } from '@sid/openapi/domain';
import { labelPerluDilengkapi, tanggalPanjang, umurLengkap } from '@sid/openapi/domain/lahir';
import { hariIniLokal } from '@sid/openapi/rules';
import { RouterLink } from '@sid/ui/router-link';
import { StatusBadge } from '../../../lib/status-badge';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  heading: { margin: 0 },
  pindah: { margin: 0, marginTop: tokens.spacingVerticalS },
  perlu: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteMarigoldBorderActive}`,
    backgroundColor: tokens.colorPaletteYellowBackground1,
  },
  links: { listStyleType: 'none', margin: 0, marginTop: tokens.spacingVerticalS, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
});

function Item({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children || '-'}</dd>
    </div>
  );
}

/** A parent as the page shows them: the name, and the NIK when known. */
const orangTua = (nama: string, nik: string | null) => (nik ? `${nama || '-'} (NIK ${nik})` : nama);

/** Every field of the resident (spec: Resident detail), and the records linked to them. */
export function PendudukDetailCard({ penduduk: p }: { penduduk: Penduduk }) {
  const styles = useStyles();
  // Only the records that exist are linked (a resident has at most one of each).
  const links = [
    { label: 'Data Kartu Keluarga', to: `/kartu_keluarga/${p.keluarga_dari._id}/d`, show: true },
    { label: 'Data Kelahiran', to: `/kelahiran/${p.data_kelahiran ?? ''}/d`, show: Boolean(p.data_kelahiran) },
    { label: 'Data Kematian', to: `/kematian/${p.data_kematian ?? ''}/d`, show: Boolean(p.data_kematian) },
    { label: 'Data Penduduk Keluar', to: `/penduduk_keluar/${p.data_penduduk_keluar ?? ''}/d`, show: Boolean(p.data_penduduk_keluar) },
  ].filter((l) => l.show);

  return (
    <div className={styles.root}>
      {p.perlu_dilengkapi.length > 0 ? (
        <p className={styles.perlu}>
          Data perlu dilengkapi: {labelPerluDilengkapi(p.perlu_dilengkapi).join(', ')}.{' '}
          <RouterLink to={`/penduduk/${p._id}/d/update`}>Lengkapi data</RouterLink>
        </p>
      ) : null}
      <dl className={styles.fields}>
        <Item label="Nomor KK">{p.keluarga_dari.no_kk}</Item>
        <Item label="NIK">{p.nik}</Item>
        <Item label="Nama Lengkap">{p.nama_lengkap}</Item>
        <Item label="Jenis Kelamin">{p.jenis_kelamin}</Item>
        {/* As the KK shows a person: the place and the date apart (an old record's unread text as it was typed). */}
        <Item label="Tempat Lahir">{p.tanggal_lahir ? p.tempat_lahir : p.tempat_lahir ?? p.tempat_tanggal_lahir}</Item>
        <Item label="Tanggal Lahir">{p.tanggal_lahir ? tanggalPanjang(p.tanggal_lahir) : ''}</Item>
        <Item label="Umur">{p.tanggal_lahir ? umurLengkap(p.tanggal_lahir, hariIniLokal()) : p.umur}</Item>
        <Item label="Agama">{p.agama}</Item>
        <Item label="Status Perkawinan">{p.status_perkawinan}</Item>
        <Item label="Pekerjaan">{p.pekerjaan}</Item>
        <Item label="Pendidikan Terakhir">{p.pendidikan_terakhir}</Item>
        <Item label="Posisi dalam Keluarga">{p.posisi_dalam_keluarga}</Item>
        {/* The KK's columns (issue 35), in its order; '-' where nothing is known. */}
        <Item label="Golongan Darah">{p.golongan_darah}</Item>
        <Item label="Tanggal Perkawinan">{p.tanggal_perkawinan ? tanggalPanjang(p.tanggal_perkawinan) : ''}</Item>
        <Item label="Kewarganegaraan">{p.kewarganegaraan}</Item>
        {p.kewarganegaraan === 'WNA' ? (
          <>
            <Item label="No. Paspor">{p.no_paspor}</Item>
            <Item label="No. KITAS/KITAP">{p.no_kitas_kitap}</Item>
          </>
        ) : null}
        <Item label="Nama Ayah">{orangTua(p.nama_ayah, p.nik_ayah)}</Item>
        <Item label="Nama Ibu">{orangTua(p.nama_ibu, p.nik_ibu)}</Item>
        <Item label="Penyandang Cacat">{labelDisabilitas(p.disabilitas)}</Item>
        {/* The address here (issue 35): the card's, or the person's own when they live apart. */}
        {p.alamat_desa?.rt_id ? (
          <Item label="Alamat">{p.tinggal_terpisah ? `${p.alamat_desa.teks} (tinggal terpisah dari KK)` : p.alamat_desa.teks}</Item>
        ) : null}
        <Item label="Alamat Asal">{p.alamat_asal}</Item>
        <Item label="Status Penduduk"><StatusBadge status={p.status_penduduk} /></Item>
      </dl>
      <section aria-labelledby="data-terkait-title">
        <Subtitle2 as="h2" id="data-terkait-title" className={styles.heading}>Data Terkait</Subtitle2>
        {/* A move between two villages of the regency (issue 38): each side names the other. */}
        {p.pindah_antar_desa ? (
          <p className={styles.pindah}>
            {p.pindah_antar_desa.arah === 'masuk' ? 'Pindahan dari ' : 'Diterima di '}
            {p.pindah_antar_desa.desa} pada {tanggalPanjang(p.pindah_antar_desa.tanggal.slice(0, 10))}.{' '}
            <RouterLink to={`/pindah_antar_desa/${p.pindah_antar_desa._id}`}>Lihat data pindah</RouterLink>
          </p>
        ) : null}
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.label}>
                <RouterLink to={l.to}>{l.label}</RouterLink>
              </li>
            ))}
          </ul>
      </section>
    </div>
  );
}
