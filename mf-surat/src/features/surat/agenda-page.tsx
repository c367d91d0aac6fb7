// /surat: Buku Agenda Surat Keluar. Every issued letter (number, date, kind, person, signer, issued
// by), newest first, searched and paged by the server; downloaded as CSV or .xlsx in the list's order
// and search; printed on A4 landscape; a letter opened to reprint or (Super Admin) revoke it.
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { AddRegular, PrintRegular } from '@fluentui/react-icons';
import { DataTable, NARROW, tablePageProps, useTableState, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { formatTanggalPanjang, formatTanggalPendek } from '@sid/ui/format';
import { ListPage, listEmpty, useListSearch, usePageStyles } from '@sid/ui/page';
import { EmptyState, NotFoundState } from '@sid/ui/states';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { useSession, useVillage } from '@sid/ui-desa/module';
import { useReactToPrint } from 'react-to-print';
import { downloadSurat, SURAT_DEFAULT_SORT, SURAT_SORT_KEYS, useSuratList, type SuratAgenda, type SuratSort } from './api/surat-api';
import { CabutDialog } from './components/cabut-dialog';
import { STATUS_SURAT } from './surat-page';

const useStyles = makeStyles({
  // The printed register: A4 landscape, plain black on white (react-to-print's iframe has no Fluent tokens).
  cetak: { display: 'none', '@media print': { display: 'block' }, fontFamily: '"Times New Roman", serif', fontSize: '9pt', color: '#000' },
  tabel: { borderCollapse: 'collapse', width: '100%', '& th, & td': { border: '1px solid #000', padding: '1mm 1.5mm', textAlign: 'left', verticalAlign: 'top' } },
  judul: { textAlign: 'center', fontSize: '12pt', fontWeight: 700, margin: '0 0 3mm 0' },
});

const HALAMAN_LANSKAP = '@page { size: A4 landscape; margin: 10mm; } body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }';

type AgendaTableProps = TablePage<SuratAgenda, SuratSort> & { onCabut?: (s: SuratAgenda) => void };

function AgendaTable({ onCabut, ...list }: AgendaTableProps) {
  const styles = usePageStyles();
  const columns: DataTableColumn<SuratAgenda, SuratSort>[] = [
    { key: 'nomor', header: 'Nomor', sortable: true, render: (s) => s.nomor },
    { key: 'tanggal', header: 'Tanggal', sortable: true, render: (s) => formatTanggalPanjang(s.tanggal) },
    { key: 'jenis', header: 'Jenis Surat', sortable: true, render: (s) => s.judul },
    { key: 'nama_penduduk', header: 'Penduduk', sortable: true, render: (s) => `${s.nama_penduduk} (${s.nik})` },
    // Issue 40: at a 1024 px window the signer and the clerk wait for the letter's page (docs/decisions.md).
    { key: 'pejabat', header: 'Penandatangan', hideBelow: NARROW, render: (s) => `${s.pejabat.nama}, ${s.pejabat.jabatan}` },
    { key: 'dibuat_oleh', header: 'Diterbitkan oleh', hideBelow: NARROW, render: (s) => s.dibuat_oleh },
    { key: 'status', header: 'Status', render: (s) => <Badge appearance="tint" color={STATUS_SURAT[s.status].color}>{STATUS_SURAT[s.status].label}</Badge> },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '170px',
      render: (s) => (
        <span className={styles.rowActions}>
          <Link className={styles.link} to={`/surat/keluar/${s._id}`} aria-label={`Lihat surat ${s.nomor}`}>Lihat</Link>
          {onCabut && s.status === 'berlaku' ? (
            <Button size="small" appearance="subtle" aria-label={`Cabut surat ${s.nomor}`} onClick={() => onCabut(s)}>Cabut</Button>
          ) : null}
        </span>
      ),
    },
  ];
  return <DataTable ariaLabel="Buku Agenda Surat Keluar" columns={columns} getRowKey={(s) => s._id} {...tablePageProps(list)} />;
}

export function AgendaPage() {
  const s = useStyles();
  const navigate = useNavigate();
  const session = useSession();
  const village = useVillage();
  const table = useTableState<SuratSort>(SURAT_DEFAULT_SORT, { syncUrl: true, sortKeys: SURAT_SORT_KEYS });
  const search = useListSearch();
  const list = useSuratList(table.query, search.params);
  const [cabut, setCabut] = useState<SuratAgenda | null>(null);
  const cetakRef = useRef<HTMLDivElement>(null);
  const cetak = useReactToPrint({ contentRef: cetakRef, documentTitle: `buku-agenda-surat-keluar-${village.nama_desa}`, pageStyle: HALAMAN_LANSKAP });
  const ada = Boolean(list.data && list.data.total > 0);
  const addButton = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/surat/buat')}>Buat Surat</Button>
  );
  const actions = (
    <>
      <CsvDownloadButton download={(format) => downloadSurat({ sort: table.sort, order: table.order, ...search.params, format })} withFormats disabled={!ada} />
      <Button icon={<PrintRegular />} disabled={!ada} onClick={() => cetak()}>Cetak</Button>
      {addButton}
    </>
  );
  return (
    <>
      <ListPage
        titleId="agenda-title"
        title="Buku Agenda Surat Keluar"
        actions={actions}
        search={{ state: search, subject: 'surat', placeholder: 'Cari nomor, nama, NIK atau jenis surat' }}
        read={list}
        table={table}
        empty={listEmpty(search, {
          notFound: <NotFoundState title="SURAT TIDAK DITEMUKAN" description="Silakan cari berdasarkan nomor, nama, NIK atau jenis surat" />,
          none: <EmptyState title="BELUM ADA SURAT KELUAR" description="Surat yang diterbitkan tercatat di sini" action={addButton} />,
        })}
      >
        {(page) => <AgendaTable {...page} onCabut={session.user.role === 'Super Admin' ? setCabut : undefined} />}
      </ListPage>
      <div ref={cetakRef} className={s.cetak} aria-hidden>
        <p className={s.judul}>{`BUKU AGENDA SURAT KELUAR DESA ${village.nama_desa.toUpperCase()}`}</p>
        <table className={s.tabel}>
          <thead>
            <tr><th>No.</th><th>Nomor Surat</th><th>Tanggal</th><th>Jenis Surat</th><th>Nama</th><th>NIK</th><th>Penandatangan</th><th>Diterbitkan oleh</th><th>Status</th></tr>
          </thead>
          <tbody>
            {(list.data?.data ?? []).map((x, i) => (
              <tr key={x._id}>
                <td>{(table.query.page - 1) * table.query.limit + i + 1}</td><td>{x.nomor}</td><td>{formatTanggalPendek(x.tanggal)}</td><td>{x.judul}</td>
                <td>{x.nama_penduduk}</td><td>{x.nik}</td><td>{`${x.pejabat.nama}, ${x.pejabat.jabatan}`}</td><td>{x.dibuat_oleh}</td><td>{STATUS_SURAT[x.status].label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cabut ? <CabutDialog surat={cabut} onClose={() => setCabut(null)} onCabut={() => list.mutate()} /> : null}
    </>
  );
}

export default AgendaPage;
