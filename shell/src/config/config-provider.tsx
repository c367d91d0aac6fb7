// Start-up: nothing but the configuration is needed before the first screen, and every screen needs
// it (the village name is on the login page), so the app waits for it here, with a retry on failure.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { VillageContext } from '@sid/ui-desa/module';
import { fetchPublicConfig, type PublicConfig } from '../api/shell-api';
import { forgetDesaHint, readDesaHint } from '../session/desa-hint';
import { ConfigError } from './config-error';
import { PageLoading } from '../components/page-loading';

const ConfigContext = createContext<PublicConfig | null>(null);

/** The public configuration; only used below ConfigProvider, which renders nothing else until it has it. */
export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside ConfigProvider');
  return config;
}

type ConfigState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; config: PublicConfig };

export function ConfigProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const hint = readDesaHint();
    fetchPublicConfig(hint).then(
      (config) => {
        // The remembered village is gone or inactive: show the regency, and stop asking for it.
        if (hint && config.village === null) forgetDesaHint();
        if (current) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => { current = false; };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <ConfigError detail={state.message} onRetry={retry} />;
  return (
    <ConfigContext.Provider value={state.config}>
      <VillageContext.Provider value={state.config.village}>{children}</VillageContext.Provider>
    </ConfigContext.Provider>
  );
}
