// The last line of defence: a bug in the shell itself, or a lazy half of the app (login, layout) that
// could not be downloaded. A reload is the only sensible retry for either.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { StatusPanel } from './status-panel';

interface State {
  error: Error | null;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] Aplikasi berhenti karena kesalahan', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusPanel
        fullPage
        role="alert"
        tone="danger"
        icon={<ErrorCircleRegular />}
        title="Terjadi kesalahan"
        description="Halaman tidak dapat ditampilkan. Muat ulang halaman untuk mencoba lagi."
        detail={this.state.error.message}
        actions={
          <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => window.location.reload()}>
            Muat ulang
          </Button>
        }
      />
    );
  }
}
