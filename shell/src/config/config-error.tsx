import { Button } from '@fluentui/react-button';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { StatusPanel } from '../components/status-panel';

export interface ConfigErrorProps {
  detail: string;
  onRetry: () => void;
}

/** GET /api/config failed: without it there is no village and no module list, so nothing else can show. */
export function ConfigError({ detail, onRetry }: ConfigErrorProps) {
  return (
    <StatusPanel
      fullPage
      role="alert"
      tone="danger"
      icon={<PlugDisconnectedRegular />}
      title="Konfigurasi aplikasi tidak dapat dimuat"
      description="Sistem Kependudukan Desa belum dapat terhubung ke server desa. Periksa koneksi jaringan, lalu coba lagi."
      detail={detail}
      actions={
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          Coba lagi
        </Button>
      }
    />
  );
}
