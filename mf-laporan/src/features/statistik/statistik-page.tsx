// /laporan/statistik: Statistik Penduduk of the village (issue 37). Its living residents (the
// dashboard's total) by age group and sex (a pyramid), religion, education, occupation, marital
// status, dusun, RW and RT: each table beside its chart, every table adding up to the same total.
// 'Dusun' narrows everything to one dusun (?dusun=). Downloadable (CSV/.xlsx) and printable on A4.
import { useSearchParams } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, recordStates } from '@sid/ui/states';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { useWilayahDesa } from '@sid/ui-desa/wilayah';
import { PanelStatistik, TombolCetak, angkaId } from '@sid/ui-desa/statistik';
import { downloadStatistikPenduduk, useStatistikPenduduk } from './statistik-api';

const useStyles = makeStyles({
  alat: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, '@media print': { display: 'none' } },
  ringkas: { margin: 0 },
});

export function StatistikPage() {
  const s = useStyles();
  const page = usePageStyles();
  const [params, setParams] = useSearchParams();
  const dusun = params.get('dusun');
  const read = useStatistikPenduduk(dusun);
  const wilayah = useWilayahDesa().data?.data.dusun ?? [];
  const namaDusun = wilayah.find((d) => d._id === dusun)?.nama;
  const pilihDusun = (id: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('dusun', id);
      else next.delete('dusun');
      return next;
    });
  return (
    <section aria-labelledby="statistik-title" data-letter-root="">
      <PageHeader id="statistik-title" title={namaDusun ? `Statistik Penduduk Dusun ${namaDusun}` : 'Statistik Penduduk'} />
      <div className={page.stack}>
        <div className={s.alat}>
          <Field label="Dusun">
            <Select value={dusun ?? ''} onChange={(_, d) => pilihDusun(d.value)}>
              <option value="">Semua dusun</option>
              {wilayah.map((d) => <option key={d._id} value={d._id}>{d.nama}</option>)}
            </Select>
          </Field>
          <CsvDownloadButton disabled={!read.data} withFormats download={(format) => downloadStatistikPenduduk(dusun, format)} />
          <TombolCetak disabled={!read.data} />
        </div>
        <DataStates {...recordStates(read)}>
          {(st) => (
            <div className={page.stack}>
              <p className={s.ringkas}>
                {angkaId(st.jumlah.jumlah)} penduduk hidup ({angkaId(st.jumlah.laki_laki)} laki-laki, {angkaId(st.jumlah.perempuan)} perempuan), umur per {st.tanggal.split('-').reverse().join('-')}.
              </p>
              <div className={page.card}>
                <PanelStatistik tabel={st.tabel} />
              </div>
            </div>
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default StatistikPage;
