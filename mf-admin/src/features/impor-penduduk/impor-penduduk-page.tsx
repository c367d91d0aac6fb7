// /impor_penduduk (a village's Super Admin): 'Impor Data Penduduk' (docs/impor.md). The clerk takes
// the template (or an export of this application, or OpenSID's), chooses the file, checks it (the dry
// run writes nothing: what would be created, every failing row and every warning), then imports it
// all or nothing and follows its progress until it has ended. Every refusal says the server's words.
import { useEffect, useRef, useState } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens, typographyStyles } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { ProgressBar } from '@fluentui/react-progress';
import { Spinner } from '@fluentui/react-spinner';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { ArrowDownloadRegular, DocumentCheckmarkRegular, TableArrowUpRegular } from '@fluentui/react-icons';
import { toApiError, useRefreshRegistry, type ApiError } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useServerAction } from '@sid/ui/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import {
  ACCEPT, BATAS_BARIS, BATAS_UKURAN_MB, PESAN_JENIS_BERKAS, PESAN_TERLALU_BESAR, POLL_MS, angka, getImpor, getImporTerakhir, masalahBerkas, startImpor,
  periksaImpor, downloadTemplatImpor, type ImporPenduduk, type RingkasanImpor,
} from './api/impor-api';
import { AngkaRingkasan } from './components/angka-ringkasan';
import { PilihBerkas } from '../../lib/pilih-berkas';
import { ProgresImpor } from './components/progres-impor';
import { TabelMasalah } from './components/tabel-masalah';

const useStyles = makeStyles({
  explanation: { marginTop: 0, marginBottom: tokens.spacingVerticalS, maxWidth: '80ch' },
  chooser: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalM },
  checking: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '640px' },
  // Subtitle2's type on a plain h2, which can take the focus after a check.
  heading: { ...typographyStyles.subtitle2, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
  links: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
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

/** An import's state: its progress while it runs, then how it ended (with the lists to look at). */
function StatusImpor({ impor, berjalan, gangguan, pantauError }: { impor: ImporPenduduk | null; berjalan: boolean; gangguan: boolean; pantauError: string | null }) {
  const styles = useStyles();
  return (
    <>
      {impor && berjalan ? <ProgresImpor impor={impor} gangguan={gangguan} /> : null}
      {pantauError ? <Banner intent="error" message={pantauError} /> : null}
      {impor?.status === 'selesai' ? (
        <Banner
          intent="success"
          message={`Impor selesai: ${angka(impor.kartu_keluarga_dibuat)} kartu keluarga dan ${angka(impor.penduduk_dibuat)} penduduk ditambahkan.`}
        >
          <span className={styles.links}>
            <RouterLink to="/kartu_keluarga">Lihat Kartu Keluarga</RouterLink>
            <RouterLink to="/">Lihat Data Penduduk</RouterLink>
          </span>
        </Banner>
      ) : null}
      {impor?.status === 'gagal' ? <Banner intent="error" message={impor.pesan || 'Impor gagal. Tidak ada data yang disimpan.'} /> : null}
    </>
  );
}

interface Hasil {
  file: File;
  ringkasan: RingkasanImpor;
}

export function ImporPendudukPage() {
  const page = usePageStyles();
  const styles = useStyles();
  const action = useServerAction(toApiError);
  const refreshRegistry = useRefreshRegistry();

  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [memeriksa, setMemeriksa] = useState(false);
  const [periksaError, setPeriksaError] = useState<string | null>(null);
  const [hasil, setHasil] = useState<Hasil | null>(null);
  const [konfirmasi, setKonfirmasi] = useState(false);
  const [memulai, setMemulai] = useState(false);
  const [mulaiError, setMulaiError] = useState<string | null>(null);
  const [impor, setImpor] = useState<ImporPenduduk | null>(null);
  const [gangguan, setGangguan] = useState(false);
  const [pantauError, setPantauError] = useState<string | null>(null);

  const periksaRef = useRef<AbortController | null>(null);
  const hasilHeading = useRef<HTMLHeadingElement>(null);

  // Leaving the page stops a check under way (the server writes nothing for it).
  useEffect(() => () => periksaRef.current?.abort(), []);

  // After a check, the result's heading takes the focus: a screen reader starts reading there.
  useEffect(() => {
    if (hasil) hasilHeading.current?.focus();
  }, [hasil]);

  // Opened again while an import of this village runs (another tab, or after leaving the page): follow it.
  useEffect(() => {
    const controller = new AbortController();
    getImporTerakhir(controller.signal)
      .then(({ data }) => {
        if (!controller.signal.aborted && data?.status === 'berjalan') setImpor((current) => current ?? data);
      })
      .catch(() => {
        /* nothing running is found: the page starts empty, as it would anyway */
      });
    return () => controller.abort();
  }, []);

  // While the import runs: ask how far it is every POLL_MS, until it has ended or the page goes.
  const berjalanId = impor?.status === 'berjalan' && !pantauError ? impor._id : null;
  useEffect(() => {
    if (!berjalanId) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tanya = async () => {
      try {
        const { data } = await getImpor(berjalanId, controller.signal);
        if (controller.signal.aborted) return;
        setGangguan(false);
        setImpor(data);
        if (data.status === 'berjalan') timer = setTimeout(() => void tanya(), POLL_MS);
        // The new cards and residents are in the registry's lists: their cached pages are stale.
        else if (data.status === 'selesai') void refreshRegistry();
      } catch (thrown) {
        if (controller.signal.aborted) return;
        const error = toApiError(thrown);
        if (error.status === 0 || error.status >= 500) {
          // The server could not be reached for a moment: the import goes on there; ask again.
          setGangguan(true);
          timer = setTimeout(() => void tanya(), POLL_MS * 3);
        } else {
          setPantauError(error.message);
        }
      }
    };
    timer = setTimeout(() => void tanya(), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [berjalanId, refreshRegistry]);

  const berjalan = impor?.status === 'berjalan' && !pantauError;

  const pilih = (chosen: File | null) => {
    periksaRef.current?.abort();
    periksaRef.current = null;
    setFile(chosen);
    setFileError(chosen ? masalahBerkas(chosen) : null);
    setMemeriksa(false);
    setPeriksaError(null);
    setHasil(null);
    setMulaiError(null);
    setImpor(null);
    setGangguan(false);
    setPantauError(null);
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
    setImpor(null);
    setPantauError(null);
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
    setPantauError(null);
    try {
      const { data } = await startImpor(hasil.file);
      setImpor(data);
      if (data.status === 'selesai') void refreshRegistry();
    } catch (thrown) {
      setMulaiError(pesanPenolakan(toApiError(thrown)));
    } finally {
      setMemulai(false);
      setKonfirmasi(false);
    }
  };

  const r = hasil?.ringkasan;
  const adaKesalahan = (r?.jumlah_kesalahan ?? 0) > 0;
  const selesai = impor?.status === 'selesai';

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
              <StatusImpor impor={impor} berjalan={berjalan} gangguan={gangguan} pantauError={pantauError} />
            </div>
          </section>
        ) : null}

        {hasil && r ? (
          <section className={page.card} aria-labelledby="impor-hasil-title">
            <h2 id="impor-hasil-title" ref={hasilHeading} tabIndex={-1} className={mergeClasses(styles.heading, page.sectionTitle)}>
              Hasil Pemeriksaan
            </h2>
            <div className={page.stack}>
              <AngkaRingkasan ringkasan={r} />

              {adaKesalahan ? (
                <Banner
                  intent="error"
                  message={`Berkas ini memiliki ${angka(r.jumlah_kesalahan)} kesalahan. Tidak ada data yang dapat diimpor sampai berkas diperbaiki lalu diperiksa lagi.`}
                />
              ) : selesai ? null : r.penduduk_baru === 0 ? (
                <Banner intent="warning" message="Berkas ini tidak berisi penduduk yang dapat diimpor." />
              ) : (
                <Banner
                  intent="success"
                  message={r.jumlah_peringatan > 0
                    ? `Berkas siap diimpor. Ada ${angka(r.jumlah_peringatan)} peringatan: periksa dulu daftarnya di bawah.`
                    : 'Berkas siap diimpor.'}
                />
              )}

              {selesai ? null : (
                <div className={page.buttons}>
                  <Button
                    appearance="primary"
                    icon={memulai ? <Spinner size="tiny" /> : <TableArrowUpRegular />}
                    disabledFocusable={adaKesalahan || berjalan || memulai || r.penduduk_baru === 0}
                    onClick={() => setKonfirmasi(true)}
                  >
                    {`Impor ${angka(r.penduduk_baru)} Penduduk`}
                  </Button>
                </div>
              )}

              {mulaiError ? <Banner intent="error" message={mulaiError} /> : null}

              <StatusImpor impor={impor} berjalan={berjalan} gangguan={gangguan} pantauError={pantauError} />

              {r.kesalahan.length > 0 ? <TabelMasalah jenis="kesalahan" rows={r.kesalahan} total={r.jumlah_kesalahan} /> : null}
              {r.peringatan.length > 0 ? <TabelMasalah jenis="peringatan" rows={r.peringatan} total={r.jumlah_peringatan} /> : null}
            </div>
          </section>
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
