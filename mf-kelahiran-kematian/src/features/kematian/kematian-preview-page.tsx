// /kematian/:id/d/preview: the printable death certificate, two identical copies on one A4 sheet;
// Kembali, 'Unduh PDF' (document title surat-kematian-{name}) and 'Tambah Nama TTD' / 'Perbarui Nama TTD'.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PrintButton, LetterPreview, usePrintLetter } from '@sid/ui/letter';
import { useVillage } from '@sid/ui/module';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { SignerControl } from '@sid/ui/signer';
import { useKematian } from './api/get-kematian';
import { SuratKematian } from './components/surat-kematian';
import { errorMessage, saveSignature } from '@sid/openapi';

/** Spec: the PDF's title is surat-kematian-{name}. */
export function kematianDocumentTitle(nama: string | null | undefined): string {
  return `surat-kematian-${(nama ?? '').trim()}`;
}

export function KematianPreviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const village = useVillage();
  const kematian = useKematian(id);
  const record = kematian.data?.data;
  const { ref, print } = usePrintLetter(kematianDocumentTitle(record?.pemilik_data.nama_lengkap));
  // Dated the day it is opened, in long Indonesian form (spec §9).
  const today = useMemo(() => new Date(), []);

  let body;
  if (kematian.error) {
    body = kematian.error.status === 404
      ? <NotFoundState title="DATA KEMATIAN TIDAK DITEMUKAN" description={kematian.error.message} />
      : <ErrorState message={kematian.error.message} onRetry={() => void kematian.mutate()} />;
  } else if (!record) {
    body = <LoadingState />;
  } else {
    body = <SuratKematian ref={ref} kematian={record} village={village} tanggalSurat={today} />;
  }

  return (
    <LetterPreview
      titleId="kematian-preview-title"
      title="Surat Keterangan Kematian"
      onBack={() => navigate(`/kematian/${id}/d`)}
      actions={record ? (
        <>
          <PrintButton onPrint={print} />
          <SignerControl
            signature={record.signatures}
            save={(values) => saveSignature('kematian', record._id, record.signatures?._id ?? null, values)}
            describeError={errorMessage}
            onSaved={() => void kematian.mutate()}
          />
        </>
      ) : null}
    >
      {body}
    </LetterPreview>
  );
}

export default KematianPreviewPage;
