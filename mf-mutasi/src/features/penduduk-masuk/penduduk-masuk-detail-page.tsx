// /penduduk_masuk/{idKK}/d 'Daftar Anggota Keluarga Penduduk Masuk': the members of an incoming card
// (Edit, Hapus), add member, the members' CSV, and the entry-document area with its four dialogs.
import { TautanPindah } from '../pindah-antar-desa';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { AddRegular } from '@fluentui/react-icons';
import { useRefreshRegistry, type Penduduk } from '@sid/openapi';
import { ATURAN_ALASAN_HAPUS } from '@sid/openapi/domain';
import { HapusDialog } from '@sid/ui-desa/hapus-dialog';
import { type RefusalForm } from '@sid/ui/feedback';
import { useServerAction } from '@sid/ui-desa/feedback';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { DataStates, EmptyState, NotFoundState, recordStates } from '@sid/ui/states';
import { usePendudukMasuk } from './api/get-penduduk-masuk';
import { downloadAnggotaMasuk } from './api/download-penduduk-masuk';
import { deleteAnggotaMasuk, useDampakHapusAnggotaMasuk } from './api/anggota-masuk';
import { AnggotaMasukTable } from './components/anggota-masuk-table';
import { KeteranganMasukSection } from './components/keterangan-masuk-section';

const useStyles = makeStyles({
  summary: { display: 'block', marginBottom: tokens.spacingVerticalM },
});

/** The server's code when the last member went and took the card with them. */
const KARTU_KELUARGA_DIHAPUS = 'KARTU_KELUARGA_DIHAPUS';
const LIST_PATH = '/penduduk_masuk';

export function PendudukMasukDetailPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { idKK = '' } = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshRegistry();
  const action = useServerAction();
  const kk = usePendudukMasuk(idKK);
  const [hapus, setHapus] = useState<Penduduk | null>(null);
  const dampak = useDampakHapusAnggotaMasuk(hapus ? { idPenduduk: hapus._id, idKK } : null);

  const backButton = (
    <BackButton to={LIST_PATH} />
  );

  const card = kk.data?.data;
  const members = card?.anggota_keluarga ?? [];
  const actions = (
    <>
      {backButton}
      {card ? (
        <>
          <CsvDownloadButton
            download={() => downloadAnggotaMasuk(card._id)}
            disabled={members.length === 0}
          />
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(`/penduduk_masuk/${card._id}/i`)}>
            Tambah Data
          </Button>
        </>
      ) : null}
    </>
  );

  const hapusAnggota = (anggota: Penduduk, idKartu: string, alasan: string, form: RefusalForm) => {
    const last = members.length === 1;
    return action.submit(() => deleteAnggotaMasuk(anggota._id, idKartu, alasan), {
      form,
      fallback: 'Anggota keluarga berhasil dihapus',
      onSaved: (done) => {
        setHapus(null);
        // The server deletes a card left without members: nothing to show here any more.
        if (done.code === KARTU_KELUARGA_DIHAPUS || last) navigate(LIST_PATH);
        void refresh();
      },
    });
  };

  return (
    <section aria-labelledby="penduduk-masuk-detail-title">
      <PageHeader id="penduduk-masuk-detail-title" title="Daftar Anggota Keluarga Penduduk Masuk" actions={actions} />
      <div className={page.card}>
        <DataStates
          {...recordStates(kk)}
          notFound={<NotFoundState title="KARTU KELUARGA TIDAK DITEMUKAN" description={kk.error?.message} action={backButton} />}
        >
          {(kartu) => (
            <>
              <Body1 className={styles.summary}>
                Nomor KK: <strong>{kartu.no_kk}</strong> · {members.length} anggota keluarga
              </Body1>
              <TautanPindah kkTujuanId={kartu._id} />
              <KeteranganMasukSection kk={kartu} onChanged={refresh} />
              {members.length === 0 ? (
                <EmptyState title="DATA ANGGOTA PENDUDUK MASUK KOSONG" description="Silakan tambah anggota keluarga terlebih dahulu" />
              ) : (
                <AnggotaMasukTable
                  rows={members}
                  onEdit={(p) => navigate(`/penduduk_masuk/${p._id}/u/${kartu._id}`)}
                  onDelete={setHapus}
                />
              )}
              {hapus ? (
                <HapusDialog
                  title="APAKAH ANDA YAKIN INGIN MENGHAPUS ANGGOTA KELUARGA INI ?"
                  note={
                    members.length === 1
                      ? `Data ${hapus.nama_lengkap} akan dihapus, bersama kartu keluarga ini dan data keterangan masuknya karena tidak lagi memiliki anggota.`
                      : `Data ${hapus.nama_lengkap} akan dihapus setelah anda menekan tombol hapus.`
                  }
                  dampak={dampak}
                  aturan={ATURAN_ALASAN_HAPUS}
                  onCancel={() => setHapus(null)}
                  onHapus={(alasan, form) => hapusAnggota(hapus, kartu._id, alasan, form)}
                />
              ) : null}
            </>
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default PendudukMasukDetailPage;
