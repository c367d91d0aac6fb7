import { lazy } from 'react';
import type { ModuleDefinition } from '@sid/ui-desa/module';
import { moduleContractProblems } from './module-contract';

const Icon = () => null;
const Page = lazy(() => Promise.resolve({ default: () => null }));

const valid: ModuleDefinition = {
  id: 'mf-x',
  title: 'X',
  routes: [{ path: '/x', component: Page }],
  drawer: [{ group: 'Kependudukan', label: 'X', path: '/x', icon: Icon, order: 10 }],
};

describe('moduleContractProblems', () => {
  it('finds nothing in a definition that keeps the contract', () => {
    expect(moduleContractProblems(valid)).toEqual([]);
  });

  it('names a drawer entry without its route, and a page that is not lazy', () => {
    const broken: ModuleDefinition = {
      ...valid,
      routes: [{ path: '/y', component: () => null }],
    };
    expect(moduleContractProblems(broken)).toEqual(["drawer 'X': no route /x", 'route /y: not lazy']);
  });
});
