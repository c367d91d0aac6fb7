// The moves of one direction: the other village, the family (No. KK, head, people), the move date and
// its state (with the refusal's reason); each row opens the move.
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { RouterLink } from '@sid/ui/router-link';
import { formatTanggalPanjang } from '@sid/ui/format';
import { namaDesa, STATUS_PINDAH, type PindahAntarDesa } from '../api/pindah-antar-desa';

export function PindahTable({ rows, arah, label }: { rows: PindahAntarDesa[]; arah: 'masuk' | 'keluar'; label: string }) {
  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{arah === 'masuk' ? 'Dari desa' : 'Ke desa'}</TableHeaderCell>
          <TableHeaderCell>No. KK</TableHeaderCell>
          <TableHeaderCell>Nama</TableHeaderCell>
          <TableHeaderCell>Jumlah</TableHeaderCell>
          <TableHeaderCell>Tanggal pindah</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((m) => (
          <TableRow key={m._id}>
            <TableCell>
              <RouterLink to={`/pindah_antar_desa/${m._id}`}>{namaDesa(arah === 'masuk' ? m.desa_asal : m.desa_tujuan)}</RouterLink>
            </TableCell>
            <TableCell>{m.no_kk}</TableCell>
            <TableCell>{m.anggota[0]?.nama_lengkap ?? '-'}</TableCell>
            <TableCell>{`${m.anggota.length} orang`}</TableCell>
            <TableCell>{formatTanggalPanjang(m.tanggal_pindah)}</TableCell>
            <TableCell>{m.status === 'ditolak' && m.alasan_tolak ? `${STATUS_PINDAH.ditolak}: ${m.alasan_tolak}` : STATUS_PINDAH[m.status]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
