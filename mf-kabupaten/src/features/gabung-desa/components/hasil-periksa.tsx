// The dry run's answer (issue 38): the village as the export has it, the rows per table in words, and every
// conflict with what to do about it. Only without a conflict is 'Gabungkan' offered.
import type { Ref } from 'react';
import { Button } from '@fluentui/react-button';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Body1 } from '@fluentui/react-text';
import { ArrowImportRegular } from '@fluentui/react-icons';
import { Banner } from '@sid/ui/banner';
import { formatTanggalWaktu } from '@sid/ui/format';
import { usePageStyles } from '@sid/ui/page';
import type { PeriksaGabungDesa } from '../api/periksa-gabung-desa';
import { judulKonflik, labelTabel, saranKonflik } from './label-gabung';

const angka = (n: number) => n.toLocaleString('id-ID');

export function HasilPeriksa({ hasil, tujuan, headingRef, onGabung }: {
  hasil: PeriksaGabungDesa;
  /** Where it would go, in words ('sebagai desa baru', 'ke Desa Tulungrejo'). */
  tujuan: string;
  headingRef: Ref<HTMLHeadingElement>;
  onGabung: () => void;
}) {
  const page = usePageStyles();
  const { desa, jumlah, konflik } = hasil;
  return (
    <section className={page.card} aria-labelledby="hasil-periksa-title">
      <h2 id="hasil-periksa-title" tabIndex={-1} ref={headingRef} className={page.sectionTitle}>Hasil Pemeriksaan</h2>
      <div className={page.stack}>
        {desa ? (
          <Body1 block as="p">
            {`Ekspor Desa ${desa.nama_desa}${desa.kecamatan ? `, Kecamatan ${desa.kecamatan}` : ''}${desa.kode_wilayah ? ` (kode ${desa.kode_wilayah})` : ''}`}
            {hasil.dibuat_pada ? `, dibuat ${formatTanggalWaktu(hasil.dibuat_pada)}` : ''}{`, akan digabungkan ${tujuan}.`}
          </Body1>
        ) : null}
        {konflik.length > 0 ? (
          <>
            <Banner intent="error" message={`Ekspor ini belum dapat digabungkan: ${angka(konflik.length)} masalah harus diselesaikan dulu. Tidak ada data yang disimpan.`} />
            <ul aria-label="Masalah penggabungan">
              {konflik.map((k, i) => (
                <li key={`${k.jenis}-${i}`}>
                  <strong>{`${judulKonflik(k.jenis)}: `}</strong>{k.pesan}. {saranKonflik(k.jenis)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Banner intent="success" message="Tidak ada konflik dengan data kabupaten: desa ini siap digabungkan." />
        )}
        {jumlah.length > 0 ? (
          <Table aria-label="Isi ekspor per jenis data" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Jenis data</TableHeaderCell>
                <TableHeaderCell>Jumlah</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {jumlah.map((j) => (
                <TableRow key={j.tabel}>
                  <TableCell>{labelTabel(j.tabel)}</TableCell>
                  <TableCell>{angka(j.jumlah)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {hasil.bisa_digabung ? (
          <div className={page.buttons}>
            <Button appearance="primary" icon={<ArrowImportRegular />} onClick={onGabung}>Gabungkan</Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
