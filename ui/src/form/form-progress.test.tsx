import { act, screen } from '@testing-library/react';
import { renderPage } from '@sid/ui/testing';
import { FormProgress, PROGRESS_TICK_MS } from './form-progress';

describe('FormProgress (decorative, spec §2 / §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows nothing while idle', () => {
    renderPage(<FormProgress active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('ticks every 500 ms while active and starts over when full', () => {
    jest.useFakeTimers();
    renderPage(<FormProgress active />);
    const bar = screen.getByRole('progressbar', { name: 'Sedang menyimpan' });
    expect(PROGRESS_TICK_MS).toBe(500);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => jest.advanceTimersByTime(499));
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => jest.advanceTimersByTime(1));
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    act(() => jest.advanceTimersByTime(500 * 9));
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    act(() => jest.advanceTimersByTime(500));
    expect(bar).toHaveAttribute('aria-valuenow', '0');
  });
});
