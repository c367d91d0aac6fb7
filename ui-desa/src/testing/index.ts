// @sid/ui-desa/testing: what a module's tests use: renderModulePage (@sid/ui's harness with the
// shell's session and village), the fake API and helpers of @sid/ui/testing, test tokens, and the
// module contract's check.
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
  findFeedback,
  fillIn,
  type MockApi,
  type MockHandler,
  type MockRequest,
  type RecordedCall,
} from '@sid/ui/testing';
export { makeToken, type TestTokenInput } from './tokens';
export { moduleContractProblems } from './module-contract';
