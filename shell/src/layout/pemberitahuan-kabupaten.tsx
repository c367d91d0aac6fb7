// The regency's reach into the village, told to its Super Admins (issue 33): a Super Admin the Admin
// Kabupaten created in the village, or a password it set, with who and why, above every page after
// signing in until one of the village's Super Admins marks it as known (for all of them). The
// village's activity log keeps the same entries.
import { useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { toApiError } from '@sid/openapi';
import { formatTanggalWaktu } from '@sid/ui/format';
import { useSession } from '@sid/ui/module';
import { akuiTindakan, fetchTindakanBelumDiakui, type TindakanKabupaten } from '../api/shell-api';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
});

/** One notice's words. */
export function kalimatTindakan(t: TindakanKabupaten): string {
  const apa = t.jenis === 'super_admin_dibuat' ? `membuat Super Admin baru "${t.username}"` : `mengatur ulang password akun "${t.username}"`;
  return `Admin Kabupaten ${t.pelaku} ${apa} pada ${formatTanggalWaktu(t.createdAt)}. Alasan: ${t.alasan}`;
}

function Pemberitahuan({ tindakan, onKnown }: { tindakan: TindakanKabupaten; onKnown: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const akui = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await akuiTindakan(tindakan._id);
      onKnown();
    } catch (err) {
      setError(toApiError(err).message);
      setBusy(false);
    }
  };
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="pemberitahuan-kabupaten">
      <MessageBarBody>
        <MessageBarTitle>Tindakan Admin Kabupaten di desa ini</MessageBarTitle>
        {kalimatTindakan(tindakan)}
        {error ? <div role="alert">{error}</div> : null}
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" disabled={busy} onClick={() => void akui()}>Tandai sudah diketahui</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** For a village's Super Admins only; nothing while it loads or when the list cannot be read. */
export function PemberitahuanKabupaten() {
  const styles = useStyles();
  const { user } = useSession();
  const [list, setList] = useState<TindakanKabupaten[]>([]);
  const superAdmin = user.role === 'Super Admin';
  useEffect(() => {
    if (!superAdmin) return undefined;
    let live = true;
    fetchTindakanBelumDiakui().then((rows) => { if (live) setList(rows); }, () => undefined);
    return () => { live = false; };
  }, [superAdmin, user.id]);
  if (!superAdmin || list.length === 0) return null;
  return (
    <section aria-label="Pemberitahuan dari kabupaten" className={styles.list}>
      {list.map((t) => (
        <Pemberitahuan key={t._id} tindakan={t} onKnown={() => setList((l) => l.filter((x) => x._id !== t._id))} />
      ))}
    </section>
  );
}
