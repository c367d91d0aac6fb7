// /penduduk_keluar/:id/d: one moved-out record. The statement (with its Edit / Hapus menu and the
// proposer photo) or, without one, an empty state that offers to add it; the proposer and the
// signer; a card per follower; back, 'Lihat PDF' (only with a statement), add statement, delete all.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { Subtitle2 } from '@fluentui/react-text';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { toApiError, useRefreshRegistry, type KeteranganKeluar, type Penduduk, type PendudukKeluar } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useServerAction } from '@sid/ui/feedback';
import { formatTanggalPanjang, tampil } from '@sid/ui/format';
import { BackButton, PreviewButton, DetailList, PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { RecordMenu } from '@sid/ui/record-menu';
import { SignerDetail } from '@sid/ui/signer';
import { DataStates, EmptyState, NotFoundState, recordStates } from '@sid/ui/states';
import { pengikutOf, pengusulOf, usePendudukKeluar } from './api/get-penduduk-keluar';
import { deletePendudukKeluar, deletePengikutKeluar } from './api/delete-penduduk-keluar';
import { deleteKeteranganKeluar, fotoDitolak, fromKeteranganKeluar, updateKeteranganKeluar } from './api/keterangan-keluar';
import { FotoPengusul } from './components/foto-pengusul';
import { pendudukItems } from './components/penduduk-detail-items';
import { PengikutDetailDialog } from './components/pengikut-detail-dialog';
import { PengikutList } from './components/pengikut-list';

// The edit dialog brings formik and the field rules: loaded when it first opens.
const EditKeteranganDialog = lazy(() => import('./components/edit-keterangan-dialog').then((m) => ({ default: m.EditKeteranganDialog })));

/** What the add-statement page hands over when it comes back here: the green banner's text. */
export interface DetailLocationState {
  banner?: string;
}

type DialogState =
  | { kind: 'edit' }
  | { kind: 'delete-keterangan' }
  | { kind: 'delete-all' }
  | { kind: 'delete-pengikut'; pengikut: Penduduk }
  | { kind: 'pengikut'; pengikut: Penduduk }
  | null;

function KeteranganSection({ keterangan, nama }: { keterangan: KeteranganKeluar; nama: string }) {
  return (
    <DetailList ariaLabel="Rincian keterangan keluar" items={[
      { label: 'Nomor Surat', value: tampil(keterangan.nomor_surat) },
      { label: 'Tanggal KTP', value: tampil(formatTanggalPanjang(keterangan.tanggal_ktp)) },
      { label: 'Alamat Pindah', value: tampil(keterangan.alamat_pindah) },
      { label: 'Alasan Pindah', value: tampil(keterangan.alasan_pindah) },
      { label: 'Jumlah Pengikut', value: String(keterangan.pengikut ?? 0) },
      { label: 'Meninggalkan Desa Pada', value: tampil(formatTanggalPanjang(keterangan.meninggalkan_desa_pada)) },
      { label: 'Kewarganegaraan', value: tampil(keterangan.kewarganegaraan) },
      { label: 'Catatan', value: tampil(keterangan.catatan) },
      { label: 'Foto Pengusul', value: <FotoPengusul url={keterangan.foto_pengusul} nama={nama} /> },
    ]} />
  );
}

function PengusulSection({ record }: { record: PendudukKeluar }) {
  const styles = usePageStyles();
  const p = pengusulOf(record);
  if (!p) return null;
  const items = pendudukItems(p).map((item) => (item.label === 'Nama Lengkap'
    // The resident's own page lives in mf-kependudukan; the shell routes to it.
    ? { ...item, value: <RouterLink className={styles.link} to={`/penduduk/${p._id}/d`}>{p.nama_lengkap}</RouterLink> }
    : item));
  return (
    <DetailList ariaLabel="Rincian pengusul" items={[
      ...items,
      { label: 'Tanda Tangan', value: <SignerDetail signature={record.signatures} /> },
    ]} />
  );
}

export function PendudukKeluarDetailPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const action = useServerAction(toApiError);
  const refresh = useRefreshRegistry();
  const keluar = usePendudukKeluar(id);
  const [dialog, setDialog] = useState<DialogState>(null);
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

  // The three deletes: the question (in the spec's style), what it does, and the call.
  let konfirmasi: { title: string; note: string; run: () => void } | null = null;
  if (dialog?.kind === 'delete-keterangan' && keterangan) {
    konfirmasi = {
      title: 'APAKAH ANDA YAKIN INGIN MENGHAPUS KETERANGAN KELUAR INI ?',
      note: 'Keterangan keluar beserta foto pengusul akan dihapus permanen setelah anda menekan tombol hapus. Data penduduk keluar kembali berstatus Tidak Lengkap.',
      run: () => void hapusKeterangan(keterangan._id),
    };
  } else if (dialog?.kind === 'delete-pengikut') {
    const { pengikut } = dialog;
    konfirmasi = {
      title: 'APAKAH ANDA YAKIN INGIN MENGHAPUS PENGIKUT INI ?',
      note: `${pengikut.nama_lengkap} akan dihapus dari data penduduk keluar ini, dan status penduduknya dikembalikan seperti sebelum mutasi.`,
      run: () => void hapusPengikut(pengikut),
    };
  } else if (dialog?.kind === 'delete-all') {
    konfirmasi = {
      title: 'APAKAH ANDA YAKIN INGIN MENGHAPUS SEMUA DATA PENDUDUK KELUAR INI ?',
      note: 'Keterangan keluar, foto pengusul dan data TTD-nya akan dihapus permanen, dan setiap penduduk di dalamnya dikembalikan ke status sebelum mutasi.',
      run: () => void hapusSemua(),
    };
  }

  const back = <BackButton to="/penduduk_keluar" />;
  const tambahKeterangan = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(`/penduduk_keluar/${id}/i/k`)}>
      Tambah Keterangan Keluar
    </Button>
  );

  /** The statement, the proposer, the followers and the buttons of one record. */
  const sections = (shown: PendudukKeluar) => {
    const statement = shown.keterangan_keluar_desa;
    const nama = pengusulOf(shown)?.nama_lengkap ?? '';
    const pengikut = pengikutOf(shown);
    return (
      <>
        <section className={styles.card} aria-labelledby="keterangan-keluar-title">
          <PageHeader
            as="h2"
            id="keterangan-keluar-title"
            title="Keterangan Keluar"
            actions={statement ? (
              <RecordMenu
                subject="keterangan keluar"
                disabled={busy}
                onEdit={() => setDialog({ kind: 'edit' })}
                onDelete={() => setDialog({ kind: 'delete-keterangan' })}
              />
            ) : null}
          />
          {statement ? <KeteranganSection keterangan={statement} nama={nama} /> : (
            // Spec §4: without a statement the record is incomplete.
            <EmptyState
              title="KETERANGAN KELUAR BELUM DITAMBAHKAN"
              description="Data penduduk keluar ini belum lengkap. Tambahkan keterangan keluar agar Surat Keterangan Pindah dapat dicetak."
              action={tambahKeterangan}
            />
          )}
        </section>

        <section className={styles.card} aria-labelledby="pengusul-title">
          <Subtitle2 as="h2" id="pengusul-title" className={styles.sectionTitle}>Data Pengusul</Subtitle2>
          <PengusulSection record={shown} />
        </section>

        <section className={styles.card} aria-labelledby="pengikut-title">
          <Subtitle2 as="h2" id="pengikut-title" className={styles.sectionTitle}>{`Pengikut (${pengikut.length})`}</Subtitle2>
          <PengikutList
            pengikut={pengikut}
            disabled={busy}
            onDetail={(p) => setDialog({ kind: 'pengikut', pengikut: p })}
            onDelete={(p) => setDialog({ kind: 'delete-pengikut', pengikut: p })}
          />
        </section>

        <div className={styles.footer}>
          {back}
          <div className={styles.buttons}>
            <Button icon={<DeleteRegular />} disabled={busy} onClick={() => setDialog({ kind: 'delete-all' })}>
              Hapus Semua Data
            </Button>
            {statement ? (
              <PreviewButton to={`/penduduk_keluar/${id}/d/preview`} />
            ) : tambahKeterangan}
          </div>
        </div>
      </>
    );
  };

  return (
    <section aria-labelledby="penduduk-keluar-detail-title">
      <PageHeader id="penduduk-keluar-detail-title" title="Detail Penduduk Keluar" />
      <div className={styles.stack}>
        {banner ? <Banner intent="success" message={banner} onDismiss={() => setBanner(null)} /> : null}
        <DataStates
          {...recordStates(keluar)}
          notFound={<NotFoundState title="DATA PENDUDUK KELUAR TIDAK DITEMUKAN" description={keluar.error?.message} action={back} />}
          frame={(panel) => <div className={styles.card}>{panel}</div>}
        >
          {sections}
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
        <ConfirmDialog open title={konfirmasi.title} note={konfirmasi.note} confirmLabel="Hapus" danger busy={busy} onConfirm={konfirmasi.run} onCancel={close} />
      ) : null}
    </section>
  );
}

export default PendudukKeluarDetailPage;
