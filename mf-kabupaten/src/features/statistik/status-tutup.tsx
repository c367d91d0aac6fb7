// A village's month in the regency's monthly report: closed, open, or not owed (the village's first
// month is later: installed after it; `bulanWajibLapor` of the contract, as the server's unclosed list).
import { Badge } from '@fluentui/react-badge';
import { makeStyles } from '@griffel/react';
import { bulanWajibLapor } from '@sid/openapi/domain';

// A badge's box has a fixed height: its words stay on one line (issue 40), the column makes room.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap' } });

export function StatusTutup({ bulan, bulanPertama, ditutup }: { bulan: string; bulanPertama: string; ditutup: string | null }) {
  const s = useStyles();
  if (ditutup) return <Badge className={s.badge} appearance="tint" color="success">Ditutup</Badge>;
  if (!bulanWajibLapor(bulan, bulanPertama)) return <Badge className={s.badge} appearance="tint" color="informative">Belum ada data</Badge>;
  return <Badge className={s.badge} appearance="tint" color="warning">Belum ditutup</Badge>;
}
