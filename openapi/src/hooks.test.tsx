import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { setToken } from './client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, DOWNLOAD_INTERRUPTED_CODE, DOWNLOAD_INTERRUPTED_MESSAGE, NETWORK_ERROR_MESSAGE } from './errors';
import { downloadCsv, fetchApi, useApiGet, useRefreshRegistry } from './hooks';
import { json, mockFetch } from './test-utils';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
);

let fetchMock: ReturnType<typeof mockFetch> | undefined;
afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  localStorage.clear();
});

describe('useApiGet', () => {
  it('fetches a typed path with its params and returns the envelope', async () => {
    fetchMock = mockFetch(() => json({ success: true, data: [], total: 0 }));
    const { result } = renderHook(() => useApiGet('/api/penduduk', { query: { page: 2, limit: 25, sort: 'nama_lengkap', order: 'desc' } }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.total).toBe(0);
    const url = new URL(fetchMock.calls[0]!.url);
    expect(url.pathname).toBe('/api/penduduk');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', limit: '25', sort: 'nama_lengkap', order: 'desc' });
  });

  it('fills path parameters', async () => {
    fetchMock = mockFetch(() => json({ success: true, data: { _id: 'kk1', no_kk: '1234567890123456', anggota_keluarga: [], data_penduduk_masuk: null } }));
    const { result } = renderHook(() => useApiGet('/api/kartu_keluarga/{id}', { path: { id: 'kk1' } }), { wrapper });
    await waitFor(() => expect(result.current.data?.data._id).toBe('kk1'));
    expect(new URL(fetchMock.calls[0]!.url).pathname).toBe('/api/kartu_keluarga/kk1');
  });

  it('does nothing when the path is null', async () => {
    fetchMock = mockFetch(() => json({ success: true }));
    const { result } = renderHook(() => useApiGet(null), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock.calls).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('gives an ApiError with the server message (404 search)', async () => {
    fetchMock = mockFetch(() => json({ success: false, message: 'Data penduduk tidak ditemukan', code: 'SEARCH_BY_NAME_NOT_FOUND' }, 404));
    const { result } = renderHook(() => useApiGet('/api/penduduk/all/s', { query: { name: 'zzz' } }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 404, code: 'SEARCH_BY_NAME_NOT_FOUND', message: 'Data penduduk tidak ditemukan' });
  });

  it('gives the network message when the server cannot be reached', async () => {
    fetchMock = mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    const { result } = renderHook(() => useApiGet('/api/activity/all'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ status: 0, message: 'Tidak dapat terhubung ke server' });
  });

  it('useRefreshRegistry refetches the registry reads under the same cache and leaves others alone', async () => {
    const counts: Record<string, number> = {};
    fetchMock = mockFetch((request) => {
      const path = new URL(request.url).pathname;
      counts[path] = (counts[path] ?? 0) + 1;
      return json({ success: true, data: [], total: counts[path] });
    });
    const { result } = renderHook(
      () => ({
        kelahiran: useApiGet('/api/kelahiran', { query: { page: 0 } }, { dedupingInterval: 0 }),
        users: useApiGet('/api/auth/all', undefined, { dedupingInterval: 0 }),
        refresh: useRefreshRegistry(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.kelahiran.data?.total).toBe(1));
    await waitFor(() => expect(result.current.users.data?.total).toBe(1));
    await act(async () => {
      await result.current.refresh();
    });
    await waitFor(() => expect(result.current.kelahiran.data?.total).toBe(2));
    expect(result.current.users.data?.total).toBe(1);
  });
});

describe('fetchApi', () => {
  it('unwraps one GET', async () => {
    fetchMock = mockFetch(() => json({ success: true, data: { data_penduduk: 3 } }));
    await expect(fetchApi('/api/activity/all')).resolves.toMatchObject({ data: { data_penduduk: 3 } });
  });
});

describe('downloadCsv', () => {
  const createObjectURL = jest.fn((_: Blob) => 'blob:csv');
  const revokeObjectURL = jest.fn();
  beforeAll(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("fetches with the token and saves the blob under the server's name (Content-Disposition)", async () => {
    fetchMock = mockFetch(() => new Response('\uFEFFNIK\n"1234567890123456"\n', {
      status: 200,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="data_kematian_05-01-2026.csv"; filename*=UTF-8''data_kematian_05-01-2026.csv` },
    }));
    setToken('jwt');
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    try {
      const { blob, fileName } = await downloadCsv('/api/kematian/csv', { query: { sort: 'nama_lengkap' } });
      expect(fileName).toBe('data_kematian_05-01-2026.csv');
      expect(await blob.text()).toContain('1234567890123456');
      expect(fetchMock.calls[0]!.headers.get('x-auth-token')).toBe('jwt');
      expect(new URL(fetchMock.calls[0]!.url).pathname).toBe('/api/kematian/csv');
      expect(clicked).toEqual(['data_kematian_05-01-2026.csv blob:csv']);
      expect(createObjectURL).toHaveBeenCalledWith(blob);
      await new Promise((r) => setTimeout(r, 5));
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    } finally {
      click.mockRestore();
    }
  });

  it("saves under the list's name when the answer has no Content-Disposition", async () => {
    fetchMock = mockFetch(() => new Response('\uFEFF"NIK"\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { fileName } = await downloadCsv('/api/kartu_keluarga/{id}/csv', { path: { id: 'kk' } });
      expect(fileName).toBe('kartu_keluarga.csv');
    } finally {
      click.mockRestore();
    }
  });

  it('throws ApiError and saves nothing when the server refuses', async () => {
    fetchMock = mockFetch(() => json({ success: false, message: 'Akses ditolak', code: 'FORBIDDEN' }, 403));
    createObjectURL.mockClear();
    await expect(downloadCsv('/api/kartu_keluarga/{id}/csv', { path: { id: 'kk' } })).rejects.toMatchObject({ status: 403, message: 'Akses ditolak' });
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  /** A CSV answer whose body breaks off after its first rows (the server aborted a failed export). */
  function cutResponse(): Response {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('\uFEFF"NIK","Nama"\r\n"=""1234567890123456""","Budi"\r\n'));
        controller.error(new TypeError('terminated'));
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  }

  it('rejects with the interrupted-download message and saves nothing when the body breaks off', async () => {
    fetchMock = mockFetch(() => cutResponse());
    createObjectURL.mockClear();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const failure = downloadCsv('/api/kematian/csv', undefined);
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({
        status: 0,
        code: DOWNLOAD_INTERRUPTED_CODE,
        message: 'Unduhan terputus sebelum selesai. Berkas tidak disimpan, silakan coba lagi.',
      });
      expect(DOWNLOAD_INTERRUPTED_MESSAGE).toBe('Unduhan terputus sebelum selesai. Berkas tidak disimpan, silakan coba lagi.');
      expect(createObjectURL).not.toHaveBeenCalled();
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });

  it('says the same when the server aborts the connection in the middle of a chunked body', async () => {
    // A real socket: headers and the first rows, then the server destroys the connection (what the
    // server does when a later batch of an export fails).
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      res.write('\uFEFF"NIK","Nama"\r\n', () => setTimeout(() => res.destroy(), 10));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const original = globalThis.fetch;
    fetchMock = mockFetch((request) => original(`http://127.0.0.1:${port}${new URL(request.url).pathname}`));
    createObjectURL.mockClear();
    try {
      await expect(downloadCsv('/api/penduduk/csv', undefined)).rejects.toMatchObject({
        status: 0,
        code: DOWNLOAD_INTERRUPTED_CODE,
        message: DOWNLOAD_INTERRUPTED_MESSAGE,
      });
      expect(createObjectURL).not.toHaveBeenCalled();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('still says the server cannot be reached when no answer arrives', async () => {
    fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    createObjectURL.mockClear();
    await expect(downloadCsv('/api/kematian/csv', undefined)).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
