// A village's month in the regency's monthly report: closed, open, or not owed (the village's first
// month is later: installed after it; `bulanWajibLapor` of the contract, as the server's unclosed list).
import { Badge } from '@fluentui/react-badge';
import { bulanWajibLapor } from '@sid/openapi/domain';

export function StatusTutup({ bulan, bulanPertama, ditutup }: { bulan: string; bulanPertama: string; ditutup: string | null }) {
  if (ditutup) return <Badge appearance="tint" color="success">Ditutup</Badge>;
  if (!bulanWajibLapor(bulan, bulanPertama)) return <Badge appearance="tint" color="informative">Belum ada data</Badge>;
  return <Badge appearance="tint" color="warning">Belum ditutup</Badge>;
}
