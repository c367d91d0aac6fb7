import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { peringatanPerField } from './penduduk-form';

describe('the warnings beside the resident form fields (issue 13)', () => {
  it('groups them by field: one sentence as text, several (or a link) as lines', () => {
    const byField = peringatanPerField([
      { field: 'jenis_kelamin', kode: 'NIK_JENIS_KELAMIN_BEDA', pesan: 'Jenis kelamin berbeda' },
      { field: 'nik', kode: 'DUPLIKAT_DESA_INI', pesan: 'Mungkin orang yang sama', tautan: '/penduduk/p1/d' },
      { field: 'nik', kode: 'NIK_WILAYAH_TIDAK_DIKENAL', pesan: 'Kode wilayah tidak dikenal' },
    ]);
    expect(byField.jenis_kelamin).toBe('Jenis kelamin berbeda');
    expect(byField.tempat_tanggal_lahir).toBeUndefined();
    render(<MemoryRouter basename="/app" initialEntries={['/app/kartu_keluarga/insert']}>{byField.nik}</MemoryRouter>);
    expect(screen.getByText('Mungkin orang yang sama')).toBeInTheDocument();
    expect(screen.getByText('Kode wilayah tidak dikenal')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Lihat data (tab baru)' });
    expect(link).toHaveAttribute('href', '/app/penduduk/p1/d');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
