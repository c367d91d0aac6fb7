// The backup warning on the dashboard of a single village's Super Admin (issue 14,
// docs/adr/0011-backups.md): the last run failed, or the last good backup is more than two days old.
// The regency console has its own (mf-admin features/cadangan); a module imports no other module.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { useApiGet } from '@sid/openapi';
import { useSession } from '@sid/ui/module';
import { RouterLink } from '@sid/ui/router-link';

/**
 * Asked only for a Super Admin (the only village role the server lets see backups). In a regency
 * the server refuses a village's Super Admin (403): then nothing shows, and nothing is asked again.
 */
export function CadanganWarning() {
  const { user } = useSession();
  const status = useApiGet(user.role === 'Super Admin' ? '/api/cadangan/status' : null, undefined, { shouldRetryOnError: false });
  const s = status.data?.data;
  if (!s?.peringatan) return null;
  const gagal = s.terakhir?.status === 'gagal';
  return (
    <MessageBar intent={gagal ? 'error' : 'warning'} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{gagal ? 'Pencadangan gagal' : 'Cadangan data perlu diperiksa'}</MessageBarTitle>
        {s.pesan ?? 'Cadangan terakhir yang berhasil sudah lebih dari 2 hari yang lalu.'} <RouterLink to="/cadangan">Buka Cadangan Data</RouterLink>
      </MessageBarBody>
    </MessageBar>
  );
}
