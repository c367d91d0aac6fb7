// 'Hasil Pemeriksaan': what a check found (the counts, the verdict, 'Impor N Penduduk', the import's
// state once started, the failing rows and the warnings). The heading takes the focus after a check.
import type { ReactNode, Ref } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens, typographyStyles } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { TableArrowUpRegular } from '@fluentui/react-icons';
import { Banner } from '@sid/ui/banner';
import { usePageStyles } from '@sid/ui/page';
import { angka, type RingkasanImpor } from '../api/berkas-impor';
import { AngkaRingkasan } from './angka-ringkasan';
import { TabelMasalah } from './tabel-masalah';

const useStyles = makeStyles({
  // Subtitle2's type on a plain h2, which can take the focus after a check.
  heading: { ...typographyStyles.subtitle2, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
});

export interface HasilPemeriksaanProps {
  ringkasan: RingkasanImpor;
  headingRef: Ref<HTMLHeadingElement>;
  /** The import of this file has ended well: no verdict and no button any more. */
  selesai: boolean;
  /** An import runs (this one or another): the button waits. */
  berjalan: boolean;
  memulai: boolean;
  mulaiError: string | null;
  /** The import's state (StatusImpor). */
  status: ReactNode;
  onImpor: () => void;
}

export function HasilPemeriksaan({ ringkasan: r, headingRef, selesai, berjalan, memulai, mulaiError, status, onImpor }: HasilPemeriksaanProps) {
  const page = usePageStyles();
  const styles = useStyles();
  const adaKesalahan = r.jumlah_kesalahan > 0;
  return (
    <section className={page.card} aria-labelledby="impor-hasil-title">
      <h2 id="impor-hasil-title" ref={headingRef} tabIndex={-1} className={mergeClasses(styles.heading, page.sectionTitle)}>
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
              onClick={onImpor}
            >
              {`Impor ${angka(r.penduduk_baru)} Penduduk`}
            </Button>
          </div>
        )}

        {mulaiError ? <Banner intent="error" message={mulaiError} /> : null}

        {status}

        {r.kesalahan.length > 0 ? <TabelMasalah jenis="kesalahan" rows={r.kesalahan} total={r.jumlah_kesalahan} /> : null}
        {r.peringatan.length > 0 ? <TabelMasalah jenis="peringatan" rows={r.peringatan} total={r.jumlah_peringatan} /> : null}
      </div>
    </section>
  );
}
