// @sid/ui/testing: the harness of a page built on @sid/ui (theme, router, message channel, swr cache,
// a fake API). Module pages use @sid/ui-desa/testing, which adds the session and the village.
export { renderPage, type RenderPageOptions, type PageResult } from './render-page';
export {
  jsonResponse,
  pendingResponse,
  MockApiController,
  installMockApi,
  type MockApi,
  type MockHandler,
  type MockRequest,
  type RecordedCall,
} from './mock-api';
export { findFeedback, fillIn } from './helpers';
