// /kabupaten/surat: Layanan Surat for the whole regency (Admin Kabupaten). The logo on every
// village's letterhead, and the letter kinds: a changed kind or a new one published to every village
// at once (a village that changed a kind's wording keeps its own text until it goes back).
import { useState } from 'react';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, answerStates } from '@sid/ui/states';
import { useServerAction } from '@sid/ui-desa/feedback';
import { KOLOM_PENDUDUK_SURAT } from '@sid/openapi/domain/surat';
import { buatJenisSurat, terbitkanJenisSurat, useJenisSuratKabupaten, type JenisSurat } from './api/surat-kabupaten';
import { JenisSuratDialog, keBody } from './components/jenis-surat-dialog';
import { LogoKabupaten } from './components/logo-kabupaten';

const SUMBER: Record<string, string> = { kelahiran: 'dari data kelahiran', kematian: 'dari data kematian', penduduk_keluar: 'dari data penduduk keluar' };

export function SuratKabupatenPage() {
  const styles = usePageStyles();
  const list = useJenisSuratKabupaten();
  const action = useServerAction();
  const [edit, setEdit] = useState<JenisSurat | 'baru' | null>(null);
  const close = () => setEdit(null);
  const asal = edit === 'baru' || edit === null ? null : edit;
  return (
    <div className={styles.stack}>
      <PageHeader id="surat-kabupaten-title" title="Layanan Surat Kabupaten" />
      <LogoKabupaten />
      <section className={`${styles.card} ${styles.stack}`} aria-labelledby="jenis-surat-title">
        <div className={styles.toolbar}>
          <h2 id="jenis-surat-title">Jenis Surat</h2>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEdit('baru')}>Jenis Surat Baru</Button>
        </div>
        <DataStates {...answerStates(list)}>
          {(d) => (
            <Table aria-labelledby="jenis-surat-title">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Judul</TableHeaderCell>
                  <TableHeaderCell>Kode</TableHeaderCell>
                  <TableHeaderCell>Data penduduk</TableHeaderCell>
                  <TableHeaderCell>Isian petugas</TableHeaderCell>
                  <TableHeaderCell>Aksi</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {d.data.map((j) => (
                  <TableRow key={j._id}>
                    <TableCell>
                      {j.judul}
                      {j.sumber ? <> <Badge appearance="tint" color="informative">{SUMBER[j.sumber] ?? j.sumber}</Badge></> : null}
                    </TableCell>
                    <TableCell>{j.kode_klasifikasi}</TableCell>
                    <TableCell>{j.data_penduduk.map((k) => KOLOM_PENDUDUK_SURAT[k]).join(', ') || '-'}</TableCell>
                    <TableCell>{j.isian.map((i) => i.label).join(', ') || '-'}</TableCell>
                    <TableCell>
                      <Button icon={<EditRegular />} aria-label={`Ubah ${j.judul}`} onClick={() => setEdit(j)}>Ubah</Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DataStates>
      </section>
      {edit !== null ? (
        <JenisSuratDialog
          asal={asal}
          onCancel={close}
          onSubmit={(values, form) =>
            action.submit(() => (asal ? terbitkanJenisSurat(asal._id, keBody(values, asal)) : buatJenisSurat({ _id: values._id.trim(), ...keBody(values, null) })), {
              form,
              fallback: 'Jenis surat berhasil diterbitkan ke semua desa',
              onSaved: async () => {
                close();
                await list.mutate();
              },
            })
          }
        />
      ) : null}
    </div>
  );
}

export default SuratKabupatenPage;
