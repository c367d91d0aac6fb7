import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { canSee, ROLES } from '@sid/ui-desa/module';
import { jsonResponse, moduleContractProblems, renderModulePage } from '@sid/ui-desa/testing';
import definition from './module';

// The first import of a lazy page compiles its whole tree; on a loaded machine that takes seconds.
const LAZY_PAGE = { timeout: 15_000 };
const jumlah = { penduduk: 0, kartu_keluarga: 0, penduduk_masuk: 0, penduduk_keluar: 0, meninggal: 0, belum_lengkap: 0 };
const ringkasan = { kabupaten: 'Malang', provinsi: 'Jawa Timur', jumlah_desa: 0, desa_aktif: 0, jumlah, kecamatan: [] };

describe('mf-kabupaten module definition', () => {
  it('is the regency console', () => {
    expect(definition.id).toBe('mf-kabupaten');
    expect(definition.title).toBe('Kabupaten');
  });

  it('owns the console\'s routes, every one for the Admin Kabupaten only', () => {
    expect(definition.routes.map((r) => [r.path, r.roles])).toEqual([
      ['/kabupaten', ['Admin Kabupaten']],
      ['/kabupaten/desa/:id', ['Admin Kabupaten']],
      ['/kabupaten/aktivitas', ['Admin Kabupaten']],
      ['/kabupaten/modul', ['Admin Kabupaten']],
      ['/kabupaten/modul/:modulId', ['Admin Kabupaten']],
      ['/kabupaten/versi_desa', ['Admin Kabupaten']],
      ['/kabupaten/pindah_antar_desa', ['Admin Kabupaten']],
      ['/kabupaten/surat', ['Admin Kabupaten']],
      ['/kabupaten/surat/rekap', ['Admin Kabupaten']],
      ['/kabupaten/laporan_bulanan', ['Admin Kabupaten']],
      ['/kabupaten/laporan_bulanan/desa/:id', ['Admin Kabupaten']],
      ['/kabupaten/statistik', ['Admin Kabupaten']],
      ['/kabupaten/gabung_desa', ['Admin Kabupaten']],
    ]);
  });

  it('puts every console entry under "Kabupaten", in order', () => {
    expect(definition.drawer.map(({ group, label, path, roles, order }) => ({ group, label, path, roles, order }))).toEqual([
      { group: 'Kabupaten', label: 'Ringkasan Kabupaten', path: '/kabupaten', roles: ['Admin Kabupaten'], order: 10 },
      { group: 'Kabupaten', label: 'Laporan Bulanan Desa', path: '/kabupaten/laporan_bulanan', roles: ['Admin Kabupaten'], order: 12 },
      { group: 'Kabupaten', label: 'Statistik Penduduk', path: '/kabupaten/statistik', roles: ['Admin Kabupaten'], order: 14 },
      { group: 'Kabupaten', label: 'Aktivitas Kabupaten', path: '/kabupaten/aktivitas', roles: ['Admin Kabupaten'], order: 20 },
      { group: 'Kabupaten', label: 'Rilis Modul', path: '/kabupaten/modul', roles: ['Admin Kabupaten'], order: 25 },
      { group: 'Kabupaten', label: 'Versi per Desa', path: '/kabupaten/versi_desa', roles: ['Admin Kabupaten'], order: 27 },
      { group: 'Kabupaten', label: 'Gabungkan Desa Mandiri', path: '/kabupaten/gabung_desa', roles: ['Admin Kabupaten'], order: 28 },
      { group: 'Kabupaten', label: 'Pindah Antar Desa', path: '/kabupaten/pindah_antar_desa', roles: ['Admin Kabupaten'], order: 30 },
      { group: 'Kabupaten', label: 'Layanan Surat Kabupaten', path: '/kabupaten/surat', roles: ['Admin Kabupaten'], order: 35 },
      { group: 'Kabupaten', label: 'Rekap Surat', path: '/kabupaten/surat/rekap', roles: ['Admin Kabupaten'], order: 36 },
    ]);
    expect(moduleContractProblems(definition)).toEqual([]);
  });

  it('shows nothing to a village\'s staff', () => {
    for (const role of ROLES.filter((r) => r !== 'Admin Kabupaten')) {
      expect([role, definition.drawer.filter((e) => canSee(e.roles, role))]).toEqual([role, []]);
      expect([role, definition.routes.filter((r) => canSee(r.roles, role))]).toEqual([role, []]);
    }
  });

  it('loads its pages lazily', async () => {
    const Ringkasan = definition.routes.find((r) => r.path === '/kabupaten')?.component;
    if (!Ringkasan) throw new Error('no /kabupaten route');
    renderModulePage(
      <Suspense fallback={<p>lazy</p>}>
        <Ringkasan />
      </Suspense>,
      {
        route: '/kabupaten',
        session: { user: { role: 'Admin Kabupaten', desaId: null } },
        api: {
          'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: true, data: ringkasan }),
          'GET /api/kabupaten/desa': () => jsonResponse({ success: true, data: [], total: 0 }),
          'GET /api/cadangan/status': () => jsonResponse({ success: true, data: { peringatan: false } }),
        },
      },
    );
    expect(await screen.findByRole('heading', { name: /^Ringkasan Kabupaten/ }, LAZY_PAGE)).toBeInTheDocument();
  });
});
