import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import type { DesaRingkasan } from '@sid/openapi';
import { GabungDesaPage } from './gabung-desa-page';

const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
type Api = Record<string, (req: MockRequest) => Response | Promise<Response>>;
const nol = { penduduk: 0, kartu_keluarga: 0, penduduk_masuk: 0, penduduk_keluar: 0, meninggal: 0, belum_lengkap: 0 };
const tulungrejo: DesaRingkasan = {
  _id: 'd1', kode_wilayah: '35.07.01.2001', nama_desa: 'Tulungrejo', kecamatan: 'Donomulyo', kabupaten: 'Malang', provinsi: 'Jawa Timur',
  alamat_kantor: 'Jl. Balai Desa 1', kode_pos: '65167', jabatan_kepala: 'Kepala Desa', aktif: true, jumlah: { ...nol, penduduk: 1200, kartu_keluarga: 400 }, createdAt: '2026-11-20T02:00:00.000Z',
};
const watugede: DesaRingkasan = { ...tulungrejo, _id: 'd2', kode_wilayah: null, nama_desa: 'Watugede', kecamatan: 'Singosari', jumlah: { ...nol, meninggal: 1 } };
const kosong: DesaRingkasan = { ...tulungrejo, _id: 'd3', kode_wilayah: '35.07.01.2002', nama_desa: 'Banjarejo', jumlah: nol };
const KUNCI = 'kunci-dari-kabupaten-2026';
// ASCII bytes, so that the harness's text reading of the body compares them exactly.
const ekspor = (name = 'ekspor-desa-sumbersari.sid') => new File(['sid ekspor desa bytes'], name, { type: '' });
const periksaBersih = {
  ekspor_id: 'e1', dibuat_pada: '2026-11-30T02:00:00.000Z', desa: { nama_desa: 'Sumbersari', kode_wilayah: null, kecamatan: 'Donomulyo' },
  jumlah: [{ tabel: 'penduduk', jumlah: 1234 }, { tabel: 'kartu_keluarga', jumlah: 400 }, { tabel: 'users', jumlah: 2 }, { tabel: 'berkas', jumlah: 15 }],
  konflik: [], bisa_digabung: true,
};
const api = (over: Api = {}): Api => ({
  'GET /api/kabupaten/desa': () => jsonResponse({ success: true, data: [kosong, tulungrejo, watugede], total: 3 }),
  ...over,
});
const open = (over?: Api) => renderModulePage(<GabungDesaPage />, { route: '/kabupaten/gabung_desa', session, api: api(over) });

async function isi(user: ReturnType<typeof open>['user'], opts: { tujuan?: string } = {}) {
  await user.upload(screen.getByLabelText(/Berkas ekspor desa/), ekspor());
  await user.type(screen.getByLabelText(/Kunci Gabung/), KUNCI);
  if (opts.tujuan) {
    await waitFor(() => expect(screen.getByRole('option', { name: opts.tujuan })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Desa tujuan' }), opts.tujuan);
  }
}

describe('GabungDesaPage (Gabungkan Desa Mandiri)', () => {
  it('checks the file and the key before sending anything', async () => {
    const { user, api: calls } = open();
    await user.click(screen.getByRole('button', { name: 'Periksa' }));
    expect(await screen.findByText('Pilih berkas ekspor desa (.sid) yang diserahkan desa')).toBeInTheDocument();
    expect(screen.getByText('Kunci gabung wajib diisi: mintalah kepada Admin Kabupaten')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Kunci Gabung/), 'pendek');
    await user.click(screen.getByRole('button', { name: 'Periksa' }));
    expect(await screen.findByText('Kunci gabung minimal 16 karakter')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/kabupaten/gabung/periksa')).toHaveLength(0);
  });

  it('offers only the villages still empty as a target, besides a new village', async () => {
    open();
    const select = await screen.findByRole('combobox', { name: 'Desa tujuan' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Desa baru (kode wilayah dari ekspor)',
      'Desa Banjarejo, Kec. Donomulyo (35.07.01.2002), masih kosong',
    ]));
  });

  it('runs the dry run, shows the counts in words, confirms, joins and links to the new village', async () => {
    const { user, api: calls } = open({
      'POST /api/kabupaten/gabung/periksa': () => jsonResponse({ success: true, data: periksaBersih }),
      'POST /api/kabupaten/gabung': () => jsonResponse({
        success: true, message: 'Desa Sumbersari berhasil digabungkan ke kabupaten',
        data: { desa_id: 'd3', nama_desa: 'Sumbersari', jumlah: periksaBersih.jumlah, pengguna: [{ username: 'sa.sumbersari', nama_lengkap: 'Sekretaris Sumbersari', role: 'Super Admin' }], url_masuk: 'https://sid.malangkab.go.id/login' },
      }, 201),
    });
    await isi(user, { tujuan: 'Desa Banjarejo, Kec. Donomulyo (35.07.01.2002), masih kosong' });
    await user.click(screen.getByRole('button', { name: 'Periksa' }));
    const table = await screen.findByRole('table', { name: 'Isi ekspor per jenis data' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'Penduduk1.234', 'Kartu keluarga400', 'Pengguna2', 'Berkas unggahan (foto dan dokumen)15',
    ]);
    expect(screen.getByText(/Ekspor Desa Sumbersari, Kecamatan Donomulyo, dibuat 30 November 2026 09\.00, akan digabungkan ke Desa Banjarejo\./)).toBeInTheDocument();
    const dry = calls.callsTo('POST /api/kabupaten/gabung/periksa')[0]!;
    expect(dry.headers.get('x-kunci-gabung')).toBe(KUNCI);
    expect(dry.headers.get('content-type')).toBe('application/octet-stream');
    expect(dry.query.get('desa_id')).toBe('d3');
    expect(dry.body).toBe('sid ekspor desa bytes');

    await user.click(screen.getByRole('button', { name: 'Gabungkan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'GABUNGKAN DESA SUMBERSARI KE KABUPATEN ?' });
    expect(calls.callsTo('POST /api/kabupaten/gabung')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Gabungkan' }));
    expect(await screen.findByText(/Desa Sumbersari berhasil digabungkan ke kabupaten dengan 1\.234 penduduk\./)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Buka Desa Sumbersari' })).toHaveAttribute('href', '/kabupaten/desa/d3');
    expect(screen.getByText(/https:\/\/sid\.malangkab\.go\.id\/login/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Pengguna desa yang digabungkan' })).getByText('sa.sumbersari')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/kabupaten/gabung')[0]?.headers.get('x-kunci-gabung')).toBe(KUNCI);
  });

  it('lists every conflict with what to do, and offers no join', async () => {
    const { user } = open({
      'POST /api/kabupaten/gabung/periksa': () => jsonResponse({ success: true, data: { ...periksaBersih, bisa_digabung: false, konflik: [
        { jenis: 'nik', pesan: 'NIK 3507********0001 masih aktif di Desa Tulungrejo' },
        { jenis: 'username', pesan: 'Nama pengguna admin sudah dipakai di kabupaten' },
      ] } }),
    });
    await isi(user);
    await user.click(screen.getByRole('button', { name: 'Periksa' }));
    const list = await screen.findByRole('list', { name: 'Masalah penggabungan' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'NIK: NIK 3507********0001 masih aktif di Desa Tulungrejo. Selesaikan dulu di desa yang masih mencatat NIK ini aktif (misalnya pindah keluar), lalu periksa lagi.',
      'Nama pengguna: Nama pengguna admin sudah dipakai di kabupaten. Ganti nama pengguna itu di desa asal, lalu ekspor ulang.',
    ]);
    expect(screen.getByText(/belum dapat digabungkan: 2 masalah/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gabungkan' })).not.toBeInTheDocument();
  });

  it("says a refusal in the server's words, never its code, and a change of file asks for a new check", async () => {
    const message = 'Ekspor tidak dapat digabungkan: Ekspor ini sudah pernah digabungkan ke kabupaten';
    const { user } = open({
      'POST /api/kabupaten/gabung/periksa': () => jsonResponse({ success: true, data: periksaBersih }),
      'POST /api/kabupaten/gabung': () => jsonResponse({ success: false, code: 'CONFLICT', message }, 409),
    });
    await isi(user);
    await user.click(screen.getByRole('button', { name: 'Periksa' }));
    await user.click(await screen.findByRole('button', { name: 'Gabungkan' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Gabungkan' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('CONFLICT')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Berkas ekspor desa/), ekspor('lain.sid'));
    expect(screen.queryByRole('table', { name: 'Isi ekspor per jenis data' })).not.toBeInTheDocument();
  });
});
