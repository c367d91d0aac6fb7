import { act, screen, waitFor } from '@testing-library/react';
import { SESSION_EXPIRED_EVENT } from '@sid/openapi';
import { renderShell } from '../test/render-shell';
import { makeToken } from '@sid/ui-desa/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

// 'memory': the tests' router above the shell; 'history': as in the browser, no router until the
// signed-in layout brings its own (navigation/navigation.tsx).
describe.each(['memory', 'history'] as const)('with %s navigation', (router) => {
describe('route guards', () => {
  it('sends a visitor without a token to /login', async () => {
    const { path } = renderShell({ router, route: '/kelahiran' });
    expect(await screen.findByRole('heading', { name: 'SELAMAT DATANG' })).toBeInTheDocument();
    expect(path()).toBe('/login');
  });

  it('sends a visitor whose token has expired to /login and forgets the token', async () => {
    localStorage.setItem('token', makeToken({ expiresIn: -60 }));
    const { path } = renderShell({ router, route: '/' });
    expect(await screen.findByRole('heading', { name: 'SELAMAT DATANG' })).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in visitor who opens /login to /', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin' }));
    const { path } = renderShell({ router, route: '/login' });
    expect(await screen.findByText('Selamat Datang')).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'SELAMAT DATANG' })).not.toBeInTheDocument();
  });

  it('lets a signed-in visitor in', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin' }));
    const { path } = renderShell({ router, route: '/' });
    expect(await screen.findByText('SISTEM KEPENDUDUKAN DESA WATUGEDE')).toBeInTheDocument();
    expect(path()).toBe('/');
  });
});

describe('session', () => {
  it('ends the session and goes to /login when the API client reports an expired session (401)', async () => {
    localStorage.setItem('token', makeToken());
    const { path } = renderShell({ router, route: '/' });
    await screen.findByText('SISTEM KEPENDUDUKAN DESA WATUGEDE');
    act(() => { window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)); });
    expect(await screen.findByRole('heading', { name: 'SELAMAT DATANG' })).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out by itself when the token reaches its expiry while the page is open', async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem('token', makeToken({ expiresIn: 90 }));
      const { path } = renderShell({ router, route: '/', fakeTimers: true });
      await screen.findByText('SISTEM KEPENDUDUKAN DESA WATUGEDE');
      act(() => { jest.advanceTimersByTime(60_000); });
      expect(path()).toBe('/');
      act(() => { jest.advanceTimersByTime(31_000); });
      await waitFor(() => expect(path()).toBe('/login'));
      expect(localStorage.getItem('token')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows another tab signing out', async () => {
    localStorage.setItem('token', makeToken());
    const { path } = renderShell({ router, route: '/' });
    await screen.findByText('SISTEM KEPENDUDUKAN DESA WATUGEDE');
    localStorage.removeItem('token');
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'token' })); });
    await waitFor(() => expect(path()).toBe('/login'));
  });
});
});
