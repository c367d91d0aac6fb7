import { screen } from '@testing-library/react';
import { useLocation, useParams } from 'react-router-dom';
import { MockApiController, installMockApi, jsonResponse, renderPage, uninstallMockApiForTest } from './test-exports';

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
  return <p>{`${id} ${location.search}`}</p>;
}

describe('renderPage', () => {
  it('gives the page a route and its params', () => {
    renderPage(<Probe />, { route: '/kematian/k1/d?tab=2', path: '/kematian/:id/d' });
    expect(screen.getByText('k1 ?tab=2')).toBeInTheDocument();
  });

  it('puts a wrapper (a domain\'s contexts) around the page', () => {
    renderPage(<Probe />, { route: '/x/7', path: '/x/:id', wrapper: ({ children }) => <section aria-label="Bungkus">{children}</section> });
    expect(screen.getByRole('region', { name: 'Bungkus' })).toHaveTextContent('7');
  });
});
