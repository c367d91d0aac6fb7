// 'Tambah Data Keterangan Masuk' (both documents required, a jpg/jpeg/png photo or a PDF scan (issue
// 40), at most 10 MB, the spec's messages) and 'Perbarui Data Keterangan Masuk' (either photo may be replaced; spec §5: no
// checks, so only "choose at least one" is asked here and the server's 413 / 415 speak for the rest).
import type { FormikHelpers } from 'formik';
import { keteranganMasukSchema } from '@sid/openapi/rules';
import { refuseForm, type ActionError } from '@sid/ui/feedback';
import { FormikDialog, FormikImageFile } from '@sid/ui/form';
import type { KeteranganMasukFiles } from '../api/keterangan-masuk';
import { berkasDitolak } from './berkas-ditolak';

/** Server refusals about the files themselves (400 missing, 413 too large, 415 wrong type). */
const FILE_STATUSES = [400, 413, 415];
export const ACCEPT_DOKUMEN_MASUK = 'image/jpeg,image/png,application/pdf';
export const HINT_DOKUMEN_MASUK = 'Foto jpg, jpeg atau png, atau hasil pindai pdf, paling besar 10 MB';
const ACCEPT = ACCEPT_DOKUMEN_MASUK;
const HINT_ADD = HINT_DOKUMEN_MASUK;
const HINT_UPDATE = 'Kosongkan bila foto ini tidak diganti';
export const PILIH_MINIMAL_SATU = 'Pilih minimal satu foto yang akan diganti';

const FIELDS = ['foto_kk', 'foto_surat_masuk'] as const;
type FotoField = (typeof FIELDS)[number];
const EMPTY: KeteranganMasukFiles = { foto_kk: null, foto_surat_masuk: null };

/**
 * The photo(s) a refused upload is about. The server names neither: found from what it checked (a
 * 400, 413 or 415); none (the dialog's banner) for anything else.
 */
export function fotoDitolak(error: ActionError, files: KeteranganMasukFiles): Promise<FotoField[]> | undefined {
  if (error.status === undefined || !FILE_STATUSES.includes(error.status)) return undefined;
  const sent: (readonly [FotoField, File])[] = [];
  for (const name of FIELDS) {
    const file = files[name];
    if (file) sent.push([name, file]);
  }
  return berkasDitolak(error.status, sent);
}

export interface KeteranganMasukFormDialogProps {
  mode: 'add' | 'update';
  /** Sends the files (`useServerAction().submit` with the form and `fotoDitolak`): a refusal keeps the dialog open. */
  onSubmit: (files: KeteranganMasukFiles, form: FormikHelpers<KeteranganMasukFiles>) => Promise<unknown>;
  onCancel: () => void;
}

export function KeteranganMasukFormDialog({ mode, onSubmit, onCancel }: KeteranganMasukFormDialogProps) {
  const add = mode === 'add';
  return (
    <FormikDialog<KeteranganMasukFiles>
      title={add ? 'Tambah Data Keterangan Masuk' : 'Perbarui Data Keterangan Masuk'}
      submitLabel={add ? 'Tambahkan' : 'Perbarui'}
      initialValues={EMPTY}
      validationSchema={add ? keteranganMasukSchema : undefined}
      onSubmit={async (files, form) => {
        // The update dialog has no file checks (spec §5), but it needs something to replace.
        if (!files.foto_kk && !files.foto_surat_masuk) {
          refuseForm(form, PILIH_MINIMAL_SATU);
          return;
        }
        await onSubmit(files, form);
      }}
      onCancel={onCancel}
    >
      <FormikImageFile name="foto_kk" label="Upload Foto KK" accept={ACCEPT} required={add} hint={add ? HINT_ADD : HINT_UPDATE} />
      <FormikImageFile
        name="foto_surat_masuk"
        label="Upload Foto Surat Masuk"
        accept={ACCEPT}
        required={add}
        hint={add ? HINT_ADD : HINT_UPDATE}
      />
    </FormikDialog>
  );
}
