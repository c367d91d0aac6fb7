import { canSee } from '@sid/ui-desa/module';
import { moduleContractProblems } from '@sid/ui-desa/testing';
import definition from './module';

describe('mf-laporan module definition', () => {
  it('is Laporan, every route and entry under its catalog path (/laporan, /laporan/*)', () => {
    expect(definition.id).toBe('mf-laporan');
    expect(definition.title).toBe('Laporan');
    for (const path of [...definition.routes.map((r) => r.path), ...definition.drawer.map((d) => d.path)]) {
      expect(path === '/laporan' || path.startsWith('/laporan/')).toBe(true);
    }
    expect(moduleContractProblems(definition)).toEqual([]);
  });

  it('gives the village staff the monthly report, the Admin Kabupaten nothing', () => {
    const drawerOf = (role: 'Admin' | 'Super Admin' | 'Admin Kabupaten') => definition.drawer.filter((e) => canSee(e.roles, role)).map((e) => e.label);
    expect(drawerOf('Admin')).toContain('Laporan Bulanan');
    expect(drawerOf('Super Admin')).toContain('Laporan Bulanan');
    expect(drawerOf('Admin Kabupaten')).toEqual([]);
  });
});
