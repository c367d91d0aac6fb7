import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { useSession } from '@sid/ui/module';
import { RouterLink } from '@sid/ui/router-link';
import { useStatusCadangan, type StatusCadangan } from '../api/cadangan-api';

/** The warning's words: the last run failed, or the last good one is more than two days old (or none). */
export function CadanganWarningBar({ status, link = true }: { status: StatusCadangan; link?: boolean }) {
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

/**
 * On a landing page (the regency console; the village dashboard has its own copy): a warning when
 * getBackupStatus says so, nothing otherwise, nothing while it loads or when it is refused.
 */
export function CadanganWarning() {
  const { user } = useSession();
  const status = useStatusCadangan(user.role === 'Super Admin' || user.role === 'Admin Kabupaten');
  const data = status.data?.data;
  return data?.peringatan ? <CadanganWarningBar status={data} /> : null;
}
