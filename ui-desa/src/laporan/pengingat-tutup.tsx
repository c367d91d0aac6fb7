// The reminder that last month's Laporan Bulanan Penduduk is not closed (issue 37): on the Laporan
// Bulanan screen (mf-laporan) and on the village's dashboard for its Super Admin (mf-kependudukan),
// with a link to /laporan there. Which month is owed is the contract's rule (`bulanPerluDitutup` of
// @sid/openapi/domain, from the village's first month on); the modules ask for it themselves
// (the dashboard: getPengingatLaporanBulanan) and give the month here, as the backup warning does.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { labelBulan } from '@sid/openapi/domain';
import { RouterLink } from '@sid/ui/router-link';

/** The reminder for month `bulan` ('YYYY-MM'); nothing when there is none (null) or it is not known yet. */
export function PengingatTutupLaporan({ bulan, link = true }: { bulan: string | null | undefined; link?: boolean }) {
  if (!bulan) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Laporan bulanan belum ditutup</MessageBarTitle>
        {`Laporan Bulanan Penduduk ${labelBulan(bulan)} belum ditutup. Periksa angkanya, lalu Super Admin menutup bulan tersebut.`}
        {link ? <> <RouterLink to="/laporan">Buka Laporan Bulanan</RouterLink></> : null}
      </MessageBarBody>
    </MessageBar>
  );
}
