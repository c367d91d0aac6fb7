// /penduduk/{id}/d: one resident, the links to their records, 'Tambahkan ke Data Kematian' and the
// single 'Mutasi' with the disabling rules of spec §4.
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { ArrowExitRegular, ArrowLeftRegular, HeartPulseRegular } from '@fluentui/react-icons';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { GuardedButton } from '../../lib/guarded-button';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { useRefreshRegistry, toApiError } from '@sid/openapi';
import { useServerAction } from '@sid/ui/feedback';
import { usePenduduk } from './api/get-penduduk';
import { createKematian, type KematianFormValues } from './api/create-kematian';
import { pindahPenduduk } from './api/pindah-penduduk';
import { aksiKematian, aksiMutasi } from './status-rules';
import { PendudukDetailCard } from './components/penduduk-detail-card';
import { MutasiDialog } from './components/mutasi-dialog';

// The death form brings formik: loaded when it first opens.
const KematianFormDialog = lazy(() => import('./components/kematian-form-dialog'));

type Dialog = 'kematian' | 'mutasi' | null;

export function PendudukDetailPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const penduduk = usePenduduk(id);
  const action = useServerAction(toApiError);
  const refresh = useRefreshRegistry();
  const [dialog, setDialog] = useState<Dialog>(null);

  // Spec: Back goes to / (to the very list the user came from, when they came from it).
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = () => navigate(typeof from === 'string' && from.startsWith('/') ? from : '/');
  const backButton = (
    <Button icon={<ArrowLeftRegular />} onClick={back}>
      Kembali
    </Button>
  );

  let body;
  let actions = backButton;
  if (penduduk.error?.status === 404) {
    body = <NotFoundState title="DATA PENDUDUK TIDAK DITEMUKAN" description={penduduk.error.message} action={backButton} />;
  } else if (penduduk.error) {
    body = <ErrorState message={penduduk.error.message} onRetry={() => void penduduk.mutate()} />;
  } else if (!penduduk.data) {
    body = <LoadingState />;
  } else {
    const p = penduduk.data.data;
    const kematian = aksiKematian(p.status_penduduk);
    const mutasi = aksiMutasi(p.status_penduduk);
    actions = (
      <>
        {backButton}
        <GuardedButton icon={<HeartPulseRegular />} blockedReason={kematian.reason} onClick={() => setDialog('kematian')}>
          Tambahkan ke Data Kematian
        </GuardedButton>
        <GuardedButton appearance="primary" icon={<ArrowExitRegular />} blockedReason={mutasi.reason} onClick={() => setDialog('mutasi')}>
          Mutasi
        </GuardedButton>
      </>
    );
    body = (
      <>
        <PendudukDetailCard penduduk={p} />
        <Suspense fallback={null}>
          {dialog === 'kematian' ? (
            <KematianFormDialog
              namaLengkap={p.nama_lengkap}
              onCancel={() => setDialog(null)}
              onSubmit={async (values: KematianFormValues) => {
                const done = await action.run(() => createKematian(p._id, values), 'Data kematian berhasil ditambahkan');
                // Reload either way: a refusal (409) means the status changed meanwhile.
                void refresh();
                return done !== undefined;
              }}
            />
          ) : null}
        </Suspense>
        {dialog === 'mutasi' ? (
          <MutasiDialog
            namaLengkap={p.nama_lengkap}
            busy={action.busy}
            onCancel={() => setDialog(null)}
            onConfirm={async () => {
              await action.run(() => pindahPenduduk(p._id, p.keluarga_dari.no_kk), 'Penduduk berhasil dipindahkan keluar desa');
              setDialog(null);
              void refresh();
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="penduduk-detail-title">
      <PageHeader id="penduduk-detail-title" title="Detail Penduduk" actions={actions} />
      <div className={styles.card}>{body}</div>
    </section>
  );
}

export default PendudukDetailPage;
