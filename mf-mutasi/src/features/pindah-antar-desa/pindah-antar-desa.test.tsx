// The screens of a move between two villages (issue 38): the destination checks what was sent and
// accepts (with its own address) or refuses with a reason; the origin cancels; the move-out form asks
// the destination (found by name or code) and the date first.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import type { PindahAntarDesa } from './api/pindah-antar-desa';
import { PindahDetailPage } from './pindah-detail-page';
import { KirimPindahPage } from './kirim-pindah-page';

jest.setTimeout(30_000);

const desa = (id: string, nama: string, kode: string) => ({ _id: id, nama_desa: nama, kecamatan: 'Singosari', kode_wilayah: kode });

function pindah(over: Partial<PindahAntarDesa> = {}): PindahAntarDesa {
  return {
    _id: 'pindah-1',
    arah: 'masuk',
    status: 'dikirim',
    desa_asal: desa('a', 'Watugede', '35.07.01.2001'),
    desa_tujuan: desa('b', 'Sukamaju', '35.07.01.2002'),
    tanggal_pindah: '2026-11-02',
    alasan_pindah: 'Pekerjaan',
    nomor_surat: '474/12/2026',
    catatan: '',
    no_kk: '3507010101900001',
    alamat_asal: 'Desa Watugede, Kecamatan Singosari',
    anggota: [{ nik: '3507010101900002', nama_lengkap: 'Budi Santoso', jenis_kelamin: 'Laki laki', tempat_tanggal_lahir: 'Malang, 05 Januari 1990', posisi_dalam_keluarga: 'Kepala Keluarga' }],
    dokumen: [{ jenis: 'foto_kk' }],
    alasan_tolak: null,
    dikirim_oleh: 'Administrator',
    diputus_oleh: null,
    diputus_pada: null,
    kk_tujuan_id: null,
    penduduk_keluar_id: null,
    createdAt: '2026-11-02T03:00:00.000Z',
    ...over,
  };
}

const detail = (api: MockApi) => renderModulePage(<PindahDetailPage />, { route: '/pindah_antar_desa/pindah-1', path: '/pindah_antar_desa/:id', api });

describe('PindahDetailPage (/pindah_antar_desa/:id)', () => {
  it('shows what the village of origin sent, and accepts it with the address here', async () => {
    let m = pindah();
    const { user, api } = detail({
      'GET /api/pindah_antar_desa/:id': () => jsonResponse({ success: true, data: m }),
      'POST /api/pindah_antar_desa/:id/terima': () => {
        m = pindah({ status: 'diterima', diputus_pada: '2026-11-03T03:00:00.000Z', kk_tujuan_id: 'kk-b' });
        return jsonResponse({ success: true, message: 'Kedatangan diterima: penduduk sudah tercatat di desa ini', data: m });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Kedatangan dari desa lain' })).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.getByText('Foto Kartu Keluarga')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Alamat \(Jalan/ }), 'Jl. Baru 1');
    await user.click(screen.getByRole('button', { name: 'Terima' }));
    await waitFor(() => expect(api.callsTo('POST /api/pindah_antar_desa/:id/terima')).toHaveLength(1));
    expect(api.callsTo('POST /api/pindah_antar_desa/:id/terima')[0]?.body).toEqual({ rt_id: null, alamat: 'Jl. Baru 1' });
    expect(await screen.findByText(/Pindahan dari Desa Watugede/)).toBeInTheDocument();
  });

  it('refuses only with a reason, which is sent', async () => {
    const { user, api } = detail({
      'GET /api/pindah_antar_desa/:id': () => jsonResponse({ success: true, data: pindah() }),
      'POST /api/pindah_antar_desa/:id/tolak': () => jsonResponse({ success: true, data: pindah({ status: 'ditolak', alasan_tolak: 'Alamat tidak dikenal' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Alasan penolakan wajib diisi')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Alasan penolakan/ }), 'Alamat tidak dikenal');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(api.callsTo('POST /api/pindah_antar_desa/:id/tolak')[0]?.body).toEqual({ alasan: 'Alamat tidak dikenal' }));
  });

  it('lets the village of origin cancel while it waits, and shows a refusal with its reason', async () => {
    let m = pindah({ arah: 'keluar' });
    const { user, api } = detail({
      'GET /api/pindah_antar_desa/:id': () => jsonResponse({ success: true, data: m }),
      'POST /api/pindah_antar_desa/:id/batal': () => {
        m = pindah({ arah: 'keluar', status: 'dibatalkan', diputus_pada: '2026-11-03T03:00:00.000Z' });
        return jsonResponse({ success: true, data: m });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pindah ke desa lain' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terima' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batalkan Pindah' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batalkan Pindah' }));
    await waitFor(() => expect(api.callsTo('POST /api/pindah_antar_desa/:id/batal')).toHaveLength(1));
    expect(await screen.findByText(/Dibatalkan oleh Desa Watugede/)).toBeInTheDocument();
  });
});

describe('KirimPindahPage (/pindah_antar_desa/kirim)', () => {
  it('asks the destination (by name or code) and the date first; outside the regency points to Mutasi', async () => {
    const { user } = renderModulePage(<KirimPindahPage />, {
      route: '/pindah_antar_desa/kirim',
      api: { 'GET /api/pindah_antar_desa/desa': () => jsonResponse({ success: true, data: [desa('b', 'Sukamaju', '35.07.01.2002'), desa('c', 'Ardimulyo', '35.07.01.2003')] }) },
    });
    const select = await screen.findByRole('combobox', { name: /^Desa tujuan/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    await user.type(screen.getByRole('searchbox', { name: 'Cari desa tujuan (nama atau kode)' }), '2003');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pilih desa tujuan', 'Desa Ardimulyo, Kec. Singosari (35.07.01.2003)', 'Di luar kabupaten ini']);
    expect(screen.getByLabelText(/^Tanggal pindah/)).toBeInTheDocument();
    await user.selectOptions(select, 'luar');
    expect(screen.getByText(/tombol 'Mutasi'/)).toBeInTheDocument();
  });
});
