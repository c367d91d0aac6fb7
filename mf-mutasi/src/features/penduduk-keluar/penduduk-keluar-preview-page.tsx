// /penduduk_keluar/:id/d/preview: the printable Surat Keterangan Pindah (one copy on one A4 sheet);
// Kembali, 'Unduh PDF' (document title surat-keterangan-keluar-{proposer's name}) and
// 'Tambah Nama TTD' / 'Perbarui Nama TTD'.
import { useParams } from 'react-router-dom';
import { saveSignature } from '@sid/openapi';
import { LetterPreviewPage } from '@sid/ui-desa/letter';
import { usePendudukKeluar } from './api/get-penduduk-keluar';
import { SuratKeteranganPindah } from './components/surat-keterangan-pindah';
import { suratPindahDocumentTitle } from './components/surat-pindah-data';

export function PendudukKeluarPreviewPage() {
  const { id = '' } = useParams();
  return (
    <LetterPreviewPage
      titleId="penduduk-keluar-preview-title"
      title="Surat Keterangan Pindah"
      backTo={`/penduduk_keluar/${id}/d`}
      read={usePendudukKeluar(id)}
      notFoundTitle="DATA PENDUDUK KELUAR TIDAK DITEMUKAN"
      documentTitle={suratPindahDocumentTitle}
      saveSigner={(...args) => saveSignature('keluar', ...args)}
    >
      {(record, { ref, village, today }) => <SuratKeteranganPindah ref={ref} record={record} village={village} tanggalSurat={today} />}
    </LetterPreviewPage>
  );
}

export default PendudukKeluarPreviewPage;
