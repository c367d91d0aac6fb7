// The domain modules at run time. The shell is built with no remotes: after sign-in it registers the
// modules /api/config lists and loads each one's './module' (a ModuleDefinition) in parallel. Each
// module's state is kept here, outside React, so that signing out and in again does not load what
// is already loaded, and a module that failed can be retried on its own.
//
// Before registering a module the store checks its release against this shell (compatibility.ts): a
// module that needs another shell is never loaded, and its state says 'incompatible' (the panel asks
// for a reload, which brings the newest shell). Every load that ends is reported to the server
// (laporan.ts). Loaded remotes cannot be unloaded: a different list of modules after some were
// loaded (another village signed in, in the same tab) reloads the page rather than mix releases.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleDefinition } from '@sid/ui-desa/module';
import type { ModuleEntry } from '../api/shell-api';
import { describeError, isUnavailableModule } from './plugin';
import { incompatibility } from './compatibility';
import { reportModuleLoad } from './laporan';
import { reloadPage } from './reload-page';
import { whenIdle } from '../preload';
import { beforeDeadline, endDeadline, loadBudgetMs, MODULE_DEADLINE_MS, startDeadline } from './deadline';

/**
 * The most a module's load may take, all stages together (deadline.ts): the manifest, remoteEntry.js,
 * the chunks of its definition, its own init and its first page share one deadline per attempt.
 */
export const LOAD_TIMEOUT_MS = MODULE_DEADLINE_MS;

/** The federation name of a module: its id with '-' -> '_' ('mf-admin' -> 'mf_admin'). */
export function federationName(id: string): string {
  return id.replace(/-/g, '_');
}

/**
 * Why a module failed: 'unavailable' (down, slow, broken: 'Coba lagi' may help) or 'incompatible'
 * (its release needs another shell: only reloading the page helps).
 */
export type FailureKind = 'unavailable' | 'incompatible';

export type RemoteModuleState =
  | { status: 'loading'; entry: ModuleEntry; attempt: number }
  | {
    status: 'ready'; entry: ModuleEntry; attempt: number; definition: ModuleDefinition;
    /** When this attempt's deadline passes (Date.now() time): its first page shares it. */
    deadline?: number;
  }
  | { status: 'failed'; entry: ModuleEntry; attempt: number; reason: string; kind: FailureKind };

export type SettledModuleState = Exclude<RemoteModuleState, { status: 'loading' }>;

/** Whether two lists name the same modules at the same addresses (order aside). */
export function sameModules(a: readonly ModuleEntry[], b: readonly ModuleEntry[]): boolean {
  const key = (list: readonly ModuleEntry[]) => list.map((e) => `${e.id}\n${e.entry}`).sort().join('\n\n');
  return a.length === b.length && key(a) === key(b);
}

function isModuleDefinition(value: unknown): value is ModuleDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof ModuleDefinition, unknown>>;
  return typeof v.id === 'string' && Array.isArray(v.routes) && Array.isArray(v.drawer);
}

/**
 * Loads `<name>/module` and checks that it is a ModuleDefinition, by `deadline` (a Date.now() time):
 * whichever stage hangs, the load fails then.
 */
export async function loadModuleDefinition(entry: ModuleEntry, deadline = Date.now() + LOAD_TIMEOUT_MS): Promise<ModuleDefinition> {
  const id = `${federationName(entry.id)}/module`;
  const mulai = Date.now();
  const loaded = await beforeDeadline(
    loadRemote<unknown>(id),
    deadline,
    () => `Modul ${entry.title} tidak selesai dimuat dalam ${Math.round((Date.now() - mulai) / 1000)} detik`,
  );
  if (isUnavailableModule(loaded)) throw new Error(loaded.reason);
  const definition = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (!isModuleDefinition(definition)) throw new Error(`${id} tidak mengekspor definisi modul (id, routes, drawer)`);
  return definition;
}

/**
 * Removes the `<script>` elements still in the page for files of a module (those beside its
 * manifest). The bundler's chunk loader and the federation runtime both take an existing element
 * with the same address as a load in progress and wait for it, so a chunk that stalled would stall
 * the retry too; a loaded script has run already and loses nothing by going.
 */
export function forgetModuleScripts(entry: string): void {
  if (typeof document === 'undefined') return;
  let base: string;
  try {
    base = new URL('.', new URL(entry, document.baseURI)).href;
  } catch {
    return;
  }
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(base)) script.remove();
  }
}

type Listener = () => void;

export interface RemoteModulesOptions {
  /** Told once per load attempt when it ends (ready, failed or incompatible): the health beacon. */
  onSettled?: (state: SettledModuleState) => void;
  /** Reloads the page (a different list after modules were loaded). */
  reload?: () => void;
  /** Told after every change: the page's store marks the document (markDocument). */
  onChange?: (states: readonly RemoteModuleState[], started: boolean) => void;
}

/**
 * Whether every module of the list has settled (ready or failed): null before the list is known.
 * The page shows it as `<html data-modules="loading|settled">`, the state the size budgets wait on
 * (e2e/tests/size-budget.spec.ts: the dashboard counts the drawer complete).
 */
export function modulesSettled(states: readonly RemoteModuleState[], started: boolean): boolean | null {
  if (!started) return null;
  return states.every((s) => s.status !== 'loading');
}

/** Marks the document with modulesSettled(): `data-modules` on <html>, removed before a list is known. */
export function markDocument(states: readonly RemoteModuleState[], started: boolean): void {
  if (typeof document === 'undefined') return;
  const settled = modulesSettled(states, started);
  if (settled === null) document.documentElement.removeAttribute('data-modules');
  else document.documentElement.setAttribute('data-modules', settled ? 'settled' : 'loading');
}

export class RemoteModules {
  private states: readonly RemoteModuleState[] = [];
  private readonly listeners = new Set<Listener>();
  private started = false;
  /** The list the store was started with. */
  private entries: readonly ModuleEntry[] = [];
  /** Whether any remote was registered with the runtime in this page (it cannot be taken back). */
  private registered = false;
  private readonly onSettled: (state: SettledModuleState) => void;
  private readonly reload: () => void;
  private readonly onChange: (states: readonly RemoteModuleState[], started: boolean) => void;

  constructor(options: RemoteModulesOptions = {}) {
    this.onSettled = options.onSettled ?? (() => undefined);
    this.reload = options.reload ?? (() => undefined);
    this.onChange = options.onChange ?? (() => undefined);
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  readonly getSnapshot = (): readonly RemoteModuleState[] => this.states;

  /**
   * Registers every module this shell can serve and loads them in parallel; a module whose release
   * needs another shell fails at once as 'incompatible'. Later calls with the same list only retry
   * the ones that failed; a different list starts afresh when nothing was registered yet, and
   * reloads the page otherwise (a loaded remote cannot be unloaded, nor two releases mixed).
   * `onScreen` names the modules of the screen shown: the others wait until those are settled and
   * the browser is idle, so that they do not share a slow link with the first screen.
   */
  start(entries: readonly ModuleEntry[], onScreen?: (entry: ModuleEntry) => boolean): void {
    if (this.started) {
      if (sameModules(this.entries, entries)) {
        for (const state of this.states) if (state.status === 'failed') this.retry(state.entry.id);
        return;
      }
      if (this.registered) {
        this.reload();
        return;
      }
    }
    this.started = true;
    this.entries = entries;
    this.states = entries.map((entry): RemoteModuleState => {
      const reason = incompatibility(entry);
      return reason === null
        ? { status: 'loading', entry, attempt: 1 }
        : { status: 'failed', entry, attempt: 1, reason, kind: 'incompatible' };
    });
    this.emit();
    const compatible: ModuleEntry[] = [];
    for (const state of this.states) {
      if (state.status === 'failed') this.settle(state);
      else compatible.push(state.entry);
    }
    if (compatible.length === 0) return;
    this.registered = true;
    try {
      registerRemotes(compatible.map((entry) => ({ name: federationName(entry.id), entry: entry.entry })));
    } catch (error) {
      for (const entry of compatible) this.finish({ status: 'failed', entry, attempt: 1, reason: describeError(error), kind: 'unavailable' });
      return;
    }
    const first = onScreen ? compatible.filter(onScreen) : [];
    const later = first.length > 0 ? compatible.filter((entry) => !first.includes(entry)) : [];
    const loads = compatible.filter((entry) => !later.includes(entry)).map((entry) => this.load(entry, 1));
    if (later.length === 0) return;
    void Promise.all(loads).then(() => whenIdle(() => {
      // Unless a new list or a retry took over meanwhile.
      for (const entry of later) if (this.states.find((s) => s.entry === entry)?.status === 'loading') void this.load(entry, 1);
    }));
  }

  /**
   * Loads one module again from scratch: `force` replaces the registered remote (and forgets its
   * manifest and container), and the new definition brings new lazy page components, since
   * React.lazy keeps a failure forever.
   */
  retry(id: string): void {
    const current = this.states.find((s) => s.entry.id === id);
    if (!current || current.status === 'loading') return;
    // A retry cannot make a release fit this shell: only a reload can (the panel offers it).
    if (current.status === 'failed' && current.kind === 'incompatible') return;
    const attempt = current.attempt + 1;
    const { entry } = current;
    this.set({ status: 'loading', entry, attempt });
    forgetModuleScripts(entry.entry);
    this.registered = true;
    try {
      registerRemotes([{ name: federationName(entry.id), entry: entry.entry }], { force: true });
    } catch (error) {
      this.finish({ status: 'failed', entry, attempt, reason: describeError(error), kind: 'unavailable' });
      return;
    }
    void this.load(entry, attempt);
  }

  /** Forgets everything (a fresh start: tests, or a new configuration). */
  reset(): void {
    this.started = false;
    this.entries = [];
    this.registered = false;
    this.states = [];
    this.emit();
  }

  private async load(entry: ModuleEntry, attempt: number): Promise<void> {
    // One deadline for the whole attempt; the runtime plugin's requests for this module share it.
    // Starting as the page opens, what is left of the page's first 10 s; later, 9 s.
    const deadline = startDeadline(entry.entry, loadBudgetMs());
    let next: SettledModuleState;
    try {
      next = { status: 'ready', entry, attempt, definition: await loadModuleDefinition(entry, deadline), deadline };
    } catch (error) {
      next = { status: 'failed', entry, attempt, reason: describeError(error), kind: 'unavailable' };
    } finally {
      endDeadline(entry.entry, deadline);
    }
    // A retry started meanwhile (or a new list) owns the state now.
    if (this.states.find((s) => s.entry.id === entry.id)?.attempt !== attempt) return;
    this.finish(next);
  }

  /** The end of a load attempt: the new state, and its report. */
  private finish(next: SettledModuleState): void {
    this.set(next);
    this.settle(next);
  }

  private settle(state: SettledModuleState): void {
    try {
      this.onSettled(state);
    } catch {
      // The report is a side matter: it never breaks the load.
    }
  }

  private set(next: RemoteModuleState): void {
    this.states = this.states.map((s) => (s.entry.id === next.entry.id ? next : s));
    this.emit();
  }

  private emit(): void {
    try {
      this.onChange(this.states, this.started);
    } catch {
      // A side matter too.
    }
    for (const listener of this.listeners) listener();
  }
}

/** The one store of the page: it reports every load that ends, and reloads the page when it must. */
export const remoteModules = new RemoteModules({
  onSettled: (state) => reportModuleLoad(state.entry, state.status === 'ready', state.status === 'failed' ? state.reason : undefined),
  reload: reloadPage,
  onChange: markDocument,
});
