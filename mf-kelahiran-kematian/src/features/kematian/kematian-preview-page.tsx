// /kematian/:id/d/preview: the printable death certificate, two identical copies on one A4 sheet;
// Kembali, 'Unduh PDF' (document title surat-kematian-{name}) and 'Tambah Nama TTD' / 'Perbarui Nama TTD'.
import { useParams } from 'react-router-dom';
import { saveSignature } from '@sid/openapi';
import { LetterPreviewPage } from '@sid/ui-desa/letter';
import { useKematian } from './api/get-kematian';
import { SuratKematian } from './components/surat-kematian';

/** Spec: the PDF's title is surat-kematian-{name}. */
export function kematianDocumentTitle(nama: string | null | undefined): string {
  return `surat-kematian-${(nama ?? '').trim()}`;
}

export function KematianPreviewPage() {
  const { id = '' } = useParams();
  return (
    <LetterPreviewPage
      titleId="kematian-preview-title"
      title="Surat Keterangan Kematian"
      backTo={`/kematian/${id}/d`}
      read={useKematian(id)}
      notFoundTitle="DATA KEMATIAN TIDAK DITEMUKAN"
      documentTitle={(record) => kematianDocumentTitle(record?.pemilik_data.nama_lengkap)}
      saveSigner={(...args) => saveSignature('kematian', ...args)}
    >
      {(record, { ref, village, today }) => <SuratKematian ref={ref} kematian={record} village={village} tanggalSurat={today} />}
    </LetterPreviewPage>
  );
}

export default KematianPreviewPage;
