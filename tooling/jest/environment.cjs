// jsdom lacks what react-router 7 (TextEncoder), Fluent UI (ResizeObserver) and openapi-fetch
// (fetch, Request, Response) need: copy Node's own implementations in, and stub ResizeObserver.
const { TestEnvironment } = require('jest-environment-jsdom');

class SidEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'ReadableStream', 'WritableStream', 'TransformStream', 'AbortController', 'AbortSignal', 'structuredClone', 'URL', 'URLSearchParams']) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
    g.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    if (!g.matchMedia) {
      g.matchMedia = (query) => ({
        matches: false, media: query, onchange: null,
        addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
      });
    }
    if (!g.HTMLElement.prototype.scrollIntoView) g.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
  }
}

module.exports = SidEnvironment;
