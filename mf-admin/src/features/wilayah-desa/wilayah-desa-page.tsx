// /wilayah_desa: 'Wilayah Desa' (issue 35). The village's dusun, the RW under each and the RT under each
// RW, with how many family cards and people have their address there. Every staff member reads it; the
// Super Admin adds, renames, merges and deletes (the server refuses anyone else, 403, and the delete of
// an area still in use, 409 DATA_MASIH_DIPAKAI, whose message the page says).
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { Body1 } from '@fluentui/react-text';
import { LABEL_TINGKAT_WILAYAH, type TingkatWilayah } from '@sid/openapi/domain';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, EmptyState, recordStates } from '@sid/ui/states';
import { useServerAction } from '@sid/ui-desa/feedback';
import { useSession } from '@sid/ui-desa/module';
import { useWilayahDesa } from '@sid/ui-desa/wilayah';
import { createWilayahDesa } from './api/create-wilayah-desa';
import { updateWilayahDesa } from './api/update-wilayah-desa';
import { deleteWilayahDesa } from './api/delete-wilayah-desa';
import { gabungWilayahDesa } from './api/gabung-wilayah-desa';
import { wilayahNodes, type WilayahNode } from './api/wilayah-nodes';
import { WilayahTable, type WilayahAksi } from './components/wilayah-table';
import { WilayahFormDialog } from './components/wilayah-form-dialog';
import { GabungWilayahDialog } from './components/gabung-wilayah-dialog';

type DialogState =
  | { kind: 'tambah'; tingkat: TingkatWilayah; induk?: WilayahNode }
  | { kind: 'ubah' | 'gabung' | 'hapus'; node: WilayahNode }
  | null;

const ANAK: Record<'dusun' | 'rw', TingkatWilayah> = { dusun: 'rw', rw: 'rt' };

export function WilayahDesaPage() {
  const styles = usePageStyles();
  const action = useServerAction();
  const superAdmin = useSession().user.role === 'Super Admin';
  const tree = useWilayahDesa();
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = () => setDialog(null);
  const nodes = tree.data ? wilayahNodes(tree.data.data) : [];
  const reload = () => tree.mutate();

  const onAksi = (aksi: WilayahAksi, node: WilayahNode) => {
    if (aksi === 'tambah' && node.tingkat !== 'rt') setDialog({ kind: 'tambah', tingkat: ANAK[node.tingkat], induk: node });
    else if (aksi !== 'tambah') setDialog({ kind: aksi, node });
  };

  const tambahDusun = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'tambah', tingkat: 'dusun' })}>
      Tambah Dusun
    </Button>
  );

  return (
    <section aria-labelledby="wilayah-desa-title">
      <PageHeader id="wilayah-desa-title" title="Wilayah Desa" actions={superAdmin ? tambahDusun : undefined} />
      <div className={styles.card}>
        <Body1 as="p">
          Dusun, RW dan RT desa ini: alamat kartu keluarga dan penduduk dipilih dari daftar ini.
          {superAdmin ? ' Wilayah yang masih dipakai tidak dapat dihapus; gabungkan ke wilayah lain terlebih dahulu.' : ''}
        </Body1>
        <DataStates
          {...recordStates(tree)}
          isEmpty={(data) => data.dusun.length === 0}
          empty={<EmptyState title="DATA WILAYAH KOSONG" description={superAdmin ? 'Silakan tambah dusun terlebih dahulu' : 'Super Admin desa belum menambahkan dusun, RW dan RT'} action={superAdmin ? tambahDusun : undefined} />}
        >
          {() => <WilayahTable nodes={nodes} onAksi={superAdmin ? onAksi : undefined} />}
        </DataStates>
      </div>

      {dialog?.kind === 'tambah' ? (
        <WilayahFormDialog
          title={dialog.induk ? `Tambah ${LABEL_TINGKAT_WILAYAH[dialog.tingkat]} di ${dialog.induk.lengkap}` : 'Tambah Dusun'}
          submitLabel="Tambah"
          tingkat={dialog.tingkat}
          initialValues={{ nama: '' }}
          onSubmit={(values, form) =>
            action.submit(() => createWilayahDesa({ tingkat: dialog.tingkat, nama: values.nama, ...(dialog.induk ? { induk_id: dialog.induk.id } : {}) }), {
              form,
              fieldOf: (e) => (e.status === 409 || e.status === 400 ? 'nama' : undefined),
              fallback: 'Wilayah berhasil ditambahkan',
              onSaved: async () => { close(); await reload(); },
            })}
          onCancel={close}
        />
      ) : null}

      {dialog?.kind === 'ubah' ? (
        <WilayahFormDialog
          title={`Ubah ${dialog.node.lengkap}`}
          submitLabel="Simpan"
          tingkat={dialog.node.tingkat}
          initialValues={{ nama: dialog.node.nama }}
          onSubmit={(values, form) =>
            action.submit(() => updateWilayahDesa(dialog.node.id, values.nama), {
              form,
              fieldOf: (e) => (e.status === 409 || e.status === 400 ? 'nama' : undefined),
              fallback: 'Wilayah berhasil diperbarui',
              onSaved: async () => { close(); await reload(); },
            })}
          onCancel={close}
        />
      ) : null}

      {dialog?.kind === 'gabung' ? (
        <GabungWilayahDialog
          node={dialog.node}
          tujuan={nodes.filter((n) => n.tingkat === dialog.node.tingkat && n.id !== dialog.node.id)}
          onSubmit={(values, form) =>
            action.submit(() => gabungWilayahDesa(dialog.node.id, values.ke_id), {
              form,
              fallback: 'Wilayah berhasil digabungkan',
              onSaved: async () => { close(); await reload(); },
            })}
          onCancel={close}
        />
      ) : null}

      {dialog?.kind === 'hapus' ? (
        <ConfirmDialog
          open
          title={`HAPUS ${dialog.node.lengkap.toUpperCase()} ?`}
          note={dialog.node.adaAnak ? 'RW dan RT kosong di bawahnya ikut terhapus.' : 'Wilayah ini akan dihapus.'}
          confirmLabel="Hapus"
          danger
          busy={action.busy}
          onConfirm={() => void action.run(() => deleteWilayahDesa(dialog.node.id), 'Wilayah berhasil dihapus').then(async (done) => { close(); if (done) await reload(); })}
          onCancel={close}
        />
      ) : null}
    </section>
  );
}

export default WilayahDesaPage;
