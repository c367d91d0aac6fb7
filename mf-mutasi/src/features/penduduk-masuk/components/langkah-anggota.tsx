// Step 2 of the incoming-family flow (issue 40): the card's members, head first; 'Tambah Anggota' and
// each row's Edit open the member's full form in place (the pages' forms, "Tinggal terpisah dari KK"
// included), Hapus asks for a reason as on the card's page. Each save is the server's own operation.
import { useEffect, useRef, useState } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { usePageStyles } from '@sid/ui/page';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import type { KartuKeluarga, Penduduk, WilayahDesa } from '@sid/openapi';
import { AnggotaMasukBaruForm, AnggotaMasukEditForm } from './anggota-masuk-form';
import { AnggotaMasukTable } from './anggota-masuk-table';
import { HapusAnggotaMasukDialog } from './hapus-anggota-masuk-dialog';
import { TombolLangkah } from './tombol-langkah';

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalM },
  subTitle: { display: 'block', marginTop: 0, marginBottom: tokens.spacingVerticalS },
});

type Terbuka = { baru: true } | { edit: Penduduk } | null;

export interface LangkahAnggotaProps {
  card: KartuKeluarga;
  tree: WilayahDesa | undefined;
  /** A member was added, changed or removed: read the card again. */
  onChanged: () => void;
  /** The last member was removed and the card with them. */
  onKartuTerhapus: () => void;
  onKembali: () => void;
  onLanjut: () => void;
}

export function LangkahAnggota({ card, tree, onChanged, onKartuTerhapus, onKembali, onLanjut }: LangkahAnggotaProps) {
  const styles = useStyles();
  const page = usePageStyles();
  const [terbuka, setTerbuka] = useState<Terbuka>(null);
  const [hapus, setHapus] = useState<Penduduk | null>(null);
  const members = card.anggota_keluarga;
  const formTitle = useRef<HTMLHeadingElement>(null);
  const tambah = useRef<HTMLButtonElement>(null);
  // The opened form's heading takes the focus; closed, 'Tambah Anggota' does.
  const pernahBuka = useRef(false);
  useEffect(() => {
    if (terbuka) {
      pernahBuka.current = true;
      formTitle.current?.focus();
    } else if (pernahBuka.current) tambah.current?.focus();
  }, [terbuka]);

  const tutup = () => setTerbuka(null);
  const tersimpan = () => {
    setTerbuka(null);
    onChanged();
  };

  if (terbuka) {
    const judul = 'baru' in terbuka ? 'Tambah Anggota Keluarga' : `Edit Data Anggota Keluarga: ${terbuka.edit.nama_lengkap}`;
    return (
      <section aria-labelledby="anggota-form-title">
        <h3 id="anggota-form-title" ref={formTitle} tabIndex={-1} className={mergeClasses(page.sectionTitle, styles.subTitle)}>{judul}</h3>
        {'baru' in terbuka ? (
          <AnggotaMasukBaruForm card={card} tree={tree} onSaved={tersimpan} onBack={tutup} />
        ) : (
          <AnggotaMasukEditForm p={terbuka.edit} anggota={members} tree={tree} onSaved={tersimpan} onBack={tutup} />
        )}
      </section>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <Button ref={tambah} icon={<AddRegular />} onClick={() => setTerbuka({ baru: true })}>Tambah Anggota</Button>
      </div>
      <AnggotaMasukTable rows={members} onEdit={(p) => setTerbuka({ edit: p })} onDelete={setHapus} />
      {hapus ? (
        <HapusAnggotaMasukDialog
          anggota={hapus}
          idKK={card._id}
          jumlahAnggota={members.length}
          onCancel={() => setHapus(null)}
          onDeleted={(kartuTerhapus) => {
            setHapus(null);
            if (kartuTerhapus) onKartuTerhapus();
            else onChanged();
          }}
        />
      ) : null}
      <TombolLangkah onKembali={onKembali} onLanjut={onLanjut} />
    </>
  );
}
