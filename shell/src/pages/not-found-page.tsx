// /404 (spec §2): 'PAGE NOT FOUND' with 'Go Back', as the village's app had it.
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { StatusPanel } from '../components/status-panel';

export default function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = () => {
    // The router numbers its history entries; at 0 there is nothing of ours to go back to (the
    // address was typed or opened from a link), so go home instead of leaving the app.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
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
