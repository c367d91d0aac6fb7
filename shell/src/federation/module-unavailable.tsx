import { Button } from '@fluentui/react-button';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { StatusPanel } from '../components/status-panel';
import { shortReason } from './plugin';
import { reloadPage } from './reload-page';
import type { FailureKind } from './remote-modules';

export interface ModuleUnavailableProps {
  title: string;
  /** The technical reason, shown small; for an incompatible module, the whole explanation. */
  reason?: string;
  onRetry: () => void;
  /** 'incompatible': the module's release needs another shell; only reloading the page helps. */
  kind?: FailureKind;
}

/** A module that is down, missing, too slow or broken: only its own area says so. */
export function ModuleUnavailable({ title, reason, onRetry, kind = 'unavailable' }: ModuleUnavailableProps) {
  if (kind === 'incompatible') {
    return (
      <StatusPanel
        role="alert"
        tone="warning"
        icon={<PlugDisconnectedRegular />}
        title={`Modul ${title} memerlukan versi aplikasi yang lebih baru`}
        description={reason ?? `Modul ${title} tidak cocok dengan versi aplikasi yang terbuka di halaman ini. Muat ulang halaman untuk memakai versi terbaru.`}
        detail="Menu dan bagian lain tetap dapat digunakan. Bila setelah dimuat ulang masih tampil, hubungi pengelola sistem."
        testId="module-unavailable"
        actions={
          <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => reloadPage()}>
            Muat ulang halaman
          </Button>
        }
      />
    );
  }
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
