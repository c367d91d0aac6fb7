// /kartu_keluarga/{id}/d (and /kartu_keluarga/{id}/d/{memberId}, that member highlighted): the
// members, CSV, add member, per-row Edit and Hapus, and the whole-family Mutasi (spec §4 rule).
import { useNavigate, useParams } from 'react-router-dom';
import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { AddRegular, ArrowExitRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import { toApiError, type Penduduk, useRefreshRegistry } from '@sid/openapi';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useServerAction } from '@sid/ui/feedback';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { GuardedButton } from '../../lib/guarded-button';
import { PageHeader, usePageStyles, CsvDownloadButton } from '@sid/ui/page';
import { useKartuKeluarga } from './api/get-kartu-keluarga';
import { exportAnggotaKeluargaCsv } from './api/export-csv';
import { deleteAnggota, pindahKeluarga } from './api/mutations';
import { alasanMutasiKeluargaDitolak } from './status-rules';
import { AnggotaTable } from './components/anggota-table';

const useStyles = makeStyles({
  summary: { marginBottom: tokens.spacingVerticalM, display: 'block' },
});

type Dialog = { kind: 'hapus'; anggota: Penduduk } | { kind: 'mutasi' } | null;

export function KartuKeluargaDetailPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { id = '', memberId } = useParams();
  const navigate = useNavigate();
  const kk = useKartuKeluarga(id);
  const action = useServerAction(toApiError);
  const refresh = useRefreshRegistry();
  const [dialog, setDialog] = useState<Dialog>(null);

  const backButton = (
    <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/kartu_keluarga')}>
      Kembali
    </Button>
  );

  let body;
  let actions = backButton;
  if (kk.error?.status === 404) {
    body = <NotFoundState title="KARTU KELUARGA TIDAK DITEMUKAN" description={kk.error.message} action={backButton} />;
  } else if (kk.error) {
    body = <ErrorState message={kk.error.message} onRetry={() => void kk.mutate()} />;
  } else if (!kk.data) {
    body = <LoadingState />;
  } else {
    const card = kk.data.data;
    const members = card.anggota_keluarga;
    const mutasiDitolak = alasanMutasiKeluargaDitolak(members);
    const first = members[0];

    actions = (
      <>
        {backButton}
        <CsvDownloadButton download={() => exportAnggotaKeluargaCsv(card._id, first?.nik ?? card.no_kk)} toError={toApiError} disabled={members.length === 0} />
        <Button icon={<AddRegular />} onClick={() => navigate(`/kartu_keluarga/${card._id}/i`)}>
          Tambah Anggota
        </Button>
        <GuardedButton appearance="primary" icon={<ArrowExitRegular />} blockedReason={mutasiDitolak} onClick={() => setDialog({ kind: 'mutasi' })}>
          Mutasi
        </GuardedButton>
      </>
    );

    body = (
      <>
        <Body1 className={styles.summary}>
          Nomor KK: <strong>{card.no_kk}</strong> · {members.length} anggota keluarga
        </Body1>
        {members.length === 0 ? (
          <EmptyState title="DATA ANGGOTA KELUARGA KOSONG" description="Silakan tambah anggota keluarga terlebih dahulu" />
        ) : (
          <AnggotaTable
            rows={members}
            highlightId={memberId}
            onEdit={(p) => navigate(`/kartu_keluarga/${p._id}/d/update`)}
            onDelete={(p) => setDialog({ kind: 'hapus', anggota: p })}
          />
        )}

        {dialog?.kind === 'hapus' ? (
          <ConfirmDialog
            open
            title="APAKAH ANDA YAKIN INGIN MENGHAPUS ANGGOTA KELUARGA INI ?"
            note={
              members.length === 1
                ? `Data ${dialog.anggota.nama_lengkap} akan dihapus permanen, bersama kartu keluarga ini karena tidak lagi memiliki anggota.`
                : `Data ${dialog.anggota.nama_lengkap} akan dihapus permanen setelah anda menekan tombol hapus.`
            }
            cancelLabel="Batal"
            confirmLabel="Hapus"
            danger
            busy={action.busy}
            onCancel={() => setDialog(null)}
            onConfirm={async () => {
              const last = members.length === 1;
              const done = await action.run(() => deleteAnggota(dialog.anggota._id, card._id), 'Anggota keluarga berhasil dihapus');
              setDialog(null);
              void refresh();
              // The server deletes a card left without members: nothing to show here any more.
              if (done && last) navigate('/kartu_keluarga');
            }}
          />
        ) : null}

        {dialog?.kind === 'mutasi' ? (
          <ConfirmDialog
            open
            title="APAKAH ANDA YAKIN INGIN MEMUTASI SELURUH ANGGOTA KELUARGA INI ?"
            note={`Seluruh ${members.length} anggota keluarga akan tercatat sebagai Penduduk Keluar Desa.`}
            cancelLabel="Batal"
            confirmLabel="Mutasi"
            busy={action.busy}
            onCancel={() => setDialog(null)}
            onConfirm={async () => {
              await action.run(() => pindahKeluarga(card._id), 'Seluruh anggota keluarga berhasil dipindahkan keluar desa');
              setDialog(null);
              void refresh();
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="kk-detail-title">
      <PageHeader id="kk-detail-title" title="Daftar Anggota Keluarga" actions={actions} />
      <div className={page.card}>{body}</div>
    </section>
  );
}

export default KartuKeluargaDetailPage;
