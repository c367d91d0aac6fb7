// The notices of the regency's actions in the village (issue 33; pemberitahuan-kabupaten.tsx asks for
// them): loaded only when there is one to show, not with every page of the layout.
import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { toApiError } from '@sid/openapi';
import { formatTanggalWaktu } from '@sid/ui/format';
import { akuiTindakan, type TindakanKabupaten } from '../api/shell-api';

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
  // The regency's account is often named just "Admin Kabupaten": said once, not twice.
  const siapa = t.pelaku === 'Admin Kabupaten' ? 'Admin Kabupaten' : `Admin Kabupaten ${t.pelaku}`;
  return `${siapa} ${apa} pada ${formatTanggalWaktu(t.createdAt)}. Alasan: ${t.alasan}`;
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

/** The notices, each marked as known on its own (gone for every Super Admin of the village). */
export default function DaftarPemberitahuan({ list, onKnown }: { list: TindakanKabupaten[]; onKnown: (id: string) => void }) {
  const styles = useStyles();
  return (
    <section aria-label="Pemberitahuan dari kabupaten" className={styles.list}>
      {list.map((t) => <Pemberitahuan key={t._id} tindakan={t} onKnown={() => onKnown(t._id)} />)}
    </section>
  );
}
