import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PengingatTutupLaporan } from './pengingat-tutup';

const show = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('PengingatTutupLaporan', () => {
  it('names the month to close, with a link to Laporan Bulanan', () => {
    show(<PengingatTutupLaporan bulan="2026-10" />);
    const bar = screen.getByRole('group', { name: 'Laporan bulanan belum ditutup' });
    expect(bar).toHaveTextContent('Laporan Bulanan Penduduk Oktober 2026 belum ditutup');
    expect(within(bar).getByRole('link', { name: 'Buka Laporan Bulanan' })).toHaveAttribute('href', '/laporan');
  });

  it('shows nothing without a month (none owed, not known yet) and leaves the link out on the report itself', () => {
    const { rerender } = show(<PengingatTutupLaporan bulan={null} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    rerender(<MemoryRouter><PengingatTutupLaporan bulan={undefined} /></MemoryRouter>);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    rerender(<MemoryRouter><PengingatTutupLaporan bulan="2026-10" link={false} /></MemoryRouter>);
    expect(screen.getByRole('group', { name: 'Laporan bulanan belum ditutup' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
