import { screen, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import { penduduk } from '../../test/fixtures';
import { PerluDilengkapiPage } from './perlu-dilengkapi-page';

const lama = penduduk({
  _id: 'p-lama',
  nama_lengkap: 'Sumarni',
  tempat_lahir: null,
  tanggal_lahir: null,
  tempat_tanggal_lahir: 'Malang, 5 1 60',
  perlu_dilengkapi: ['tempat_lahir', 'tanggal_lahir'],
});

function open(rows = [lama]) {
  return renderModulePage(<PerluDilengkapiPage />, {
    route: '/penduduk/perlu_dilengkapi',
    path: '/penduduk/perlu_dilengkapi',
    api: { 'GET /api/penduduk/perlu_dilengkapi': () => jsonResponse({ success: true, data: rows, total: rows.length }) },
  });
}

describe('PerluDilengkapiPage', () => {
  it('lists each record with what is left and the text as typed, and links to the person form', async () => {
    const { api } = open();
    const row = await screen.findByRole('row', { name: /Sumarni/ });
    expect(within(row).getByText('Malang, 5 1 60')).toBeInTheDocument();
    expect(within(row).getByText('Tempat Lahir, Tanggal Lahir')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Lengkapi Sumarni' })).toHaveAttribute('href', '/kartu_keluarga/p-lama/d/update');
    expect(screen.getByRole('heading', { name: 'Data Perlu Dilengkapi' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/penduduk/perlu_dilengkapi')[0]?.query.get('sort')).toBe('nama_lengkap');
  });

  it("sends an unread address to the family card's page, where the card's address is set", async () => {
    const alamat = penduduk({ _id: 'p-alamat', nama_lengkap: 'Paimin', perlu_dilengkapi: ['alamat'], keluarga_dari: { _id: 'kk-9', no_kk: '3507010101010009' } });
    const keduanya = penduduk({ _id: 'p-dua', nama_lengkap: 'Juminten', perlu_dilengkapi: ['tanggal_lahir', 'alamat'], keluarga_dari: { _id: 'kk-8', no_kk: '3507010101010008' } });
    open([alamat, keduanya]);
    const row = await screen.findByRole('row', { name: /Paimin/ });
    expect(within(row).getByText('Alamat')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Lengkapi alamat Paimin' })).toHaveAttribute('href', '/kartu_keluarga/kk-9/d');
    expect(within(row).queryByRole('link', { name: 'Lengkapi Paimin' })).toBeNull();
    const both = screen.getByRole('row', { name: /Juminten/ });
    expect(within(both).getByRole('link', { name: 'Lengkapi Juminten' })).toHaveAttribute('href', '/kartu_keluarga/p-dua/d/update');
    expect(within(both).getByRole('link', { name: 'Lengkapi alamat Juminten' })).toHaveAttribute('href', '/kartu_keluarga/kk-8/d');
  });

  it('says when everything is complete', async () => {
    open([]);
    expect(await screen.findByText('SEMUA DATA SUDAH LENGKAP')).toBeInTheDocument();
  });
});
