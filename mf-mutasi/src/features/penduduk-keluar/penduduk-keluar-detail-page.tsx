// /penduduk_keluar/:id/d: one moved-out record (its sections: components/penduduk-keluar-sections.tsx),
// the banner handed over by the add-statement page, and the dialogs: edit the statement, a follower's
// detail, and the three deletes (the statement, a follower, the whole record).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { useRefreshRegistry, type Penduduk } from '@sid/openapi';
import { TautanPindah } from '../pindah-antar-desa';
import { Banner } from '@sid/ui/banner';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useServerAction } from '@sid/ui-desa/feedback';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { usePendudukKeluar } from './api/get-penduduk-keluar';
import { deletePendudukKeluar, deletePengikutKeluar } from './api/delete-penduduk-keluar';
import { deleteKeteranganKeluar, fotoDitolak, fromKeteranganKeluar, updateKeteranganKeluar } from './api/keterangan-keluar';
import { PengikutDetailDialog } from './components/pengikut-detail-dialog';
import { konfirmasiHapus, PendudukKeluarSections, type DetailDialog } from './components/penduduk-keluar-sections';

// The edit dialog brings formik and the field rules: loaded when it first opens.
const EditKeteranganDialog = lazy(() => import('./components/edit-keterangan-dialog').then((m) => ({ default: m.EditKeteranganDialog })));

/** What the add-statement page hands over when it comes back here: the green banner's text. */
export interface DetailLocationState {
  banner?: string;
}

export function PendudukKeluarDetailPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const keluar = usePendudukKeluar(id);
  const [dialog, setDialog] = useState<DetailDialog>(null);
  const { busy } = action;
  const [banner, setBanner] = useState<string | null>((location.state as DetailLocationState | null)?.banner ?? null);
  const record = keluar.data?.data;
  const keterangan = record?.keterangan_keluar_desa ?? null;
  const close = () => setDialog(null);

  // The banner handed over by the add page shows once: a reload of this page must not repeat it.
  useEffect(() => {
    if ((location.state as DetailLocationState | null)?.banner) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const hapusKeterangan = async (statementId: string) => {
    const result = await action.run(() => deleteKeteranganKeluar(id, statementId), {
      fallback: 'Sukses menghapus keterangan keluar',
      // Spec §4 and §7: the server's message, as a success banner.
      announce: setBanner,
    });
    close();
    if (result) await refresh();
  };

  const hapusPengikut = async (pengikut: Penduduk) => {
    const result = await action.run(() => deletePengikutKeluar(id, pengikut._id), `Sukses menghapus ${pengikut.nama_lengkap} dari data penduduk keluar`);
    close();
    if (result) await refresh();
  };

  const hapusSemua = async () => {
    const result = await action.run(() => deletePendudukKeluar(id), 'Sukses menghapus data penduduk keluar');
    if (!result) {
      close();
      return;
    }
    // Leave first: reloading this record now would only show its 404 while the list opens.
    navigate('/penduduk_keluar');
    void refresh();
  };

  // The three deletes: the question and its words (konfirmasiHapus), and the call.
  const konfirmasi = dialog?.kind === 'delete-keterangan' && !keterangan ? null : konfirmasiHapus(dialog);
  const hapus = () => {
    if (dialog?.kind === 'delete-keterangan' && keterangan) void hapusKeterangan(keterangan._id);
    else if (dialog?.kind === 'delete-pengikut') void hapusPengikut(dialog.pengikut);
    else if (dialog?.kind === 'delete-all') void hapusSemua();
  };

  const back = <BackButton to="/penduduk_keluar" />;
  const tambahKeterangan = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(`/penduduk_keluar/${id}/i/k`)}>
      Tambah Keterangan Keluar
    </Button>
  );

  return (
    <section aria-labelledby="penduduk-keluar-detail-title">
      <PageHeader id="penduduk-keluar-detail-title" title="Detail Penduduk Keluar" />
      <div className={styles.stack}>
        {banner ? <Banner intent="success" message={banner} onDismiss={() => setBanner(null)} /> : null}
        <TautanPindah pendudukKeluarId={id} />
        <DataStates
          {...recordStates(keluar)}
          notFound={<NotFoundState title="DATA PENDUDUK KELUAR TIDAK DITEMUKAN" description={keluar.error?.message} action={back} />}
          frame={(panel) => <div className={styles.card}>{panel}</div>}
        >
          {(shown) => <PendudukKeluarSections record={shown} busy={busy} back={back} tambahKeterangan={tambahKeterangan} onDialog={setDialog} />}
        </DataStates>
      </div>

      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && keterangan ? (
          <EditKeteranganDialog
            initialValues={fromKeteranganKeluar(keterangan)}
            onSubmit={(values, form) => action.submit(() => updateKeteranganKeluar(keterangan._id, values), {
              form,
              fieldOf: fotoDitolak,
              fallback: 'Sukses memperbarui keterangan keluar',
              onSaved: () => {
                close();
                return refresh();
              },
            })}
            onCancel={close}
          />
        ) : null}
      </Suspense>

      {dialog?.kind === 'pengikut' ? <PengikutDetailDialog pengikut={dialog.pengikut} onClose={close} /> : null}

      {konfirmasi ? (
        <ConfirmDialog open title={konfirmasi.title} note={konfirmasi.note} confirmLabel="Hapus" danger busy={busy} onConfirm={hapus} onCancel={close} />
      ) : null}
    </section>
  );
}

export default PendudukKeluarDetailPage;
