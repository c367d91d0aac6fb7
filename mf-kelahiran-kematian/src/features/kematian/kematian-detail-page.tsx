// /kematian/:id/d: one death record with its Edit / Hapus menu, the archive photo (view, add, edit,
// delete), the signer ('Kosong' when absent), back and 'Lihat PDF'.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Subtitle2 } from '@fluentui/react-text';
import { type Kematian } from '@sid/openapi';
import { fromKematian, kematianSchema, STATUS_PENDUDUK_LABEL } from '@sid/openapi/rules';
import { ATURAN_ALASAN_HAPUS } from '@sid/openapi/domain';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { HapusDialog } from '@sid/ui-desa/hapus-dialog';
import { useServerAction } from '@sid/ui-desa/feedback';
import { formatTanggalPanjang, tampil } from '@sid/ui/format';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { Banner } from '@sid/ui/banner';
import { BackButton, PreviewButton, DetailList, PageHeader, usePageStyles } from '@sid/ui/page';
import { RecordMenu } from '@sid/ui/record-menu';
import { SignerDetail } from '@sid/ui-desa/signer';
import { useKematian } from './api/get-kematian';
import { KEMATIAN_UPDATED, updateKematian } from './api/update-kematian';
import { deleteKematian, useDampakHapusKematian } from './api/delete-kematian';
import { arsipDitolak, createArsipKematian, deleteArsipKematian, updateArsipKematian } from './api/arsip-kematian';
import { ArsipControl } from './components/arsip-control';
import { ArsipViewDialog } from './components/arsip-view-dialog';

// The dialogs with forms bring formik and the field rules: loaded when one first opens.
const KematianFormDialog = lazy(() => import('@sid/ui-desa/kematian-form').then((m) => ({ default: m.KematianFormDialog })));
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
  const action = useServerAction();
  const kematian = useKematian(id);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const record = kematian.data?.data;
  const close = () => setDialog(null);
  const dampak = useDampakHapusKematian(dialog === 'delete' ? id : null);

  const hapusArsip = async (archiveId: string) => {
    const done = await action.run(() => deleteArsipKematian(archiveId), 'Sukses menghapus arsip kematian');
    if (done) await kematian.mutate();
    close();
  };

  const back = <BackButton to="/kematian" />;

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
        <div className={styles.card}>
          <DataStates
            {...recordStates(kematian)}
            // Spec §4: any failure on a death detail stops loading.
            notFound={<NotFoundState title="DATA KEMATIAN TIDAK DITEMUKAN" description={kematian.error?.message} action={back} />}
          >
            {(shown) => (
              <>
                <KematianDetail
                  kematian={shown}
                  arsip={(
                    <ArsipControl
                      arsip={shown.arsip_kematian}
                      onView={() => setDialog('arsip-view')}
                      onAdd={() => setDialog('arsip-add')}
                      onEdit={() => setDialog('arsip-edit')}
                      onDelete={() => setDialog('arsip-delete')}
                    />
                  )}
                />
                <div className={styles.footer}>
                  {back}
                  <PreviewButton to={`/kematian/${id}/d/preview`} />
                </div>
              </>
            )}
          </DataStates>
        </div>
      </div>

      <Suspense fallback={null}>
        {dialog === 'edit' && record ? (
          <KematianFormDialog
            record={fromKematian(record)}
            validationSchema={kematianSchema}
            onSubmit={(values, form) => action.submit(() => updateKematian(id, values), {
              form,
              fallback: KEMATIAN_UPDATED,
              // Spec §4 and §8: this banner text, word for word.
              announce: () => setBanner(KEMATIAN_UPDATED),
              onSaved: () => {
                close();
                return kematian.mutate();
              },
            })}
            onCancel={close}
          />
        ) : null}
        {(dialog === 'arsip-add' || dialog === 'arsip-edit') && record ? (
          <ArsipUploadDialog
            mode={dialog === 'arsip-add' ? 'add' : 'update'}
            onSubmit={(file, form) => action.submit(
              () => (dialog === 'arsip-edit' && arsip ? updateArsipKematian(arsip._id, file) : createArsipKematian(record._id, file)),
              {
                form,
                fieldOf: arsipDitolak,
                fallback: dialog === 'arsip-add' ? 'Sukses menambahkan arsip kematian' : 'Sukses memperbarui arsip kematian',
                onSaved: () => {
                  close();
                  return kematian.mutate();
                },
              },
            )}
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
          busy={action.busy}
          onConfirm={() => void hapusArsip(arsip._id)}
          onCancel={close}
        />
      ) : null}

      {dialog === 'delete' ? (
        <HapusDialog
          title="APAKAH ANDA YAKIN INGIN MENGHAPUS DATA KEMATIAN INI ?"
          note="Data kematian beserta arsip dan data TTD-nya akan dihapus, dan status penduduk dikembalikan seperti sebelum dicatat meninggal."
          dampak={dampak}
          aturan={ATURAN_ALASAN_HAPUS}
          onHapus={(alasan, form) => action.submit(() => deleteKematian(id, alasan), {
            form,
            fallback: 'Sukses menghapus data kematian penduduk',
            // The server gave the person their previous status back; the list is where this record was.
            onSaved: () => navigate('/kematian'),
          })}
          onCancel={close}
        />
      ) : null}
    </section>
  );
}

export default KematianDetailPage;
