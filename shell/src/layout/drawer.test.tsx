import { screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../test/render-shell';
import { makeToken } from '@sid/ui-desa/testing';
import {
  adminEntry, adminModule, kelahiranKematianEntry, kelahiranKematianModule, kependudukanEntry, kependudukanModule,
} from '../test/modules';
import { buildDrawer, activePath, isWithin, selectedDrawerValue } from './drawer-model';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

const definitions: Record<string, unknown> = {
  'mf_kependudukan/module': kependudukanModule,
  'mf_kelahiran_kematian/module': kelahiranKematianModule,
  'mf_admin/module': adminModule,
};

beforeEach(() => {
  jest.mocked(loadRemote).mockReset().mockImplementation(async (id: string) => ({ default: definitions[id] }));
});

const modules = [kependudukanEntry, kelahiranKematianEntry, adminEntry];

async function drawer() {
  const nav = await screen.findByTestId('app-drawer');
  await within(nav).findByText('Activity Logs');
  return nav;
}

describe('drawer', () => {
  it("shows the groups in the spec's order with each group's entries sorted, across modules", async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    renderShell({ route: '/', modules });
    const nav = await drawer();
    const headers = within(nav).getAllByRole('heading').map((h) => h.textContent);
    expect(headers).toEqual(['Kependudukan', 'Aktifitas Admin', 'Super Admin']);
    const links = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Dashboard', 'Kelahiran', 'Kematian', 'Kartu Keluarga', 'Activity Logs', 'Users']);
  });

  it('puts every entry in the Tab order, with no focusable aria-hidden sentinel (axe aria-hidden-focus)', async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    const { user } = renderShell({ route: '/', modules });
    const nav = await drawer();
    expect(nav.querySelector('[data-tabster]')).toBeNull();
    expect(nav.querySelector('[aria-hidden="true"][tabindex="0"]')).toBeNull();
    within(nav).getByRole('link', { name: 'Dashboard' }).focus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Kelahiran' })).toHaveFocus();
  });

  it('hides Users (and the empty Super Admin group) from an Admin', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin' }));
    renderShell({ route: '/', modules });
    const nav = await drawer();
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('heading', { name: 'Super Admin' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Aktifitas Admin' })).toBeInTheDocument();
  });

  it('highlights the current route and follows navigation', async () => {
    localStorage.setItem('token', makeToken());
    const { user, path } = renderShell({ route: '/kelahiran', modules });
    const nav = await drawer();
    expect(within(nav).getByRole('link', { name: 'Kelahiran' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'false');

    await user.click(within(nav).getByRole('link', { name: 'Activity Logs' }));
    expect(path()).toBe('/activity');
    expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 2 })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Activity Logs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Kelahiran' })).toHaveAttribute('aria-current', 'false');
  });

  it('collapses and expands with the menu button', async () => {
    localStorage.setItem('token', makeToken());
    const { user } = renderShell({ route: '/', modules });
    await drawer();
    const toggle = screen.getByRole('button', { name: 'Tutup menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('app-drawer')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    expect(await screen.findByTestId('app-drawer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows the app's title with the village name", async () => {
    localStorage.setItem('token', makeToken());
    renderShell({ route: '/', modules });
    expect(await screen.findByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA WATUGEDE', level: 1 })).toBeInTheDocument();
  });
});

describe('drawer model', () => {
  it('matches a path at or below an entry, and / only exactly', () => {
    expect(isWithin('/kematian/12/d', '/kematian')).toBe(true);
    expect(isWithin('/kematian', '/kematian')).toBe(true);
    expect(isWithin('/kematianx', '/kematian')).toBe(false);
    expect(isWithin('/kelahiran', '/')).toBe(false);
    expect(isWithin('/', '/')).toBe(true);
    expect(activePath('/penduduk_keluar/1/d', ['/', '/penduduk_keluar', '/penduduk'])).toBe('/penduduk_keluar');
    expect(activePath('/nowhere', ['/', '/users'])).toBeUndefined();
    expect(isWithin('/penduduk/3/d', '/penduduk/*')).toBe(true);
    expect(isWithin('/penduduk', '/penduduk/*')).toBe(true);
  });

  it('lists a module without a definition as pending, at its first path', () => {
    const model = buildDrawer([
      { status: 'failed', entry: adminEntry, attempt: 1, reason: 'x', kind: 'unavailable' },
      { status: 'ready', entry: kelahiranKematianEntry, attempt: 1, definition: kelahiranKematianModule },
    ], 'Admin');
    expect(model.groups.map((g) => g.group)).toEqual(['Kependudukan']);
    expect(model.pending).toEqual([{ id: 'mf-admin', title: 'Admin', path: '/activity', paths: ['/activity', '/users', '/kabupaten'], status: 'failed', incompatible: false }]);
    expect(selectedDrawerValue('/users', model)).toBe('module:mf-admin');
    expect(selectedDrawerValue('/kematian/3/d', model)).toBe('/kematian');
    expect(selectedDrawerValue('/elsewhere', model)).toBe('');
  });
});

// Issue 40: nine Tabs before the first field of a form; now the first Tab stop skips the top bar and drawer.
describe("'Lewati ke konten utama'", () => {
  it('is the first Tab stop and takes focus to the page', async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    const { user } = renderShell({ route: '/', modules });
    await drawer();
    document.body.focus();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Lewati ke konten utama' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab reaches the page's own controls, not the top bar.
    expect(screen.getByRole('main')).toHaveAttribute('id', 'konten-utama');
  });
});
