// The incoming-family flow's later steps (issue 40): step 1 of a card already saved (its arrival date
// can still be corrected there), step 4's summary to check with its 'Simpan' (the chosen documents in one request: the family is then
// 'Lengkap'), and step 5, saved.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { AddRegular, SaveRegular } from '@fluentui/react-icons';
import type { KartuKeluarga } from '@sid/openapi';
import { toApiError } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { useServerAction } from '@sid/ui-desa/feedback';
import { KelengkapanBadge } from '@sid/ui-desa/kelengkapan';
import { RouterLink } from '@sid/ui/router-link';
import { Formik } from 'formik';
import { LABEL_TANGGAL_DATANG, tanggalDatangSchema } from '@sid/openapi/rules';
import { formatTanggalPanjang } from '@sid/ui/format';
import { FormikForm } from '@sid/ui/form';
import { FormikDate } from '@sid/ui-desa/tanggal';
import { updateTanggalDatang } from '../api/create-kartu-keluarga-masuk';
import { createKeteranganMasuk, type KeteranganMasukFiles } from '../api/keterangan-masuk';
import { fotoDitolak } from './keterangan-masuk-form-dialog';
import type { SalahDokumen } from './langkah-dokumen';
import { TombolLangkah } from './tombol-langkah';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  members: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  tanggal: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', maxWidth: '560px' },
  tanggalField: { flex: '1 1 240px' },
  tanggalButton: { marginTop: '26px' },
});

function Ringkasan({ card, dokumen }: { card: KartuKeluarga; dokumen?: string }) {
  const styles = useStyles();
  const kepala = card.anggota_keluarga[0];
  return (
    <dl className={styles.list}>
      <dt className={styles.term}>Nomor KK</dt>
      <dd className={styles.detail}>{card.no_kk}</dd>
      <dt className={styles.term}>{LABEL_TANGGAL_DATANG}</dt>
      <dd className={styles.detail}>{formatTanggalPanjang(card.tanggal_datang) || '-'}</dd>
      <dt className={styles.term}>Kepala Keluarga</dt>
      <dd className={styles.detail}>{kepala ? `${kepala.nama_lengkap} (NIK ${kepala.nik})` : '-'}</dd>
      <dt className={styles.term}>Alamat Asal</dt>
      <dd className={styles.detail}>{kepala?.alamat_asal || '-'}</dd>
      {kepala?.alamat_desa?.teks ? (
        <>
          <dt className={styles.term}>Alamat di Desa</dt>
          <dd className={styles.detail}>{kepala.alamat_desa.teks}</dd>
        </>
      ) : null}
      <dt className={styles.term}>Anggota Keluarga</dt>
      <dd className={styles.detail}>
        <ol className={styles.members}>
          {card.anggota_keluarga.map((p) => (
            <li key={p._id}>{`${p.nama_lengkap}, NIK ${p.nik}, ${p.posisi_dalam_keluarga}${p.tinggal_terpisah ? ', tinggal terpisah dari KK' : ''}`}</li>
          ))}
        </ol>
      </dd>
      {dokumen !== undefined ? (
        <>
          <dt className={styles.term}>Dokumen</dt>
          <dd className={styles.detail}>{dokumen}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * Step 1 once the card is saved: what was saved; the head is changed in step 2 like any member. The
 * arrival date, the card's own, can be corrected here (the same rule as when the card was added).
 */
export function LangkahKartuTersimpan({ card, onKembali, onLanjut, onChanged }: { card: KartuKeluarga; onKembali: () => void; onLanjut: () => void; onChanged: () => void }) {
  return (
    <>
      <Body1 block as="p">Kartu keluarga ini sudah tersimpan. Data kepala keluarga diubah di langkah Anggota Keluarga.</Body1>
      <Ringkasan card={card} />
      <UbahTanggalDatang card={card} onChanged={onChanged} />
      <TombolLangkah onKembali={onKembali} onLanjut={onLanjut} />
    </>
  );
}

function UbahTanggalDatang({ card, onChanged }: { card: KartuKeluarga; onChanged: () => void }) {
  const styles = useStyles();
  const action = useServerAction();
  const kepala = card.anggota_keluarga[0];
  return (
    <Formik
      // A new answer from the server (saved here, or elsewhere) shows in the field.
      key={card.tanggal_datang ?? ''}
      initialValues={{ tanggal_datang: card.tanggal_datang ?? '', tanggal_lahir: kepala?.tanggal_lahir ?? '' }}
      validationSchema={tanggalDatangSchema}
      onSubmit={(values, helpers) =>
        action.submit(() => updateTanggalDatang(card._id, values.tanggal_datang), {
          fallback: 'Tanggal datang berhasil diperbarui',
          form: helpers,
          fieldOf: () => 'tanggal_datang',
          onSaved: onChanged,
        })
      }
    >
      {({ isSubmitting, dirty }) => (
        <FormikForm>
          <div className={styles.tanggal}>
            <div className={styles.tanggalField}>
              <FormikDate name="tanggal_datang" label={LABEL_TANGGAL_DATANG} required />
            </div>
            <Button className={styles.tanggalButton} type="submit" icon={<SaveRegular />} disabled={isSubmitting || !dirty}>
              Simpan Tanggal Datang
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

const namaBerkas = (berkas: KeteranganMasukFiles) => `Foto KK: ${berkas.foto_kk?.name ?? '-'}; Foto Surat Masuk: ${berkas.foto_surat_masuk?.name ?? '-'}`;

export interface LangkahPeriksaProps {
  card: KartuKeluarga;
  berkas: KeteranganMasukFiles;
  onKembali: () => void;
  /** The server refused a document: its message under the field(s) it is about, back on step 3. */
  onDitolak: (salah: SalahDokumen) => void;
  onSaved: () => void;
}

export function LangkahPeriksa({ card, berkas, onKembali, onDitolak, onSaved }: LangkahPeriksaProps) {
  const action = useServerAction();
  const dipilih = berkas.foto_kk !== null && berkas.foto_surat_masuk !== null;
  const dokumen = card.data_penduduk_masuk
    ? 'Sudah tersimpan'
    : dipilih
      ? `${namaBerkas(berkas)} (diunggah saat Simpan)`
      : 'Belum ada: keluarga tercatat Tidak Lengkap sampai dokumen ditambahkan';

  const simpan = async () => {
    if (!dipilih || card.data_penduduk_masuk) {
      onSaved();
      return;
    }
    const files = { foto_kk: berkas.foto_kk as File, foto_surat_masuk: berkas.foto_surat_masuk as File };
    const error = await action.submit(() => createKeteranganMasuk(card._id, files), {
      fallback: 'Data keterangan masuk berhasil ditambahkan',
      onSaved,
    });
    if (!error) return;
    const fields = await fotoDitolak(toApiError(error), berkas);
    if (fields && fields.length > 0) onDitolak(Object.fromEntries(fields.map((f) => [f, error.message])));
  };

  return (
    <>
      <Body1 block as="p">Periksa kembali data di bawah ini sebelum disimpan. Untuk mengubah, kembali ke langkah sebelumnya.</Body1>
      <Ringkasan card={card} dokumen={dokumen} />
      <TombolLangkah onKembali={onKembali} onLanjut={() => void simpan()} lanjutLabel="Simpan" lanjutIcon={<SaveRegular />} disabled={action.busy} />
    </>
  );
}

/** Step 5: saved; the card's page, or the next family. */
export function LangkahSelesai({ card, onTambahLagi }: { card: KartuKeluarga; onTambahLagi: () => void }) {
  const styles = useStyles();
  const lengkap = card.data_penduduk_masuk !== null;
  return (
    <div className={styles.done}>
      <Banner
        intent="success"
        message={`Data penduduk masuk keluarga ${card.no_kk} tersimpan: ${card.anggota_keluarga.length} anggota keluarga, dokumen ${lengkap ? 'lengkap' : 'belum lengkap'}.`}
      />
      <KelengkapanBadge lengkap={lengkap} />
      <div className={styles.actions}>
        <RouterLink to={`/penduduk_masuk/${card._id}/d`} aria-label={`Lihat Data KK ${card.no_kk}`}>Lihat Data</RouterLink>
        <Button icon={<AddRegular />} onClick={onTambahLagi}>Tambah Keluarga Lain</Button>
      </div>
    </div>
  );
}
