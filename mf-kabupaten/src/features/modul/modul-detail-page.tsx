// /kabupaten/modul/:modulId (Admin Kabupaten): one module. Its installed versions (an incompatible
// one says why, plainly, and cannot be chosen), the regency's version ('Terapkan ke semua desa', or
// back to the one before, named 'Naikkan ke …' or 'Turunkan ke …' for what it does), and its
// villages: each one's version, what its staff loaded last and the failures their shells reported,
// with a staged rollout for chosen villages or a whole kecamatan. Every change is confirmed first,
// in one kind of dialog that says what happens to how many villages (issue 40).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle2 } from '@fluentui/react-text';
import { SORT_KEYS } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { useTableState } from '@sid/ui/data-table';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { useServerAction } from '@sid/ui-desa/feedback';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DesaPaged, useCariDesa, useRingkasanKabupaten } from '../kabupaten';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { useModulKabupaten, type ModulKabupaten } from './api/list-modul-kabupaten';
import { useModulDesa, type ModulDesa, type ModulDesaSort } from './api/list-modul-desa';
import { kembalikanVersiDefault, setVersiDefault } from './api/versi-default';
import { aturModulDesa } from './api/atur-modul-desa';
import { AturDesa, type PermintaanAturDesa } from './components/atur-desa';
import { konfirmasiAturDesa } from './components/konfirmasi-atur-desa';
import { useDialogRefusal } from './components/dialog-refusal';
import { angka, labelPindah, sebutVersi, type PilihanVersi } from './components/format';
import { ModulDesaTable } from './components/modul-desa-table';
import { VersiKabupaten } from './components/versi-kabupaten';
import { VersiTerpasang } from './components/versi-terpasang';

const useStyles = makeStyles({
  crumbs: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS },
  crumbList: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  search: { minWidth: '260px' },
});

type Dialog =
  | { kind: 'default'; pilihan: PilihanVersi }
  | { kind: 'kembalikan' }
  | { kind: 'desa'; permintaan: PermintaanAturDesa }
  | null;

/** How many villages run the regency's version ('12 desa'), when the regency's count is known. */
function pengikut(modul: ModulKabupaten, jumlahDesa: number | undefined): string {
  if (jumlahDesa === undefined) return 'Semua desa yang mengikuti versi kabupaten';
  return `${angka(Math.max(0, jumlahDesa - modul.desa_versi_khusus))} desa yang mengikuti versi kabupaten`;
}

function Breadcrumb({ judul }: { judul?: string }) {
  const own = useStyles();
  return (
    <nav aria-label="Lokasi halaman" className={own.crumbs}>
      <ol className={own.crumbList}>
        <li><RouterLink to="/kabupaten/modul">Rilis Modul</RouterLink></li>
        {judul ? <li aria-current="page">/ {judul}</li> : null}
      </ol>
    </nav>
  );
}

export function ModulDetailPage() {
  const styles = usePageStyles();
  const own = useStyles();
  const { modulId = '' } = useParams();
  const action = useServerAction();
  const refusal = useDialogRefusal();
  const read = useModulKabupaten();
  const ringkasan = useRingkasanKabupaten();
  const table = useTableState<ModulDesaSort>({ sort: 'nama_desa' }, { syncUrl: true, sortKeys: SORT_KEYS.ModulDesaSort });
  const cari = useCariDesa(() => table.setPage(0));
  const desa = useModulDesa(modulId, table.query, cari.filter);
  // The chosen villages by id, with their row as it was when chosen (for the confirmation's words).
  const [terpilih, setTerpilih] = useState<ReadonlyMap<string, ModulDesa>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);

  const modul = read.data?.data.find((m) => m.id === modulId);
  const kecamatanJumlah = ringkasan.data?.data.kecamatan ?? [];
  const kecamatan = kecamatanJumlah.map((k) => k.kecamatan);
  const back = <BackButton to="/kabupaten/modul" />;

  const reload = () => Promise.all([read.mutate(), desa.mutate()]);
  const close = () => {
    refusal.clear();
    setDialog(null);
  };
  const pilih = (rows: readonly ModulDesa[], on: boolean) => setTerpilih((prev) => {
    const next = new Map(prev);
    for (const row of rows) {
      if (on) next.set(row.desa_id, row);
      else next.delete(row.desa_id);
    }
    return next;
  });
  /** A confirmed change: the dialog closes when saved, stays open with the server's message when refused. */
  const confirmed = <R extends { message?: string }>(call: () => Promise<R>, fallback: string) => {
    void action.submit(call, { form: refusal.form, fallback, onSaved: () => { close(); return reload(); } });
  };
  const atur = (permintaan: PermintaanAturDesa) => {
    refusal.clear();
    setDialog({ kind: 'desa', permintaan });
  };

  return (
    <section aria-labelledby="modul-detail-title">
      <Breadcrumb judul={modul?.judul} />
      <PageHeader id="modul-detail-title" title={modul ? `Modul ${modul.judul}` : 'Detail Modul'} actions={back} />
      <DataStates
        {...recordStates(read)}
        frame={(panel) => <div className={styles.card}>{panel}</div>}
      >
        {(rows) => {
          const m = rows.find((r) => r.id === modulId);
          if (!m) {
            return (
              <div className={styles.card}>
                <NotFoundState title="MODUL TIDAK DITEMUKAN" description={`Server ini tidak mengenal modul ${modulId}.`} action={back} />
              </div>
            );
          }
          return (
            <div className={styles.stack}>
              <div className={styles.card}>
                <Subtitle2 as="h2" className={styles.sectionTitle}>Versi terpasang</Subtitle2>
                <VersiTerpasang modul={m} />
              </div>
              <div className={styles.card}>
                <Subtitle2 as="h2" className={styles.sectionTitle}>Versi kabupaten</Subtitle2>
                <VersiKabupaten
                  key={m.versi_default ?? ''}
                  modul={m}
                  onTerapkan={(pilihan) => { refusal.clear(); setDialog({ kind: 'default', pilihan }); }}
                  onKembalikan={() => { refusal.clear(); setDialog({ kind: 'kembalikan' }); }}
                />
              </div>
              <div className={styles.card}>
                <Subtitle2 as="h2" className={styles.sectionTitle}>Desa</Subtitle2>
                <DesaPaged<ModulDesa, ModulDesaSort> state={cari} kecamatan={kecamatan} inputClassName={own.search} read={desa} table={table}>
                  {(page) => <ModulDesaTable {...page} bawaan={m.bawaan} terpilih={new Set(terpilih.keys())} onPilih={pilih} />}
                </DesaPaged>
                <AturDesa
                  modul={m}
                  // As the page now shows them (after a change, a chosen village's row is reloaded).
                  terpilih={[...terpilih.values()].map((r) => desa.data?.data.find((x) => x.desa_id === r.desa_id) ?? r)}
                  kecamatan={kecamatanJumlah}
                  kecamatanGagal={Boolean(ringkasan.error)}
                  busy={action.busy}
                  onAtur={atur}
                  onKosongkan={() => setTerpilih(new Map())}
                />
              </div>
            </div>
          );
        }}
      </DataStates>

      {dialog?.kind === 'default' && modul ? (
        <ConfirmDialog
          open
          title={`TERAPKAN VERSI ${dialog.pilihan.label.toUpperCase()} KE SEMUA DESA ?`}
          note={(
            <>
              {`${labelPindah(modul.versi_default, dialog.pilihan.versi, modul.bawaan).replace(/ ke .*$/, '')} versi kabupaten dari ${sebutVersi(modul.versi_default, modul.bawaan)} ke ${sebutVersi(dialog.pilihan.versi, modul.bawaan)}. `}
              {`${pengikut(modul, ringkasan.data?.data.jumlah_desa)} memuat versi ini saat modul ${modul.judul} dibuka berikutnya. `}
              {modul.desa_versi_khusus > 0 ? `${angka(modul.desa_versi_khusus)} desa dengan versi khusus tidak berubah.` : ''}
              {refusal.message ? <Banner intent="error" message={refusal.message} /> : null}
            </>
          )}
          confirmLabel="Terapkan"
          busy={action.busy}
          onConfirm={() => confirmed(() => setVersiDefault(modulId, dialog.pilihan.versi), `Versi kabupaten ${dialog.pilihan.label} diterapkan`)}
          onCancel={close}
        />
      ) : null}
      {dialog?.kind === 'kembalikan' && modul ? (
        <ConfirmDialog
          open
          title={`${labelPindah(modul.versi_default, modul.versi_sebelumnya, modul.bawaan).toUpperCase()} UNTUK SEMUA DESA ?`}
          note={(
            <>
              {`Versi kabupaten kembali dari ${sebutVersi(modul.versi_default, modul.bawaan)} ke ${sebutVersi(modul.versi_sebelumnya, modul.bawaan)}, versi sebelum perubahan terakhir. `}
              {`${pengikut(modul, ringkasan.data?.data.jumlah_desa)} memuatnya saat modul ${modul.judul} dibuka berikutnya.`}
              {modul.desa_versi_khusus > 0 ? ` ${angka(modul.desa_versi_khusus)} desa dengan versi khusus tidak berubah.` : ''}
              {refusal.message ? <Banner intent="error" message={refusal.message} /> : null}
            </>
          )}
          confirmLabel={labelPindah(modul.versi_default, modul.versi_sebelumnya, modul.bawaan).split(' ')[0] ?? 'Kembalikan'}
          busy={action.busy}
          onConfirm={() => confirmed(() => kembalikanVersiDefault(modulId), `Versi kabupaten modul ${modul.judul} kini ${sebutVersi(modul.versi_sebelumnya, modul.bawaan)}`)}
          onCancel={close}
        />
      ) : null}
      {dialog?.kind === 'desa' && modul ? (() => {
        const k = konfirmasiAturDesa(modul, dialog.permintaan);
        return (
          <ConfirmDialog
            open
            danger={k.danger}
            title={k.judul}
            note={(
              <>
                {k.uraian}
                {refusal.message ? <Banner intent="error" message={refusal.message} /> : null}
              </>
            )}
            confirmLabel={k.tombol}
            busy={action.busy}
            onConfirm={() => confirmed(() => aturModulDesa(modulId, dialog.permintaan.input), 'Desa diperbarui')}
            onCancel={close}
          />
        );
      })() : null}
    </section>
  );
}

export default ModulDetailPage;
