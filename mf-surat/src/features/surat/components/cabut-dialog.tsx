// Revoking an issued letter (Super Admin): the reason is asked and the question confirmed in one
// dialog; the verification page then says plainly that the letter was revoked.
import * as yup from 'yup';
import { FormikDialog, FormikTextarea } from '@sid/ui/form';
import { useServerAction } from '@sid/ui-desa/feedback';
import { cabutSurat, type SuratAgenda } from '../api/surat-api';

const schema = yup.object({ alasan: yup.string().trim().min(3, 'Alasan paling sedikit 3 karakter').max(500, 'Alasan paling banyak 500 karakter').required('Alasan wajib diisi') });

export function CabutDialog({ surat, onClose, onCabut }: { surat: Pick<SuratAgenda, '_id' | 'nomor'>; onClose: () => void; onCabut: () => Promise<unknown> }) {
  const action = useServerAction();
  return (
    <FormikDialog<{ alasan: string }>
      title={`CABUT SURAT NOMOR ${surat.nomor} ?`}
      submitLabel="Cabut Surat"
      initialValues={{ alasan: '' }}
      validationSchema={schema}
      onCancel={onClose}
      onSubmit={(values, form) =>
        action.submit(() => cabutSurat(surat._id, values.alasan.trim()), {
          form,
          fallback: 'Surat berhasil dicabut',
          onSaved: async () => {
            onClose();
            await onCabut();
          },
        })
      }
    >
      <p>Surat yang dicabut tetap tercatat di Buku Agenda; halaman verifikasinya menyatakan surat ini telah dicabut. Tindakan ini tidak dapat dibatalkan.</p>
      <FormikTextarea name="alasan" label="Alasan pencabutan" required resize="vertical" />
    </FormikDialog>
  );
}
