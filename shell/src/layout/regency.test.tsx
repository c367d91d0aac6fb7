// One server for a regency (issue 11): the login page shows the village the browser used last or the
// regency; after sign-in the village is the user's own; the Admin Kabupaten lands on the console.
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '@sid/ui/testing';
import { configResponse, desaSayaResponse, renderShell, village } from '../test/render-shell';
import { makeToken } from '../test/tokens';
import { DESA_HINT_KEY } from '../session/desa-hint';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loginAnswer = (token: string, role: string) =>
  jsonResponse({ success: true, message: 'Login berhasil', token, data: { _id: 'u-1', nama_lengkap: 'Operator', username: 'operator', role } });

describe('a regency on one server', () => {
  it('shows the regency on the login page when the village is not known, and asks without a hint', async () => {
    const { api } = renderShell({ route: '/login', api: { 'GET /api/config': () => configResponse([], null) } });
    expect(await screen.findByText('SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG')).toBeInTheDocument();
    expect(screen.getByText('Provinsi Jawa Timur')).toBeInTheDocument();
    expect(screen.getByText('Silahkan login terlebih dahulu untuk masuk kedalam sistem kependudukan desa di Kabupaten Malang')).toBeInTheDocument();
    expect(new URL(api.callsTo('GET /api/config')[0]?.url ?? '', 'http://x').searchParams.get('desa')).toBeNull();
  });

  it('remembers the village of a sign-in and asks for it next time', async () => {
    const token = makeToken({ role: 'Admin', desa: 'desa-7' });
    const { user, path } = renderShell({ route: '/login', api: { 'POST /api/auth/admin': () => loginAnswer(token, 'Admin') } });
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(localStorage.getItem(DESA_HINT_KEY)).toBe('desa-7');
  });

  it('sends the remembered village and forgets it when the server no longer knows it', async () => {
    localStorage.setItem(DESA_HINT_KEY, 'desa-lama');
    const { api } = renderShell({ route: '/login', api: { 'GET /api/config': () => configResponse([], null) } });
    expect(await screen.findByText('SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG')).toBeInTheDocument();
    expect(new URL(api.callsTo('GET /api/config')[0]?.url ?? '', 'http://x').searchParams.get('desa')).toBe('desa-lama');
    expect(localStorage.getItem(DESA_HINT_KEY)).toBeNull();
  });

  it("shows a village's staff their own village in the top bar, whatever the login page showed", async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin', desa: 'desa-2' }));
    renderShell({
      route: '/',
      api: {
        'GET /api/config': () => configResponse([], null),
        'GET /api/desa': () => desaSayaResponse({ ...village, _id: 'desa-2', nama_desa: 'Tulungrejo' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA TULUNGREJO' })).toBeInTheDocument();
  });

  it("offers 'Coba lagi' when the user's village cannot be loaded", async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin', desa: 'desa-2' }));
    let fail = true;
    const { user } = renderShell({
      route: '/',
      api: { 'GET /api/desa': () => (fail ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) : desaSayaResponse()) },
    });
    expect(await screen.findByText('Data desa tidak dapat dimuat')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA WATUGEDE' })).toBeInTheDocument();
  });

  it('takes the Admin Kabupaten from / to the regency console, under the regency title, without asking for a village', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin Kabupaten', desa: null }));
    const { api, path } = renderShell({ route: '/', api: { 'GET /api/config': () => configResponse([], null) } });
    expect(await screen.findByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG' })).toBeInTheDocument();
    await waitFor(() => expect(path()).not.toBe('/'));
    expect(api.callsTo('GET /api/desa')).toHaveLength(0);
  });
});
