import { screen } from '@testing-library/react';
import { useLocation, useParams } from 'react-router-dom';
import { useSession, useVillage } from '@sid/ui-desa/module';
import { renderModulePage } from '.';

function Probe() {
  const { id } = useParams();
  const location = useLocation();
  const session = useSession();
  const village = useVillage();
  return <p>{`${id} ${location.search} ${session.user.role} ${village.nama_desa}`}</p>;
}

describe('renderModulePage', () => {
  it('gives the page a route, a Super Admin session and the village by default', () => {
    renderModulePage(<Probe />, { route: '/kematian/k1/d?tab=2', path: '/kematian/:id/d' });
    expect(screen.getByText('k1 ?tab=2 Super Admin Watugede')).toBeInTheDocument();
  });

  it('takes another role and village', () => {
    renderModulePage(<Probe />, { route: '/x/7', path: '/x/:id', session: { user: { role: 'Admin' } }, village: { nama_desa: 'Sukamaju' } });
    expect(screen.getByRole('paragraph')).toHaveTextContent('7 Admin Sukamaju');
  });
});
