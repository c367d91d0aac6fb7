// /pindah_antar_desa/kirim: the move-out form, destination and date first (issues 38 and 40). A village
// of the regency, picked by name or code: the family is found by its No. KK, the clerk ticks who moves,
// gives the reason, and the move is sent; the destination sees it at once, the people stay here until it
// accepts. An address outside the regency stays as before: the resident's 'Mutasi', then the statement.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Formik } from 'formik';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { fetchApi, useRefreshRegistry, type Penduduk } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { FormikForm, FormikInput, FormikSelect, FormikTextarea, FormRefusal, useFieldGridStyles } from '@sid/ui/form';
import { FormikDate } from '@sid/ui-desa/tanggal';
import { refuseForm } from '@sid/ui/feedback';
import { hariIniIso } from '@sid/ui/format';
import { BackButton, PageHeader, SearchInput, usePageStyles } from '@sid/ui/page';
import { useServerAction } from '@sid/ui-desa/feedback';
import { kirimPindah, labelDesa, useDesaTujuan } from './api/pindah-antar-desa';

export const LUAR_KABUPATEN = 'luar';

interface KirimValues {
  tujuan: string;
  tanggal_pindah: string;
  no_kk: string;
  alasan_pindah: string;
  nomor_surat: string;
  catatan: string;
}

export function KirimPindahPage() {
  const styles = usePageStyles();
  const grid = useFieldGridStyles();
  const navigate = useNavigate();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const desa = useDesaTujuan();
  const [cari, setCari] = useState('');
  const [anggota, setAnggota] = useState<Penduduk[] | null>(null);
  const [dipilih, setDipilih] = useState<Set<string>>(new Set());
  const options = useMemo(() => {
    const q = cari.trim().toLowerCase();
    const all = (desa.data?.data ?? []).filter((d) => q === '' || labelDesa(d).toLowerCase().includes(q));
    return [...all.map((d) => ({ value: d._id, label: labelDesa(d) })), { value: LUAR_KABUPATEN, label: 'Di luar kabupaten ini' }];
  }, [desa.data, cari]);

  async function cariKeluarga(noKk: string, setFieldError: (f: string, m: string) => void) {
    const found = await fetchApi('/api/kartu_keluarga', { query: { q: noKk.trim(), limit: 5 } }).catch(() => undefined);
    const kk = found?.data.find((k) => k.no_kk === noKk.trim());
    if (!kk) {
      setAnggota(null);
      setFieldError('no_kk', 'Kartu keluarga dengan nomor ini tidak ditemukan');
      return;
    }
    const aktif = kk.anggota_keluarga.filter((p) => p.status_penduduk === '' || p.status_penduduk === 'penduduk_masuk');
    setAnggota(aktif);
    setDipilih(new Set(aktif.map((p) => p._id)));
  }

  return (
    <section aria-labelledby="kirim-pindah-title">
      <PageHeader id="kirim-pindah-title" title="Kirim Pindah ke Desa Lain" actions={<BackButton to="/pindah_antar_desa" />} />
      <Formik<KirimValues>
        initialValues={{ tujuan: '', tanggal_pindah: hariIniIso(new Date()), no_kk: '', alasan_pindah: '', nomor_surat: '', catatan: '' }}
        onSubmit={(values, form) => {
          const ids = (anggota ?? []).filter((p) => dipilih.has(p._id)).map((p) => p._id);
          if (values.tujuan === '' || values.tujuan === LUAR_KABUPATEN) {
            form.setFieldError('tujuan', 'Pilih desa tujuan di kabupaten ini');
            return Promise.resolve();
          }
          if (ids.length === 0) {
            refuseForm(form, 'Cari kartu keluarga lalu pilih siapa yang pindah');
            return Promise.resolve();
          }
          if (values.alasan_pindah.trim() === '') {
            form.setFieldError('alasan_pindah', 'Alasan pindah wajib diisi');
            return Promise.resolve();
          }
          return action.submit(
            () => kirimPindah({
              desa_tujuan_id: values.tujuan,
              tanggal_pindah: values.tanggal_pindah,
              alasan_pindah: values.alasan_pindah,
              ...(values.nomor_surat.trim() ? { nomor_surat: values.nomor_surat } : {}),
              ...(values.catatan.trim() ? { catatan: values.catatan } : {}),
              anggota: ids,
            }),
            { form, fallback: 'Data pindah dikirim', onSaved: (r) => { void refresh(); navigate(`/pindah_antar_desa/${r.data._id}`); } },
          );
        }}
      >
        {({ values, isSubmitting, setFieldError }) => (
          <FormikForm className={styles.card} aria-label="Form kirim pindah">
            <div className={styles.stack}>
              <FormRefusal />
              <div className={grid.grid}>
                <SearchInput value={cari} onChange={setCari} onSearch={setCari} onClear={() => setCari('')} label="Cari desa tujuan (nama atau kode)" placeholder="Cari desa tujuan (nama atau kode)" />
                <FormikSelect name="tujuan" label="Desa tujuan" required options={options} placeholder="Pilih desa tujuan" />
                <FormikDate name="tanggal_pindah" label="Tanggal pindah" required />
              </div>
              {values.tujuan === LUAR_KABUPATEN ? (
                <Banner
                  intent="info"
                  message="Untuk alamat di luar kabupaten, pindahkan penduduk lewat tombol 'Mutasi' di halaman penduduk atau kartu keluarga, lalu isi Keterangan Keluar dengan alamat tujuannya."
                />
              ) : (
                <>
                  <div className={grid.grid}>
                    <FormikInput name="no_kk" label="No. KK keluarga yang pindah" maxLength={16} inputMode="numeric" autoComplete="off" />
                    <div>
                      <Button type="button" onClick={() => void cariKeluarga(values.no_kk, setFieldError)}>Cari Keluarga</Button>
                    </div>
                  </div>
                  {anggota ? (
                    <fieldset>
                      <legend>Siapa yang pindah</legend>
                      {anggota.length === 0 ? <Body1>Tidak ada penduduk aktif di kartu keluarga ini.</Body1> : null}
                      {anggota.map((p) => (
                        <div key={p._id}>
                          <label>
                            <input
                              type="checkbox"
                              checked={dipilih.has(p._id)}
                              onChange={(e) => {
                                const next = new Set(dipilih);
                                if (e.target.checked) next.add(p._id);
                                else next.delete(p._id);
                                setDipilih(next);
                              }}
                            />
                            {` ${p.nama_lengkap} (NIK ${p.nik}), ${p.posisi_dalam_keluarga}`}
                          </label>
                        </div>
                      ))}
                    </fieldset>
                  ) : null}
                  <div className={grid.grid}>
                    <FormikInput name="alasan_pindah" label="Alasan pindah" required maxLength={500} />
                    <FormikInput name="nomor_surat" label="Nomor surat" maxLength={100} />
                    <div className={grid.wide}>
                      <FormikTextarea name="catatan" label="Catatan" maxLength={1000} />
                    </div>
                  </div>
                  <div className={styles.footer}>
                    <Button type="submit" appearance="primary" disabled={isSubmitting}>Kirim Pindah</Button>
                  </div>
                </>
              )}
            </div>
          </FormikForm>
        )}
      </Formik>
    </section>
  );
}

export default KirimPindahPage;
