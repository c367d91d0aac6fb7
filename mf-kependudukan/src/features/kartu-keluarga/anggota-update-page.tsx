// /kartu_keluarga/{id}/d/update: edit one member (id is the member's id). The status, the card and
// the links are not edited here (the contract's update body has none of them). A page that wants the
// clerk back (Data Perlu Dilengkapi) opens it with state { kembali: true }: it returns there, on save
// and on 'Kembali'. The resident page's 'Edit' opens the same form in the resident's context
// (/penduduk/{id}/d/update, issue 40): its own title, the drawer on Penduduk, and back to the resident.
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { useRefreshRegistry } from '@sid/openapi';
import { anggotaUpdateSchema, fromPenduduk, posisiTersedia, type PendudukFormValues, PENDUDUK_FORM_OPTIONS } from '@sid/openapi/rules';
import { useServerAction } from '@sid/ui-desa/feedback';
import { DataStates, NotFoundState } from '@sid/ui/states';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { adaRt, useWilayahDesa } from '@sid/ui-desa/wilayah';
import { bodyTinggalTerpisah, denganTinggalTerpisah, nilaiTinggalTerpisah, TinggalTerpisahFields, type TinggalTerpisahValues } from '@sid/ui-desa/wilayah-form';
import { useAnggota, useKartuKeluarga } from './api/get-kartu-keluarga';
import { updateAnggota } from './api/anggota';

/** Where the form was opened from: a family card (its member) or a resident's own page. */
export type KonteksEdit = 'kartu_keluarga' | 'penduduk';

export const JUDUL_EDIT: Record<KonteksEdit, string> = {
  kartu_keluarga: 'Edit Data Anggota Keluarga',
  penduduk: 'Edit Data Penduduk',
};

export function AnggotaUpdatePage({ konteks = 'kartu_keluarga' }: { konteks?: KonteksEdit }) {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a page that wants the clerk back (the resident page): back one entry.
  const cameInApp = location.key !== 'default';
  const kembali = cameInApp && (konteks === 'penduduk' || (location.state as { kembali?: unknown } | null)?.kembali === true);
  // Opened directly in the resident's context: the resident's page (replacing this entry).
  const keDetail = (p: { _id: string; keluarga_dari: { _id: string } }, member: boolean) => {
    if (kembali) navigate(-1);
    else if (konteks === 'penduduk') navigate(`/penduduk/${p._id}/d`, { replace: true });
    else navigate(member ? `/kartu_keluarga/${p.keluarga_dari._id}/d/${p._id}` : `/kartu_keluarga/${p.keluarga_dari._id}/d`);
  };
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  // The form reads its initial values once: a background refresh never resets what is being typed.
  const anggota = useAnggota(id);
  // The member's card only narrows the positions on offer (one Kepala Keluarga per card); without it
  // the server still refuses a second head (KEPALA_EXISTS). It is awaited too (or its failure), so
  // the positions do not change under the user's eyes.
  const kk = useKartuKeluarga(anggota.data?.data.keluarga_dari._id ?? null);
  const cardSettled = kk.data !== undefined || kk.error !== undefined;
  // "Tinggal terpisah dari KK" (issue 35): offered once the village's areas are read (the form opens
  // at the member's own address), when the village has an RT or the member already lives apart.
  const wilayah = useWilayahDesa();
  const tree = wilayah.data?.data;
  const treeSettled = wilayah.data !== undefined || wilayah.error !== undefined;

  return (
    <section aria-labelledby="anggota-update-title">
      <PageHeader id="anggota-update-title" title={JUDUL_EDIT[konteks]} />
      <div className={styles.card}>
        <DataStates
          data={cardSettled && treeSettled ? anggota.data?.data : undefined}
          error={anggota.error}
          onRetry={() => void anggota.mutate()}
          notFound={<NotFoundState title="DATA PENDUDUK TIDAK DITEMUKAN" description={anggota.error?.message} action={<BackButton to={konteks === 'penduduk' ? '/penduduk' : '/kartu_keluarga'} />} />}
        >
          {(p) => {
            const terpisah = adaRt(tree) || p.tinggal_terpisah;
            return (
            <>
              <Body1 as="p">Nomor KK: <strong>{p.keluarga_dari.no_kk}</strong></Body1>
              <PendudukForm<PendudukFormValues & TinggalTerpisahValues>
                options={PENDUDUK_FORM_OPTIONS}
                initialValues={{ ...fromPenduduk(p), ...nilaiTinggalTerpisah(tree, p) }}
                // The stored NIK is not refused for its date part (a record older than the check).
                schema={terpisah ? denganTinggalTerpisah(anggotaUpdateSchema(p.nik)) : anggotaUpdateSchema(p.nik)}
                wilayah={terpisah ? <TinggalTerpisahFields tree={tree} /> : undefined}
                recordId={p._id}
                // An old record whose birth text could not be read: the text as typed, while it is completed.
                catatanLahir={p.tanggal_lahir ? undefined : p.tempat_tanggal_lahir}
                posisiOptions={kk.data ? posisiTersedia(kk.data.data.anggota_keluarga, p._id) : undefined}
                submitLabel="Perbarui Data"
                onSubmit={(values) => action.submit(() => updateAnggota(p._id, values, terpisah ? bodyTinggalTerpisah(values) : {}), {
                  fallback: 'Data anggota keluarga berhasil diperbarui',
                  onSaved: () => {
                    void refresh();
                    keDetail(p, true);
                  },
                })}
                onBack={() => keDetail(p, false)}
              />
            </>
            );
          }}
        </DataStates>
      </div>
    </section>
  );
}

export default AnggotaUpdatePage;
