// jsdom lacks what react-router 7 (TextEncoder), Fluent UI (ResizeObserver) and openapi-fetch
// (fetch, Request, Response) need: copy Node's own implementations in, and stub ResizeObserver.
//
// Component tests run without Fluent's CSS rules, as they already run without CSS files (preset.cjs
// maps them to a stub). Griffel, Fluent's CSS-in-JS, inserted thousands of rules into jsdom, whose
// getComputedStyle (every role query asks it of each element it looks at) then matched every one:
// ~30 % of the suite's time (jest stage 298 -> 207 s). What the tests assert is what a person and a
// screen reader get: roles, names, text, values, state; inline styles and `hidden` still apply. A file
// whose subject is the styles themselves (a sticky column, an A4 sheet) asks for them with the docblock
// pragma `@sid-css`.
const { TestEnvironment } = require('jest-environment-jsdom');

/** CSSStyleSheet.prototype -> its own insertRule. */
const ORIGINAL_INSERT_RULE = new WeakMap();
function skipRule(_rule, index) {
  return index ?? 0;
}

class SidEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.withCss = 'sid-css' in (context.docblockPragmas ?? {});
  }

  async setup() {
    await super.setup();
    const g = this.global;
    // jsdom's CSSStyleSheet can be one class for every window of a worker: the original is kept once
    // and put back for a `@sid-css` file and after each file.
    this.sheet = g.CSSStyleSheet.prototype;
    if (!ORIGINAL_INSERT_RULE.has(this.sheet)) ORIGINAL_INSERT_RULE.set(this.sheet, this.sheet.insertRule);
    this.sheet.insertRule = this.withCss ? ORIGINAL_INSERT_RULE.get(this.sheet) : skipRule;
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

  async teardown() {
    if (this.sheet) this.sheet.insertRule = ORIGINAL_INSERT_RULE.get(this.sheet);
    await super.teardown();
  }
}

module.exports = SidEnvironment;
