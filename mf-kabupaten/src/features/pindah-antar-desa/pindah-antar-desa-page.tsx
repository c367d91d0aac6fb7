// /kabupaten/pindah_antar_desa (Admin Kabupaten): moves between the regency's villages per month and
// pair of kecamatan: in flight, accepted, refused, cancelled. Counts only (the regency reads no move's
// contents: sid_jumlah_pindah_antar_desa(), migration 0030).
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { useApiGet } from '@sid/openapi';
import { labelBulan } from '@sid/openapi/domain';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, EmptyState, recordStates } from '@sid/ui/states';
import { rekapPindah, tampilJumlah } from './rekap-pindah';

export function PindahAntarDesaKabupatenPage() {
  const styles = usePageStyles();
  const read = useApiGet('/api/kabupaten/pindah_antar_desa', {});
  return (
    <section aria-labelledby="pindah-kabupaten-title">
      <PageHeader id="pindah-kabupaten-title" title="Pindah Antar Desa" />
      <div className={styles.card}>
        <DataStates
          {...recordStates(read)}
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyState title="BELUM ADA PINDAH ANTAR DESA" description="Perpindahan keluarga antar desa di kabupaten ini akan terhitung di sini." />}
        >
          {(rows) => (
            <Table aria-label="Jumlah pindah antar desa per bulan dan kecamatan" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Bulan</TableHeaderCell>
                  <TableHeaderCell>Kecamatan asal</TableHeaderCell>
                  <TableHeaderCell>Kecamatan tujuan</TableHeaderCell>
                  <TableHeaderCell>Menunggu</TableHeaderCell>
                  <TableHeaderCell>Diterima</TableHeaderCell>
                  <TableHeaderCell>Ditolak</TableHeaderCell>
                  <TableHeaderCell>Dibatalkan</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rekapPindah(rows).map((b) => (
                  <TableRow key={`${b.bulan}|${b.kecamatanAsal}|${b.kecamatanTujuan}`}>
                    <TableCell>{labelBulan(b.bulan)}</TableCell>
                    <TableCell>{b.kecamatanAsal}</TableCell>
                    <TableCell>{b.kecamatanTujuan}</TableCell>
                    <TableCell>{tampilJumlah(b.jumlah.dikirim)}</TableCell>
                    <TableCell>{tampilJumlah(b.jumlah.diterima)}</TableCell>
                    <TableCell>{tampilJumlah(b.jumlah.ditolak)}</TableCell>
                    <TableCell>{tampilJumlah(b.jumlah.dibatalkan)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default PindahAntarDesaKabupatenPage;
