import { screen } from '@testing-library/react';
import { useLocation, useParams } from 'react-router-dom';
import { useSession, useVillage } from '@sid/ui/module';
import { MockApiController, installMockApi, jsonResponse, renderModulePage, uninstallMockApiForTest } from './test-exports';

describe('MockApiController', () => {
  it('answers by method and path, with path parameters, query and JSON body', async () => {
    const api = new MockApiController({
      'PUT /api/auth/update/:id': (req) => jsonResponse({ success: true, id: req.params.id, body: req.body }),
      'GET /api/penduduk/{id}': (req) => jsonResponse({ id: req.params.id, q: req.query.get('q') }),
    });
    installMockApi(api);
    const put = await fetch('http://localhost/api/auth/update/u%201', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'Admin' }),
    });
    expect(await put.json()).toEqual({ success: true, id: 'u 1', body: { role: 'Admin' } });
    const get = await fetch(new Request('http://localhost/api/penduduk/p9?q=sit'));
    expect(await get.json()).toEqual({ id: 'p9', q: 'sit' });
    expect(api.callsTo('PUT /api/auth/update/{id}')).toHaveLength(1);
  });

  it('fails the test after a call that no handler answered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installMockApi(new MockApiController({}));
    const response = await fetch('/api/kelahiran?page=0');
    expect(response.status).toBe(501);
    expect(() => uninstallMockApiForTest()).toThrow(/GET \/api\/kelahiran\?page=0/);
    jest.restoreAllMocks();
  });

  it('lets a test change a handler mid-way', async () => {
    const api = new MockApiController({ 'GET /api/x': () => jsonResponse({ n: 1 }) });
    installMockApi(api);
    api.set('GET /api/x', () => jsonResponse({ n: 2 }, 201));
    const response = await fetch('/api/x');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ n: 2 });
  });
});

function Probe() {
  const { id } = useParams();
  const location = useLocation();
  const session = useSession();
  const village = useVillage();
  return <p>{`${id} ${location.search} ${session.user.role} ${village.nama_desa}`}</p>;
}

describe('renderModulePage', () => {
  it('gives the page a route, a Super Admin session and the village by default', () => {
    renderModulePage(<Probe />, { route: '/kematian/k1/d?tab=2', path: '/kematian/:id/d' });
    expect(screen.getByText('k1 ?tab=2 Super Admin Watugede')).toBeInTheDocument();
  });

  it('takes another role and village', () => {
    renderModulePage(<Probe />, { route: '/x/7', path: '/x/:id', session: { user: { role: 'Admin' } }, village: { nama_desa: 'Sukamaju' } });
    expect(screen.getByRole('paragraph')).toHaveTextContent('7 Admin Sukamaju');
  });
});
