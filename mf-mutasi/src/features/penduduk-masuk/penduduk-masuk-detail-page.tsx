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
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { formatTanggalPanjang } from '@sid/ui/format';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { DataStates, EmptyState, NotFoundState, recordStates } from '@sid/ui/states';
import { usePendudukMasuk } from './api/get-penduduk-masuk';
import { downloadAnggotaMasuk } from './api/download-penduduk-masuk';
import { AnggotaMasukTable } from './components/anggota-masuk-table';
import { HapusAnggotaMasukDialog } from './components/hapus-anggota-masuk-dialog';
import { alurPath } from './components/langkah-alur';
import { RouterLink } from '@sid/ui/router-link';
import { KeteranganMasukSection } from './components/keterangan-masuk-section';

const useStyles = makeStyles({
  summary: { display: 'block', marginBottom: tokens.spacingVerticalM },
});

const LIST_PATH = '/penduduk_masuk';

export function PendudukMasukDetailPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { idKK = '' } = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshRegistry();
  const kk = usePendudukMasuk(idKK);
  const [hapus, setHapus] = useState<Penduduk | null>(null);

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
                {/* Issue 40: the day the family arrived, corrected on the guided flow's first step. */}
                {kartu.tanggal_datang ? (
                  <>
                    {' · '}Tanggal Datang: <strong>{formatTanggalPanjang(kartu.tanggal_datang)}</strong>{' '}
                    (<RouterLink to={alurPath(kartu._id, 'kartu')} aria-label={`Ubah Tanggal Datang KK ${kartu.no_kk}`}>ubah</RouterLink>)
                  </>
                ) : null}
                {/* Issue 40: a family entered without its documents is resumed in the guided flow. */}
                {kartu.data_penduduk_masuk === null ? (
                  <> · <RouterLink to={alurPath(kartu._id, 'anggota')}>Lanjutkan Pendataan</RouterLink></>
                ) : null}
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
                <HapusAnggotaMasukDialog
                  anggota={hapus}
                  idKK={kartu._id}
                  jumlahAnggota={members.length}
                  onCancel={() => setHapus(null)}
                  onDeleted={(kartuTerhapus) => {
                    setHapus(null);
                    if (kartuTerhapus) navigate(LIST_PATH);
                  }}
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
