// 'Detail Aktivitas': what one log entry did, for an office head auditing the log. Loaded lazily
// (loadActivityDetailDialog, with activity-changes.ts), so a list's first screen does not carry it.
import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { Activity } from '@sid/openapi';
import { ViewDialog } from '@sid/ui/dialogs';
import { formatTanggalWaktu } from '@sid/ui/format';
import { DetailList } from '@sid/ui/page';
import { describeChanges, type ChangeRow, type FieldRow } from './activity-changes';

const useStyles = makeStyles({
  surface: {
    maxWidth: 'min(860px, 95vw)',
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  heading: {
    margin: '0',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  scroll: {
    overflowX: 'auto',
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    '& th, & td': {
      textAlign: 'left',
      verticalAlign: 'top',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      overflowWrap: 'anywhere',
    },
    '& th': {
      fontWeight: tokens.fontWeightSemibold,
      backgroundColor: tokens.colorNeutralBackground3,
    },
  },
  labelColumn: {
    width: '32%',
  },
  before: {
    color: tokens.colorStatusDangerForeground1,
  },
  after: {
    color: tokens.colorStatusSuccessForeground1,
  },
  note: {
    margin: '0',
    color: tokens.colorNeutralForeground3,
  },
});

export interface ActivityDetailDialogProps {
  activity: Activity;
  onClose: () => void;
}

interface RecordColumn {
  header: string;
  className?: string;
}

/** The 'Data' column, then one column per value: Sebelum and Sesudah for a change, Nilai for a record. */
function RecordTable({ ariaLabel, columns, rows }: { ariaLabel: string; columns: readonly RecordColumn[]; rows: readonly { path: string; label: string; values: readonly ReactNode[] }[] }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={ariaLabel}>
        <thead>
          <tr>
            <th scope="col" className={styles.labelColumn}>Data</th>
            {columns.map((c) => <th key={c.header} scope="col">{c.header}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.path}>
              <th scope="row">{r.label}</th>
              {r.values.map((value, i) => <td key={columns[i]?.header ?? i} className={columns[i]?.className}>{value}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChangesTable({ rows }: { rows: readonly ChangeRow[] }) {
  const styles = useStyles();
  return (
    <RecordTable
      ariaLabel="Perubahan data"
      columns={[{ header: 'Sebelum', className: styles.before }, { header: 'Sesudah', className: styles.after }]}
      rows={rows.map((r) => ({ path: r.path, label: r.label, values: [r.before, r.after] }))}
    />
  );
}

function FieldsTable({ rows, ariaLabel }: { rows: readonly FieldRow[]; ariaLabel: string }) {
  return <RecordTable ariaLabel={ariaLabel} columns={[{ header: 'Nilai' }]} rows={rows.map((r) => ({ path: r.path, label: r.label, values: [r.value] }))} />;
}

function Changes({ activity }: { activity: Activity }) {
  const styles = useStyles();
  const changes = describeChanges(activity.before, activity.after);
  if (changes.kind === 'none') {
    return <p className={styles.note}>Tidak ada rincian perubahan untuk aktivitas ini.</p>;
  }
  const title = changes.kind === 'update' ? 'Perubahan' : changes.kind === 'create' ? 'Data yang ditambahkan' : 'Data yang dihapus';
  let table;
  if (changes.kind === 'update') {
    table = changes.rows.length === 0
      ? <p className={styles.note}>Tidak ada data yang berubah.</p>
      : <ChangesTable rows={changes.rows} />;
  } else {
    table = changes.rows.length === 0
      ? <p className={styles.note}>Tidak ada data yang dapat ditampilkan.</p>
      : <FieldsTable rows={changes.rows} ariaLabel={title} />;
  }
  return (
    <section className={styles.body}>
      <h3 className={styles.heading}>{title}</h3>
      {table}
      {changes.hidden > 0 ? (
        <p className={styles.note}>
          Dan {changes.hidden} data lainnya tidak ditampilkan (hanya {changes.rows.length} data pertama).
        </p>
      ) : null}
    </section>
  );
}

/** The entry's name, author and time, then what it changed. */
export function ActivityDetailDialog({ activity, onClose }: ActivityDetailDialogProps) {
  const styles = useStyles();
  return (
    <ViewDialog title="Detail Aktivitas" className={styles.surface} onClose={onClose}>
      <div className={styles.body}>
        <DetailList
          ariaLabel="Ringkasan aktivitas"
          items={[
            { label: 'Aktivitas', value: activity.activity_name },
            { label: 'Oleh', value: activity.activity_by?.nama_lengkap || '-' },
            { label: 'Waktu', value: formatTanggalWaktu(activity.createdAt) || '-' },
          ]}
        />
        <Changes activity={activity} />
      </div>
    </ViewDialog>
  );
}

export default ActivityDetailDialog;
