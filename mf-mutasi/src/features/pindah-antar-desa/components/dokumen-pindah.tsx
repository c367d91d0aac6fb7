// The documents a move carries (issue 38): the family card's photo and the moving-out letter A sent, each
// opened from the move's own copy, so the destination checks them before deciding and the origin sees
// what it sent. A photo shows in a dialog (with 'Unduh'); a PDF scan is downloaded. A refused or
// cancelled move no longer has them (their copies are removed): only their names are listed.
import { useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Subtitle2 } from '@fluentui/react-text';
import { ArrowDownloadRegular, DocumentRegular } from '@fluentui/react-icons';
import { saveBlob } from '@sid/openapi';
import { ViewDialog } from '@sid/ui/dialogs';
import { usePageStyles } from '@sid/ui/page';
import { useServerAction } from '@sid/ui-desa/feedback';
import { bukaDokumenPindah, type PindahAntarDesa } from '../api/pindah-antar-desa';

export const LABEL_DOKUMEN: Record<string, string> = { foto_kk: 'Foto Kartu Keluarga', foto_surat_masuk: 'Foto Surat Pindah' };

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: '0', padding: '0', listStyleType: 'none' },
  surface: { maxWidth: 'min(1100px, 96vw)' },
  foto: { display: 'block', width: '100%', height: '70vh', objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground3 },
});

interface Dibuka {
  label: string;
  blob: Blob;
  fileName: string;
  url: string;
}

export function DokumenPindah({ m }: { m: PindahAntarDesa }) {
  const styles = useStyles();
  const page = usePageStyles();
  const action = useServerAction();
  const [dibuka, setDibuka] = useState<Dibuka | null>(null);
  useEffect(() => (dibuka ? () => URL.revokeObjectURL(dibuka.url) : undefined), [dibuka]);
  if (m.dokumen.length === 0) return null;
  const ada = m.status === 'dikirim' || m.status === 'diterima';
  const buka = async (jenis: 'foto_kk' | 'foto_surat_masuk') => {
    const label = LABEL_DOKUMEN[jenis] ?? jenis;
    await action.run(() => bukaDokumenPindah(m._id, jenis), {
      fallback: `${label} diunduh`,
      announce: () => undefined,
      onSaved: ({ blob, fileName }) => {
        if (blob.type.startsWith('image/')) setDibuka({ label, blob, fileName, url: URL.createObjectURL(blob) });
        else saveBlob(blob, fileName);
      },
    });
  };
  return (
    <section className={page.card} aria-labelledby="dokumen-pindah-title">
      <Subtitle2 as="h2" id="dokumen-pindah-title" className={page.sectionTitle}>Dokumen dari {m.arah === 'masuk' ? 'desa asal' : 'desa ini'}</Subtitle2>
      {ada ? (
        <ul className={styles.list}>
          {m.dokumen.map((d) => (
            <li key={d.jenis}>
              <Button icon={<DocumentRegular />} disabledFocusable={action.busy} onClick={() => void buka(d.jenis)}>
                Lihat {LABEL_DOKUMEN[d.jenis] ?? d.jenis}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{m.dokumen.map((d) => LABEL_DOKUMEN[d.jenis] ?? d.jenis).join(', ')}: salinannya sudah dihapus karena pindah ini {m.status === 'ditolak' ? 'ditolak' : 'dibatalkan'}.</p>
      )}
      {dibuka ? (
        <ViewDialog
          title={dibuka.label}
          className={styles.surface}
          onClose={() => setDibuka(null)}
          actions={<Button icon={<ArrowDownloadRegular />} onClick={() => saveBlob(dibuka.blob, dibuka.fileName)}>Unduh</Button>}
        >
          <img className={styles.foto} src={dibuka.url} alt={dibuka.label} />
        </ViewDialog>
      ) : null}
    </section>
  );
}
