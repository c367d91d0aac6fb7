// /kematian/:id/d: one death record with its Edit / Hapus menu, the archive photo (view, add, edit,
// delete), the signer ('Kosong' when absent), back and 'Lihat PDF'.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { Subtitle2 } from '@fluentui/react-text';
import { ArrowLeftRegular, DocumentPdfRegular } from '@fluentui/react-icons';
import { toApiError, type Kematian } from '@sid/openapi';
import { STATUS_PENDUDUK_LABEL } from '@sid/openapi/rules';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useFeedback } from '@sid/ui/feedback';
import { formatTanggalPanjang, tampil } from '@sid/ui/format';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { Banner } from '@sid/ui/banner';
import { DetailList, PageHeader, usePageStyles } from '@sid/ui/page';
import { RecordMenu } from '@sid/ui/record-menu';
import { SignerDetail } from '@sid/ui/signer';
import { useKematian } from './api/get-kematian';
import { fromKematian, KEMATIAN_UPDATED, updateKematian } from './api/update-kematian';
import { deleteKematian } from './api/delete-kematian';
import { createArsipKematian, deleteArsipKematian, updateArsipKematian } from './api/arsip-kematian';
import { ArsipControl } from './components/arsip-control';
import { ArsipViewDialog } from './components/arsip-view-dialog';

// The dialogs with forms bring formik and the field rules: loaded when one first opens.
const EditKematianDialog = lazy(() => import('./components/edit-kematian-dialog').then((m) => ({ default: m.EditKematianDialog })));
const ArsipUploadDialog = lazy(() => import('./components/arsip-upload-dialog').then((m) => ({ default: m.ArsipUploadDialog })));

type DialogState = 'edit' | 'delete' | 'arsip-view' | 'arsip-add' | 'arsip-edit' | 'arsip-delete' | null;

function KematianDetail({ kematian, arsip }: { kematian: Kematian; arsip: ReactNode }) {
  const styles = usePageStyles();
  const person = kematian.pemilik_data;
  return (
    <div className={styles.stack}>
      <div>
        <Subtitle2 as="h2" className={styles.sectionTitle}>Data Penduduk</Subtitle2>
        <DetailList ariaLabel="Data Penduduk" items={[
          { label: 'NIK', value: person.nik },
          { label: 'Nama Lengkap', value: <Link className={styles.link} to={`/penduduk/${person._id}/d`}>{person.nama_lengkap}</Link> },
          { label: 'Tempat Tgl. Lahir', value: tampil(person.tempat_tanggal_lahir) },
          { label: 'Umur', value: tampil(person.umur) },
          { label: 'Jenis Kelamin', value: person.jenis_kelamin },
          { label: 'Alamat', value: tampil(person.alamat_asal) },
          { label: 'Status', value: STATUS_PENDUDUK_LABEL[person.status_penduduk] },
        ]} />
      </div>
      <div>
        <Subtitle2 as="h2" className={styles.sectionTitle}>Data Kematian</Subtitle2>
        <DetailList ariaLabel="Data Kematian" items={[
          { label: 'Hari Meninggal', value: tampil(kematian.hari_meninggal) },
          { label: 'Tanggal Meninggal', value: tampil(formatTanggalPanjang(kematian.tanggal_meninggal)) },
          { label: 'Tempat Meninggal', value: tampil(kematian.tempat_meninggal) },
          { label: 'Penyebab Meninggal', value: tampil(kematian.penyebab_meninggal) },
          { label: 'Nomor Surat Kematian', value: tampil(kematian.nomor_surat_kematian) },
        ]} />
      </div>
      <div>
        <Subtitle2 as="h2" className={styles.sectionTitle}>Arsip dan Penanda Tangan</Subtitle2>
        <DetailList ariaLabel="Arsip dan Penanda Tangan" items={[
          { label: 'Arsip Kematian', value: arsip },
          { label: 'Tanda Tangan', value: <SignerDetail signature={kematian.signatures} /> },
        ]} />
      </div>
    </div>
  );
}

export function KematianDetailPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const kematian = useKematian(id);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const record = kematian.data?.data;
  const close = () => setDialog(null);

  const fail = (thrown: unknown) => {
    const error = toApiError(thrown);
    feedback.error(error.message, { status: error.status, id: error.code });
  };

  const hapusKematian = async () => {
    setBusy(true);
    try {
      const result = await deleteKematian(id);
      // The server gave the person their previous status back; the list is where this record was.
      feedback.success(result.message || 'Sukses menghapus data kematian penduduk');
      navigate('/kematian');
    } catch (thrown) {
      fail(thrown);
      setBusy(false);
      close();
    }
  };

  const hapusArsip = async (archiveId: string) => {
    setBusy(true);
    try {
      const result = await deleteArsipKematian(archiveId);
      feedback.success(result.message || 'Sukses menghapus arsip kematian');
      await kematian.mutate();
    } catch (thrown) {
      fail(thrown);
    } finally {
      setBusy(false);
      close();
    }
  };

  const back = <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/kematian')}>Kembali</Button>;

  let body;
  if (kematian.error) {
    // Spec §4: any failure on a death detail stops loading.
    body = kematian.error.status === 404
      ? <NotFoundState title="DATA KEMATIAN TIDAK DITEMUKAN" description={kematian.error.message} action={back} />
      : <ErrorState message={kematian.error.message} onRetry={() => void kematian.mutate()} />;
  } else if (!record) {
    body = <LoadingState />;
  } else {
    body = (
      <>
        <KematianDetail
          kematian={record}
          arsip={(
            <ArsipControl
              arsip={record.arsip_kematian}
              onView={() => setDialog('arsip-view')}
              onAdd={() => setDialog('arsip-add')}
              onEdit={() => setDialog('arsip-edit')}
              onDelete={() => setDialog('arsip-delete')}
            />
          )}
        />
        <div className={styles.footer}>
          {back}
          <Button appearance="primary" icon={<DocumentPdfRegular />} onClick={() => navigate(`/kematian/${id}/d/preview`)}>
            Lihat PDF
          </Button>
        </div>
      </>
    );
  }

  const arsip = record?.arsip_kematian ?? null;

  return (
    <section aria-labelledby="kematian-detail-title">
      <PageHeader
        id="kematian-detail-title"
        title="Detail Data Kematian"
        actions={record ? <RecordMenu subject="data kematian" onEdit={() => setDialog('edit')} onDelete={() => setDialog('delete')} /> : null}
      />
      <div className={styles.stack}>
        {banner ? <Banner intent="success" message={banner} onDismiss={() => setBanner(null)} /> : null}
        <div className={styles.card}>{body}</div>
      </div>

      <Suspense fallback={null}>
        {dialog === 'edit' && record ? (
          <EditKematianDialog
            initialValues={fromKematian(record)}
            onSubmit={async (values) => {
              await updateKematian(id, values);
              close();
              // Spec §4 and §8: this banner text, word for word.
              setBanner(KEMATIAN_UPDATED);
              await kematian.mutate();
            }}
            onCancel={close}
          />
        ) : null}
        {(dialog === 'arsip-add' || dialog === 'arsip-edit') && record ? (
          <ArsipUploadDialog
            mode={dialog === 'arsip-add' ? 'add' : 'update'}
            onSubmit={async (file) => {
              const result = dialog === 'arsip-edit' && arsip
                ? await updateArsipKematian(arsip._id, file)
                : await createArsipKematian(record._id, file);
              close();
              feedback.success(result.message || (dialog === 'arsip-add' ? 'Sukses menambahkan arsip kematian' : 'Sukses memperbarui arsip kematian'));
              await kematian.mutate();
            }}
            onCancel={close}
          />
        ) : null}
      </Suspense>

      {dialog === 'arsip-view' && record ? (
        <ArsipViewDialog url={arsip?.arsip_kematian ?? null} nama={record.pemilik_data.nama_lengkap} onClose={close} />
      ) : null}

      {dialog === 'arsip-delete' && arsip ? (
        <ConfirmDialog
          open
          title="APAKAH ANDA YAKIN INGIN MENGHAPUS ARSIP KEMATIAN INI ?"
          note="Foto arsip akan dihapus permanen setelah anda menekan tombol hapus."
          confirmLabel="Hapus"
          danger
          busy={busy}
          onConfirm={() => void hapusArsip(arsip._id)}
          onCancel={close}
        />
      ) : null}

      {dialog === 'delete' ? (
        <ConfirmDialog
          open
          title="APAKAH ANDA YAKIN INGIN MENGHAPUS DATA KEMATIAN INI ?"
          note="Data kematian beserta arsip dan data TTD-nya akan dihapus permanen, dan status penduduk dikembalikan seperti sebelum dicatat meninggal."
          confirmLabel="Hapus"
          danger
          busy={busy}
          onConfirm={() => void hapusKematian()}
          onCancel={close}
        />
      ) : null}
    </section>
  );
}

export default KematianDetailPage;
