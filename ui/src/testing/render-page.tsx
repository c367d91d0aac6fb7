// One harness renders a page the way an app built on @sid/ui would: theme, router, message channel,
// a fresh swr cache, and a fake API. What a domain adds (the session and the village) comes in through
// `wrapper`: @sid/ui-desa/testing's renderModulePage does that. No federation is involved.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-provider';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sidTheme } from '@sid/ui/theme';
import { FeedbackProvider } from '@sid/ui/feedback';
import { MockApiController, installMockApi, type MockApi } from './mock-api';

export interface RenderPageOptions {
  /** The URL the page opens at, e.g. '/users?page=1'. Default '/'. */
  route?: string;
  /** A route pattern for the page (e.g. '/kematian/:id/d'), so that useParams works. */
  path?: string;
  /** The fake backend: { 'GET /api/auth/all': (req) => jsonResponse({...}) }. */
  api?: MockApi;
  /** A wrapper inside the providers, around the page (a domain's contexts).*/
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

export interface PageResult extends RenderResult {
  /** Calls made and a way to change handlers mid-test. */
  api: MockApiController;
  /** A user-event instance bound to this render. */
  user: ReturnType<typeof userEvent.setup>;
  /** The router location, as the page last left it. */
  location: () => { pathname: string; search: string };
}

function LocationProbe({ onChange }: { onChange: (l: { pathname: string; search: string }) => void }) {
  const location = useLocation();
  onChange({ pathname: location.pathname, search: location.search });
  return null;
}

export function renderPage(ui: ReactElement, options: RenderPageOptions = {}): PageResult {
  const { route = '/', path, api = {}, wrapper: Extra } = options;
  const controller = new MockApiController(api);
  installMockApi(controller);
  let current = { pathname: '', search: '' };

  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<div data-testid="left-page" />} />
    </Routes>
  ) : ui;

  const tree = (
    <FluentProvider theme={sidTheme}>
      {/* A fresh cache per render: no data leaks from one test into the next. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          <FeedbackProvider>
            <LocationProbe onChange={(l) => { current = l; }} />
            {Extra ? <Extra>{page}</Extra> : page}
          </FeedbackProvider>
        </MemoryRouter>
      </SWRConfig>
    </FluentProvider>
  );

  const result = render(tree);
  return { ...result, api: controller, user: userEvent.setup({ delay: null }), location: () => current };
}
