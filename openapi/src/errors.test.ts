import { ApiError, callApi, DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError, unwrap } from './errors';

const res = (status: number) => new Response(null, { status });

describe('unwrap', () => {
  it('returns the body of a successful call', () => {
    const body = { success: true, data: [{ _id: '1' }], total: 1 };
    expect(unwrap({ data: body, response: res(200) })).toBe(body);
  });

  it("throws ApiError with the server's Indonesian message, status and code", () => {
    const call = () =>
      unwrap({ error: { success: false, message: 'NIK sudah terdaftar', code: 'CONFLICT' }, response: res(409) });
    expect(call).toThrow(ApiError);
    try {
      call();
    } catch (e) {
      expect(e).toMatchObject({ status: 409, message: 'NIK sudah terdaftar', code: 'CONFLICT', name: 'ApiError' });
    }
  });

  it('falls back to the generic message when the body has none', () => {
    for (const error of ['<html>Bad gateway</html>', undefined, {}, { message: '' }]) {
      try {
        unwrap({ error, response: res(502) });
        throw new Error('unwrap did not throw');
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).message).toBe(DEFAULT_ERROR_MESSAGE);
        expect((e as ApiError).status).toBe(502);
      }
    }
  });

  it('treats a 2xx body with success: false as an error', () => {
    expect(() => unwrap({ data: { success: false, message: 'Gagal', code: 'X' }, response: res(200) })).toThrow('Gagal');
  });
});

describe('callApi / toApiError', () => {
  it('turns a failed fetch into "Tidak dapat terhubung ke server" (status 0)', async () => {
    await expect(callApi(Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: NETWORK_ERROR_MESSAGE,
      isNetworkError: true,
    });
  });

  it('unwraps a resolved call', async () => {
    await expect(callApi(Promise.resolve({ data: { success: true, data: 1 }, response: res(200) }))).resolves.toEqual({ success: true, data: 1 });
    await expect(callApi(Promise.resolve({ error: { message: 'Data tidak ditemukan', code: 'NOT_FOUND' }, response: res(404) }))).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('lets an abort through unchanged', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    await expect(callApi(Promise.reject(abort))).rejects.toBe(abort);
  });

  it('keeps ApiErrors and gives other throws the generic message', () => {
    const e = new ApiError(400, 'x', 'VALIDATION_ERROR');
    expect(toApiError(e)).toBe(e);
    expect(toApiError(new SyntaxError('bad json'))).toMatchObject({ message: DEFAULT_ERROR_MESSAGE, isNetworkError: false });
  });
});
