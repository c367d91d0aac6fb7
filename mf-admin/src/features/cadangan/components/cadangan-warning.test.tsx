import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderModulePage, type MockApi } from '@sid/ui/testing';
import { statusBaik, statusGagal, statusLama } from '../test-data';
import { CadanganWarning } from './cadangan-warning';

const kabupaten = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
const open = (api: MockApi, session: { user: { role: 'Admin Kabupaten' | 'Admin' | 'Super Admin'; desaId?: null } } = kabupaten) =>
  renderModulePage(<div>landing<CadanganWarning /></div>, { session, api });
const status = (data: unknown) => () => jsonResponse({ success: true, data });

describe('CadanganWarning', () => {
  it('warns when the last good backup is more than two days old, with a link to Cadangan Data', async () => {
    open({ 'GET /api/cadangan/status': status(statusLama) });
    const warning = await screen.findByRole('group', { name: 'Cadangan data perlu diperiksa' });
    expect(warning).toHaveTextContent('lebih dari 2 hari');
    expect(within(warning).getByRole('link', { name: 'Buka Cadangan Data' })).toHaveAttribute('href', '/cadangan');
  });

  it('says the last run failed, with its message', async () => {
    open({ 'GET /api/cadangan/status': status(statusGagal) });
    const warning = await screen.findByRole('group', { name: 'Pencadangan gagal' });
    expect(warning).toHaveTextContent('ruang disk penuh');
  });

  it('shows nothing when the backups are fresh', async () => {
    const { api } = open({ 'GET /api/cadangan/status': status(statusBaik) }, { user: { role: 'Super Admin' } });
    await waitFor(() => expect(api.callsTo('GET /api/cadangan/status')).toHaveLength(1));
    await screen.findByText('landing');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows nothing when the server refuses (a village Super Admin in a regency)', async () => {
    const { api } = open({ 'GET /api/cadangan/status': () => jsonResponse({ success: false, code: 'FORBIDDEN', message: 'x' }, 403) }, { user: { role: 'Super Admin' } });
    await waitFor(() => expect(api.callsTo('GET /api/cadangan/status')).toHaveLength(1));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('does not ask for an Admin', () => {
    const { api } = open({}, { user: { role: 'Admin' } });
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
