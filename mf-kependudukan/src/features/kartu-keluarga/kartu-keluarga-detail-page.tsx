// /kartu_keluarga/{id}/d (and /kartu_keluarga/{id}/d/{memberId}, that member highlighted): the
// members, CSV, add member, per-row Edit and Hapus, and the whole-family Mutasi (spec §4 rule); the
// card's address here with 'Ubah Alamat' (issue 35); while its head died or moved out and others still
// live on it, a banner and 'Tentukan Kepala Keluarga' (issue 40).
import { useNavigate, useParams } from 'react-router-dom';
import { useEffect, useRef, useState } from 'react';
import { useReactToPrint } from 'react-to-print';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { AddRegular, ArrowExitRegular, LocationRegular, PrintRegular } from '@fluentui/react-icons';
import { type Penduduk, useRefreshRegistry } from '@sid/openapi';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { HapusDialog } from '@sid/ui-desa/hapus-dialog';
import { useServerAction } from '@sid/ui-desa/feedback';
import { DataStates, EmptyState, NotFoundState, recordStates } from '@sid/ui/states';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { GuardedButton } from '../../lib/guarded-button';
import { useKartuKeluarga } from './api/get-kartu-keluarga';
import { downloadAnggotaKeluarga } from './api/download-kartu-keluarga';
import { deleteAnggota, useDampakHapusAnggota } from './api/anggota';
import { pindahKeluarga } from './api/pindah-keluarga';
import { alasanPindahKeluargaDitolak, ATURAN_ALASAN_HAPUS } from '@sid/openapi/rules';
import { AnggotaTable } from './components/anggota-table';
import { AlamatDesaDialog } from '@sid/ui-desa/wilayah-form';
import { useVillage } from '@sid/ui-desa/module';
import { KartuKeluargaCetak, KK_PAGE_STYLE } from './components/kartu-keluarga-cetak';
import { updateAlamatKartuKeluarga } from './api/update-alamat-kartu-keluarga';
import { perluKepalaBaru } from '@sid/openapi/domain';
import { Banner } from '@sid/ui/banner';
import { setKepalaKeluarga } from './api/kepala-keluarga';
import { KepalaBaruDialog } from './components/kepala-baru-dialog';

const useStyles = makeStyles({
  summary: { marginBottom: tokens.spacingVerticalM, display: 'block' },
  alamat: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
});

type Dialog = { kind: 'hapus'; anggota: Penduduk } | { kind: 'mutasi' } | { kind: 'alamat' } | { kind: 'kepala' } | null;

/** The server's code when the last member went and took the card with them. */
const KARTU_KELUARGA_DIHAPUS = 'KARTU_KELUARGA_DIHAPUS';

export function KartuKeluargaDetailPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { id = '', memberId } = useParams();
  const navigate = useNavigate();
  const kk = useKartuKeluarga(id);
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The card printed like the Dukcapil's KK (issue 35): A4 landscape, through react-to-print.
  const village = useVillage();
  const cetakRef = useRef<HTMLDivElement>(null);
  // The sheet is in the page only while it is printed (its text would double the page's otherwise).
  const [mencetak, setMencetak] = useState(false);
  const selesaiCetak = () => setMencetak(false);
  const cetak = useReactToPrint({ contentRef: cetakRef, documentTitle: `Kartu Keluarga ${kk.data?.data.no_kk ?? ''}`.trim(), pageStyle: KK_PAGE_STYLE, onAfterPrint: selesaiCetak, onPrintError: selesaiCetak });
  useEffect(() => {
    if (mencetak) cetak();
  }, [mencetak, cetak]);
  const dampak = useDampakHapusAnggota(dialog?.kind === 'hapus' ? { idPenduduk: dialog.anggota._id, idKK: id } : null);

  const backButton = (
    <BackButton to="/kartu_keluarga" />
  );

  // The card's own buttons once it is on screen (not over a failed reload).
  const shown = kk.error ? undefined : kk.data?.data;
  const actions = shown ? (
    <>
      {backButton}
      <CsvDownloadButton
        download={() => downloadAnggotaKeluarga(shown._id)}
        disabled={shown.anggota_keluarga.length === 0}
      />
      <Button icon={<PrintRegular />} disabled={shown.anggota_keluarga.length === 0} onClick={() => setMencetak(true)}>
        Cetak KK
      </Button>
      <Button icon={<AddRegular />} onClick={() => navigate(`/kartu_keluarga/${shown._id}/i`)}>
        Tambah Anggota
      </Button>
      <GuardedButton
        appearance="primary"
        icon={<ArrowExitRegular />}
        blockedReason={alasanPindahKeluargaDitolak(shown.anggota_keluarga)}
        onClick={() => setDialog({ kind: 'mutasi' })}
      >
        Mutasi
      </GuardedButton>
    </>
  ) : backButton;

  return (
    <section aria-labelledby="kk-detail-title">
      <PageHeader id="kk-detail-title" title="Daftar Anggota Keluarga" actions={actions} />
      <div className={page.card}>
        <DataStates
          {...recordStates(kk)}
          notFound={<NotFoundState title="KARTU KELUARGA TIDAK DITEMUKAN" description={kk.error?.message} action={backButton} />}
        >
          {(card) => {
            const members = card.anggota_keluarga;
            return (
              <>
                <Body1 className={styles.summary}>
                  Nomor KK: <strong>{card.no_kk}</strong> · {members.length} anggota keluarga
                </Body1>
                <div className={styles.alamat}>
                  <Body1>
                    Alamat: <strong>{card.alamat_desa?.teks || '-'}</strong>
                  </Body1>
                  <Button size="small" icon={<LocationRegular />} onClick={() => setDialog({ kind: 'alamat' })}>
                    Ubah Alamat
                  </Button>
                </div>
                {perluKepalaBaru(members) ? (
                  <div className={styles.summary}>
                    <Banner intent="warning" message="Kepala Keluarga kartu ini telah meninggal atau pindah. Tentukan Kepala Keluarga baru dari anggota yang masih tinggal.">
                      <Button size="small" appearance="primary" onClick={() => setDialog({ kind: 'kepala' })}>
                        Tentukan Kepala Keluarga
                      </Button>
                    </Banner>
                  </div>
                ) : null}
                {members.length === 0 ? (
                  <EmptyState title="DATA ANGGOTA KELUARGA KOSONG" description="Silakan tambah anggota keluarga terlebih dahulu" />
                ) : (
                  <AnggotaTable
                    rows={members}
                    highlightId={memberId}
                    onEdit={(p) => navigate(`/kartu_keluarga/${p._id}/d/update`)}
                    onDelete={(p) => setDialog({ kind: 'hapus', anggota: p })}
                  />
                )}

                {dialog?.kind === 'hapus' ? (
                  <HapusDialog
                    title="APAKAH ANDA YAKIN INGIN MENGHAPUS ANGGOTA KELUARGA INI ?"
                    note={
                      members.length === 1
                        ? `Data ${dialog.anggota.nama_lengkap} akan dihapus, bersama kartu keluarga ini karena tidak lagi memiliki anggota.`
                        : `Data ${dialog.anggota.nama_lengkap} akan dihapus setelah anda menekan tombol hapus.`
                    }
                    dampak={dampak}
                    aturan={ATURAN_ALASAN_HAPUS}
                    onCancel={() => setDialog(null)}
                    onHapus={(alasan, form) => {
                      const last = members.length === 1;
                      return action.submit(() => deleteAnggota(dialog.anggota._id, card._id, alasan), {
                        form,
                        fallback: 'Anggota keluarga berhasil dihapus',
                        onSaved: (done) => {
                          setDialog(null);
                          void refresh();
                          // The server deletes a card left without members: nothing to show here any more.
                          if (done.code === KARTU_KELUARGA_DIHAPUS || last) navigate('/kartu_keluarga');
                        },
                      });
                    }}
                  />
                ) : null}

                {/* What 'Cetak KK' prints: kept out of the screen, copied by react-to-print. */}
                {mencetak ? (
                  <div style={{ display: 'none' }}>
                    <KartuKeluargaCetak ref={cetakRef} kartu={card} village={village} />
                  </div>
                ) : null}

                {dialog?.kind === 'alamat' ? (
                  <AlamatDesaDialog
                    title="Ubah Alamat Kartu Keluarga"
                    alamat={card.alamat_desa}
                    onCancel={() => setDialog(null)}
                    onSubmit={(values, form) => action.submit(() => updateAlamatKartuKeluarga(card._id, values), {
                      form,
                      fallback: 'Alamat kartu keluarga berhasil diperbarui',
                      onSaved: async () => {
                        setDialog(null);
                        await kk.mutate();
                        void refresh();
                      },
                    })}
                  />
                ) : null}

                {dialog?.kind === 'kepala' ? (
                  <KepalaBaruDialog
                    kartu={card}
                    onNanti={() => setDialog(null)}
                    onSimpan={(values, form) => action.submit(() => setKepalaKeluarga(card._id, values.penduduk_id), {
                      form,
                      fallback: 'Kepala Keluarga berhasil ditetapkan',
                      onSaved: async () => {
                        setDialog(null);
                        await kk.mutate();
                        void refresh();
                      },
                    })}
                  />
                ) : null}

                {dialog?.kind === 'mutasi' ? (
                  <ConfirmDialog
                    open
                    title="APAKAH ANDA YAKIN INGIN MEMUTASI SELURUH ANGGOTA KELUARGA INI ?"
                    note={`Seluruh ${members.length} anggota keluarga akan tercatat sebagai Penduduk Keluar Desa.`}
                    cancelLabel="Batal"
                    confirmLabel="Mutasi"
                    busy={action.busy}
                    onCancel={() => setDialog(null)}
                    onConfirm={async () => {
                      await action.run(() => pindahKeluarga(card._id), 'Seluruh anggota keluarga berhasil dipindahkan keluar desa');
                      setDialog(null);
                      void refresh();
                    }}
                  />
                ) : null}
              </>
            );
          }}
        </DataStates>
      </div>
    </section>
  );
}

export default KartuKeluargaDetailPage;
