import { screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '@sid/ui-desa/testing';
import { renderShell } from '../test/render-shell';
import { makeToken } from '@sid/ui-desa/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

// 'history': as in the browser, the layout's own router hands the navigation back on the way out.
describe.each(['memory', 'history'] as const)('Log Out (%s navigation)', (router) => {
  it('records the logout with a progress bar, clears the token and goes to /login', async () => {
    localStorage.setItem('token', makeToken({ id: 'user-42', role: 'Admin' }));
    const answer = deferred<Response>();
    const { user, api, path } = renderShell({ router, route: '/', api: { 'POST /api/activity/{userId}': () => answer.promise } });

    await user.click(await screen.findByRole('button', { name: /^Akun/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Ubah Password', 'Log Out']);
    await user.click(items[1]!);

    expect(await screen.findByRole('progressbar', { name: 'Sedang keluar' })).toBeInTheDocument();
    const call = api.callsTo('POST /api/activity/{userId}')[0];
    expect(call?.params).toEqual({ userId: 'user-42' });
    expect(call?.headers.get('x-auth-token')).toBe(localStorage.getItem('token'));

    answer.resolve(jsonResponse({ success: true, message: 'Logout tercatat' }));
    expect(await screen.findByRole('heading', { name: 'SELAMAT DATANG' })).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('still signs out when the server cannot record the logout', async () => {
    localStorage.setItem('token', makeToken({ id: 'user-42' }));
    const { user, path } = renderShell({
      router, route: '/',
      api: { 'POST /api/activity/{userId}': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan' }, 500) },
    });
    await user.click(await screen.findByRole('button', { name: /^Akun/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
