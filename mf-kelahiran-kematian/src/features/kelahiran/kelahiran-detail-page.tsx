// /kelahiran/:id/d: one birth with its Edit / Hapus menu, the parents, the signer, back and 'Lihat PDF'.
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Subtitle2 } from '@fluentui/react-text';
import { type Kelahiran } from '@sid/openapi';
import { ATURAN_ALASAN_HAPUS, fieldOfError } from '@sid/openapi/domain';
import { HapusDialog } from '@sid/ui-desa/hapus-dialog';
import { useServerAction } from '@sid/ui-desa/feedback';
import { formatTanggalPanjang, tampil } from '@sid/ui/format';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { Banner } from '@sid/ui/banner';
import { BackButton, PreviewButton, DetailList, PageHeader, usePageStyles } from '@sid/ui/page';
import { RecordMenu } from '@sid/ui/record-menu';
import { SignerDetail } from '@sid/ui-desa/signer';
import { useKelahiran } from './api/get-kelahiran';
import { updateKelahiran } from './api/update-kelahiran';
import { deleteKelahiran, useDampakHapusKelahiran } from './api/delete-kelahiran';
import { fromKelahiran } from './api/kelahiran-form-values';
import { ParentDetail } from './components/parent-detail';

// The edit dialog brings formik and the form fields: loaded when it first opens.
const EditKelahiranDialog = lazy(() => import('./components/edit-kelahiran-dialog').then((m) => ({ default: m.EditKelahiranDialog })));

function KelahiranDetail({ kelahiran }: { kelahiran: Kelahiran }) {
  const styles = usePageStyles();
  return (
    <div className={styles.stack}>
      <div>
        <Subtitle2 as="h2" className={styles.sectionTitle}>Data Kelahiran</Subtitle2>
        <DetailList ariaLabel="Data Kelahiran" items={[
          { label: 'NIK', value: tampil(kelahiran.nik) },
          { label: 'Nama Lengkap', value: tampil(kelahiran.nama) },
          { label: 'Jenis Kelamin', value: tampil(kelahiran.jenis_kelamin) },
          { label: 'Tempat Lahir', value: tampil(kelahiran.tempat_lahir) },
          { label: 'Tanggal Lahir', value: tampil(formatTanggalPanjang(kelahiran.tanggal_lahir)) },
          { label: 'Hari Kelahiran', value: tampil(kelahiran.hari_kelahiran) },
          { label: 'Jam Lahir', value: tampil(kelahiran.jam_lahir) },
          { label: 'Agama', value: tampil(kelahiran.agama) },
          { label: 'Nomor Surat Kelahiran', value: tampil(kelahiran.nomor_surat_kelahiran) },
          { label: 'Hubungan Pelapor', value: tampil(kelahiran.hubungan_pelapor) },
        ]} />
      </div>
      <div>
        <Subtitle2 as="h2" className={styles.sectionTitle}>Orang Tua dan Penanda Tangan</Subtitle2>
        <DetailList ariaLabel="Orang Tua dan Penanda Tangan" items={[
          { label: 'Ayah', value: <ParentDetail peran="Ayah" person={kelahiran.data_ayah} /> },
          { label: 'Ibu', value: <ParentDetail peran="Ibu" person={kelahiran.data_ibu} /> },
          { label: 'Tanda Tangan', value: <SignerDetail signature={kelahiran.signatures} /> },
        ]} />
      </div>
    </div>
  );
}

type DialogState = 'edit' | 'delete' | null;

export function KelahiranDetailPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const action = useServerAction();
  const kelahiran = useKelahiran(id);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const record = kelahiran.data?.data;
  const dampak = useDampakHapusKelahiran(dialog === 'delete' ? id : null);

  const back = (
    <BackButton to="/kelahiran" />
  );

  return (
    <section aria-labelledby="kelahiran-detail-title">
      <PageHeader
        id="kelahiran-detail-title"
        title="Detail Data Kelahiran"
        actions={record ? <RecordMenu subject="data kelahiran" onEdit={() => setDialog('edit')} onDelete={() => setDialog('delete')} /> : null}
      />
      <div className={styles.stack}>
        {banner ? <Banner intent="success" message={banner} onDismiss={() => setBanner(null)} /> : null}
        <div className={styles.card}>
          <DataStates
            {...recordStates(kelahiran)}
            notFound={<NotFoundState title="DATA KELAHIRAN TIDAK DITEMUKAN" description={kelahiran.error?.message} action={back} />}
          >
            {(shown) => (
              <>
                <KelahiranDetail kelahiran={shown} />
                <div className={styles.footer}>
                  {back}
                  <PreviewButton to={`/kelahiran/${id}/d/preview`} />
                </div>
              </>
            )}
          </DataStates>
        </div>
      </div>

      {dialog === 'edit' && record ? (
        <Suspense fallback={null}>
          <EditKelahiranDialog
            initialValues={fromKelahiran(record)}
            onSubmit={(values, form) => action.submit(() => updateKelahiran(id, values, fromKelahiran(record)), {
              form,
              // A parent not found, of the wrong sex, or the other parent: under NIK Ayah / NIK Ibu.
              fieldOf: fieldOfError,
              fallback: 'Sukses memperbarui data kelahiran',
              // Spec §4: the detail reloads and a success banner shows after a birth update.
              announce: setBanner,
              onSaved: () => {
                setDialog(null);
                return kelahiran.mutate();
              },
            })}
            onCancel={() => setDialog(null)}
          />
        </Suspense>
      ) : null}

      {dialog === 'delete' ? (
        <HapusDialog
          title="APAKAH ANDA YAKIN INGIN MENGHAPUS DATA KELAHIRAN INI ?"
          note="Data kelahiran beserta data TTD-nya akan dihapus setelah anda menekan tombol hapus."
          dampak={dampak}
          aturan={ATURAN_ALASAN_HAPUS}
          onHapus={(alasan, form) => action.submit(() => deleteKelahiran(id, alasan), {
            form,
            fallback: 'Sukses menghapus data kelahiran',
            onSaved: () => navigate('/kelahiran'),
          })}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

export default KelahiranDetailPage;
