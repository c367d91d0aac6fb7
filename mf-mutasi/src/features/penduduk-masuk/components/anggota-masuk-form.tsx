// The member forms of an incoming card, shared by their pages (/penduduk_masuk/{idKK}/i,
// /penduduk_masuk/{id}/u/{idKK}) and by the guided flow's members step (issue 40): the full person
// record (PendudukForm), the positions still free on the card, and "Tinggal terpisah dari KK" (issue 35)
// once the village has an RT (or the member already lives apart). `onSaved` runs after the server's yes.
import type { KartuKeluarga, Penduduk, WilayahDesa } from '@sid/openapi';
import { useRefreshRegistry } from '@sid/openapi';
import { anggotaPendudukMasukSchema, anggotaUpdateSchema, EMPTY_PENDUDUK, fromPenduduk, PENDUDUK_FORM_OPTIONS, posisiTersedia, type PendudukFormValues } from '@sid/openapi/rules';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { adaRt } from '@sid/ui-desa/wilayah';
import { bodyTinggalTerpisah, denganTinggalTerpisah, nilaiTinggalTerpisah, TinggalTerpisahFields, type TinggalTerpisahValues } from '@sid/ui-desa/wilayah-form';
import { createAnggotaMasuk, updateAnggotaMasuk } from '../api/anggota-masuk';

type Values = PendudukFormValues & TinggalTerpisahValues;
const SCHEMA_TERPISAH = denganTinggalTerpisah(anggotaPendudukMasukSchema);

interface Common {
  /** The village's areas (undefined: none, or not read). */
  tree: WilayahDesa | undefined;
  onSaved: () => void;
  onBack: () => void;
}

/** A new member of `card`, status fixed as penduduk_masuk. */
export function AnggotaMasukBaruForm({ card, tree, onSaved, onBack }: Common & { card: KartuKeluarga }) {
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const punyaRt = adaRt(tree);
  const submit = (values: Values) => action.submit(() => createAnggotaMasuk(card._id, values, punyaRt ? bodyTinggalTerpisah(values) : {}), {
    fallback: 'Anggota keluarga penduduk masuk berhasil ditambahkan',
    onSaved: () => {
      void refresh();
      onSaved();
    },
  });
  return (
    <PendudukForm<Values>
      // A new member usually comes from the family's address.
      initialValues={{ ...EMPTY_PENDUDUK, alamat_asal: card.anggota_keluarga[0]?.alamat_asal ?? '', ...nilaiTinggalTerpisah(tree) }}
      schema={punyaRt ? SCHEMA_TERPISAH : anggotaPendudukMasukSchema}
      wilayah={punyaRt ? <TinggalTerpisahFields tree={tree} /> : undefined}
      options={PENDUDUK_FORM_OPTIONS}
      posisiOptions={posisiTersedia(card.anggota_keluarga)}
      progress
      submitLabel="Tambahkan Penduduk"
      onSubmit={submit}
      onBack={onBack}
    />
  );
}

/**
 * Edit member `p` (the status, the card and the links are not edited: the update body has none).
 * `anggota`: the card's members, to narrow the positions on offer (undefined: not read; the server
 * still refuses a second head).
 */
export function AnggotaMasukEditForm({ p, anggota, tree, onSaved, onBack }: Common & { p: Penduduk; anggota: readonly Penduduk[] | undefined }) {
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const terpisah = adaRt(tree) || p.tinggal_terpisah === true;
  const submit = (values: Values) => action.submit(() => updateAnggotaMasuk(p._id, values, terpisah ? bodyTinggalTerpisah(values) : {}), {
    fallback: 'Data anggota keluarga berhasil diperbarui',
    onSaved: () => {
      void refresh();
      onSaved();
    },
  });
  return (
    <PendudukForm<Values>
      initialValues={{ ...fromPenduduk(p), ...nilaiTinggalTerpisah(tree, p) }}
      // The stored NIK is not refused for its date part (a record older than the check).
      schema={terpisah ? denganTinggalTerpisah(anggotaUpdateSchema(p.nik)) : anggotaUpdateSchema(p.nik)}
      wilayah={terpisah ? <TinggalTerpisahFields tree={tree} /> : undefined}
      recordId={p._id}
      // An old record whose birth text could not be read (issue 35): shown while it is completed.
      catatanLahir={p.tanggal_lahir ? undefined : p.tempat_tanggal_lahir}
      options={PENDUDUK_FORM_OPTIONS}
      posisiOptions={anggota ? posisiTersedia(anggota, p._id) : undefined}
      submitLabel="Perbarui Data"
      onSubmit={submit}
      onBack={onBack}
    />
  );
}
