// Issue 38: a village left read-only after its export shows a banner above every page, with where to
// work now; it follows the setting (read again on a refused write or a change of the setting).
import { act, screen, waitFor, within } from '@testing-library/react';
import { notifyHanyaBaca } from '@sid/openapi';
import { jsonResponse, makeToken } from '@sid/ui-desa/testing';
import { renderShell, village } from '../test/render-shell';
import { pesanHanyaBaca } from './hanya-baca-banner';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mati = { hanya_baca: false, alamat_kabupaten: null, diubah_oleh: null, diubah_pada: null };
const nyala = { hanya_baca: true, alamat_kabupaten: 'https://sid.malangkab.go.id', diubah_oleh: 'Siti Aminah', diubah_pada: '2026-11-30T02:00:00.000Z' };
type Setelan = { hanya_baca: boolean; alamat_kabupaten: string | null; diubah_oleh: string | null; diubah_pada: string | null };
const desa = (hanya_baca: Setelan) => () => jsonResponse({ success: true, data: { ...village, hanya_baca } });

describe('the read-only banner (issue 38)', () => {
  afterEach(() => localStorage.clear());

  it("tells a Super Admin the village is read-only, where to work now, and where to turn it off", async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    renderShell({ route: '/', api: { 'GET /api/desa': desa(nyala) } });
    const banner = await screen.findByTestId('hanya-baca');
    expect(banner).toHaveTextContent(
      'Desa ini hanya-baca: datanya sudah dipindahkan ke server kabupaten sejak 30 November 2026. Data di sini masih dapat dilihat dan diunduh, tetapi tidak dapat diubah. Lanjutkan pekerjaan di server kabupaten di https://sid.malangkab.go.id dengan username dan password yang sama.',
    );
    expect(within(banner).getByRole('link', { name: 'Buka server kabupaten' })).toHaveAttribute('href', 'https://sid.malangkab.go.id');
    expect(within(banner).getByRole('link', { name: 'Matikan hanya-baca di Cadangan Data' })).toHaveAttribute('href', '/cadangan');
  });

  it('shows an Admin the same words, without the way to turn it off', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin' }));
    renderShell({ route: '/', api: { 'GET /api/desa': desa({ ...nyala, alamat_kabupaten: null }) } });
    const banner = await screen.findByTestId('hanya-baca');
    expect(banner).toHaveTextContent(pesanHanyaBaca({ ...nyala, alamat_kabupaten: null }));
    expect(pesanHanyaBaca({ ...nyala, alamat_kabupaten: null })).toMatch(/Lanjutkan pekerjaan di server kabupaten dengan username/);
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });

  it('appears when a write is refused as read-only (set elsewhere), and goes once it is turned off', async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    let setelan: Setelan = mati;
    const { api } = renderShell({ route: '/', api: { 'GET /api/desa': () => desa(setelan)() } });
    await screen.findByRole('button', { name: /^Akun/ });
    expect(screen.queryByTestId('hanya-baca')).not.toBeInTheDocument();
    setelan = nyala;
    act(() => notifyHanyaBaca());
    expect(await screen.findByTestId('hanya-baca')).toHaveTextContent(/^Desa ini hanya-baca/);
    setelan = mati;
    act(() => notifyHanyaBaca());
    await waitFor(() => expect(screen.queryByTestId('hanya-baca')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/desa').length).toBeGreaterThanOrEqual(3);
  });
});
