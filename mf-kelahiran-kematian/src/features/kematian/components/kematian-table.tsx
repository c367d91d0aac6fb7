import { Link } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Caption1 } from '@fluentui/react-text';
import type { Kematian, KematianSort } from '@sid/openapi';
import { STATUS_PENDUDUK_LABEL } from '@sid/openapi/domain';
import { DataTable, NARROW, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { usePageStyles } from '@sid/ui/page';
import { formatTanggalPanjang, tampil } from '@sid/ui/format';
import { KelengkapanBadge } from '@sid/ui-desa/kelengkapan';

const useStyles = makeStyles({
  // Spec: rows of residents whose status is penduduk_keluar have a tinted background. The shared
  // table takes no per-row props, so each such row carries a marker and is tinted from here.
  tinted: {
    '& tbody tr:has([data-row-status="penduduk_keluar"])': {
      backgroundColor: tokens.colorPaletteYellowBackground2,
    },
  },
  legend: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
  },
  swatch: {
    display: 'inline-block',
    width: '14px',
    height: '14px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  nik: {
    fontVariantNumeric: 'tabular-nums',
  },
});

const keluar = (k: Kematian) => k.pemilik_data.status_penduduk === 'penduduk_keluar';
// The status label of spec §3, from @sid/openapi/domain rather than @sid/openapi/rules: the rules
// carry the forms' yup schemas, which a list need not load.
const LABEL_KELUAR = STATUS_PENDUDUK_LABEL.penduduk_keluar;

export type KematianTableProps = TablePage<Kematian, KematianSort>;

export function KematianTable(list: KematianTableProps) {
  const styles = useStyles();
  const page = usePageStyles();
  const columns: DataTableColumn<Kematian, KematianSort>[] = [
    {
      key: 'nik',
      header: 'NIK',
      sortable: true,
      render: (k) => (
        <span
          className={styles.nik}
          data-row-status={k.pemilik_data.status_penduduk || 'hidup'}
          title={k.pemilik_data.status_penduduk === 'penduduk_keluar' ? LABEL_KELUAR : undefined}
        >
          {k.pemilik_data.nik}
        </span>
      ),
    },
    { key: 'nama_lengkap', header: 'Nama Lengkap', sortable: true, render: (k) => k.pemilik_data.nama_lengkap },
    // Issue 40: at a 1024 px window the birth, age and address wait for the record's page (docs/decisions.md).
    { key: 'tempat_tanggal_lahir', header: 'Tempat Tgl. Lahir', sortable: true, hideBelow: NARROW, render: (k) => tampil(k.pemilik_data.tempat_tanggal_lahir) },
    { key: 'umur', header: 'Umur', sortable: true, hideBelow: NARROW, render: (k) => tampil(k.pemilik_data.umur) },
    { key: 'alamat_asal', header: 'Alamat', sortable: true, hideBelow: NARROW, render: (k) => tampil(k.pemilik_data.alamat_asal) },
    { key: 'jenis_kelamin', header: 'Jenis Kelamin', sortable: true, render: (k) => k.pemilik_data.jenis_kelamin },
    // Issue 40: the date of death beside the spec's columns, as Indonesians write it.
    {
      key: 'tanggal_meninggal',
      header: 'Tanggal Meninggal',
      sortable: true,
      render: (k) => formatTanggalPanjang(k.tanggal_meninggal) || '-',
    },
    {
      key: 'data_lengkap',
      header: 'Data Arsip',
      sortable: true,
      // Spec §4: the record is complete when its archive exists.
      render: (k) => <KelengkapanBadge lengkap={Boolean(k.arsip_kematian)} />,
    },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '120px',
      render: (k) => (
        <Link className={page.link} to={`/kematian/${k._id}/d`} aria-label={`Lihat Detail ${k.pemilik_data.nama_lengkap}`}>
          Lihat Detail
        </Link>
      ),
    },
  ];
  return (
    <div className={styles.tinted}>
      <DataTable
        ariaLabel="Daftar Kematian"
        columns={columns}
        getRowKey={(k) => k._id}
        {...tablePageProps(list)}
      />
      {list.rows.some(keluar) ? (
        <Caption1 className={styles.legend}>
          <span className={styles.swatch} aria-hidden />
          {`Baris berwarna: penduduk berstatus ${LABEL_KELUAR}`}
        </Caption1>
      ) : null}
    </div>
  );
}
