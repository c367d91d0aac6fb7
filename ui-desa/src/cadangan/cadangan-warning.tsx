// The backup warning (issue 14, docs/adr/0011-backups.md) shown where the people who answer for
// backups land: a single village's Super Admin on the dashboard (mf-kependudukan), the Admin Kabupaten
// on the regency console (mf-admin), and on the 'Cadangan Data' page itself (without the link). The
// modules ask getBackupStatus themselves (ui imports nothing of ours) and give its answer here.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { RouterLink } from '@sid/ui/router-link';

/** What the warning reads of getBackupStatus's `StatusCadangan`. */
export interface CadanganWarningStatus {
  peringatan: boolean;
  pesan?: string | null;
  terakhir?: { status: string } | null;
}

/** The warning's words: the last run failed, or the last good one is more than two days old (or none). */
export function CadanganWarningBar({ status, link = true }: { status: CadanganWarningStatus; link?: boolean }) {
  const gagal = status.terakhir?.status === 'gagal';
  return (
    <MessageBar intent={gagal ? 'error' : 'warning'} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{gagal ? 'Pencadangan gagal' : 'Cadangan data perlu diperiksa'}</MessageBarTitle>
        {status.pesan ?? 'Cadangan terakhir yang berhasil sudah lebih dari 2 hari yang lalu.'}
        {link ? <> <RouterLink to="/cadangan">Buka Cadangan Data</RouterLink></> : null}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The warning when the status says so; nothing otherwise, nothing while it loads (undefined) or when it was refused. */
export function CadanganWarning({ status }: { status: CadanganWarningStatus | undefined }) {
  return status?.peringatan ? <CadanganWarningBar status={status} /> : null;
}
