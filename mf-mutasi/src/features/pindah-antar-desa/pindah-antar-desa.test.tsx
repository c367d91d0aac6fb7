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
    let m = pindah({ catatan: 'Ikut suami bekerja di pabrik' });
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
    // A's moving-out data as sent: the letter's number and the notes.
    expect(screen.getByText('474/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Ikut suami bekerja di pabrik')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Alamat \(Jalan/ }), 'Jl. Baru 1');
    await user.click(screen.getByRole('button', { name: 'Terima' }));
    await waitFor(() => expect(api.callsTo('POST /api/pindah_antar_desa/:id/terima')).toHaveLength(1));
    expect(api.callsTo('POST /api/pindah_antar_desa/:id/terima')[0]?.body).toEqual({ rt_id: null, alamat: 'Jl. Baru 1' });
    expect(await screen.findByText(/Pindahan dari Desa Watugede/)).toBeInTheDocument();
  });

  it('opens each document A sent before deciding, from the move (a photo in a dialog, a PDF downloaded)', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:dokumen'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { user, api } = detail({
        'GET /api/pindah_antar_desa/:id': () => jsonResponse({ success: true, data: pindah({ dokumen: [{ jenis: 'foto_kk' }, { jenis: 'foto_surat_masuk' }] }) }),
        'GET /api/pindah_antar_desa/:id/dokumen/:jenis': ({ params }) => params.jenis === 'foto_kk'
          ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png', 'content-disposition': 'inline; filename="kartu-keluarga-3507010101900001.png"' } })
          : new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="surat-pindah-3507010101900001.pdf"' } }),
      });
      expect(await screen.findByRole('heading', { name: 'Dokumen dari desa asal' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Lihat Foto Kartu Keluarga' }));
      const dialog = await screen.findByRole('dialog', { name: 'Foto Kartu Keluarga' });
      expect(within(dialog).getByRole('img', { name: 'Foto Kartu Keluarga' })).toHaveAttribute('src', 'blob:dokumen');
      await user.click(within(dialog).getByRole('button', { name: 'Unduh' }));
      expect(saved).toEqual(['kartu-keluarga-3507010101900001.png']);
      await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Lihat Foto Surat Pindah' }));
      await waitFor(() => expect(saved).toEqual(['kartu-keluarga-3507010101900001.png', 'surat-pindah-3507010101900001.pdf']));
      expect(api.callsTo('GET /api/pindah_antar_desa/:id/dokumen/:jenis').map((c) => c.params)).toEqual([{ id: 'pindah-1', jenis: 'foto_kk' }, { id: 'pindah-1', jenis: 'foto_surat_masuk' }]);
      // Still before any decision: the form to accept is below.
      expect(screen.getByRole('button', { name: 'Terima' })).toBeInTheDocument();
    } finally {
      click.mockRestore();
    }
  });

  it("says a refused move's documents are gone, and offers none to open", async () => {
    detail({ 'GET /api/pindah_antar_desa/:id': () => jsonResponse({ success: true, data: pindah({ status: 'ditolak', alasan_tolak: 'Alamat tidak dikenal', diputus_pada: '2026-11-03T03:00:00.000Z' }) }) });
    expect(await screen.findByText('Foto Kartu Keluarga: salinannya sudah dihapus karena pindah ini ditolak.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Lihat / })).not.toBeInTheDocument();
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
