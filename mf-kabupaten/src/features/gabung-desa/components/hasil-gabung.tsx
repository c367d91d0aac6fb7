// After the join (issue 38): the new village, a link to it, and who signs in where with their old password.
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { Banner } from '@sid/ui/banner';
import { usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import type { HasilGabungDesa } from '../api/gabung-desa';

export function HasilGabung({ hasil }: { hasil: HasilGabungDesa }) {
  const page = usePageStyles();
  const penduduk = hasil.jumlah.find((j) => j.tabel === 'penduduk')?.jumlah ?? 0;
  return (
    <section className={page.card} aria-labelledby="hasil-gabung-title">
      <Subtitle2 block as="h2" id="hasil-gabung-title" className={page.sectionTitle}>Desa Digabungkan</Subtitle2>
      <div className={page.stack}>
        <Banner intent="success" message={`Desa ${hasil.nama_desa} berhasil digabungkan ke kabupaten dengan ${penduduk.toLocaleString('id-ID')} penduduk.`}>
          <RouterLink to={`/kabupaten/desa/${hasil.desa_id}`}>{`Buka Desa ${hasil.nama_desa}`}</RouterLink>
        </Banner>
        <Body1 block as="p">
          {`Pengguna desa masuk dengan username dan password lama mereka di ${hasil.url_masuk}. Beri tahu mereka alamat ini; aplikasi desa yang lama sebaiknya tidak dipakai lagi untuk mencatat.`}
        </Body1>
        <Table aria-label="Pengguna desa yang digabungkan" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Nama Lengkap</TableHeaderCell>
              <TableHeaderCell>Username</TableHeaderCell>
              <TableHeaderCell>Role</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {hasil.pengguna.map((u) => (
              <TableRow key={u.username}>
                <TableCell>{u.nama_lengkap}</TableCell>
                <TableCell>{u.username}</TableCell>
                <TableCell>{u.role}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
