// The entry-document area of an incoming card (spec "Incoming residents"): without a record the
// link 'Tambahkan Data Keterangan Masuk'; with one the Edit / Hapus menu and 'Lihat Data Keterangan
// Masuk'. The card is 'Lengkap' once the record exists (spec §4).
import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Link } from '@fluentui/react-link';
import { Subtitle2 } from '@fluentui/react-text';
import { type KartuKeluarga } from '@sid/openapi';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useServerAction } from '@sid/ui-desa/feedback';
import { KelengkapanBadge } from '@sid/ui-desa/kelengkapan';
import { RecordMenu } from '@sid/ui/record-menu';
import { createKeteranganMasuk, deleteKeteranganMasuk, updateKeteranganMasuk, type KeteranganMasukFiles } from '../api/keterangan-masuk';
import { fotoDitolak, KeteranganMasukFormDialog } from './keterangan-masuk-form-dialog';
import { KeteranganMasukViewDialog } from './keterangan-masuk-view-dialog';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBottom: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  title: { margin: '0' },
});

type Dialog = 'add' | 'view' | 'update' | 'delete' | null;

export interface KeteranganMasukSectionProps {
  kk: KartuKeluarga;
  /** Reloads the card (and marks the list stale) after a change. */
  onChanged: () => unknown;
}

export function KeteranganMasukSection({ kk, onChanged }: KeteranganMasukSectionProps) {
  const styles = useStyles();
  const action = useServerAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const record = kk.data_penduduk_masuk;

  const save = (files: KeteranganMasukFiles, form: FormikHelpers<KeteranganMasukFiles>) => action.submit(
    () => (record
      ? updateKeteranganMasuk(record._id, files)
      : createKeteranganMasuk(kk._id, { foto_kk: files.foto_kk as File, foto_surat_masuk: files.foto_surat_masuk as File })),
    {
      form,
      fieldOf: (error) => fotoDitolak(error, files),
      fallback: record ? 'Data keterangan masuk berhasil diperbarui' : 'Data keterangan masuk berhasil ditambahkan',
      onSaved: () => {
        setDialog(null);
        void onChanged();
      },
    },
  );

  return (
    <section className={styles.root} aria-labelledby="keterangan-masuk-title">
      <Subtitle2 as="h2" id="keterangan-masuk-title" className={styles.title}>Data Keterangan Masuk</Subtitle2>
      <KelengkapanBadge lengkap={record !== null} />
      {record === null ? (
        <Link as="button" onClick={() => setDialog('add')}>Tambahkan Data Keterangan Masuk</Link>
      ) : (
        <>
          <Link as="button" onClick={() => setDialog('view')}>Lihat Data Keterangan Masuk</Link>
          <RecordMenu subject="data keterangan masuk" onEdit={() => setDialog('update')} onDelete={() => setDialog('delete')} />
        </>
      )}

      {dialog === 'add' || dialog === 'update' ? (
        <KeteranganMasukFormDialog mode={dialog} onSubmit={save} onCancel={() => setDialog(null)} />
      ) : null}
      {dialog === 'view' && record ? <KeteranganMasukViewDialog record={record} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' && record ? (
        <ConfirmDialog
          open
          title="APAKAH ANDA YAKIN INGIN MENGHAPUS DATA KETERANGAN MASUK INI ?"
          note="Foto KK dan foto surat masuk akan dihapus permanen, dan data penduduk masuk ini kembali Tidak Lengkap."
          confirmLabel="Hapus"
          danger
          busy={action.busy}
          onCancel={() => setDialog(null)}
          onConfirm={async () => {
            await action.run(() => deleteKeteranganMasuk(kk._id, record._id), 'Data keterangan masuk berhasil dihapus');
            setDialog(null);
            void onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
