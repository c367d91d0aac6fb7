// /cadangan (a single village's Super Admin; a regency's Admin Kabupaten): 'Cadangan Data'. The state
// of the backups (warning, last good run, schedule), 'Cadangkan Sekarang', and the recorded runs with
// 'Unduh' where the server allows it (docs/adr/0011-backups.md); on a standalone install, the export to
// join the regency and, after it, 'Desa Hanya-Baca' (issue 38). While a run is `berjalan` both reads
// ask again every second; they stop once it has ended.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Subtitle2 } from '@fluentui/react-text';
import { ArchiveRegular, BuildingGovernmentRegular } from '@fluentui/react-icons';
import { SORT_KEYS } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { answerStates, DataStates, EmptyState, ErrorState, recordStates } from '@sid/ui/states';
import { POLL_MS, useCadanganList, type Cadangan } from './api/list-cadangan';
import { useStatusCadangan } from './api/get-status-cadangan';
import { startCadangan } from './api/start-cadangan';
import { downloadCadangan } from './api/download-cadangan';
import { CadanganTable } from './components/cadangan-table';
import { StatusPanel } from './components/status-panel';
import { downloadEksporDesa } from './api/download-ekspor-desa';
import { useDesaSaya } from './api/hanya-baca';
import { HanyaBacaSection } from './components/hanya-baca-section';

// Fetched when first opened: most visits never export.
const EksporDesaDialog = lazy(() => import('./components/ekspor-desa-dialog').then((m) => ({ default: m.EksporDesaDialog })));

export function CadanganPage() {
  const styles = usePageStyles();
  const action = useServerAction();
  const table = useTableState({ sort: 'mulai', order: 'desc' }, { syncUrl: true, sortKeys: SORT_KEYS.CadanganSort });
  const [berjalan, setBerjalan] = useState(false);
  const interval = berjalan ? POLL_MS : 0;
  const status = useStatusCadangan(true, interval);
  const list = useCadanganList(table.query, interval);
  const [mengunduh, setMengunduh] = useState<string | null>(null);
  const [ekspor, setEkspor] = useState(false);
  // The village's read-only setting (issue 38): offered after the export, on a standalone install.
  const desaSaya = useDesaSaya();
  const hanyaBaca = desaSaya.data?.data.hanya_baca;

  // Poll while the server or the list says a run is under way (a started run, or the schedule's).
  const sedangBerjalan = status.data?.data.berjalan === true || (list.data?.data.some((r) => r.status === 'berjalan') ?? false);
  if (sedangBerjalan !== berjalan) setBerjalan(sedangBerjalan);

  const refused = [status.error, list.error].find((e) => e?.status === 403);
  const s = status.data?.data;

  const mulai = async () => {
    const done = await action.run(startCadangan, 'Pencadangan dimulai');
    // The reloads show the run `berjalan`, which starts the polling.
    if (done) await Promise.all([status.mutate(), list.mutate()]);
  };
  const unduh = async (run: Cadangan) => {
    setMengunduh(run._id);
    try {
      await action.run(() => downloadCadangan(run), 'Arsip diunduh');
    } finally {
      setMengunduh(null);
    }
  };

  const startButton = (
    <Button
      appearance="primary"
      icon={berjalan || action.busy ? <Spinner size="tiny" /> : <ArchiveRegular />}
      disabledFocusable={berjalan || action.busy}
      onClick={() => void mulai()}
    >
      Cadangkan Sekarang
    </Button>
  );

  if (refused) {
    // A regency's village Super Admin (the drawer cannot tell a regency from a single village).
    return (
      <section aria-labelledby="cadangan-title">
        <PageHeader id="cadangan-title" title="Cadangan Data" />
        <div className={styles.card}>
          <ErrorState title="Cadangan dikelola oleh Admin Kabupaten" message={refused.message} />
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="cadangan-title">
      <PageHeader id="cadangan-title" title="Cadangan Data" actions={startButton} />
      <div className={styles.stack}>
        <section className={styles.card} aria-labelledby="status-cadangan-title">
          <Subtitle2 as="h2" id="status-cadangan-title" className={styles.sectionTitle}>Status Pencadangan</Subtitle2>
          <DataStates {...recordStates(status)}>{(data) => <StatusPanel status={data} />}</DataStates>
        </section>
        {s?.ekspor_desa_diizinkan ? (
          // Issue 38: a village running alone joins its regency with all its data.
          <section className={styles.card} aria-labelledby="gabung-kabupaten-title">
            <Subtitle2 as="h2" id="gabung-kabupaten-title" className={styles.sectionTitle}>Bergabung ke Kabupaten</Subtitle2>
            <p>
              Desa ini berjalan mandiri. Bila kabupaten memakai Sistem Kependudukan Desa, seluruh data desa dapat
              digabungkan ke server kabupaten: ekspor dengan kunci gabung dari Admin Kabupaten, lalu serahkan berkasnya.
            </p>
            <div>
              <Button icon={<BuildingGovernmentRegular />} onClick={() => setEkspor(true)}>Ekspor untuk Bergabung ke Kabupaten</Button>
            </div>
          </section>
        ) : null}
        {hanyaBaca && (s?.ekspor_desa_diizinkan || hanyaBaca.hanya_baca) ? <HanyaBacaSection setelan={hanyaBaca} onChanged={() => void desaSaya.mutate()} /> : null}
        <section className={styles.card} aria-labelledby="riwayat-cadangan-title">
          <Subtitle2 as="h2" id="riwayat-cadangan-title" className={styles.sectionTitle}>Riwayat Pencadangan</Subtitle2>
          <DataStates
            {...answerStates(list)}
            isEmpty={(page) => page.total === 0}
            empty={<EmptyState title="BELUM ADA CADANGAN" description="Cadangan dibuat otomatis setiap hari, atau tekan 'Cadangkan Sekarang'." action={startButton} />}
          >
            {(page) => (
              <CadanganTable
                rows={page.data}
                total={page.total}
                query={table.query}
                onQueryChange={table.onChange}
                // The polls every second do not dim the table; a new page or sort does.
                loading={list.isValidating && !berjalan}
                zona={s?.jadwal.zona_waktu}
                unduh={s?.unduh_diizinkan ? (run) => void unduh(run) : undefined}
                mengunduh={mengunduh}
              />
            )}
          </DataStates>
        </section>
      </div>
      {ekspor ? (
        <Suspense fallback={null}>
          <EksporDesaDialog
            onSubmit={(values, form) => action.submit(() => downloadEksporDesa(values.kunci), { form, fallback: 'Berkas ekspor diunduh', onSaved: () => setEkspor(false) })}
            onCancel={() => setEkspor(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

export default CadanganPage;
