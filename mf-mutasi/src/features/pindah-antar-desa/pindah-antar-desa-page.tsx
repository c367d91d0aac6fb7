// /pindah_antar_desa: moves between this village and another of the regency. "Kedatangan dari desa
// lain": families another village sent here (the ones waiting first, to check and accept or refuse);
// "Pindah ke desa lain": families this village sent, with what became of them. 'Kirim Pindah' opens
// the move-out form (destination and date first).
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, EmptyState, recordStates } from '@sid/ui/states';
import { usePindahList } from './api/pindah-antar-desa';
import { PindahTable } from './components/pindah-table';

function Bagian({ arah, title, kosong }: { arah: 'masuk' | 'keluar'; title: string; kosong: string }) {
  const styles = usePageStyles();
  const list = usePindahList(arah);
  const id = `pindah-${arah}-title`;
  return (
    <section aria-labelledby={id} className={styles.card}>
      <PageHeader as="h2" id={id} title={title} />
      <DataStates {...recordStates(list)} isEmpty={(rows) => rows.length === 0} empty={<EmptyState title={kosong} />}>
        {(rows) => {
          const menunggu = rows.filter((m) => m.status === 'dikirim').length;
          return (
            <div className={styles.stack}>
              {arah === 'masuk' ? <Body1>{`${menunggu} kedatangan menunggu keputusan`}</Body1> : null}
              <PindahTable rows={[...rows].sort((x, y) => Number(y.status === 'dikirim') - Number(x.status === 'dikirim'))} arah={arah} label={title} />
            </div>
          );
        }}
      </DataStates>
    </section>
  );
}

export function PindahAntarDesaPage() {
  const styles = usePageStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.stack}>
      <PageHeader id="pindah-antar-desa-title" title="Pindah Antar Desa" actions={<Button appearance="primary" onClick={() => navigate('/pindah_antar_desa/kirim')}>Kirim Pindah</Button>} />
      <Bagian arah="masuk" title="Kedatangan dari desa lain" kosong="BELUM ADA KEDATANGAN DARI DESA LAIN" />
      <Bagian arah="keluar" title="Pindah ke desa lain" kosong="BELUM ADA PINDAH KE DESA LAIN" />
    </div>
  );
}

export default PindahAntarDesaPage;
