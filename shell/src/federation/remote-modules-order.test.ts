import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { adminEntry, adminModule, kelahiranKematianEntry, kelahiranKematianModule, kependudukanEntry, kependudukanModule } from '../test/modules';
import { markDocument, RemoteModules } from './remote-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerPlugins: jest.fn() }));

const definitions: Record<string, unknown> = {
  'mf_kependudukan/module': kependudukanModule,
  'mf_kelahiran_kematian/module': kelahiranKematianModule,
  'mf_admin/module': adminModule,
};
let release: () => void;

beforeEach(() => {
  const first = new Promise<void>((resolve) => { release = resolve; });
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset().mockImplementation(async (id: string) => {
    if (id === 'mf_kependudukan/module') await first;
    return { default: definitions[id] } as never;
  });
});

const loaded = () => jest.mocked(loadRemote).mock.calls.map((c) => c[0]);

it('loads the module of the screen shown first, and the others once it is settled and the browser is idle', async () => {
  const modules = new RemoteModules();
  modules.start([adminEntry, kependudukanEntry, kelahiranKematianEntry], (entry) => entry.id === 'mf-kependudukan');
  // All are registered at once (their paths show the loading state), one is loaded.
  expect(jest.mocked(registerRemotes).mock.calls[0]?.[0].map((r) => r.name)).toEqual(['mf_admin', 'mf_kependudukan', 'mf_kelahiran_kematian']);
  expect(loaded()).toEqual(['mf_kependudukan/module']);
  expect(modules.getSnapshot().map((s) => s.status)).toEqual(['loading', 'loading', 'loading']);
  release();
  await waitFor(() => expect(modules.getSnapshot().map((s) => s.status)).toEqual(['ready', 'ready', 'ready']));
  expect(loaded()).toEqual(['mf_kependudukan/module', 'mf_admin/module', 'mf_kelahiran_kematian/module']);
});

it('loads every module at once when none is on screen', () => {
  const modules = new RemoteModules();
  modules.start([adminEntry, kelahiranKematianEntry], () => false);
  expect(loaded()).toEqual(['mf_admin/module', 'mf_kelahiran_kematian/module']);
});

it('marks the document loading until every module of the list is settled (the state the size budgets wait on)', async () => {
  const modules = new RemoteModules({ onChange: markDocument });
  const mark = () => document.documentElement.getAttribute('data-modules');
  expect(mark()).toBeNull();
  modules.start([adminEntry, kependudukanEntry, kelahiranKematianEntry], (entry) => entry.id === 'mf-kependudukan');
  expect(mark()).toBe('loading');
  release();
  // The others load later (idle): the mark waits for them too, not only for the screen's module.
  await waitFor(() => expect(modules.getSnapshot().map((s) => s.status)).toEqual(['ready', 'ready', 'ready']));
  expect(mark()).toBe('settled');
  modules.reset();
  expect(mark()).toBeNull();
});
