import { screen, waitFor, within } from '@testing-library/react';
import type { WilayahDesa } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { WilayahDesaPage } from './wilayah-desa-page';

const tree: WilayahDesa = {
  dusun: [
    {
      _id: 'd1', nama: 'Krajan', jumlah_kk: 3, jumlah_penduduk: 11,
      rw: [{ _id: 'w1', nomor: '005', jumlah_kk: 3, jumlah_penduduk: 11, rt: [{ _id: 't1', nomor: '002', jumlah_kk: 3, jumlah_penduduk: 11 }, { _id: 't2', nomor: '003', jumlah_kk: 0, jumlah_penduduk: 0 }] }],
    },
    { _id: 'd2', nama: 'Sumbersari', jumlah_kk: 0, jumlah_penduduk: 0, rw: [] },
  ],
};
const answer = (data: WilayahDesa) => () => jsonResponse({ success: true, data });

describe('WilayahDesaPage', () => {
  it('shows a spinner while the tree loads', () => {
    renderModulePage(<WilayahDesaPage />, { route: '/wilayah_desa', api: { 'GET /api/wilayah_desa': () => pendingResponse() } });
    expect(screen.getByRole('heading', { name: 'Wilayah Desa' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('lists each dusun with its RW and RT and how many cards and people live there', async () => {
    renderModulePage(<WilayahDesaPage />, { route: '/wilayah_desa', api: { 'GET /api/wilayah_desa': answer(tree) } });
    const table = await screen.findByRole('table', { name: 'Wilayah Desa' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent)])).toEqual([
      ['Dusun Krajan', '3', '11'],
      ['RW 005', '3', '11'],
      ['RT 002', '3', '11'],
      ['RT 003', '0', '0'],
      ['Dusun Sumbersari', '0', '0'],
    ]);
    expect(screen.getByRole('button', { name: 'Hapus RT 003 / RW 005, Dusun Krajan' })).toBeInTheDocument();
  });

  it('says so when the village has no dusun yet, and offers to add one', async () => {
    renderModulePage(<WilayahDesaPage />, { route: '/wilayah_desa', api: { 'GET /api/wilayah_desa': answer({ dusun: [] }) } });
    expect(await screen.findByText('DATA WILAYAH KOSONG')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tambah Dusun' }).length).toBeGreaterThan(0);
  });

  it('adds an RT under an RW, refusing a number that is not 1 to 999 before sending', async () => {
    const { user, api } = renderModulePage(<WilayahDesaPage />, {
      route: '/wilayah_desa',
      api: {
        'GET /api/wilayah_desa': answer(tree),
        'POST /api/wilayah_desa': () => jsonResponse({ success: true, message: 'Wilayah berhasil ditambahkan', data: { _id: 't9', tingkat: 'rt', nama: '004', induk_id: 'w1' } }, 201),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah RT di RW 005, Dusun Krajan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah RT di RW 005, Dusun Krajan' });
    const input = within(dialog).getByRole('textbox', { name: /Nomor RT/ });
    await user.type(input, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Nomor RT harus angka 1 sampai 999')).toBeInTheDocument();
    expect(api.callsTo('POST /api/wilayah_desa')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(api.callsTo('POST /api/wilayah_desa')).toHaveLength(1));
    expect((api.callsTo('POST /api/wilayah_desa')[0] as MockRequest).body).toEqual({ tingkat: 'rt', nama: '4', induk_id: 'w1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Wilayah berhasil ditambahkan')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server\'s refusal under the field (a name taken)', async () => {
    const { user } = renderModulePage(<WilayahDesaPage />, {
      route: '/wilayah_desa',
      api: {
        'GET /api/wilayah_desa': answer(tree),
        'POST /api/wilayah_desa': () => jsonResponse({ success: false, code: 'CONFLICT', message: 'Nama dusun sudah ada di desa ini' }, 409),
      },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Tambah Dusun' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Dusun' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Dusun/ }), 'krajan');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Nama dusun sudah ada di desa ini')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nama Dusun/ })).toHaveValue('krajan');
  });

  it('merges an RT into another RT of the village', async () => {
    const { user, api } = renderModulePage(<WilayahDesaPage />, {
      route: '/wilayah_desa',
      api: {
        'GET /api/wilayah_desa': answer(tree),
        'POST /api/wilayah_desa/t2/gabung': () => jsonResponse({ success: true, message: 'Wilayah berhasil digabungkan', data: { _id: 't1', tingkat: 'rt', nama: '002', induk_id: 'w1' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Gabungkan RT 003 / RW 005, Dusun Krajan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gabungkan RT 003 / RW 005, Dusun Krajan' });
    const select = within(dialog).getByRole('combobox', { name: /Gabungkan ke/ });
    // Only the other RT are offered.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pilih wilayah tujuan', 'RT 002 / RW 005, Dusun Krajan']);
    await user.selectOptions(select, 't1');
    await user.click(within(dialog).getByRole('button', { name: 'Gabungkan' }));
    await waitFor(() => expect(api.callsTo('POST /api/wilayah_desa/t2/gabung')).toHaveLength(1));
    expect((api.callsTo('POST /api/wilayah_desa/t2/gabung')[0] as MockRequest).body).toEqual({ ke_id: 't1' });
  });

  it("says the server's refusal of a delete while the area is in use", async () => {
    const { user, api } = renderModulePage(<WilayahDesaPage />, {
      route: '/wilayah_desa',
      api: {
        'GET /api/wilayah_desa': answer(tree),
        'DELETE /api/wilayah_desa/t1': () => jsonResponse({ success: false, code: 'DATA_MASIH_DIPAKAI', message: 'RT 002 tidak dapat dihapus karena masih dipakai sebagai alamat kartu keluarga atau penduduk. Gabungkan ke wilayah lain terlebih dahulu.' }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus RT 002 / RW 005, Dusun Krajan' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText(/RT 002 tidak dapat dihapus karena masih dipakai/)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/wilayah_desa/t1')).toHaveLength(1);
  });

  it('shows an Admin the tree without the actions', async () => {
    renderModulePage(<WilayahDesaPage />, { route: '/wilayah_desa', session: { user: { role: 'Admin' } }, api: { 'GET /api/wilayah_desa': answer(tree) } });
    const table = await screen.findByRole('table', { name: 'Wilayah Desa' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Wilayah', 'Kartu Keluarga', 'Penduduk']);
    expect(screen.queryByRole('button', { name: 'Tambah Dusun' })).not.toBeInTheDocument();
  });
});
