// The sections of one moved-out record's page (/penduduk_keluar/:id/d): the statement (with its
// Edit / Hapus menu and the proposer photo) or, without one, an empty state that offers to add it; the
// proposer and the signer; a card per follower; back, 'Lihat PDF' (only with a statement), add
// statement, delete all. The page holds the dialogs these open, and the deletes' words (konfirmasiHapus).
import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { Subtitle2 } from '@fluentui/react-text';
import { DeleteRegular } from '@fluentui/react-icons';
import type { KeteranganKeluar, Penduduk, PendudukKeluar } from '@sid/openapi';
import { formatTanggalPanjang, tampil } from '@sid/ui/format';
import { PreviewButton, DetailList, PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { RecordMenu } from '@sid/ui/record-menu';
import { SignerDetail } from '@sid/ui-desa/signer';
import { EmptyState } from '@sid/ui/states';
import { pengikutOf, pengusulOf } from '../api/get-penduduk-keluar';
import { FotoPengusul } from './foto-pengusul';
import { pendudukItems } from './penduduk-detail-items';
import { PengikutList } from './pengikut-list';

/** The dialog the page has open. */
export type DetailDialog =
  | { kind: 'edit' }
  | { kind: 'delete-keterangan' }
  | { kind: 'delete-all' }
  | { kind: 'delete-pengikut'; pengikut: Penduduk }
  | { kind: 'pengikut'; pengikut: Penduduk }
  | null;

/** The three deletes' questions (in the spec's style) and what each does; null for any other dialog. */
export function konfirmasiHapus(dialog: DetailDialog): { title: string; note: string } | null {
  switch (dialog?.kind) {
    case 'delete-keterangan':
      return {
        title: 'APAKAH ANDA YAKIN INGIN MENGHAPUS KETERANGAN KELUAR INI ?',
        note: 'Keterangan keluar beserta foto pengusul akan dihapus permanen setelah anda menekan tombol hapus. Data penduduk keluar kembali berstatus Tidak Lengkap.',
      };
    case 'delete-pengikut':
      return {
        title: 'APAKAH ANDA YAKIN INGIN MENGHAPUS PENGIKUT INI ?',
        note: `${dialog.pengikut.nama_lengkap} akan dihapus dari data penduduk keluar ini, dan status penduduknya dikembalikan seperti sebelum mutasi.`,
      };
    case 'delete-all':
      return {
        title: 'APAKAH ANDA YAKIN INGIN MENGHAPUS SEMUA DATA PENDUDUK KELUAR INI ?',
        note: 'Keterangan keluar, foto pengusul dan data TTD-nya akan dihapus permanen, dan setiap penduduk di dalamnya dikembalikan ke status sebelum mutasi.',
      };
    default:
      return null;
  }
}

function KeteranganSection({ keterangan, nama }: { keterangan: KeteranganKeluar; nama: string }) {
  return (
    <DetailList ariaLabel="Rincian keterangan keluar" items={[
      { label: 'Nomor Surat', value: tampil(keterangan.nomor_surat) },
      { label: 'Tanggal KTP', value: tampil(formatTanggalPanjang(keterangan.tanggal_ktp)) },
      { label: 'Alamat Pindah', value: tampil(keterangan.alamat_pindah) },
      { label: 'Alasan Pindah', value: tampil(keterangan.alasan_pindah) },
      { label: 'Jumlah Pengikut', value: String(keterangan.pengikut ?? 0) },
      { label: 'Meninggalkan Desa Pada', value: tampil(formatTanggalPanjang(keterangan.meninggalkan_desa_pada)) },
      { label: 'Kewarganegaraan', value: tampil(keterangan.kewarganegaraan) },
      { label: 'Catatan', value: tampil(keterangan.catatan) },
      { label: 'Foto Pengusul', value: <FotoPengusul url={keterangan.foto_pengusul} nama={nama} /> },
    ]} />
  );
}

function PengusulSection({ record }: { record: PendudukKeluar }) {
  const styles = usePageStyles();
  const p = pengusulOf(record);
  if (!p) return null;
  const items = pendudukItems(p).map((item) => (item.label === 'Nama Lengkap'
    // The resident's own page lives in mf-kependudukan; the shell routes to it.
    ? { ...item, value: <RouterLink className={styles.link} to={`/penduduk/${p._id}/d`}>{p.nama_lengkap}</RouterLink> }
    : item));
  return (
    <DetailList ariaLabel="Rincian pengusul" items={[
      ...items,
      { label: 'Tanda Tangan', value: <SignerDetail signature={record.signatures} /> },
    ]} />
  );
}

export interface PendudukKeluarSectionsProps {
  record: PendudukKeluar;
  /** A change is under way: the menus and deletes wait. */
  busy: boolean;
  back: ReactNode;
  /** 'Tambah Keterangan Keluar' (the empty statement's and the footer's). */
  tambahKeterangan: ReactNode;
  onDialog: (dialog: DetailDialog) => void;
}

/** The statement, the proposer, the followers and the buttons of one record. */
export function PendudukKeluarSections({ record, busy, back, tambahKeterangan, onDialog }: PendudukKeluarSectionsProps) {
  const styles = usePageStyles();
  const statement = record.keterangan_keluar_desa;
  const nama = pengusulOf(record)?.nama_lengkap ?? '';
  const pengikut = pengikutOf(record);
  return (
    <>
      <section className={styles.card} aria-labelledby="keterangan-keluar-title">
        <PageHeader
          as="h2"
          id="keterangan-keluar-title"
          title="Keterangan Keluar"
          actions={statement ? (
            <RecordMenu
              subject="keterangan keluar"
              disabled={busy}
              onEdit={() => onDialog({ kind: 'edit' })}
              onDelete={() => onDialog({ kind: 'delete-keterangan' })}
            />
          ) : null}
        />
        {statement ? <KeteranganSection keterangan={statement} nama={nama} /> : (
          // Spec §4: without a statement the record is incomplete.
          <EmptyState
            title="KETERANGAN KELUAR BELUM DITAMBAHKAN"
            description="Data penduduk keluar ini belum lengkap. Tambahkan keterangan keluar agar Surat Keterangan Pindah dapat dicetak."
            action={tambahKeterangan}
          />
        )}
      </section>

      <section className={styles.card} aria-labelledby="pengusul-title">
        <Subtitle2 as="h2" id="pengusul-title" className={styles.sectionTitle}>Data Pengusul</Subtitle2>
        <PengusulSection record={record} />
      </section>

      <section className={styles.card} aria-labelledby="pengikut-title">
        <Subtitle2 as="h2" id="pengikut-title" className={styles.sectionTitle}>{`Pengikut (${pengikut.length})`}</Subtitle2>
        <PengikutList
          pengikut={pengikut}
          disabled={busy}
          onDetail={(p) => onDialog({ kind: 'pengikut', pengikut: p })}
          onDelete={(p) => onDialog({ kind: 'delete-pengikut', pengikut: p })}
        />
      </section>

      <div className={styles.footer}>
        {back}
        <div className={styles.buttons}>
          <Button icon={<DeleteRegular />} disabled={busy} onClick={() => onDialog({ kind: 'delete-all' })}>
            Hapus Semua Data
          </Button>
          {statement ? (
            <PreviewButton to={`/penduduk_keluar/${record._id}/d/preview`} />
          ) : tambahKeterangan}
        </div>
      </div>
    </>
  );
}
