// /surat/keluar/:id: an issued letter as it was frozen at issue, printed again with 'Cetak Ulang'
// (the same letter, logged), revoked by the Super Admin with a reason.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, PrintRegular } from '@fluentui/react-icons';
import { BackButton, DetailList, PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { formatTanggalWaktu } from '@sid/ui/format';
import { useServerAction } from '@sid/ui-desa/feedback';
import { usePrintLetter } from '@sid/ui-desa/letter';
import { useSession } from '@sid/ui-desa/module';
import { cetakUlangSurat, useSurat, type Surat } from './api/surat-api';
import { CabutDialog } from './components/cabut-dialog';
import { SuratSheet } from './components/surat-sheet';

export const STATUS_SURAT: Record<Surat['status'], { label: string; color: 'success' | 'danger' | 'warning' }> = {
  berlaku: { label: 'Berlaku', color: 'success' },
  dicabut: { label: 'Dicabut', color: 'danger' },
  diganti: { label: 'Diganti', color: 'warning' },
};

function Isi({ surat, onChanged }: { surat: Surat; onChanged: () => Promise<unknown> }) {
  const styles = usePageStyles();
  const session = useSession();
  const action = useServerAction();
  const [cabut, setCabut] = useState(false);
  const { ref, print } = usePrintLetter(`${surat.judul} ${surat.nomor}`.replace(/[/\\]/g, '-'));
  const status = STATUS_SURAT[surat.status];
  const url = surat.konten.url_verifikasi ? `${window.location.origin}${surat.konten.url_verifikasi}` : null;
  return (
    <>
      <div className={styles.card}>
        <DetailList items={[
          { label: 'Nomor', value: surat.nomor },
          { label: 'Status', value: <Badge appearance="tint" color={status.color}>{status.label}</Badge> },
          { label: 'Diterbitkan oleh', value: `${surat.dibuat_oleh}, ${formatTanggalWaktu(surat.createdAt)}` },
          ...(surat.alasan_cabut ? [{ label: 'Alasan pencabutan', value: surat.alasan_cabut }] : []),
        ]} />
        <div className={styles.buttons}>
          <Button appearance="primary" icon={<PrintRegular />} disabled={action.busy}
            onClick={() => void action.run(() => cetakUlangSurat(surat._id), { fallback: 'Surat dicetak ulang', announce: () => undefined, onSaved: () => print() })}>
            Cetak Ulang
          </Button>
          {session.user.role === 'Super Admin' && surat.status === 'berlaku' ? (
            <Button icon={<DeleteRegular />} onClick={() => setCabut(true)}>Cabut Surat</Button>
          ) : null}
        </div>
      </div>
      <SuratSheet ref={ref} konten={surat.konten} urlVerifikasi={url} cap={surat.status === 'berlaku' ? null : `SURAT INI TELAH ${status.label.toUpperCase()}`} />
      {cabut ? <CabutDialog surat={surat} onClose={() => setCabut(false)} onCabut={onChanged} /> : null}
    </>
  );
}

export function SuratPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const surat = useSurat(id);
  return (
    <div className={styles.stack}>
      <PageHeader id="surat-title" title={surat.data?.data.judul ?? 'Surat Keluar'} actions={<BackButton to="/surat" />} />
      <DataStates {...recordStates(surat)} notFound={<NotFoundState title="SURAT TIDAK DITEMUKAN" description={surat.error?.message} />}>
        {(s) => <Isi surat={s} onChanged={() => surat.mutate()} />}
      </DataStates>
    </div>
  );
}

export default SuratPage;
