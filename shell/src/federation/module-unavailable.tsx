import { Button } from '@fluentui/react-button';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { StatusPanel } from '../components/status-panel';
import { shortReason } from './plugin';

export interface ModuleUnavailableProps {
  title: string;
  /** The technical reason, shown small. */
  reason?: string;
  onRetry: () => void;
}

/** A module that is down, missing, too slow or broken: only its own area says so. */
export function ModuleUnavailable({ title, reason, onRetry }: ModuleUnavailableProps) {
  return (
    <StatusPanel
      role="alert"
      tone="warning"
      icon={<PlugDisconnectedRegular />}
      title={`Modul ${title} tidak tersedia`}
      description="Bagian ini sedang tidak dapat dimuat, mungkin karena gangguan jaringan atau server modul. Menu dan bagian lain tetap dapat digunakan. Coba lagi sebentar lagi; bila masih gagal, hubungi pengelola sistem."
      detail={reason ? `Rincian: ${shortReason(reason)}` : undefined}
      testId="module-unavailable"
      actions={
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          Coba lagi
        </Button>
      }
    />
  );
}
