import { Button } from '@fluentui/react-button';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { StatusPanel } from '../components/status-panel';

export interface ConfigErrorProps {
  detail: string;
  onRetry: () => void;
  /** What could not be loaded (default: the configuration). */
  title?: string;
  description?: string;
}

/**
 * GET /api/config failed: without it there is no village and no module list, so nothing else can
 * show. The same full-page panel says when the signed-in user's village cannot be loaded.
 */
export function ConfigError({
  detail,
  onRetry,
  title = 'Konfigurasi aplikasi tidak dapat dimuat',
  description = 'Sistem Kependudukan Desa belum dapat terhubung ke server desa. Periksa koneksi jaringan, lalu coba lagi.',
}: ConfigErrorProps) {
  return (
    <StatusPanel
      fullPage
      role="alert"
      tone="danger"
      icon={<PlugDisconnectedRegular />}
      title={title}
      description={description}
      detail={detail}
      actions={
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          Coba lagi
        </Button>
      }
    />
  );
}
