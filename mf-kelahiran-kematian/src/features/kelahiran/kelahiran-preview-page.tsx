// /kelahiran/:id/d/preview: the printable birth extract (two copies side by side on one A4 sheet),
// 'Unduh PDF' through react-to-print, and 'Tambah Nama TTD' / 'Perbarui Nama TTD'.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PrintButton, LetterPreview, usePrintLetter } from '@sid/ui/letter';
import { useVillage } from '@sid/ui/module';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { SignerControl } from '@sid/ui/signer';
import { useKelahiran } from './api/get-kelahiran';
import { KutipanKelahiran } from './components/kutipan-kelahiran';
import { errorMessage, saveSignature } from '@sid/openapi';

/** The PDF's file name: the spec gives none for the birth letter; this follows the death letter's. */
export function kelahiranDocumentTitle(nama: string | null | undefined): string {
  return `kutipan-kelahiran-${(nama ?? '').trim()}`;
}

export function KelahiranPreviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const village = useVillage();
  const kelahiran = useKelahiran(id);
  const record = kelahiran.data?.data;
  const { ref, print } = usePrintLetter(kelahiranDocumentTitle(record?.nama));
  // The letter is dated the day it is opened (spec §9), not re-dated on every render.
  const today = useMemo(() => new Date(), []);

  let body;
  if (kelahiran.error) {
    body = kelahiran.error.status === 404
      ? <NotFoundState title="DATA KELAHIRAN TIDAK DITEMUKAN" description={kelahiran.error.message} />
      : <ErrorState message={kelahiran.error.message} onRetry={() => void kelahiran.mutate()} />;
  } else if (!record) {
    body = <LoadingState />;
  } else {
    body = <KutipanKelahiran ref={ref} kelahiran={record} village={village} tanggalSurat={today} />;
  }

  return (
    <LetterPreview
      titleId="kelahiran-preview-title"
      title="Kutipan Surat Keterangan Kelahiran"
      onBack={() => navigate(`/kelahiran/${id}/d`)}
      actions={record ? (
        <>
          <PrintButton onPrint={print} />
          <SignerControl
            signature={record.signatures}
            save={(values) => saveSignature('kelahiran', record._id, record.signatures?._id ?? null, values)}
            describeError={errorMessage}
            onSaved={() => void kelahiran.mutate()}
          />
        </>
      ) : null}
    >
      {body}
    </LetterPreview>
  );
}

export default KelahiranPreviewPage;
