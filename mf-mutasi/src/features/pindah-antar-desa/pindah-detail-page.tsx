// /pindah_antar_desa/:id: one move, as sent: the two villages, the date and reason, the family as the
// village of origin had them and the documents sent (each opened from the move's own copy, before
// deciding: components/dokumen-pindah.tsx). For the destination while it waits: its own
// fields (the address here: dusun, RW, RT, street; or the No. KK of a card here to join) and
// 'Terima', or 'Tolak' with a reason; for the origin while it waits: 'Batalkan Pindah'.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Formik } from 'formik';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { fetchApi, useRefreshRegistry } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { FormikDialog, FormikForm, FormikInput, FormikTextarea, FormRefusal, useFieldGridStyles } from '@sid/ui/form';
import { refuseForm } from '@sid/ui/feedback';
import { formatTanggalPanjang, formatTanggalWaktu } from '@sid/ui/format';
import { BackButton, DetailList, PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { useServerAction } from '@sid/ui-desa/feedback';
import { useWilayahDesa } from '@sid/ui-desa/wilayah';
import { WilayahFields } from '@sid/ui-desa/wilayah-form';
import { DokumenPindah, LABEL_DOKUMEN } from './components/dokumen-pindah';
import { batalkanPindah, namaDesa, STATUS_PINDAH, terimaPindah, tolakPindah, usePindah, type PindahAntarDesa } from './api/pindah-antar-desa';


interface TerimaValues {
  dusun_id: string;
  rw_id: string;
  rt_id: string;
  alamat: string;
  no_kk_gabung: string;
}

/** The destination's own fields, then 'Terima'. A No. KK given: the people join that card here. */
function TerimaForm({ m, onDone }: { m: PindahAntarDesa; onDone: () => void }) {
  const styles = usePageStyles();
  const grid = useFieldGridStyles();
  const action = useServerAction();
  const tree = useWilayahDesa();
  return (
    <Formik<TerimaValues>
      initialValues={{ dusun_id: '', rw_id: '', rt_id: '', alamat: '', no_kk_gabung: '' }}
      onSubmit={async (values, form) => {
        let kkId: string | undefined;
        const noKk = values.no_kk_gabung.trim();
        if (noKk !== '') {
          const found = await fetchApi('/api/kartu_keluarga', { query: { q: noKk, limit: 5 } }).catch(() => undefined);
          kkId = found?.data.find((k) => k.no_kk === noKk)?._id;
          if (!kkId) {
            form.setFieldError('no_kk_gabung', 'Kartu keluarga dengan nomor ini tidak ditemukan di desa ini');
            return;
          }
        }
        await action.submit(() => terimaPindah(m._id, kkId ? { kk_id: kkId } : { rt_id: values.rt_id || null, alamat: values.alamat }), {
          form,
          fallback: 'Kedatangan diterima',
          onSaved: onDone,
        });
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm className={styles.card} aria-label="Form terima kedatangan">
          <div className={styles.stack}>
            <PageHeader as="h2" title="Terima Kedatangan" />
            <FormRefusal />
            <Body1>Alamat di desa ini untuk kartu keluarga baru (No. KK dari desa asal), atau nomor KK di desa ini yang akan diikuti.</Body1>
            <div className={grid.grid}>
              <WilayahFields tree={tree.data?.data} />
              <FormikInput name="no_kk_gabung" label="Gabung ke KK di desa ini (No. KK, boleh kosong)" maxLength={16} inputMode="numeric" autoComplete="off" />
            </div>
          </div>
          <div className={styles.footer}>
            <Button type="submit" appearance="primary" disabled={isSubmitting}>Terima</Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

function Keputusan({ m, reload }: { m: PindahAntarDesa; reload: () => void }) {
  const styles = usePageStyles();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const [tolak, setTolak] = useState(false);
  const [batal, setBatal] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = () => {
    reload();
    void refresh();
  };
  if (m.status !== 'dikirim') return null;
  if (m.arah === 'keluar') {
    return (
      <div className={styles.toolbar}>
        <Button onClick={() => setBatal(true)}>Batalkan Pindah</Button>
        <ConfirmDialog
          open={batal}
          title="Batalkan pindah ini?"
          note={`${namaDesa(m.desa_tujuan)} tidak akan melihatnya lagi; penduduknya tetap di desa ini.`}
          confirmLabel="Batalkan Pindah"
          cancelLabel="Tidak"
          danger
          busy={busy}
          onCancel={() => setBatal(false)}
          onConfirm={async () => {
            setBusy(true);
            await action.run(() => batalkanPindah(m._id), { fallback: 'Pindah dibatalkan', onSaved: done });
            setBusy(false);
            setBatal(false);
          }}
        />
      </div>
    );
  }
  return (
    <>
      <TerimaForm m={m} onDone={done} />
      <div className={styles.toolbar}>
        <Button onClick={() => setTolak(true)}>Tolak</Button>
      </div>
      {tolak ? (
        <FormikDialog<{ alasan: string }>
          title="Tolak Kedatangan"
          submitLabel="Tolak"
          initialValues={{ alasan: '' }}
          onCancel={() => setTolak(false)}
          onSubmit={(values, form) => {
            if (values.alasan.trim() === '') {
              refuseForm(form, 'Alasan penolakan wajib diisi');
              return Promise.resolve();
            }
            return action.submit(() => tolakPindah(m._id, values.alasan), { form, fallback: 'Kedatangan ditolak', onSaved: () => { setTolak(false); done(); } });
          }}
        >
          <FormikTextarea name="alasan" label="Alasan penolakan" required maxLength={500} />
        </FormikDialog>
      ) : null}
    </>
  );
}

function Pindah({ m, reload }: { m: PindahAntarDesa; reload: () => void }) {
  const styles = usePageStyles();
  const putus = m.diputus_pada ? formatTanggalWaktu(m.diputus_pada) : '';
  const status =
    m.status === 'diterima' ? `Diterima di ${namaDesa(m.desa_tujuan)} pada ${putus}` :
    m.status === 'ditolak' ? `Ditolak oleh ${namaDesa(m.desa_tujuan)} pada ${putus}: ${m.alasan_tolak ?? ''}` :
    m.status === 'dibatalkan' ? `Dibatalkan oleh ${namaDesa(m.desa_asal)} pada ${putus}` : STATUS_PINDAH.dikirim;
  return (
    <div className={styles.stack}>
      {m.status === 'diterima' && m.arah === 'masuk' ? <Banner intent="success" message={`Pindahan dari ${namaDesa(m.desa_asal)}: sudah tercatat sebagai penduduk masuk desa ini.`} /> : null}
      <div className={styles.card}>
        <DetailList
          items={[
            { label: 'Status', value: status },
            { label: 'Desa asal', value: `${namaDesa(m.desa_asal)}, Kec. ${m.desa_asal.kecamatan}` },
            { label: 'Desa tujuan', value: `${namaDesa(m.desa_tujuan)}, Kec. ${m.desa_tujuan.kecamatan}` },
            { label: 'Tanggal pindah', value: formatTanggalPanjang(m.tanggal_pindah) },
            { label: 'Alasan pindah', value: m.alasan_pindah },
            { label: 'Nomor surat', value: m.nomor_surat || '-' },
            { label: 'Catatan', value: m.catatan || '-' },
            { label: 'No. KK', value: m.no_kk },
            { label: 'Alamat asal', value: m.alamat_asal },
            { label: 'Dokumen', value: m.dokumen.length ? m.dokumen.map((d) => LABEL_DOKUMEN[d.jenis] ?? d.jenis).join(', ') : 'Tidak ada' },
            { label: 'Dikirim oleh', value: `${m.dikirim_oleh}, ${formatTanggalWaktu(m.createdAt)}` },
          ]}
        />
      </div>
      <div className={styles.card}>
        <Table aria-label="Anggota keluarga yang pindah" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>NIK</TableHeaderCell>
              <TableHeaderCell>Nama</TableHeaderCell>
              <TableHeaderCell>Jenis Kelamin</TableHeaderCell>
              <TableHeaderCell>Tempat, Tanggal Lahir</TableHeaderCell>
              <TableHeaderCell>Posisi dalam Keluarga</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {m.anggota.map((o) => (
              <TableRow key={o.nik}>
                <TableCell>{o.nik}</TableCell>
                <TableCell>{o.nama_lengkap}</TableCell>
                <TableCell>{o.jenis_kelamin}</TableCell>
                <TableCell>{o.tempat_tanggal_lahir}</TableCell>
                <TableCell>{o.posisi_dalam_keluarga}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <DokumenPindah m={m} />
      <Keputusan m={m} reload={reload} />
    </div>
  );
}

export function PindahDetailPage() {
  const { id = '' } = useParams();
  const read = usePindah(id);
  const back = <BackButton to="/pindah_antar_desa" />;
  const judul = read.data?.data.arah === 'masuk' ? 'Kedatangan dari desa lain' : 'Pindah ke desa lain';
  return (
    <section aria-labelledby="pindah-detail-title">
      <PageHeader id="pindah-detail-title" title={read.data ? judul : 'Pindah Antar Desa'} actions={back} />
      <DataStates {...recordStates(read)} notFound={<NotFoundState title="DATA PINDAH TIDAK DITEMUKAN" description={read.error?.message} action={back} />}>
        {(m) => <Pindah m={m} reload={() => void read.mutate()} />}
      </DataStates>
    </section>
  );
}

export default PindahDetailPage;
