import { act, screen, waitFor } from '@testing-library/react';
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

const loginFail = () => jsonResponse({ success: false, code: 'LOGIN_FAIL', message: 'Username atau password salah' }, 401);

// 'history': as in the browser, without a router until the layout brings its own.
describe.each(['memory', 'history'] as const)('login page (%s navigation)', (router) => {
  it('shows the heading, the text with the village name, the fields and the button', async () => {
    renderShell({ router, route: '/login' });
    expect(await screen.findByRole('heading', { name: 'SELAMAT DATANG' })).toBeInTheDocument();
    expect(screen.getByText('Silahkan login terlebih dahulu untuk masuk kedalam sistem kependudukan Desa Watugede')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderShell({ router, route: '/login' });
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'rahasia');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('rahasia');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows a progress bar while signing in, then stores the token and goes to /', async () => {
    const token = makeToken({ id: 'u-1', role: 'Admin' });
    const answer = deferred<Response>();
    const { user, api, path } = renderShell({
      router, route: '/login',
      api: { 'POST /api/auth/admin': () => answer.promise },
    });
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('progressbar', { name: 'Sedang masuk' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/admin')[0]?.body).toEqual({ username: 'operator', password: 'rahasia123' });

    answer.resolve(jsonResponse({ success: true, message: 'Login berhasil', token, data: { _id: 'u-1', nama_lengkap: 'Operator', username: 'operator', role: 'Admin' } }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(screen.queryByRole('heading', { name: 'SELAMAT DATANG' })).not.toBeInTheDocument();
    // The signed-in layout, under the router it brings in the browser.
    expect(await screen.findByText('SISTEM KEPENDUDUKAN DESA WATUGEDE')).toBeInTheDocument();
  });

  it('sends empty fields as they are: login has no client-side validation', async () => {
    const { user, api } = renderShell({ router, route: '/login', api: { 'POST /api/auth/admin': loginFail } });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await screen.findByRole('alert');
    expect(api.callsTo('POST /api/auth/admin')[0]?.body).toEqual({ username: '', password: '' });
  });

  it("shows the server's message in a red snackbar for 4 seconds and removes the token", async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem('token', 'stale-token');
      const { user, path } = renderShell({ router, route: '/login', api: { 'POST /api/auth/admin': loginFail }, fakeTimers: true });
      await user.type(await screen.findByLabelText('Username'), 'operator');
      await user.type(screen.getByLabelText('Password'), 'salah');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      const snackbar = await screen.findByRole('alert');
      expect(snackbar).toHaveTextContent('Username atau password salah');
      expect(localStorage.getItem('token')).toBeNull();
      expect(path()).toBe('/login');
      expect(screen.queryByRole('progressbar', { name: 'Sedang masuk' })).not.toBeInTheDocument();

      act(() => { jest.advanceTimersByTime(3900); });
      expect(screen.getByRole('alert')).toHaveTextContent('Username atau password salah');
      act(() => { jest.advanceTimersByTime(100); });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the server cannot be reached', async () => {
    const { user } = renderShell({
      router, route: '/login',
      api: { 'POST /api/auth/admin': () => { throw new TypeError('Failed to fetch'); } },
    });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server');
  });
});
