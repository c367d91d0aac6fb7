import { screen } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockHandler } from '@sid/ui-desa/testing';
import { AktivitasKabupatenPage } from './aktivitas-kabupaten-page';

const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
const open = (handler: MockHandler) => renderModulePage(<AktivitasKabupatenPage />, { route: '/kabupaten/aktivitas', session, api: { 'GET /api/kabupaten/aktivitas': handler } });
const entry = { _id: 'a1', activity_name: 'Menambahkan desa Tulungrejo (35.07.01.2001)', activity_by: { _id: 'k1', nama_lengkap: 'Operator Kabupaten' }, createdAt: '2026-11-20T02:00:00.000Z' };

describe('AktivitasKabupatenPage', () => {
  it('shows a spinner while the log loads', () => {
    open(() => pendingResponse());
    expect(screen.getByRole('heading', { name: 'Aktivitas Kabupaten' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("lists the console's own log, newest first, 5 a page", async () => {
    const { api } = open(() => jsonResponse({ success: true, total: 1, data: [entry] }));
    expect(await screen.findByText('Menambahkan desa Tulungrejo (35.07.01.2001)')).toBeInTheDocument();
    expect(screen.getByText('Operator Kabupaten')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /api/kabupaten/aktivitas')[0]?.query.entries() ?? [])).toMatchObject({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
  });

  it('says when nothing has been done yet', async () => {
    open(() => jsonResponse({ success: true, total: 0, data: [] }));
    expect(await screen.findByText('BELUM ADA AKTIVITAS')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    const { user, api } = open(() => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500));
    expect(await screen.findByText('Terjadi kesalahan pada server')).toBeInTheDocument();
    api.set('GET /api/kabupaten/aktivitas', () => jsonResponse({ success: true, total: 1, data: [entry] }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Menambahkan desa Tulungrejo (35.07.01.2001)')).toBeInTheDocument();
  });
});
