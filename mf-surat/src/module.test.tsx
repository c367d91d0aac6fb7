import { canSee } from '@sid/ui-desa/module';
import { moduleContractProblems } from '@sid/ui-desa/testing';
import definition from './module';

describe('mf-surat module definition', () => {
  it('is Layanan Surat, every route and entry under its catalog paths (/surat, /surat/*)', () => {
    expect(definition.id).toBe('mf-surat');
    expect(definition.title).toBe('Layanan Surat');
    for (const path of [...definition.routes.map((r) => r.path), ...definition.drawer.map((d) => d.path)]) {
      expect(path === '/surat' || path.startsWith('/surat/')).toBe(true);
    }
    expect(moduleContractProblems(definition)).toEqual([]);
  });

  it('gives the village staff issuing and the register, the Super Admin the officials, the Admin Kabupaten nothing', () => {
    const drawerOf = (role: 'Admin' | 'Super Admin' | 'Admin Kabupaten') => definition.drawer.filter((e) => canSee(e.roles, role)).map((e) => e.label);
    expect(drawerOf('Admin')).toEqual(['Buat Surat', 'Buku Agenda Surat']);
    expect(drawerOf('Super Admin')).toEqual(['Buat Surat', 'Buku Agenda Surat', 'Pejabat Penandatangan', 'Teks Surat', 'Penomoran Surat']);
    expect(drawerOf('Admin Kabupaten')).toEqual([]);
    expect(definition.routes.find((r) => r.path === '/surat/pejabat')?.roles).toEqual(['Super Admin']);
  });
});
