import { screen } from '@testing-library/react';
import { jsonResponse } from '@sid/ui-desa/testing';
import { configResponse, renderShell } from '../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

describe('start-up configuration', () => {
  it('fetches GET /api/config without a token and gives the village to the screens', async () => {
    const { api } = renderShell({ route: '/login' });
    expect(await screen.findByText(/kependudukan Desa Watugede/)).toBeInTheDocument();
    const call = api.callsTo('GET /api/config')[0];
    expect(call).toBeDefined();
    expect(call?.headers.get('x-auth-token')).toBeNull();
  });

  it('says so in Indonesian when the configuration cannot be loaded, and retries', async () => {
    let fail = true;
    const { user } = renderShell({
      route: '/login',
      api: {
        'GET /api/config': () => (fail
          ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
          : configResponse()),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Konfigurasi aplikasi tidak dapat dimuat' })).toBeInTheDocument();
    expect(screen.getByText('Terjadi kesalahan pada server')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'SELAMAT DATANG' })).toBeInTheDocument();
  });
});
