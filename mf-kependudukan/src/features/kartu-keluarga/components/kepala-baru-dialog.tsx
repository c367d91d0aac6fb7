// Issue 40: who heads the card now, asked right after its Kepala Keluarga died or moved out alone (the
// resident's page) and from the card's page while it waits. One of the members still living on it
// (calonKepala of @sid/openapi/domain); "Nanti Saja" leaves the card on the dashboard's reminder.
import { Body1 } from '@fluentui/react-text';
import { calonKepala, KEPALA_KELUARGA } from '@sid/openapi/domain';
import type { KartuKeluarga } from '@sid/openapi';
import { FormikDialog, FormikSelect, type FormikDialogProps } from '@sid/ui/form';

export interface KepalaBaruValues {
  penduduk_id: string;
}

export interface KepalaBaruDialogProps {
  kartu: KartuKeluarga;
  /** Saves the choice (`useServerAction().submit` with the form: a refusal stays in the dialog). */
  onSimpan: FormikDialogProps<KepalaBaruValues>['onSubmit'];
  onNanti: () => void;
}

export function KepalaBaruDialog({ kartu, onSimpan, onNanti }: KepalaBaruDialogProps) {
  const calon = calonKepala(kartu.anggota_keluarga);
  const kepalaLama = kartu.anggota_keluarga.find((a) => a.posisi_dalam_keluarga === KEPALA_KELUARGA);
  return (
    <FormikDialog<KepalaBaruValues>
      title="Tentukan Kepala Keluarga Baru"
      submitLabel="Tetapkan"
      cancelLabel="Nanti Saja"
      initialValues={{ penduduk_id: calon[0]?._id ?? '' }}
      onSubmit={onSimpan}
      onCancel={onNanti}
    >
      <Body1>
        {kepalaLama ? `${kepalaLama.nama_lengkap} tidak lagi tinggal di kartu keluarga ${kartu.no_kk}. ` : ''}
        Pilih anggota yang menjadi Kepala Keluarga sekarang. Kedudukan kepala keluarga lama menjadi Lainnya.
      </Body1>
      <FormikSelect
        name="penduduk_id"
        label="Kepala Keluarga baru"
        required
        options={calon.map((a) => ({ value: a._id, label: `${a.nama_lengkap} (${a.posisi_dalam_keluarga}, NIK ${a.nik})` }))}
      />
    </FormikDialog>
  );
}
