import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FeedbackProvider } from '.';
import { refusalMessage, useServerAction } from './use-server-action';

const shown: Array<[string, string]> = [];
jest.mock('./feedback-provider', () => {
  const actual = jest.requireActual('./feedback-provider');
  const feedback = {
    success: (m: string) => shown.push(['success', m]),
    error: (m: string) => shown.push(['error', m]),
    info: (m: string) => shown.push(['info', m]),
  };
  return { ...actual, useFeedback: () => feedback };
});

const wrapper = ({ children }: { children: ReactNode }) => <FeedbackProvider>{children}</FeedbackProvider>;
const toError = (thrown: unknown) => ({ message: (thrown as Error).message, status: 409, code: 'CONFLICT' });

describe('useServerAction', () => {
  beforeEach(() => shown.splice(0));

  it("says the server's message, or the fallback, and resolves the result", async () => {
    const { result } = renderHook(() => useServerAction(toError), { wrapper });
    await act(async () => {
      await expect(result.current.run(async () => ({ message: 'Sukses' }), 'Tersimpan')).resolves.toEqual({ message: 'Sukses' });
      await result.current.run(async () => ({}), 'Tersimpan');
    });
    expect(shown).toEqual([['success', 'Sukses'], ['success', 'Tersimpan']]);
  });

  it('says a failure in red and resolves undefined', async () => {
    const { result } = renderHook(() => useServerAction(toError), { wrapper });
    await act(async () => {
      await expect(result.current.run(async () => { throw new Error('NIK sudah terdaftar'); }, 'x')).resolves.toBeUndefined();
    });
    expect(shown).toEqual([['error', 'NIK sudah terdaftar']]);
    expect(result.current.busy).toBe(false);
  });
});

describe('useServerAction().submit', () => {
  beforeEach(() => shown.splice(0));

  function formSpy() {
    return { setFieldError: jest.fn(), setFieldTouched: jest.fn(), setStatus: jest.fn() };
  }

  it('says a success (or hands it to announce) and runs onSaved, resolving undefined', async () => {
    const { result } = renderHook(() => useServerAction(toError), { wrapper });
    const onSaved = jest.fn();
    const announce = jest.fn();
    await act(async () => {
      await expect(result.current.submit(async () => ({ message: 'Sukses' }), { fallback: 'x', onSaved })).resolves.toBeUndefined();
      await result.current.submit(async () => ({}), { fallback: 'Tersimpan', announce });
    });
    expect(shown).toEqual([['success', 'Sukses']]);
    expect(onSaved).toHaveBeenCalledWith({ message: 'Sukses' });
    expect(announce).toHaveBeenCalledWith('Tersimpan', {});
  });

  it('without a form, says the refusal in red and resolves it', async () => {
    const { result } = renderHook(() => useServerAction(toError), { wrapper });
    await act(async () => {
      await expect(result.current.submit(async () => { throw new Error('NIK sudah terdaftar'); }, { fallback: 'x' }))
        .resolves.toEqual({ message: 'NIK sudah terdaftar', status: 409, code: 'CONFLICT' });
    });
    expect(shown).toEqual([['error', 'NIK sudah terdaftar']]);
  });

  it("puts a refusal under the field fieldOf names, else in the form's banner, never in a toast", async () => {
    const { result } = renderHook(() => useServerAction(toError), { wrapper });
    const form = formSpy();
    const fail = async () => { throw new Error('Berkas terlalu besar'); };
    await act(async () => {
      await result.current.submit(fail, { fallback: 'x', form, fieldOf: () => 'foto' });
    });
    expect(form.setFieldTouched).toHaveBeenCalledWith('foto', true, false);
    expect(form.setFieldError).toHaveBeenCalledWith('foto', 'Berkas terlalu besar');
    expect(form.setStatus).toHaveBeenCalledTimes(1);
    expect(form.setStatus).toHaveBeenCalledWith(undefined);

    const other = formSpy();
    await act(async () => {
      await result.current.submit(fail, { fallback: 'x', form: other, fieldOf: async () => undefined });
    });
    expect(other.setFieldError).not.toHaveBeenCalled();
    expect(other.setStatus).toHaveBeenLastCalledWith({ refusal: 'Berkas terlalu besar' });
    expect(refusalMessage({ refusal: 'Berkas terlalu besar' })).toBe('Berkas terlalu besar');
    expect(refusalMessage(undefined)).toBeUndefined();
    expect(shown).toEqual([]);
  });
});
