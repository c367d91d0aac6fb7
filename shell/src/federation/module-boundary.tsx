// One error boundary per module page: a module that throws while rendering, or whose page chunk
// cannot be downloaded, shows its 'tidak tersedia' panel; the drawer and the other modules go on.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ModuleUnavailable } from './module-unavailable';
import { describeError } from './plugin';

interface Props {
  title: string;
  onRetry: () => void;
  /** A change here (the path) clears a caught error: another page of the module may well work. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

export class ModuleBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, failed: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] Modul ${this.props.title} gagal ditampilkan`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ModuleUnavailable title={this.props.title} reason={describeError(this.state.error)} onRetry={this.props.onRetry} />;
  }
}
