// /kabupaten/gabung_desa (Admin Kabupaten): 'Gabungkan Desa Mandiri' (issue 38, docs/adr/0023-ekspor-gabung-desa.md).
// A village that ran alone hands over its export (.sid, 'Ekspor untuk Bergabung ke Kabupaten' on its Cadangan
// Data page) written with the join key the regency gave it. The officer chooses the file, types the key and
// where it goes (a new village with the export's code, or one added in the console and still empty);
// 'Periksa' is the dry run: the rows per table and every conflict, nothing written. Only without a conflict
// 'Gabungkan', confirmed, joins all or nothing; then the new village, a link to it, and its users.
import { useEffect, useRef, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { DocumentCheckmarkRegular } from '@fluentui/react-icons';
import { toApiError } from '@sid/openapi';
import { KUNCI_GABUNG_MAX_LENGTH, KUNCI_GABUNG_PETUNJUK, periksaKunciGabung } from '@sid/openapi/domain';
import { Banner } from '@sid/ui/banner';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { FormProgress } from '@sid/ui/form';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { PilihBerkas } from '@sid/ui/pilih-berkas';
import { ACCEPT_EKSPOR, BATAS_EKSPOR_MB, masalahBerkasEkspor } from './api/berkas-ekspor';
import { gabungDesa, type HasilGabungDesa } from './api/gabung-desa';
import { desaKosong, useDesaTujuanList } from './api/list-desa-tujuan';
import { periksaGabungDesa, type PeriksaGabungDesa } from './api/periksa-gabung-desa';
import { HasilGabung } from './components/hasil-gabung';
import { HasilPeriksa } from './components/hasil-periksa';

const useStyles = makeStyles({
  explanation: { marginTop: 0, marginBottom: tokens.spacingVerticalS, maxWidth: '80ch' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalM, maxWidth: '480px' },
});

export function GabungDesaPage() {
  const page = usePageStyles();
  const styles = useStyles();
  const desaList = useDesaTujuanList();
  const [file, setFile] = useState<File | null>(null);
  const [kunci, setKunci] = useState('');
  const [tujuanId, setTujuanId] = useState('');
  const [salah, setSalah] = useState<{ berkas?: string | null; kunci?: string }>({});
  const [memeriksa, setMemeriksa] = useState(false);
  const [penolakan, setPenolakan] = useState<string | null>(null);
  const [hasil, setHasil] = useState<PeriksaGabungDesa | null>(null);
  const [konfirmasi, setKonfirmasi] = useState(false);
  const [menggabung, setMenggabung] = useState(false);
  const [digabung, setDigabung] = useState<HasilGabungDesa | null>(null);
  const periksaRef = useRef<AbortController | null>(null);
  const hasilHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => periksaRef.current?.abort(), []);
  useEffect(() => {
    if (hasil) hasilHeading.current?.focus();
  }, [hasil]);

  const kosong = (desaList.data?.data ?? []).filter(desaKosong);
  const desaTujuan = kosong.find((d) => d._id === tujuanId) ?? null;
  const tujuan = desaTujuan ? `ke Desa ${desaTujuan.nama_desa}` : 'sebagai desa baru';

  // Any change asks for a new check: a result belongs to the file, key and target it was made with.
  const ubah = () => {
    periksaRef.current?.abort();
    periksaRef.current = null;
    setMemeriksa(false);
    setPenolakan(null);
    setHasil(null);
    setDigabung(null);
  };

  const periksa = async () => {
    const masalah = { berkas: masalahBerkasEkspor(file), kunci: periksaKunciGabung(kunci) };
    setSalah(masalah);
    if (masalah.berkas || masalah.kunci || !file) return;
    ubah();
    const controller = new AbortController();
    periksaRef.current = controller;
    setMemeriksa(true);
    try {
      const { data } = await periksaGabungDesa(file, kunci, tujuanId || null, controller.signal);
      if (!controller.signal.aborted) setHasil(data);
    } catch (thrown) {
      if (!controller.signal.aborted) setPenolakan(toApiError(thrown).message);
    } finally {
      if (periksaRef.current === controller) {
        periksaRef.current = null;
        setMemeriksa(false);
      }
    }
  };

  const gabung = async () => {
    if (!file) return;
    setMenggabung(true);
    setPenolakan(null);
    try {
      const { data } = await gabungDesa(file, kunci, tujuanId || null);
      setHasil(null);
      setDigabung(data);
      setFile(null);
      setKunci('');
      setTujuanId('');
      void desaList.mutate();
    } catch (thrown) {
      setPenolakan(toApiError(thrown).message);
    } finally {
      setMenggabung(false);
      setKonfirmasi(false);
    }
  };

  const sibuk = memeriksa || menggabung;
  return (
    <section aria-labelledby="gabung-desa-title">
      <PageHeader id="gabung-desa-title" title="Gabungkan Desa Mandiri" />
      <div className={page.stack}>
        {digabung ? <HasilGabung hasil={digabung} /> : null}
        <section className={page.card} aria-labelledby="ekspor-desa-title">
          <Subtitle2 block as="h2" id="ekspor-desa-title" className={page.sectionTitle}>Berkas Ekspor Desa</Subtitle2>
          <Body1 block as="p" className={styles.explanation}>
            Desa yang selama ini memakai aplikasi sendiri mengunduh berkas ekspornya di halaman Cadangan Data
            (Ekspor untuk Bergabung ke Kabupaten) dengan kunci gabung dari kabupaten. Seluruh datanya masuk: penduduk,
            kartu keluarga, mutasi, surat, berkas unggahan, pengguna dengan password lamanya, dan log aktivitas.
          </Body1>
          <Body1 block as="p" className={styles.explanation}>
            Periksa hanya membaca berkas dan tidak menyimpan apa pun. Gabungkan menyimpan semuanya atau tidak sama sekali.
          </Body1>
          <div className={styles.form}>
            <PilihBerkas
              label="Berkas ekspor desa"
              petunjuk={`Berkas .sid dari desa, paling besar ${BATAS_EKSPOR_MB} MB.`}
              accept={ACCEPT_EKSPOR}
              file={file}
              error={salah.berkas ?? null}
              disabled={sibuk}
              onChange={(chosen) => {
                ubah();
                setFile(chosen);
                setSalah((s) => ({ ...s, berkas: chosen ? masalahBerkasEkspor(chosen) : null }));
              }}
            />
            <Field label="Kunci Gabung" required hint={KUNCI_GABUNG_PETUNJUK} validationMessage={salah.kunci}>
              <Input
                type="password"
                autoComplete="off"
                value={kunci}
                maxLength={KUNCI_GABUNG_MAX_LENGTH}
                disabled={sibuk}
                onChange={(_, d) => {
                  ubah();
                  setKunci(d.value);
                  if (salah.kunci) setSalah((s) => ({ ...s, kunci: periksaKunciGabung(d.value) }));
                }}
              />
            </Field>
            <Field label="Desa tujuan" hint="Desa baru memakai kode wilayah dari ekspor. Ekspor tanpa kode wilayah digabungkan ke desa yang sudah ditambahkan dan masih kosong.">
              <Select
                value={tujuanId}
                disabled={sibuk}
                onChange={(_, d) => {
                  ubah();
                  setTujuanId(d.value);
                }}
              >
                <option value="">Desa baru (kode wilayah dari ekspor)</option>
                {kosong.map((d) => (
                  <option key={d._id} value={d._id}>{`Desa ${d.nama_desa}, Kec. ${d.kecamatan}${d.kode_wilayah ? ` (${d.kode_wilayah})` : ''}, masih kosong`}</option>
                ))}
              </Select>
            </Field>
            <div className={page.buttons}>
              <Button appearance="primary" icon={<DocumentCheckmarkRegular />} disabledFocusable={sibuk} onClick={() => void periksa()}>
                Periksa
              </Button>
            </div>
            <FormProgress active={memeriksa} label="Mengunggah dan memeriksa berkas ekspor" />
            {penolakan ? <Banner intent="error" message={penolakan} /> : null}
          </div>
        </section>
        {hasil ? <HasilPeriksa hasil={hasil} tujuan={tujuan} headingRef={hasilHeading} onGabung={() => setKonfirmasi(true)} /> : null}
      </div>
      {konfirmasi && hasil ? (
        <ConfirmDialog
          open
          title={`GABUNGKAN DESA ${(hasil.desa?.nama_desa ?? '').toUpperCase()} KE KABUPATEN ?`}
          note={`Seluruh data desa ini disimpan ${tujuan} dalam satu langkah, semuanya atau tidak sama sekali. Ekspor yang sama tidak dapat digabungkan dua kali.`}
          confirmLabel="Gabungkan"
          cancelLabel="Batal"
          busy={menggabung}
          onConfirm={() => void gabung()}
          onCancel={() => setKonfirmasi(false)}
        />
      ) : null}
    </section>
  );
}

export default GabungDesaPage;
