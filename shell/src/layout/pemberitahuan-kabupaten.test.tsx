// Issue 33: the village's Super Admins see the regency's actions in their village after signing in,
// until one of them marks each as known.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@sid/ui-desa/testing';
import { renderShell } from '../test/render-shell';
import { makeToken } from '@sid/ui-desa/testing';
import { kalimatTindakan } from './daftar-pemberitahuan';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

const tindakan = {
  _id: 'tindakan-1',
  jenis: 'password_diatur' as const,
  username: 'sekretaris',
  pelaku: 'Bambang Wijaya',
  alasan: 'Sekretaris lupa password dan meminta lewat surat',
  createdAt: '2026-01-05T07:07:00.000Z',
  diakui_pada: null,
  diakui_oleh: null,
};

describe("the regency's actions in the village (Super Admin)", () => {
  it('shows who did what and why until it is marked as known', async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    const { user, api } = renderShell({
      route: '/',
      api: {
        'GET /api/tindakan_kabupaten': () => jsonResponse({ success: true, data: [tindakan], total: 1 }),
        'PUT /api/tindakan_kabupaten/{id}/diakui': () => jsonResponse({ success: true, data: { ...tindakan, diakui_pada: '2026-01-06T01:00:00.000Z', diakui_oleh: 'Siti' } }),
      },
    });
    const notice = await screen.findByTestId('pemberitahuan-kabupaten');
    expect(notice).toHaveTextContent('Admin Kabupaten Bambang Wijaya mengatur ulang password akun "sekretaris" pada 05 Januari 2026 14.07. Alasan: Sekretaris lupa password dan meminta lewat surat');
    expect(kalimatTindakan({ ...tindakan, pelaku: 'Admin Kabupaten' })).toMatch(/^Admin Kabupaten mengatur ulang password akun "sekretaris"/);
    expect(api.callsTo('GET /api/tindakan_kabupaten')[0]?.query.get('belum_diakui')).toBe('true');
    await user.click(within(notice).getByRole('button', { name: 'Tandai sudah diketahui' }));
    await waitFor(() => expect(screen.queryByTestId('pemberitahuan-kabupaten')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/tindakan_kabupaten/{id}/diakui')[0]?.params).toEqual({ id: 'tindakan-1' });
  });

  it('is not asked for by an Admin', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin' }));
    const { api } = renderShell({ route: '/' });
    await screen.findByRole('button', { name: /^Akun/ });
    expect(api.callsTo('GET /api/tindakan_kabupaten')).toHaveLength(0);
  });
});

