// Step 3 of the incoming-family flow (issue 40): the two entry documents, each a jpg/png photo or a PDF
// scan, chosen here and sent by the summary's 'Simpan' in one request. Neither chosen is allowed (the
// family stays 'Tidak Lengkap' until they are added); one without the other, or a wrong type or size,
// is said under the field and the cursor goes to the first. A card that has them already shows that.
import { useEffect, useRef, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1 } from '@fluentui/react-text';
import type { KartuKeluarga } from '@sid/openapi';
import { keteranganMasukSchema } from '@sid/openapi/rules';
import { PilihBerkas } from '@sid/ui/pilih-berkas';
import type { KeteranganMasukFiles } from '../api/keterangan-masuk';
import { ACCEPT_DOKUMEN_MASUK, HINT_DOKUMEN_MASUK } from './keterangan-masuk-form-dialog';
import { TombolLangkah } from './tombol-langkah';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '520px' },
});

export type SalahDokumen = Partial<Record<keyof KeteranganMasukFiles, string>>;

const LABEL: Record<keyof KeteranganMasukFiles, string> = {
  foto_kk: 'Upload Foto KK',
  foto_surat_masuk: 'Upload Foto Surat Masuk',
};

/** The documents' messages (the add dialog's rules), none when neither is chosen. */
export function periksaDokumen(berkas: KeteranganMasukFiles): SalahDokumen {
  if (!berkas.foto_kk && !berkas.foto_surat_masuk) return {};
  try {
    keteranganMasukSchema.validateSync(berkas, { abortEarly: false });
    return {};
  } catch (thrown) {
    const salah: SalahDokumen = {};
    for (const e of (thrown as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const field = e.path as keyof KeteranganMasukFiles | undefined;
      if (field && !salah[field]) salah[field] = e.message;
    }
    return salah;
  }
}

export interface LangkahDokumenProps {
  card: KartuKeluarga;
  berkas: KeteranganMasukFiles;
  salah: SalahDokumen;
  onChange: (berkas: KeteranganMasukFiles, salah: SalahDokumen) => void;
  onKembali: () => void;
  onLanjut: () => void;
}

export function LangkahDokumen({ card, berkas, salah, onChange, onKembali, onLanjut }: LangkahDokumenProps) {
  const styles = useStyles();
  const root = useRef<HTMLDivElement>(null);
  // Each refused 'Lanjut' (or a refusal from the summary) puts the cursor on the first message.
  const [tolak, setTolak] = useState(0);
  useEffect(() => {
    if (tolak > 0 || Object.keys(salah).length > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only on a new refusal, never while choosing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tolak]);

  if (card.data_penduduk_masuk) {
    return (
      <>
        <Body1 block as="p">
          Dokumen keterangan masuk keluarga ini sudah tersimpan. Untuk menggantinya, buka Lihat Data lalu menu Data Keterangan Masuk.
        </Body1>
        <TombolLangkah onKembali={onKembali} onLanjut={onLanjut} />
      </>
    );
  }

  const lanjut = () => {
    const hasil = periksaDokumen(berkas);
    onChange(berkas, hasil);
    if (Object.keys(hasil).length > 0) setTolak((n) => n + 1);
    else onLanjut();
  };

  return (
    <>
      <Body1 block as="p">
        Unggah foto atau hasil pindai (pdf) kartu keluarga dan surat keterangan pindah dari daerah asal. Boleh dilewati:
        keluarga tercatat Tidak Lengkap sampai kedua dokumen ditambahkan.
      </Body1>
      <div ref={root} className={styles.fields}>
        {(Object.keys(LABEL) as (keyof KeteranganMasukFiles)[]).map((field) => (
          <PilihBerkas
            key={field}
            label={LABEL[field]}
            petunjuk={HINT_DOKUMEN_MASUK}
            accept={ACCEPT_DOKUMEN_MASUK}
            file={berkas[field]}
            error={salah[field] ?? null}
            onChange={(file) => {
              // A new choice is checked at once, on its own (its type and size); the other field's
              // message stays until 'Lanjut'.
              const own = file ? periksaDokumen({ foto_kk: file, foto_surat_masuk: file }).foto_kk : undefined;
              onChange({ ...berkas, [field]: file }, { ...salah, [field]: own });
            }}
          />
        ))}
      </div>
      <TombolLangkah onKembali={onKembali} onLanjut={lanjut} />
    </>
  );
}
