import { api, clearToken, createApiClient, formBody, getToken, HANYA_BACA_EVENT, omitEmpty, SESSION_EXPIRED_EVENT, setToken, TOKEN_KEY } from './client';
import type { KeteranganKeluarCreateInput } from './index';
import { json, mockFetch } from './test-utils';

describe('token helpers', () => {
  afterEach(() => localStorage.clear());

  it('keep the token in localStorage under "token"', () => {
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
  });
});

describe('session middleware', () => {
  let fetchMock: ReturnType<typeof mockFetch>;
  let expired: jest.Mock;

  beforeEach(() => {
    expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
  });
  afterEach(() => {
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock?.restore();
    localStorage.clear();
  });

  it('adds x-auth-token from localStorage when present', async () => {
    fetchMock = mockFetch(() => json({ success: true, data: {} }));
    setToken('jwt-1');
    await api.GET('/api/activity/all');
    expect(fetchMock.calls).toHaveLength(1);
    expect(fetchMock.calls[0]!.headers.get('x-auth-token')).toBe('jwt-1');
    expect(new URL(fetchMock.calls[0]!.url).pathname).toBe('/api/activity/all');
  });

  it('sends no token header without a token', async () => {
    fetchMock = mockFetch(() => json({ success: true, data: {} }));
    await api.GET('/api/config');
    expect(fetchMock.calls[0]!.headers.has('x-auth-token')).toBe(false);
  });

  it('reads the token at request time, not at start-up', async () => {
    fetchMock = mockFetch(() => json({ success: true, data: {} }));
    setToken('first');
    await api.GET('/api/activity/all');
    setToken('second');
    await api.GET('/api/activity/all');
    expect(fetchMock.calls.map((c) => c.headers.get('x-auth-token'))).toEqual(['first', 'second']);
  });

  it('fires sid:session-expired on a 401', async () => {
    fetchMock = mockFetch(() => json({ success: false, message: 'Sesi berakhir', code: 'TOKEN_EXPIRED' }, 401));
    setToken('old');
    const result = await api.GET('/api/penduduk/{id}', { params: { path: { id: 'x1' } } });
    expect(result.response.status).toBe(401);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('fires sid:desa-hanya-baca on a 423 (a read-only village refused a write), not on other refusals', async () => {
    const hanyaBaca = jest.fn();
    window.addEventListener(HANYA_BACA_EVENT, hanyaBaca);
    try {
      fetchMock = mockFetch((req) => (req.method === 'POST'
        ? json({ success: false, message: 'Desa ini hanya-baca: datanya sudah dipindahkan ke server kabupaten', code: 'BAD_REQUEST' }, 423)
        : json({ success: false, message: 'Tidak ditemukan', code: 'NOT_FOUND' }, 404)));
      setToken('jwt');
      await api.GET('/api/penduduk/{id}', { params: { path: { id: 'x1' } } });
      expect(hanyaBaca).not.toHaveBeenCalled();
      const result = await api.POST('/api/kartu_keluarga', { body: {} as never });
      expect(result.response.status).toBe(423);
      expect(hanyaBaca).toHaveBeenCalledTimes(1);
      expect(expired).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(HANYA_BACA_EVENT, hanyaBaca);
    }
  });

  it('does not fire on a failed login (401 LOGIN_FAIL)', async () => {
    fetchMock = mockFetch(() => json({ success: false, message: 'Username atau password salah', code: 'LOGIN_FAIL' }, 401));
    const result = await api.POST('/api/auth/admin', { body: { username: 'a', password: 'b' } });
    expect(result.error).toMatchObject({ code: 'LOGIN_FAIL' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not send a stale token with the login', async () => {
    fetchMock = mockFetch(() => json({ success: true, message: 'ok', token: 't', data: { _id: '1', nama_lengkap: 'A', username: 'a', role: 'Admin' } }));
    setToken('stale');
    await api.POST('/api/auth/admin', { body: { username: 'a', password: 'b' } });
    expect(fetchMock.calls[0]!.headers.has('x-auth-token')).toBe(false);
    expect(JSON.parse(fetchMock.calls[0]!.body ?? '')).toEqual({ username: 'a', password: 'b' });
  });

  it('does not fire on other errors', async () => {
    fetchMock = mockFetch(() => json({ success: false, message: 'Tidak ditemukan', code: 'NOT_FOUND' }, 404));
    await api.GET('/api/kelahiran/{id}', { params: { path: { id: 'nope' } } });
    await api.DELETE('/api/auth/delete/{id}', { params: { path: { id: 'x' } } });
    expect(expired).not.toHaveBeenCalled();
  });

  it('works the same on a client made with createApiClient and an explicit base URL', async () => {
    const calls: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (request: Request) => {
        calls.push(request);
        return json({ success: false, message: 'x', code: 'UNAUTHORIZED' }, 401);
      },
    });
    setToken('t2');
    await client.GET('/api/activity', { params: { query: { page: 1, limit: 10, order: 'desc' } } });
    expect(calls[0]!.url).toBe('http://api.test/api/activity?page=1&limit=10&order=desc');
    expect(calls[0]!.headers.get('x-auth-token')).toBe('t2');
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('formBody', () => {
  afterEach(() => localStorage.clear());

  it('builds a FormData that openapi-fetch sends as multipart', async () => {
    const fetchMock = mockFetch(() => json({ success: true, message: 'ok', data: {} }, 201));
    try {
      const file = new File(['PNG'], 'foto.png', { type: 'image/png' });
      await api.POST('/api/keterangan/{id}', {
        params: { path: { id: 'k1' } },
        body: formBody<KeteranganKeluarCreateInput>({
          alamat_pindah: 'Jl. Mawar 1',
          alasan_pindah: 'Pekerjaan',
          pengikut: 2,
          tanggal_ktp: '2026-01-05',
          meninggalkan_desa_pada: '2026-01-06',
          kewarganegaraan: 'Indonesia',
          nomor_surat: undefined,
          foto_pengusul: file,
        }),
      });
      const call = fetchMock.calls[0]!;
      expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(call.body).toContain('name="pengikut"\r\n\r\n2\r\n');
      expect(call.body).toContain('filename="foto.png"');
      expect(call.body).not.toContain('nomor_surat');
    } finally {
      fetchMock.restore();
    }
  });
});

describe('omitEmpty', () => {
  it("drops '', null and undefined and keeps the rest", () => {
    expect(omitEmpty({ a: '', b: null, c: undefined, d: 'x', e: 0, f: false })).toEqual({ d: 'x', e: 0, f: false });
  });
});
