import { screen, waitFor, within } from '@testing-library/react';
import { findFeedback, jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { ModulPage } from './modul-page';
import { kependudukan, mutasi, rilis } from './test-data';

/** The upload dialog is a lazy chunk: slow to come on a busy machine. */
const LAZY = { timeout: 15_000 };

const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
type Api = Record<string, (req: MockRequest) => Response | Promise<Response>>;
const api = (over: Api = {}): Api => ({
  'GET /api/kabupaten/modul': () => jsonResponse({ success: true, data: [mutasi, kependudukan] }),
  ...over,
});
const open = (over?: Api) => renderModulePage(<ModulPage />, { route: '/kabupaten/modul', session, api: api(over) });
// ASCII bytes, so that the harness's text reading of the body compares them exactly.
const ARSIP = 'sid-rilis mf-mutasi 1.5.0 archive bytes';
const arsip = (name = 'mf-mutasi-1.5.0.tgz') => new File([ARSIP], name, { type: 'application/x-gzip' });

describe('ModulPage (Rilis Modul)', () => {
  it('shows a spinner while the modules load', () => {
    open({ 'GET /api/kabupaten/modul': () => pendingResponse() });
    expect(screen.getByRole('heading', { level: 1, name: 'Rilis Modul' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("lists each module with the regency's version, its rollback, its villages' exceptions and its releases", async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Daftar Modul' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Mutasi Penduduk', '1.4.0', 'Tidak ada', '1', '2', '3'],
      ['Kependudukan' + 'Modul inti', 'Versi bawaan (0.1.0)', 'Tidak ada', '0', '0', '0'],
    ]);
    // Module titles, never their ids.
    expect(table).not.toHaveTextContent(/mf-/);
    expect(screen.getByRole('link', { name: 'Versi per Desa' })).toHaveAttribute('href', '/kabupaten/versi_desa');
    expect(within(table).getByRole('link', { name: 'Mutasi Penduduk' })).toHaveAttribute('href', '/kabupaten/modul/mf-mutasi');
  });

  it('says when a module can go back to its previous version', async () => {
    open({ 'GET /api/kabupaten/modul': () => jsonResponse({ success: true, data: [{ ...mutasi, versi_sebelumnya: null, ada_versi_sebelumnya: true }] }) });
    const table = await screen.findByRole('table', { name: 'Daftar Modul' });
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('Versi bawaan (0.1.0)');
  });

  it('shows the failure with a retry when the modules cannot be loaded', async () => {
    const { user, api: calls } = open({ 'GET /api/kabupaten/modul': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await screen.findByText('Terjadi kesalahan pada server')).toBeInTheDocument();
    calls.set('GET /api/kabupaten/modul', () => jsonResponse({ success: true, data: [mutasi] }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Daftar Modul' })).toBeInTheDocument();
  });

  it('installs a release: the archive as the body, typed application/gzip, then says which one and reloads', async () => {
    const { user, api: calls } = open({
      'POST /api/kabupaten/modul/rilis': () => jsonResponse({ success: true, data: rilis('1.5.0') }, 201),
    });
    await screen.findByRole('table', { name: 'Daftar Modul' });
    await user.click(screen.getByRole('button', { name: 'Pasang Rilis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasang Rilis Modul' }, LAZY);
    await user.upload(within(dialog).getByLabelText(/Berkas rilis/), arsip());
    expect(within(dialog).getByText(/mf-mutasi-1\.5\.0\.tgz/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pasang' }));

    expect(await findFeedback('Rilis mf-mutasi 1.5.0 berhasil dipasang')).toBeInTheDocument();
    const [call] = calls.callsTo('POST /api/kabupaten/modul/rilis');
    expect(call?.headers.get('content-type')).toBe('application/gzip');
    expect(call?.body).toBe(ARSIP);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.callsTo('GET /api/kabupaten/modul')).toHaveLength(2));
  });

  it("keeps the dialog open with the server's message when it refuses the archive", async () => {
    const message = 'Rilis tidak valid: berkas remoteEntry.js tidak cocok dengan sid-rilis.json (ukuran berbeda)';
    const { user } = open({
      'POST /api/kabupaten/modul/rilis': () => jsonResponse({ success: false, code: 'RILIS_TIDAK_VALID', message }, 400),
    });
    await screen.findByRole('table', { name: 'Daftar Modul' });
    await user.click(screen.getByRole('button', { name: 'Pasang Rilis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasang Rilis Modul' }, LAZY);
    await user.upload(within(dialog).getByLabelText(/Berkas rilis/), arsip('mf-mutasi-1.5.0.tar.gz'));
    await user.click(within(dialog).getByRole('button', { name: 'Pasang' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pasang Rilis Modul' })).toBeInTheDocument();
  });

  it('asks for a .tgz before sending anything', async () => {
    const { user, api: calls } = open();
    await screen.findByRole('table', { name: 'Daftar Modul' });
    await user.click(screen.getByRole('button', { name: 'Pasang Rilis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasang Rilis Modul' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Pasang' }));
    expect(await within(dialog).findByText('Pilih berkas rilis modul (.tgz)')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/pnpm/);
    expect(calls.callsTo('POST /api/kabupaten/modul/rilis')).toHaveLength(0);
  });
});
