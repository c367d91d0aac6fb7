// The harness's own tests reach one internal (uninstall) that pages never need.
export * from './index';
export { uninstallMockApi as uninstallMockApiForTest } from './mock-api';
