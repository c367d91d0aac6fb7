// How one module in one village reads, in the one-module table, the villages-by-modules page and a
// village's own page: the version it runs (or 'Nonaktif'), what its staff loaded last and when, and
// the failures of the version in force with the last reason.
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Caption1 } from '@fluentui/react-text';
import { formatTanggalWaktu } from '@sid/ui/format';
import type { components } from '@sid/openapi';
import type { VersiBawaan } from '../api/list-modul-kabupaten';
import { angka, labelVersi, waktuRelatif } from './format';

type ModulDiDesa = components['schemas']['ModulDiDesa'];
type Sel = Omit<ModulDiDesa, 'modul_id'>;

export const useSelStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
  // A shell's reason can be long (a URL, a stack's first line): it wraps, three lines at most, whole on hover.
  alasan: {
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  // Around a DataTable: its cells wrap their words instead of running into the next column.
  wrapCells: { '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' } },
  // Cells of these tables wrap their words instead of running into the next column.
  cell: { whiteSpace: 'normal', overflowWrap: 'anywhere', verticalAlign: 'top', paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
});

/** The version and whether it is the village's own (two lines of a cell). */
function VersiBaris({ sel, bawaan }: { sel: Sel; bawaan: VersiBawaan | null }) {
  const styles = useSelStyles();
  return (
    <>
      <span>{labelVersi(sel.versi_berlaku, bawaan)}</span>
      <Caption1 className={styles.muted}>{sel.versi ? 'Versi khusus desa' : 'Ikut kabupaten'}</Caption1>
    </>
  );
}

/** The version the village runs: 'Nonaktif', or the version with whether it is the village's own. */
export function VersiSel({ sel, bawaan }: { sel: Sel; bawaan: VersiBawaan | null }) {
  const styles = useSelStyles();
  if (!sel.aktif) return <Badge appearance="tint" color="danger">Nonaktif</Badge>;
  return <span className={styles.stack}><VersiBaris sel={sel} bawaan={bawaan} /></span>;
}

/** What its staff loaded last, and when ('3 jam lalu', the date and time on hover). */
export function MuatSel({ sel, bawaan }: { sel: Sel; bawaan: VersiBawaan | null }) {
  const styles = useSelStyles();
  if (!sel.muat_terakhir) return <span className={styles.muted}>Belum pernah dimuat</span>;
  return (
    <span className={styles.stack}>
      <span>{labelVersi(sel.muat_terakhir.versi, bawaan)}</span>
      <Caption1 className={styles.muted}>
        <time dateTime={sel.muat_terakhir.pada} title={formatTanggalWaktu(sel.muat_terakhir.pada)}>{waktuRelatif(sel.muat_terakhir.pada)}</time>
      </Caption1>
    </span>
  );
}

/** The failures of the version in force, with the last reason (any version) and when. */
export function GagalSel({ sel }: { sel: Sel }) {
  const styles = useSelStyles();
  return (
    <span className={styles.stack}>
      <span className={mergeClasses(sel.gagal > 0 && styles.failed)}>{sel.gagal > 0 ? `${angka(sel.gagal)} kali gagal` : 'Tidak ada'}</span>
      {sel.gagal > 0 && sel.gagal_terakhir ? (
        <Caption1 className={styles.alasan} title={sel.gagal_terakhir.alasan ?? undefined}>
          {sel.gagal_terakhir.alasan ?? 'Tanpa keterangan'} ({formatTanggalWaktu(sel.gagal_terakhir.pada)})
        </Caption1>
      ) : null}
    </span>
  );
}

/** All of it in one cell (the villages-by-modules page): version, last load, failures. */
export function ModulSel({ sel, bawaan }: { sel: Sel; bawaan: VersiBawaan | null }) {
  const styles = useSelStyles();
  if (!sel.aktif) return <VersiSel sel={sel} bawaan={bawaan} />;
  return (
    <span className={styles.stack}>
      <VersiBaris sel={sel} bawaan={bawaan} />
      <Caption1 className={styles.muted}>
        {sel.muat_terakhir ? (
          <>Dimuat <time dateTime={sel.muat_terakhir.pada} title={formatTanggalWaktu(sel.muat_terakhir.pada)}>{waktuRelatif(sel.muat_terakhir.pada)}</time></>
        ) : 'Belum pernah dimuat'}
      </Caption1>
      {sel.gagal > 0 ? (
        <Caption1 className={styles.failed} title={sel.gagal_terakhir?.alasan ?? undefined}>{angka(sel.gagal)} kali gagal dimuat</Caption1>
      ) : null}
    </span>
  );
}
