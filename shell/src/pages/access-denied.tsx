import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { LockClosedRegular } from '@fluentui/react-icons';
import { StatusPanel } from '../components/status-panel';

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <StatusPanel
      role="alert"
      tone="danger"
      icon={<LockClosedRegular />}
      title="Akses ditolak"
      description="Akun Anda tidak memiliki hak untuk membuka halaman ini. Hubungi Super Admin bila Anda memerlukannya."
      testId="access-denied"
      actions={<Button appearance="primary" onClick={() => navigate('/')}>Kembali ke beranda</Button>}
    />
  );
}
