// jsdom has no layout: every element's offsetParent is null and <body> measures 0 x 0. Tabster,
// Fluent's focus manager, then takes every element for invisible, so an opening Dialog cannot move
// focus to its first field, focuses its surface instead, misses its own activation and, 250 ms
// later, marks the open dialog aria-hidden: role queries stop finding it, at random (timing).
// A minimal, display-aware layout is enough: an element is laid out unless it or an ancestor is
// display:none, and the body has a screen's size.
const SCREEN = { width: 1280, height: 800 };

/** Whether the element and all its ancestors are displayed. */
function isLaidOut(element) {
  for (let el = element; el; el = el.parentElement) {
    if (el.hidden || window.getComputedStyle(el).display === 'none') return false;
  }
  return true;
}

Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get() {
    if (this === this.ownerDocument.body) return null;
    return isLaidOut(this) ? this.parentElement : null;
  },
});

const bodyRect = () => ({
  x: 0, y: 0, top: 0, left: 0, right: SCREEN.width, bottom: SCREEN.height, width: SCREEN.width, height: SCREEN.height,
  toJSON: () => ({}),
});

Object.defineProperty(HTMLBodyElement.prototype, 'getBoundingClientRect', { configurable: true, value: bodyRect });
