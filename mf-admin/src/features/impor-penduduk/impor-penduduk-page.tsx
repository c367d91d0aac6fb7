// /impor_penduduk (a village's Super Admin): 'Impor Data Penduduk' (docs/impor.md). The clerk takes
// the template (or an export of this application, or OpenSID's), chooses the file, checks it (the dry
// run writes nothing: what would be created, every failing row and every warning), then imports it
// all or nothing and follows its progress until it has ended. Every refusal says the server's words.
import { useEffect, useRef, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { ProgressBar } from '@fluentui/react-progress';
import { Spinner } from '@fluentui/react-spinner';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { ArrowDownloadRegular, DocumentCheckmarkRegular } from '@fluentui/react-icons';
import { toApiError, type ApiError } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import {
  ACCEPT, BATAS_BARIS, BATAS_UKURAN_MB, PESAN_JENIS_BERKAS, PESAN_TERLALU_BESAR, angka, masalahBerkas,
  type RingkasanImpor,
} from './api/berkas-impor';
import { periksaImpor } from './api/periksa-impor';
import { startImpor } from './api/start-impor';
import { downloadTemplatImpor } from './api/download-templat-impor';
import { PilihBerkas } from '@sid/ui/pilih-berkas';
import { HasilPemeriksaan } from './components/hasil-pemeriksaan';
import { StatusImpor } from './components/status-impor';
import { usePantauImpor } from './components/use-pantau-impor';

const useStyles = makeStyles({
  explanation: { marginTop: 0, marginBottom: tokens.spacingVerticalS, maxWidth: '80ch' },
  chooser: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalM },
  checking: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '640px' },
});

/**
 * A refusal in the clerk's words: the server's message, except the two the contract still words for
 * images in English (413 'Maximum size is 10mb', 415 jpg/png), which are said for a spreadsheet.
 */
function pesanPenolakan(error: ApiError): string {
  if (error.status === 413) return PESAN_TERLALU_BESAR;
  if (error.status === 415) return PESAN_JENIS_BERKAS;
  return error.message;
}

interface Hasil {
  file: File;
  ringkasan: RingkasanImpor;
}

export function ImporPendudukPage() {
  const page = usePageStyles();
  const styles = useStyles();
  const action = useServerAction();

  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [memeriksa, setMemeriksa] = useState(false);
  const [periksaError, setPeriksaError] = useState<string | null>(null);
  const [hasil, setHasil] = useState<Hasil | null>(null);
  const [konfirmasi, setKonfirmasi] = useState(false);
  const [memulai, setMemulai] = useState(false);
  const [mulaiError, setMulaiError] = useState<string | null>(null);
  const pantau = usePantauImpor();
  const { impor, berjalan } = pantau;

  const periksaRef = useRef<AbortController | null>(null);
  const hasilHeading = useRef<HTMLHeadingElement>(null);

  // Leaving the page stops a check under way (the server writes nothing for it).
  useEffect(() => () => periksaRef.current?.abort(), []);

  // After a check, the result's heading takes the focus: a screen reader starts reading there.
  useEffect(() => {
    if (hasil) hasilHeading.current?.focus();
  }, [hasil]);

  const pilih = (chosen: File | null) => {
    periksaRef.current?.abort();
    periksaRef.current = null;
    setFile(chosen);
    setFileError(chosen ? masalahBerkas(chosen) : null);
    setMemeriksa(false);
    setPeriksaError(null);
    setHasil(null);
    setMulaiError(null);
    pantau.lupakan();
  };

  const periksa = async () => {
    if (!file) {
      setFileError(PESAN_JENIS_BERKAS);
      return;
    }
    const masalah = masalahBerkas(file);
    if (masalah) {
      setFileError(masalah);
      return;
    }
    periksaRef.current?.abort();
    const controller = new AbortController();
    periksaRef.current = controller;
    setMemeriksa(true);
    setPeriksaError(null);
    setHasil(null);
    setMulaiError(null);
    pantau.lupakan(false);
    try {
      const { data } = await periksaImpor(file, controller.signal);
      if (controller.signal.aborted) return;
      setHasil({ file, ringkasan: data });
    } catch (thrown) {
      if (controller.signal.aborted) return;
      setPeriksaError(pesanPenolakan(toApiError(thrown)));
    } finally {
      if (periksaRef.current === controller) {
        periksaRef.current = null;
        setMemeriksa(false);
      }
    }
  };

  const mulai = async () => {
    if (!hasil) return;
    setMemulai(true);
    setMulaiError(null);
    pantau.clearError();
    try {
      const { data } = await startImpor(hasil.file);
      pantau.ikuti(data);
    } catch (thrown) {
      setMulaiError(pesanPenolakan(toApiError(thrown)));
    } finally {
      setMemulai(false);
      setKonfirmasi(false);
    }
  };

  const r = hasil?.ringkasan;
  const status = <StatusImpor impor={impor} berjalan={berjalan} gangguan={pantau.gangguan} pantauError={pantau.pantauError} />;

  return (
    <section aria-labelledby="impor-penduduk-title">
      <PageHeader
        id="impor-penduduk-title"
        title="Impor Data Penduduk"
        actions={(
          <Button
            icon={action.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
            disabledFocusable={action.busy}
            onClick={() => void action.run(downloadTemplatImpor, 'Templat diunduh')}
          >
            Unduh Templat
          </Button>
        )}
      />
      <div className={page.stack}>
        <section className={page.card} aria-labelledby="impor-berkas-title">
          <Subtitle2 block as="h2" id="impor-berkas-title" className={page.sectionTitle}>Berkas Penduduk</Subtitle2>
          <Body1 block as="p" className={styles.explanation}>
            {`Berkas boleh berupa templat impor (tombol Unduh Templat), hasil ekspor data penduduk dari aplikasi ini, atau hasil ekspor data penduduk dari OpenSID. Bentuknya .xlsx atau .csv, paling besar ${BATAS_UKURAN_MB} MB dan paling banyak ${angka(BATAS_BARIS)} baris.`}
          </Body1>
          <Body1 block as="p" className={styles.explanation}>
            Periksa Berkas hanya membaca berkas dan tidak menyimpan apa pun. Impor menyimpan semuanya atau tidak sama sekali:
            bila satu baris saja gagal, tidak ada data yang disimpan.
          </Body1>
          <div className={styles.chooser}>
            <PilihBerkas
              label="Pilih Berkas"
              petunjuk={`Berkas .xlsx atau .csv, paling besar ${BATAS_UKURAN_MB} MB.`}
              accept={ACCEPT}
              file={file}
              error={fileError}
              disabled={berjalan || memulai}
              onChange={pilih}
            />
            <div className={page.buttons}>
              <Button
                appearance="primary"
                icon={memeriksa ? <Spinner size="tiny" /> : <DocumentCheckmarkRegular />}
                disabledFocusable={memeriksa || berjalan || memulai}
                onClick={() => void periksa()}
              >
                Periksa Berkas
              </Button>
            </div>
            {memeriksa ? (
              <div className={styles.checking}>
                <ProgressBar thickness="large" aria-label="Memeriksa berkas" />
                <Body1 block role="status">Mengunggah dan memeriksa berkas…</Body1>
              </div>
            ) : null}
            {periksaError ? <Banner intent="error" message={periksaError} /> : null}
          </div>
        </section>

        {!hasil && impor ? (
          <section className={page.card} aria-labelledby="impor-berjalan-title">
            <Subtitle2 block as="h2" id="impor-berjalan-title" className={page.sectionTitle}>Impor Terakhir</Subtitle2>
            <div className={page.stack}>
              <Body1 block as="p">{`Berkas ${impor.nama_berkas}, ${angka(impor.jumlah_baris)} penduduk.`}</Body1>
              {status}
            </div>
          </section>
        ) : null}

        {hasil && r ? (
          <HasilPemeriksaan
            ringkasan={r}
            headingRef={hasilHeading}
            selesai={impor?.status === 'selesai'}
            berjalan={berjalan}
            memulai={memulai}
            mulaiError={mulaiError}
            status={status}
            onImpor={() => setKonfirmasi(true)}
          />
        ) : null}
      </div>

      {konfirmasi && r ? (
        <ConfirmDialog
          open
          title="APAKAH ANDA YAKIN INGIN MENGIMPOR DATA INI ?"
          note={(
            <>
              <Body1 block as="p">
                {`Dari berkas ${r.nama_berkas} akan diimpor ${angka(r.penduduk_baru)} penduduk dengan ${angka(r.kartu_keluarga_baru)} kartu keluarga baru`}
                {r.anggota_kartu_lama > 0 ? `; ${angka(r.anggota_kartu_lama)} penduduk di antaranya ditambahkan ke kartu keluarga yang sudah ada` : ''}
                .
              </Body1>
              <Body1 block as="p">Impor menyimpan semuanya atau tidak sama sekali: bila satu baris gagal, tidak ada data yang disimpan.</Body1>
            </>
          )}
          confirmLabel="Impor"
          busy={memulai}
          onConfirm={() => void mulai()}
          onCancel={() => setKonfirmasi(false)}
        />
      ) : null}
    </section>
  );
}

export default ImporPendudukPage;
