// Focus around a dialog (issue 16): back to what opened it when it closes, and never lost inside it.
//
// Fluent's Dialog gives focus back by itself only to an opener tabster knows as a restore target
// (a DialogTrigger, or an element with useRestoreFocusTarget()), and only once the surface, still
// holding focus, leaves the page. Our dialogs are controlled (open state, or rendered while open):
// opened from a button, a link in a table row or a menu item. So every dialog of @sid/ui remembers
// the element that had focus when it opened and, when it closes (Escape, Batal, Kembali, after a
// save), focuses it again when it is still on the page, or, for a menu item that left with its menu,
// the menu's button. Focus is only moved when it would otherwise be lost (on the page's body, or in
// the closing dialog): an opener marked for Fluent's own restore, or a page that moved focus
// elsewhere on purpose, keeps the last word.
import { useCallback, useEffect, useLayoutEffect, useRef, type RefCallback } from 'react';

/** Where focus may go back to, best first: the element itself, then its menu's button. */
export function restoreCandidates(active: Element | null): HTMLElement[] {
  if (!active || typeof HTMLElement === 'undefined' || !(active instanceof HTMLElement)) return [];
  const doc = active.ownerDocument;
  if (active === doc.body || active === doc.documentElement) return [];
  const candidates: HTMLElement[] = [active];
  // Fluent's MenuList names its trigger in aria-labelledby; the item goes when the menu closes.
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? doc.getElementById(triggerId) : null;
  if (trigger && trigger !== active) candidates.push(trigger);
  return candidates;
}

/** The elements that take focus from the keyboard, in document order. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The opener's ancestors, nearest first, up to (not including) the body: where focus may land if the opener goes. */
export function restoreAncestors(active: Element | null): HTMLElement[] {
  const ancestors: HTMLElement[] = [];
  if (!active || typeof HTMLElement === 'undefined' || !(active instanceof HTMLElement)) return ancestors;
  for (let el = active.parentElement; el && el !== active.ownerDocument.body; el = el.parentElement) ancestors.push(el);
  return ancestors;
}

/**
 * Issue 40: the opener went with the save (the restored row's Pulihkan, the death's 'Tambahkan', a
 * moved-out family's Mutasi): focus goes to the first control of the nearest part of the page that is
 * still there (the next row's button, the list's search box), else to the page's main content.
 */
export function focusNearestControl(ancestors: readonly HTMLElement[], doc: Document): boolean {
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue;
    for (const el of Array.from(ancestor.querySelectorAll<HTMLElement>(FOCUSABLE))) {
      if (el.closest('[role="dialog"], [role="alertdialog"], [aria-hidden="true"], [inert]')) continue;
      el.focus();
      if (doc.activeElement === el) return true;
    }
  }
  const main = doc.querySelector<HTMLElement>('main');
  if (!main) return false;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  return doc.activeElement === main;
}

/**
 * Focus went back to the opener, but a save often removes it a moment later (the list reloads without
 * the restored row): while focus stays there, its removal sends focus to the nearest control. Watching
 * ends as soon as focus moves anywhere else.
 */
function followOpener(doc: Document, around: readonly HTMLElement[]): void {
  const opener = doc.activeElement;
  if (!(opener instanceof HTMLElement) || typeof MutationObserver === 'undefined') return;
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('focusin', stop, true);
  };
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    const active = doc.activeElement;
    if (!active || active === doc.body || active === doc.documentElement) focusNearestControl(around, doc);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', stop, true);
}

/** Focus has nowhere meaningful to be: on the body, or still in the dialog that is closing. */
function focusLost(doc: Document, surface: HTMLElement | null): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || active === doc.documentElement || (surface !== null && surface.contains(active));
}

/** Focuses the first candidate still on the page that takes focus; true when one did. */
export function focusFirstConnected(candidates: readonly HTMLElement[]): boolean {
  for (const element of candidates) {
    if (!element.isConnected) continue;
    element.focus();
    if (element.ownerDocument.activeElement === element) return true;
  }
  return false;
}

/**
 * For a dialog's DialogSurface (pass the ref to it): remembers the opener while `open`, gives it
 * focus back when the dialog closes or unmounts, and keeps focus in the dialog when the focused
 * element inside it goes away (e.g. a photo that was clicked to enlarge), so Escape still reaches
 * the dialog.
 */
export function useDialogFocus<T extends HTMLElement = HTMLDivElement>(open: boolean): RefCallback<T> {
  const surfaceRef = useRef<T | null>(null);
  const observerRef = useRef<MutationObserver | null>(null);
  const openRef = useRef(open);
  const openers = useRef<HTMLElement[]>([]);
  const ancestors = useRef<HTMLElement[]>([]);

  // A layout effect: it runs before Fluent's own effect moves focus into the dialog.
  useLayoutEffect(() => {
    openRef.current = open;
    if (open && typeof document !== 'undefined') {
      openers.current = restoreCandidates(document.activeElement);
      ancestors.current = restoreAncestors(openers.current[openers.current.length - 1] ?? null);
    }
  }, [open]);

  // Closing (open turns false, or the dialog unmounts): after the surface is gone, or while it fades out.
  useEffect(() => {
    if (!open) return undefined;
    return () => {
      const candidates = openers.current;
      const around = ancestors.current;
      openers.current = [];
      ancestors.current = [];
      if (typeof document === 'undefined' || !focusLost(document, surfaceRef.current)) return;
      if (!focusFirstConnected(candidates)) {
        focusNearestControl(around, document);
        return;
      }
      followOpener(document, around);
    };
  }, [open]);

  // Focus dropped to the body while open (the focused element was removed): back to the dialog.
  return useCallback((surface: T | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    surfaceRef.current = surface;
    if (!surface || typeof MutationObserver === 'undefined') return;
    const doc = surface.ownerDocument;
    const observer = new MutationObserver(() => {
      if (openRef.current && surface.isConnected && (doc.activeElement === doc.body || doc.activeElement === null)) surface.focus();
    });
    observer.observe(surface, { childList: true, subtree: true });
    observerRef.current = observer;
  }, []);
}
