// /404 (spec §2): 'PAGE NOT FOUND' with 'Go Back', as the village's app had it.
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { StatusPanel } from '../components/status-panel';

export default function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = () => {
    // Like the village's app (history.goBack()), back is the browser's back, also across a reload.
    // A tab that opened this address first has nothing to go back to: go home instead of nowhere.
    if (window.history.length > 1) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <StatusPanel
      icon={<DocumentSearchRegular />}
      title="PAGE NOT FOUND"
      description="Halaman yang Anda cari tidak ditemukan."
      testId="not-found"
      actions={<Button appearance="primary" onClick={goBack}>Go Back</Button>}
    />
  );
}
