// /kabupaten/desa/:id (Admin Kabupaten): one village: its letterhead and counts, 'Perbarui' (the
// letterhead), 'Nonaktifkan' / 'Aktifkan' (its staff can no longer sign in; nothing is deleted), and
// its Super Admins: create the first one, set a new password for one. Another Super Admin and any
// password need a written reason, and the regency's actions in the village are listed with whether the
// village acknowledged them (issue 33). Its modules with the version each runs, and, for a village
// without one (the environment's first), 'Tetapkan Kode Wilayah' (issue 40).
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Subtitle2 } from '@fluentui/react-text';
import { EditRegular, KeyResetRegular, NumberSymbolRegular, PersonAddRegular, PowerRegular } from '@fluentui/react-icons';
import { type DesaRingkasan } from '@sid/openapi';
import { fieldOfError } from '@sid/openapi/domain';
import { Banner } from '@sid/ui/banner';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useServerAction } from '@sid/ui-desa/feedback';
import { BackButton, DetailList, PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { VersiModulDesa } from '../modul';
import { useDesa } from './api/get-desa';
import { setKodeWilayahDesa } from './api/set-kode-wilayah-desa';
import { updateDesa } from './api/update-desa';
import { setStatusDesa } from './api/set-status-desa';
import { createSuperAdminDesa, resetPasswordSuperAdminDesa } from './api/super-admin-desa';
import { JumlahFigures } from './components/jumlah-register';
import { superAdminBody } from './components/super-admin-dialogs';
import { TindakanDesa, useTindakan, type TindakanRead } from './components/tindakan-desa';
import { fromDesa } from './components/desa-form-values';

const DesaFormDialog = lazy(() => import('./components/desa-form-dialog').then((m) => ({ default: m.DesaFormDialog })));
const SuperAdminDialog = lazy(() => import('./components/super-admin-dialogs').then((m) => ({ default: m.SuperAdminDialog })));
const ResetPasswordDialog = lazy(() => import('./components/super-admin-dialogs').then((m) => ({ default: m.ResetPasswordDialog })));

const useStyles = makeStyles({ sectionAction: { marginTop: tokens.spacingVerticalM } });

type Dialog = { kind: 'edit' } | { kind: 'kode' } | { kind: 'status' } | { kind: 'super' } | { kind: 'reset'; userId: string; username: string } | null;

interface DesaDetailProps {
  desa: DesaRingkasan;
  tindakan: TindakanRead;
  onAdd: () => void;
  onReset: (userId: string, username: string) => void;
}

function DesaDetail({ desa, tindakan, onAdd, onReset }: DesaDetailProps) {
  const styles = usePageStyles();
  const own = useStyles();
  // getDesa lists the village's Super Admins (the list only in this answer, never in listDesa).
  const admins = desa.super_admin ?? [];
  return (
    <div className={styles.stack}>
      {desa.aktif ? null : (
        <Banner intent="warning" message="Desa ini nonaktif: stafnya tidak dapat masuk. Semua datanya tetap tersimpan; aktifkan kembali untuk membuka aksesnya." />
      )}
      <DetailList ariaLabel="Data Desa" items={[
        { label: 'Kode Wilayah', value: desa.kode_wilayah ?? 'Belum ditetapkan' },
        { label: 'Kecamatan', value: desa.kecamatan },
        { label: 'Kabupaten', value: desa.kabupaten },
        { label: 'Provinsi', value: desa.provinsi },
        { label: 'Alamat Kantor', value: `${desa.alamat_kantor}, ${desa.kode_pos}` },
        { label: 'Jabatan Kepala Desa', value: desa.jabatan_kepala },
        { label: 'Status', value: <Badge appearance="tint" color={desa.aktif ? 'success' : 'danger'}>{desa.aktif ? 'Aktif' : 'Nonaktif'}</Badge> },
      ]} />
      <JumlahFigures label={`Jumlah Desa ${desa.nama_desa}`} jumlah={desa.jumlah} />
      <div>
        <Subtitle2 as="h2" className={styles.sectionTitle}>Versi Modul</Subtitle2>
        <VersiModulDesa desaId={desa._id} />
      </div>
      <div>
        <Subtitle2 as="h2" className={styles.sectionTitle}>Super Admin Desa</Subtitle2>
        {admins.length === 0 ? (
          <p>Desa ini belum memiliki Super Admin. Buat Super Admin pertama: dialah yang menambahkan staf desa lainnya.</p>
        ) : (
          <DetailList ariaLabel="Super Admin Desa" items={admins.map((a) => ({
            label: a.username,
            value: (
              <span className={styles.rowActions}>
                {a.nama_lengkap}
                <Button size="small" icon={<KeyResetRegular />} aria-label={`Atur ulang password ${a.username}`} onClick={() => onReset(a._id, a.username)}>
                  Atur Ulang Password
                </Button>
              </span>
            ),
          }))} />
        )}
        <Button className={own.sectionAction} appearance={admins.length === 0 ? 'primary' : 'secondary'} icon={<PersonAddRegular />} onClick={onAdd}>
          Tambah Super Admin
        </Button>
      </div>
      <TindakanDesa {...tindakan} />
    </div>
  );
}

export function DesaPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const action = useServerAction();
  const read = useDesa(id);
  const desa = read.data?.data;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const tindakan = useTindakan(id);
  // The village and its list of the regency's actions (a new Super Admin or password adds one).
  const reload = () => Promise.all([read.mutate(), tindakan.read.mutate()]);
  const back = <BackButton to="/kabupaten" />;

  const actions = desa ? (
    <div className={styles.buttons}>
      {desa.kode_wilayah ? null : (
        <Button icon={<NumberSymbolRegular />} onClick={() => setDialog({ kind: 'kode' })}>Tetapkan Kode Wilayah</Button>
      )}
      <Button icon={<EditRegular />} onClick={() => setDialog({ kind: 'edit' })}>Perbarui</Button>
      <Button icon={<PowerRegular />} onClick={() => setDialog({ kind: 'status' })}>{desa.aktif ? 'Nonaktifkan' : 'Aktifkan'}</Button>
    </div>
  ) : null;

  return (
    <section aria-labelledby="desa-title">
      <PageHeader id="desa-title" title={desa ? `Desa ${desa.nama_desa}` : 'Detail Desa'} actions={actions} />
      <div className={styles.card}>
        <DataStates {...recordStates(read)} notFound={<NotFoundState title="DESA TIDAK DITEMUKAN" description={read.error?.message} action={back} />}>
          {(shown) => (
            <>
              <DesaDetail desa={shown} tindakan={tindakan} onAdd={() => setDialog({ kind: 'super' })} onReset={(userId, username) => setDialog({ kind: 'reset', userId, username })} />
              <div className={styles.footer}>{back}</div>
            </>
          )}
        </DataStates>
      </div>

      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && desa ? (
          <DesaFormDialog
            mode="update"
            initialValues={fromDesa(desa)}
            onSubmit={(values, form) => action.submit(() => updateDesa(id, { nama_desa: values.nama_desa, alamat_kantor: values.alamat_kantor, kode_pos: values.kode_pos, jabatan_kepala: values.jabatan_kepala }), {
              form, fallback: 'Desa berhasil diperbarui', onSaved: () => { close(); return reload(); },
            })}
            onCancel={close}
          />
        ) : null}
        {dialog?.kind === 'kode' && desa ? (
          <DesaFormDialog
            mode="kode"
            initialValues={fromDesa(desa)}
            onSubmit={(values, form) => action.submit(() => setKodeWilayahDesa(id, values.kode_wilayah.trim()), {
              // KODE_WILAYAH_TAKEN under the code; any other refusal in the form's banner.
              form, fieldOf: fieldOfError, fallback: 'Kode wilayah desa berhasil ditetapkan', onSaved: () => { close(); return reload(); },
            })}
            onCancel={close}
          />
        ) : null}
        {dialog?.kind === 'super' && desa ? (
          <SuperAdminDialog
            namaDesa={desa.nama_desa}
            perluAlasan={(desa.super_admin ?? []).length > 0}
            onSubmit={(values, form) => action.submit(() => createSuperAdminDesa(id, superAdminBody(values, (desa.super_admin ?? []).length > 0)), {
              form, fieldOf: fieldOfError, fallback: 'Super Admin desa berhasil dibuat', onSaved: () => { close(); return reload(); },
            })}
            onCancel={close}
          />
        ) : null}
        {dialog?.kind === 'reset' ? (
          <ResetPasswordDialog
            username={dialog.username}
            onSubmit={(values, form) => action.submit(() => resetPasswordSuperAdminDesa(id, dialog.userId, { password: values.password, alasan_tindakan: values.alasan_tindakan.trim() }), {
              form, fallback: 'Password berhasil diatur ulang', onSaved: () => { close(); return reload(); },
            })}
            onCancel={close}
          />
        ) : null}
      </Suspense>

      {dialog?.kind === 'status' && desa ? (
        <ConfirmDialog
          open
          title={desa.aktif ? `NONAKTIFKAN DESA ${desa.nama_desa.toUpperCase()} ?` : `AKTIFKAN KEMBALI DESA ${desa.nama_desa.toUpperCase()} ?`}
          note={desa.aktif
            ? 'Semua staf desa ini langsung keluar dan tidak dapat masuk lagi sampai desa diaktifkan kembali. Tidak ada data yang dihapus.'
            : 'Staf desa ini dapat masuk kembali dengan akun mereka.'}
          confirmLabel={desa.aktif ? 'Nonaktifkan' : 'Aktifkan'}
          cancelLabel="Batal"
          danger={desa.aktif}
          busy={action.busy}
          onConfirm={() => void action.run(() => setStatusDesa(id, !desa.aktif), desa.aktif ? 'Desa dinonaktifkan' : 'Desa diaktifkan kembali').then((done) => {
            close();
            if (done) void reload();
          })}
          onCancel={close}
        />
      ) : null}
    </section>
  );
}

export default DesaPage;
