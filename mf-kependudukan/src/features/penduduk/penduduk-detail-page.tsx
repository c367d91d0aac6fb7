// /penduduk/{id}/d: one resident, the links to their records, 'Tambahkan ke Data Kematian' and the
// single 'Mutasi' with the disabling rules of spec §4.
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ArrowExitRegular, HeartPulseRegular } from '@fluentui/react-icons';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { GuardedButton } from '../../lib/guarded-button';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { useRefreshRegistry, toApiError } from '@sid/openapi';
import { useServerAction } from '@sid/ui/feedback';
import { usePenduduk } from './api/get-penduduk';
import { createKematian } from './api/create-kematian';
import { pindahPenduduk } from './api/pindah-penduduk';
import { aksiTransisi } from '@sid/openapi/rules';
import { PendudukDetailCard } from './components/penduduk-detail-card';
import { MutasiDialog } from './components/mutasi-dialog';

// The death form brings formik: loaded when it first opens.
const KematianFormDialog = lazy(() => import('./components/kematian-form-dialog'));

type Dialog = 'kematian' | 'mutasi' | null;

export function PendudukDetailPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const location = useLocation();
  const penduduk = usePenduduk(id);
  const action = useServerAction(toApiError);
  const refresh = useRefreshRegistry();
  const [dialog, setDialog] = useState<Dialog>(null);

  // Spec: Back goes to / (to the very list the user came from, when they came from it).
  const from = (location.state as { from?: unknown } | null)?.from;
  const backButton = <BackButton to={typeof from === 'string' && from.startsWith('/') ? from : '/'} />;

  // The resident's own buttons once they are on screen (not over a failed reload).
  const shown = penduduk.error ? undefined : penduduk.data?.data;
  const kematian = shown ? aksiTransisi('catatKematian', shown.status_penduduk) : undefined;
  const mutasi = shown ? aksiTransisi('pindahSatu', shown.status_penduduk) : undefined;
  const actions = kematian && mutasi ? (
    <>
      {backButton}
      <GuardedButton icon={<HeartPulseRegular />} blockedReason={kematian.reason} onClick={() => setDialog('kematian')}>
        Tambahkan ke Data Kematian
      </GuardedButton>
      <GuardedButton appearance="primary" icon={<ArrowExitRegular />} blockedReason={mutasi.reason} onClick={() => setDialog('mutasi')}>
        Mutasi
      </GuardedButton>
    </>
  ) : backButton;

  return (
    <section aria-labelledby="penduduk-detail-title">
      <PageHeader id="penduduk-detail-title" title="Detail Penduduk" actions={actions} />
      <div className={styles.card}>
        <DataStates
          {...recordStates(penduduk)}
          notFound={<NotFoundState title="DATA PENDUDUK TIDAK DITEMUKAN" description={penduduk.error?.message} action={backButton} />}
        >
          {(p) => (
            <>
              <PendudukDetailCard penduduk={p} />
              <Suspense fallback={null}>
                {dialog === 'kematian' ? (
                  <KematianFormDialog
                    namaLengkap={p.nama_lengkap}
                    onCancel={() => setDialog(null)}
                    onSubmit={(values) => action.submit(() => createKematian(p._id, values), {
                      fallback: 'Data kematian berhasil ditambahkan',
                      onSaved: () => setDialog(null),
                    }).finally(() => {
                      // Reload either way: a refusal (409) means the status changed meanwhile.
                      void refresh();
                    })}
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
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default PendudukDetailPage;
