// Issue 40: who heads the card now, asked right after its Kepala Keluarga died or moved out alone (the
// resident's page) and from the card's page while it waits. One of the members still living on it
// (calonKepala of @sid/openapi/domain); "Nanti Saja" leaves the card on the dashboard's reminder.
import { useState } from 'react';
import { Body1 } from '@fluentui/react-text';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { calonKepala, KEPALA_KELUARGA } from '@sid/openapi/domain';
import type { KartuKeluarga } from '@sid/openapi';
import { FormDialog } from '@sid/ui/dialogs';

export interface KepalaBaruDialogProps {
  kartu: KartuKeluarga;
  /** Saves the choice; resolves when done (the dialog closes) or refused (it stays open). */
  onSimpan: (pendudukId: string) => Promise<unknown>;
  onNanti: () => void;
}

export function KepalaBaruDialog({ kartu, onSimpan, onNanti }: KepalaBaruDialogProps) {
  const calon = calonKepala(kartu.anggota_keluarga);
  const [pilihan, setPilihan] = useState(calon[0]?._id ?? '');
  const [mengirim, setMengirim] = useState(false);
  const kepalaLama = kartu.anggota_keluarga.find((a) => a.posisi_dalam_keluarga === KEPALA_KELUARGA);
  return (
    <FormDialog
      open
      title="Tentukan Kepala Keluarga Baru"
      submitLabel="Tetapkan"
      cancelLabel="Nanti Saja"
      submitting={mengirim}
      onCancel={onNanti}
      onSubmit={() => {
        if (!pilihan) return;
        setMengirim(true);
        void onSimpan(pilihan).finally(() => setMengirim(false));
      }}
    >
      <Body1>
        {kepalaLama ? `${kepalaLama.nama_lengkap} tidak lagi tinggal di kartu keluarga ${kartu.no_kk}. ` : ''}
        Pilih anggota yang menjadi Kepala Keluarga sekarang. Kedudukan kepala keluarga lama menjadi Lainnya.
      </Body1>
      <Field label="Kepala Keluarga baru" required>
        <RadioGroup value={pilihan} onChange={(_, data) => setPilihan(data.value)}>
          {calon.map((a) => (
            <Radio key={a._id} value={a._id} label={`${a.nama_lengkap} (${a.posisi_dalam_keluarga}, NIK ${a.nik})`} />
          ))}
        </RadioGroup>
      </Field>
    </FormDialog>
  );
}
