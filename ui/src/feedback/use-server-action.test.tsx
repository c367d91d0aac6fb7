import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FeedbackProvider } from '.';
import { useServerAction } from './use-server-action';

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
