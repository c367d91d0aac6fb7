// A village's page (features/kabupaten's desa-page) shows its modules: the version each runs, what its
// staff loaded last and the failures (issue 40). The module's title opens its page, where the
// version is changed.
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { RouterLink } from '@sid/ui/router-link';
import { DataStates, recordStates } from '@sid/ui/states';
import { useVersiModulDesa } from '../api/get-versi-modul-desa';
import { useModulKabupaten } from '../api/list-modul-kabupaten';
import { GagalSel, MuatSel, useSelStyles, VersiSel } from './sel-modul';

export function VersiModulDesa({ desaId }: { desaId: string }) {
  const styles = useSelStyles();
  const read = useVersiModulDesa(desaId);
  const modul = useModulKabupaten();
  return (
    <DataStates {...recordStates(read)}>
      {(desa) => (
        <Table aria-label="Versi modul desa ini" size="small">
          <TableHeader>
            <TableRow>
              {['Modul', 'Versi', 'Dimuat terakhir', 'Gagal dimuat'].map((h) => <TableHeaderCell key={h} className={styles.cell}>{h}</TableHeaderCell>)}
            </TableRow>
          </TableHeader>
          <TableBody>
            {desa.modul.map((sel) => {
              const m = modul.data?.data.find((x) => x.id === sel.modul_id);
              const bawaan = m?.bawaan ?? null;
              return (
                <TableRow key={sel.modul_id}>
                  <TableCell className={styles.cell}><RouterLink to={`/kabupaten/modul/${sel.modul_id}`}>{m?.judul ?? sel.modul_id}</RouterLink></TableCell>
                  <TableCell className={styles.cell}><VersiSel sel={sel} bawaan={bawaan} /></TableCell>
                  <TableCell className={styles.cell}><MuatSel sel={sel} bawaan={bawaan} /></TableCell>
                  <TableCell className={styles.cell}><GagalSel sel={sel} /></TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </DataStates>
  );
}
