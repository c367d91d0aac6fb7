import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from '@fluentui/react-button';
import { renderPage } from '@sid/ui/testing';
import { useFeedback } from '.';

function Buttons() {
  const feedback = useFeedback();
  return (
    <>
      <Button onClick={() => feedback.success('Sukses menambahkan pengguna')}>ok</Button>
      <Button onClick={() => feedback.error('Username sudah dipakai', { status: 409, id: 'CONFLICT' })}>gagal</Button>
      <Button onClick={() => feedback.error('Username atau password salah', { timeout: 4000, id: 'LOGIN_FAIL' })}>login</Button>
    </>
  );
}

describe('FeedbackProvider / useFeedback', () => {
  it('shows a success message', async () => {
    const { user } = renderPage(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    const toast = await screen.findByText('Sukses menambahkan pengguna');
    expect(toast.closest('[data-feedback-intent]')).toHaveAttribute('data-feedback-intent', 'success');
  });

  it('shows an error in the red style with its status and id', async () => {
    const { user } = renderPage(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'gagal' }));
    const toast = (await screen.findByText('Username sudah dipakai')).closest('[data-feedback-intent]');
    expect(toast).toHaveAttribute('data-feedback-intent', 'error');
    expect(toast).toHaveAttribute('data-feedback-status', '409');
    expect(toast).toHaveAttribute('data-feedback-id', 'CONFLICT');
  });

  it('goes away after its timeout (the 4 s login snackbar)', async () => {
    const { user } = renderPage(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'login' }));
    await screen.findByText('Username atau password salah');
    // Fluent times a toast with a CSS animation of the timeout's length; jsdom runs no animations,
    // so the test checks its length and ends it by hand.
    const timer = document.querySelector('[data-timer-status]') as HTMLElement;
    expect(timer.style.animationDuration).toBe('4000ms');
    fireEvent.animationEnd(timer);
    await waitFor(() => expect(screen.queryByText('Username atau password salah')).not.toBeInTheDocument());
  });

  it('can be closed with its "Tutup" button', async () => {
    const { user } = renderPage(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await screen.findByText('Sukses menambahkan pengguna');
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByText('Sukses menambahkan pengguna')).not.toBeInTheDocument());
  });

  it('tells the developer when there is no provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Buttons />)).toThrow(/FeedbackProvider/);
    jest.restoreAllMocks();
  });
});
