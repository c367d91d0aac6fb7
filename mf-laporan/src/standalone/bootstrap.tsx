// Dev only: `pnpm --filter ./mf-laporan dev` serves this page on :3007 with /api proxied to :8080.
import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@sid/standalone';
import definition from '../module';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<StandaloneHost module={definition} />);
