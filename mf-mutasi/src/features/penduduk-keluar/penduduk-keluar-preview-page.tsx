// /penduduk_keluar/:id/d/preview: the printable Surat Keterangan Pindah (one copy on one A4 sheet);
// Kembali, 'Unduh PDF' (document title surat-keterangan-keluar-{proposer's name}) and
// 'Tambah Nama TTD' / 'Perbarui Nama TTD'.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, saveSignature } from '@sid/openapi';
import { LetterPreview, PrintButton, usePrintLetter } from '@sid/ui/letter';
import { useVillage } from '@sid/ui/module';
import { SignerControl } from '@sid/ui/signer';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { usePendudukKeluar } from './api/get-penduduk-keluar';
import { SuratKeteranganPindah } from './components/surat-keterangan-pindah';
import { suratPindahDocumentTitle } from './components/surat-pindah-data';

export const DATA_TIDAK_DITEMUKAN = 'DATA PENDUDUK KELUAR TIDAK DITEMUKAN';

export function PendudukKeluarPreviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const village = useVillage();
  const keluar = usePendudukKeluar(id);
  const record = keluar.data?.data;
  const { ref, print } = usePrintLetter(suratPindahDocumentTitle(record));
  // Dated the day it is opened, in long Indonesian form (spec §9), not re-dated on every render.
  const today = useMemo(() => new Date(), []);

  let body;
  if (keluar.error) {
    body = keluar.error.status === 404
      ? <NotFoundState title={DATA_TIDAK_DITEMUKAN} description={keluar.error.message} />
      : <ErrorState message={keluar.error.message} onRetry={() => void keluar.mutate()} />;
  } else if (!record) {
    body = <LoadingState />;
  } else {
    body = <SuratKeteranganPindah ref={ref} record={record} village={village} tanggalSurat={today} />;
  }

  return (
    <LetterPreview
      titleId="penduduk-keluar-preview-title"
      title="Surat Keterangan Pindah"
      onBack={() => navigate(`/penduduk_keluar/${id}/d`)}
      actions={record ? (
        <>
          <PrintButton onPrint={print} />
          <SignerControl
            signature={record.signatures}
            save={(values) => saveSignature('keluar', record._id, record.signatures?._id ?? null, values)}
            describeError={errorMessage}
            onSaved={() => void keluar.mutate()}
          />
        </>
      ) : null}
    >
      {body}
    </LetterPreview>
  );
}

export default PendudukKeluarPreviewPage;
