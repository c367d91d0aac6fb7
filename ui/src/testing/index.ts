export {
  renderModulePage,
  testSession,
  testVillage,
  type RenderModulePageOptions,
  type ModulePageResult,
  type TestSessionInput,
} from './render-module-page';
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
export { moduleContractProblems } from './module-contract';
