// The screens of Layanan Surat against a mocked API: Buat Surat (the preview says what is missing,
// Terbitkan only when complete, then the issued letter), the issued letter (its QR and short code,
// revoke for the Super Admin only), the register (rows, revoke with a reason) and the officials.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import type { JenisSurat, KontenSurat, PejabatSurat, Surat } from './api/surat-api';
import { AgendaPage } from './agenda-page';
import { BuatSuratPage } from './buat-surat-page';
import { PejabatPage } from './pejabat-page';
import { SuratPage } from './surat-page';

const T = '2026-11-29T08:00:00.000Z';
const domisili: JenisSurat = {
  _id: 'domisili', judul: 'SURAT KETERANGAN DOMISILI', kode_klasifikasi: '470', data_penduduk: ['nama_lengkap', 'nik'],
  isian: [{ kunci: 'keperluan', label: 'Keperluan', tipe: 'teks', wajib: true }], isi: 'Untuk keperluan {isian.keperluan}.', isi_kabupaten: 'Untuk keperluan {isian.keperluan}.',
  teks_desa: false, placeholder: ['nama_lengkap', 'isian.keperluan'], sumber: null, urutan: 1, updatedAt: T,
} as JenisSurat;
const pejabat: PejabatSurat = { _id: 'p1', nama: 'Sri Wahyuni', jabatan: 'Kepala Desa', nip: null, bentuk: 'langsung', atas_nama: null, untuk_beliau: null, aktif: true, urutan: 0, createdAt: T, updatedAt: T };
const konten = (over: Partial<KontenSurat> = {}): KontenSurat => ({
  judul: 'SURAT KETERANGAN DOMISILI', nomor: '470/001/35.07.02.2001/XI/2026', tanggal: '2026-11-29', tanggal_teks: '29 November 2026',
  kop: { kabupaten: 'Malang', kecamatan: 'Pakis', desa: 'Sukoanyar', alamat_kantor: 'Jl. Raya Sukoanyar No. 1', kode_pos: '65152', ada_logo: false },
  pembuka: 'Yang bertanda tangan di bawah ini, Kepala Desa Sukoanyar, menerangkan bahwa:',
  data: [{ label: 'Nama Lengkap', nilai: 'Budi Santoso' }], isi: 'Untuk keperluan Melamar pekerjaan.',
  ttd: { tempat_tanggal: 'Sukoanyar, 29 November 2026', baris: ['Kepala Desa Sukoanyar'], nama: 'Sri Wahyuni', nip: null },
  kode_verifikasi: 'ABCD-EFGH-JKLM-NPQR', url_verifikasi: '/verifikasi/AbCdEfGhIjKlMnOpQrStUv', ...over,
} as KontenSurat);
const surat = (over: Partial<Surat> = {}): Surat => ({
  _id: 's1', jenis_id: 'domisili', judul: 'SURAT KETERANGAN DOMISILI', nomor: '470/001/35.07.02.2001/XI/2026', tanggal: '2026-11-29', status: 'berlaku',
  penduduk_id: 'w1', nama_penduduk: 'Budi Santoso', nik: '3507021708850001', pejabat: { nama: 'Sri Wahyuni', jabatan: 'Kepala Desa' }, dibuat_oleh: 'Sekretaris Sukoanyar', createdAt: T,
  konten: konten(), alasan_cabut: null, dicabut_pada: null, menggantikan_id: null, diganti_oleh_id: null, kode_verifikasi: 'ABCD-EFGH-JKLM-NPQR', token: 'AbCdEfGhIjKlMnOpQrStUv', ...over,
} as Surat);

describe('BuatSuratPage', () => {
  it('shows what is missing instead of placeholders, issues only when complete, then opens the letter', async () => {
    const issued: unknown[] = [];
    const { user } = renderModulePage(<BuatSuratPage />, {
      route: '/surat/buat?penduduk=w1&jenis=domisili',
      path: '/surat/buat',
      api: {
        'GET /api/surat/jenis': () => jsonResponse({ success: true, data: [domisili] }),
        'GET /api/surat/pejabat': () => jsonResponse({ success: true, data: [pejabat] }),
        'GET /api/penduduk/w1': () => jsonResponse({ success: true, data: { _id: 'w1', nama_lengkap: 'Budi Santoso', nik: '3507021708850001' } }),
        'POST /api/surat/pratinjau': (req) => {
          const body = req.body as { isian?: Record<string, string>; pejabat_id?: string };
          const kurang = [
            ...(body.isian?.keperluan ? [] : [{ kolom: 'isian.keperluan', pesan: 'Keperluan wajib diisi' }]),
            ...(body.pejabat_id ? [] : [{ kolom: 'pejabat_id', pesan: 'Pilih pejabat penandatangan' }]),
          ];
          return jsonResponse({ success: true, data: { lengkap: kurang.length === 0, kurang, konten: konten({ nomor: '470/001/35.07.02.2001/XI/2026', isi: kurang.length ? 'Untuk keperluan [Keperluan].' : 'Untuk keperluan Melamar pekerjaan.', kode_verifikasi: null, url_verifikasi: null }) } });
        },
        'POST /api/surat/keluar': (req) => {
          issued.push(req.body);
          return jsonResponse({ success: true, data: surat() }, 201);
        },
      },
    });
    expect(await screen.findByText('Budi Santoso (NIK 3507021708850001)')).toBeInTheDocument();
    const kurang = await screen.findByRole('list', { name: 'Yang masih kurang' });
    expect(within(kurang).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Keperluan wajib diisi', 'Pilih pejabat penandatangan']);
    expect(screen.getByText('[Keperluan]')).toHaveAttribute('data-kurang');
    expect(screen.getByRole('button', { name: 'Terbitkan' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Keperluan/ }), 'Melamar pekerjaan');
    await user.selectOptions(screen.getByRole('combobox', { name: /Penandatangan/ }), 'p1');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Yang masih kurang' })).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terbitkan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    await waitFor(() => expect(issued).toEqual([{ jenis_id: 'domisili', penduduk_id: 'w1', pejabat_id: 'p1', isian: { keperluan: 'Melamar pekerjaan' } }]));
  });
});

describe('BuatSuratPage from the module (no resident given)', () => {
  it('finds the resident on the first page of the search (pages count from 0) and picks them', async () => {
    const { user } = renderModulePage(<BuatSuratPage />, {
      route: '/surat/buat?jenis=domisili',
      path: '/surat/buat',
      api: {
        'GET /api/surat/jenis': () => jsonResponse({ success: true, data: [domisili] }),
        'GET /api/surat/pejabat': () => jsonResponse({ success: true, data: [pejabat] }),
        'GET /api/penduduk': (req) => jsonResponse({ success: true, data: req.query.get('page') === '0' ? [{ _id: 'w1', nama_lengkap: 'Budi Santoso', nik: '3507021708850001' }] : [], total: 1 }),
        'GET /api/penduduk/w1': () => jsonResponse({ success: true, data: { _id: 'w1', nama_lengkap: 'Budi Santoso', nik: '3507021708850001' } }),
        'POST /api/surat/pratinjau': () => jsonResponse({ success: true, data: { lengkap: false, kurang: [{ kolom: 'pejabat_id', pesan: 'Pilih pejabat penandatangan' }], konten: konten({ kode_verifikasi: null, url_verifikasi: null }) } }),
      },
    });
    const cari = await screen.findByRole('search', { name: 'Cari penduduk' });
    await user.type(within(cari).getByRole('textbox'), 'Budi');
    await user.click(within(cari).getByRole('button', { name: 'Cari' }));
    await user.click(await screen.findByRole('button', { name: /Pilih Budi Santoso/ }));
    expect(await screen.findByText('Budi Santoso (NIK 3507021708850001)')).toBeInTheDocument();
  });
});

describe('BuatSuratPage for a spec letter', () => {
  it('issues the death letter from its record (sumber_id), not from a resident', async () => {
    const issued: unknown[] = [];
    const kematian = { ...domisili, _id: 'keterangan_kematian', judul: 'SURAT KETERANGAN KEMATIAN', sumber: 'kematian', isian: [], isi: 'Meninggal {sumber.tanggal_meninggal}.' } as JenisSurat;
    const { user, api } = renderModulePage(<BuatSuratPage />, {
      route: '/surat/buat?jenis=keterangan_kematian',
      path: '/surat/buat',
      api: {
        'GET /api/surat/jenis': () => jsonResponse({ success: true, data: [domisili, kematian] }),
        'GET /api/surat/pejabat': () => jsonResponse({ success: true, data: [pejabat] }),
        // As the server pages: from 0, so one record is on page 0 and page 1 is empty.
        'GET /api/kematian': (req) => jsonResponse({ success: true, data: req.query.get('page') === '0' ? [{ _id: 'k1', pemilik_data: { nama_lengkap: 'Slamet', nik: '3507021708850009' }, tanggal_meninggal: '2026-11-20' }] : [], total: 1 }),
        'POST /api/surat/pratinjau': (req) => {
          const body = req.body as { pejabat_id?: string };
          const kurang = body.pejabat_id ? [] : [{ kolom: 'pejabat_id', pesan: 'Pilih pejabat penandatangan' }];
          return jsonResponse({ success: true, data: { lengkap: kurang.length === 0, kurang, konten: konten({ judul: 'SURAT KETERANGAN KEMATIAN', kode_verifikasi: null, url_verifikasi: null }) } });
        },
        'POST /api/surat/keluar': (req) => {
          issued.push(req.body);
          return jsonResponse({ success: true, data: surat() }, 201);
        },
      },
    });
    const cari = await screen.findByRole('search', { name: 'Cari data kematian' });
    expect(screen.queryByRole('search', { name: 'Cari penduduk' })).not.toBeInTheDocument();
    await user.click(within(cari).getByRole('button', { name: 'Cari' }));
    await user.click(await screen.findByRole('button', { name: /Pilih Slamet/ }));
    // Newest first ("kosongkan untuk melihat data terbaru").
    expect(api.callsTo('GET /api/kematian')[0]?.query.get('order')).toBe('desc');
    expect(await screen.findByText(/Slamet · NIK 3507021708850009/)).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Penandatangan/ }), 'p1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terbitkan' })).toBeEnabled(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    await waitFor(() => expect(issued).toEqual([{ jenis_id: 'keterangan_kematian', sumber_id: 'k1', pejabat_id: 'p1', isian: {} }]));
  });
});

describe('SuratPage', () => {
  const api = (s: Surat) => ({ 'GET /api/surat/keluar/s1': () => jsonResponse({ success: true, data: s }) });
  it('shows the frozen letter with its QR and short code; the Super Admin may revoke it', async () => {
    renderModulePage(<SuratPage />, { route: '/surat/keluar/s1', path: '/surat/keluar/:id', api: api(surat()), session: { user: { role: 'Super Admin' } } });
    const sheet = await screen.findByRole('document', { name: 'SURAT KETERANGAN DOMISILI' });
    expect(sheet).toHaveTextContent('Nomor : 470/001/35.07.02.2001/XI/2026');
    expect(within(sheet).getByTitle('Kode QR verifikasi surat')).toBeInTheDocument();
    expect(sheet).toHaveTextContent('ABCD-EFGH-JKLM-NPQR');
    expect(screen.getByRole('button', { name: 'Cetak Ulang' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cabut Surat' })).toBeInTheDocument();
  });
  it('offers no revoke to an Admin, nor for a letter already revoked (stamped so)', async () => {
    renderModulePage(<SuratPage />, { route: '/surat/keluar/s1', path: '/surat/keluar/:id', api: api(surat({ status: 'dicabut', alasan_cabut: 'Salah data' })), session: { user: { role: 'Super Admin' } } });
    expect(await screen.findByText('SURAT INI TELAH DICABUT')).toBeInTheDocument();
    expect(screen.getByText('Salah data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cabut Surat' })).not.toBeInTheDocument();
  });
});

describe('AgendaPage', () => {
  it('lists the letters newest first and revokes one with a reason', async () => {
    const revoked: unknown[] = [];
    const { user, api } = renderModulePage(<AgendaPage />, {
      route: '/surat', path: '/surat', session: { user: { role: 'Super Admin' } },
      api: {
        'GET /api/surat/keluar': () => jsonResponse({ success: true, data: [surat()], total: 1 }),
        'POST /api/surat/keluar/s1/cabut': (req) => {
          revoked.push(req.body);
          return jsonResponse({ success: true, message: 'Surat berhasil dicabut', data: surat({ status: 'dicabut' }) });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Buku Agenda Surat Keluar' });
    expect(api.callsTo('GET /api/surat/keluar')[0]?.query.get('sort')).toBe('createdAt');
    expect(api.callsTo('GET /api/surat/keluar')[0]?.query.get('order')).toBe('desc');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Budi Santoso (3507021708850001)');
    await user.click(within(row).getByRole('button', { name: 'Cabut surat 470/001/35.07.02.2001/XI/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'CABUT SURAT NOMOR 470/001/35.07.02.2001/XI/2026 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cabut Surat' }));
    expect(await within(dialog).findByText('Alasan wajib diisi')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Alasan pencabutan/ }), 'Salah keperluan');
    await user.click(within(dialog).getByRole('button', { name: 'Cabut Surat' }));
    await waitFor(() => expect(revoked).toEqual([{ alasan: 'Salah keperluan' }]));
  });
});

describe('PejabatPage', () => {
  it('lists the officials with the lines printed above the signature and adds one', async () => {
    const added: unknown[] = [];
    const { user } = renderModulePage(<PejabatPage />, {
      route: '/surat/pejabat', session: { user: { role: 'Super Admin' } },
      api: {
        'GET /api/surat/pejabat': () => jsonResponse({ success: true, data: [{ ...pejabat, bentuk: 'an', jabatan: 'Sekretaris Desa' }] }),
        'POST /api/surat/pejabat': (req) => {
          added.push(req.body);
          return jsonResponse({ success: true, data: pejabat }, 201);
        },
      },
    });
    const row = await screen.findByRole('row', { name: /Sri Wahyuni/ });
    expect(row).toHaveTextContent(/a\.n\. Kepala Desa .* \/ Sekretaris Desa/);
    await user.click(screen.getByRole('button', { name: 'Tambah Pejabat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pejabat Penandatangan' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), 'Ahmad Fauzi');
    await user.type(within(dialog).getByRole('textbox', { name: /^Jabatan/ }), 'Kepala Desa');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(added).toEqual([{ nama: 'Ahmad Fauzi', jabatan: 'Kepala Desa', nip: null, bentuk: 'langsung', atas_nama: null, untuk_beliau: null, aktif: true }]));
  });
});
