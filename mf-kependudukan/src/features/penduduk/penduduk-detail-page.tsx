// /penduduk/{id}/d: one resident, the links to their records, 'Tambahkan ke Data Kematian' and the
// single 'Mutasi' with the disabling rules of spec §4, and 'Edit' (issue 16), which opens the family
// card's member form in the resident's context (/penduduk/{id}/d/update, issue 40: one form, one set
// of rules) and comes back here. When the Kepala Keluarga dies or moves out alone while others still
// live on the card, the clerk is asked at once who heads it now (issue 40, KepalaBaruDialog).
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { ArrowExitRegular, ArrowLeftRegular, DocumentAddRegular, EditRegular, HeartPulseRegular } from '@fluentui/react-icons';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { GuardedButton } from '../../lib/guarded-button';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { useSession, VILLAGE_ROLES } from '@sid/ui-desa/module';
import { useApiGet, useRefreshRegistry, type KartuKeluarga, type Penduduk } from '@sid/openapi';
import { KEPALA_KELUARGA, perluKepalaBaru } from '@sid/openapi/domain';
import { ambilKartuKeluarga, KepalaBaruDialog, setKepalaKeluarga } from '../kartu-keluarga';
import { useServerAction } from '@sid/ui-desa/feedback';
import { usePenduduk } from './api/get-penduduk';
import { createKematian } from './api/create-kematian';
import { pindahPenduduk } from './api/pindah-penduduk';
import { aksiTransisi, kematianSchema } from '@sid/openapi/rules';
import { PendudukDetailCard } from './components/penduduk-detail-card';
import { MutasiDialog } from './components/mutasi-dialog';

// The death form brings formik: loaded when it first opens.
const KematianFormDialog = lazy(() => import('@sid/ui-desa/kematian-form').then((m) => ({ default: m.KematianFormDialog })));

type Dialog = 'kematian' | 'mutasi' | null;


export function PendudukDetailPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const penduduk = usePenduduk(id);
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The card whose head just died or moved out, while someone still lives on it (issue 40).
  const [kepalaBaru, setKepalaBaru] = useState<KartuKeluarga | null>(null);
  const tanyaKepala = async (p: Penduduk) => {
    if (p.posisi_dalam_keluarga !== KEPALA_KELUARGA) return;
    // Not asked if the card cannot be read now: it stays on the dashboard's reminder.
    const kartu = await ambilKartuKeluarga(p.keluarga_dari._id).catch(() => null);
    if (kartu && perluKepalaBaru(kartu.anggota_keluarga)) setKepalaBaru(kartu);
  };
  // A letter for this resident (Layanan Surat, issue 36), where the village has that module: the
  // config lists the caller's modules; the link only names the module's page and the resident.
  const config = useApiGet('/api/config', { query: {} });
  const layananSurat = config.data?.data.modules.some((m) => m.paths.some((p) => p.replace(/\/\*$/, '') === '/surat')) === true;

  // Back to where the clerk came from (a list and its search, a family card, a death record...): the
  // previous entry when this page was reached inside the app; opened directly, the dashboard (spec §2).
  const cameInApp = location.key !== 'default';
  const backButton = (
    <Button icon={<ArrowLeftRegular />} onClick={() => (cameInApp ? navigate(-1) : navigate('/'))}>
      Kembali
    </Button>
  );
  // The member form's route (PUT /api/penduduk/{id} is the village staff's); it returns here.
  const canEdit = VILLAGE_ROLES.includes(user.role);

  // The resident's own buttons once they are on screen (not over a failed reload).
  const shown = penduduk.error ? undefined : penduduk.data?.data;
  const kematian = shown ? aksiTransisi('catatKematian', shown.status_penduduk) : undefined;
  const mutasi = shown ? aksiTransisi('pindahSatu', shown.status_penduduk) : undefined;
  const actions = kematian && mutasi ? (
    <>
      {backButton}
      {canEdit ? (
        <Button icon={<EditRegular />} onClick={() => navigate(`/penduduk/${id}/d/update`)}>
          Edit
        </Button>
      ) : null}
      {layananSurat && canEdit ? (
        <Button icon={<DocumentAddRegular />} onClick={() => navigate(`/surat/buat?penduduk=${encodeURIComponent(id)}`)}>
          Buat Surat
        </Button>
      ) : null}
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
                    validationSchema={kematianSchema}
                    onCancel={() => setDialog(null)}
                    onSubmit={(values) => action.submit(() => createKematian(p._id, values), {
                      fallback: 'Data kematian berhasil ditambahkan',
                      onSaved: async () => {
                        setDialog(null);
                        await tanyaKepala(p);
                      },
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
                    const pindah = await action.run(() => pindahPenduduk(p._id, p.keluarga_dari.no_kk), 'Penduduk berhasil dipindahkan keluar desa');
                    setDialog(null);
                    void refresh();
                    if (pindah) await tanyaKepala(p);
                  }}
                />
              ) : null}
              {kepalaBaru ? (
                <KepalaBaruDialog
                  kartu={kepalaBaru}
                  onNanti={() => setKepalaBaru(null)}
                  onSimpan={(values, form) => action.submit(() => setKepalaKeluarga(kepalaBaru._id, values.penduduk_id), {
                    form,
                    fallback: 'Kepala Keluarga berhasil ditetapkan',
                    onSaved: () => {
                      setKepalaBaru(null);
                      void refresh();
                    },
                  })}
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
