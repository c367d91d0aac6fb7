// /kelahiran/:id/d/preview: the printable birth extract (two copies side by side on one A4 sheet),
// 'Unduh PDF' through react-to-print, and 'Tambah Nama TTD' / 'Perbarui Nama TTD'.
import { useParams } from 'react-router-dom';
import { saveSignature } from '@sid/openapi';
import { LetterPreviewPage } from '@sid/ui-desa/letter';
import { useKelahiran } from './api/get-kelahiran';
import { KutipanKelahiran } from './components/kutipan-kelahiran';

/** The PDF's file name: the spec gives none for the birth letter; this follows the death letter's. */
export function kelahiranDocumentTitle(nama: string | null | undefined): string {
  return `kutipan-kelahiran-${(nama ?? '').trim()}`;
}

export function KelahiranPreviewPage() {
  const { id = '' } = useParams();
  return (
    <LetterPreviewPage
      titleId="kelahiran-preview-title"
      title="Kutipan Surat Keterangan Kelahiran"
      backTo={`/kelahiran/${id}/d`}
      read={useKelahiran(id)}
      notFoundTitle="DATA KELAHIRAN TIDAK DITEMUKAN"
      documentTitle={(record) => kelahiranDocumentTitle(record?.nama)}
      saveSigner={(...args) => saveSignature('kelahiran', ...args)}
    >
      {(record, { ref, village, today }) => <KutipanKelahiran ref={ref} kelahiran={record} village={village} tanggalSurat={today} />}
    </LetterPreviewPage>
  );
}

export default KelahiranPreviewPage;
