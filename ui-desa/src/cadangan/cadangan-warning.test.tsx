import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CadanganWarning, CadanganWarningBar, type CadanganWarningStatus } from './cadangan-warning';

const show = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
const lama: CadanganWarningStatus = { peringatan: true, pesan: 'Cadangan terakhir yang berhasil sudah lebih dari 2 hari yang lalu (2026-11-20). Periksa pencadangan otomatis.', terakhir: { status: 'berhasil' } };

describe('CadanganWarning', () => {
  it('warns when the last good backup is more than two days old, with a link to Cadangan Data', () => {
    show(<CadanganWarning status={lama} />);
    const warning = screen.getByRole('group', { name: 'Cadangan data perlu diperiksa' });
    expect(warning).toHaveTextContent('lebih dari 2 hari yang lalu (2026-11-20)');
    expect(within(warning).getByRole('link', { name: 'Buka Cadangan Data' })).toHaveAttribute('href', '/cadangan');
  });

  it('says the last run failed, with its message', () => {
    show(<CadanganWarning status={{ peringatan: true, pesan: 'Pencadangan terakhir gagal. Pencadangan gagal: ruang disk penuh.', terakhir: { status: 'gagal' } }} />);
    expect(screen.getByRole('group', { name: 'Pencadangan gagal' })).toHaveTextContent('ruang disk penuh');
  });

  it('says the default words when the status has no message', () => {
    show(<CadanganWarning status={{ peringatan: true, pesan: null, terakhir: null }} />);
    expect(screen.getByRole('group', { name: 'Cadangan data perlu diperiksa' })).toHaveTextContent('lebih dari 2 hari yang lalu');
  });

  it('shows nothing when all is well, while the status loads, or when it was refused', () => {
    const { rerender } = show(<CadanganWarning status={{ ...lama, peringatan: false }} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    rerender(<MemoryRouter><CadanganWarning status={undefined} /></MemoryRouter>);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('leaves the link out on the Cadangan Data page itself', () => {
    show(<CadanganWarningBar status={lama} link={false} />);
    expect(screen.getByRole('group', { name: 'Cadangan data perlu diperiksa' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
