// The domain modules at run time. The shell is built with no remotes: after sign-in it registers the
// modules /api/config lists and loads each one's './module' (a ModuleDefinition) in parallel. Each
// module's state is kept here, outside React, so that signing out and in again does not load what
// is already loaded, and a module that failed can be retried on its own.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleDefinition } from '@sid/ui/module';
import type { ModuleEntry } from '../api/shell-api';
import { describeError, isUnavailableModule } from './plugin';

/**
 * The most a module's definition may take, all stages together. The plugin's 8 s timeouts cover the
 * manifest and remoteEntry.js; this covers what they cannot see (a module's own chunk that stalls).
 */
export const LOAD_TIMEOUT_MS = 20_000;

/** The federation name of a module: its id with '-' -> '_' ('mf-admin' -> 'mf_admin'). */
export function federationName(id: string): string {
  return id.replace(/-/g, '_');
}

export type RemoteModuleState =
  | { status: 'loading'; entry: ModuleEntry; attempt: number }
  | { status: 'ready'; entry: ModuleEntry; attempt: number; definition: ModuleDefinition }
  | { status: 'failed'; entry: ModuleEntry; attempt: number; reason: string };

function isModuleDefinition(value: unknown): value is ModuleDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof ModuleDefinition, unknown>>;
  return typeof v.id === 'string' && Array.isArray(v.routes) && Array.isArray(v.drawer);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}

/** Loads `<name>/module` and checks that it is a ModuleDefinition. */
export async function loadModuleDefinition(entry: ModuleEntry): Promise<ModuleDefinition> {
  const id = `${federationName(entry.id)}/module`;
  const loaded = await withTimeout(
    loadRemote<unknown>(id),
    LOAD_TIMEOUT_MS,
    `${id} tidak selesai dimuat dalam ${LOAD_TIMEOUT_MS / 1000} detik`,
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

export class RemoteModules {
  private states: readonly RemoteModuleState[] = [];
  private readonly listeners = new Set<Listener>();
  private started = false;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  readonly getSnapshot = (): readonly RemoteModuleState[] => this.states;

  /** Registers every module and loads them in parallel; later calls only retry the ones that failed. */
  start(entries: readonly ModuleEntry[]): void {
    if (this.started) {
      for (const state of this.states) if (state.status === 'failed') this.retry(state.entry.id);
      return;
    }
    this.started = true;
    this.states = entries.map((entry) => ({ status: 'loading', entry, attempt: 1 }));
    this.emit();
    try {
      registerRemotes(entries.map((entry) => ({ name: federationName(entry.id), entry: entry.entry })));
    } catch (error) {
      for (const entry of entries) this.set({ status: 'failed', entry, attempt: 1, reason: describeError(error) });
      return;
    }
    for (const entry of entries) void this.load(entry, 1);
  }

  /**
   * Loads one module again from scratch: `force` replaces the registered remote (and forgets its
   * manifest and container), and the new definition brings new lazy page components, since
   * React.lazy keeps a failure forever.
   */
  retry(id: string): void {
    const current = this.states.find((s) => s.entry.id === id);
    if (!current || current.status === 'loading') return;
    const attempt = current.attempt + 1;
    const { entry } = current;
    this.set({ status: 'loading', entry, attempt });
    forgetModuleScripts(entry.entry);
    try {
      registerRemotes([{ name: federationName(entry.id), entry: entry.entry }], { force: true });
    } catch (error) {
      this.set({ status: 'failed', entry, attempt, reason: describeError(error) });
      return;
    }
    void this.load(entry, attempt);
  }

  /** Forgets everything (a fresh start: tests, or a new configuration). */
  reset(): void {
    this.started = false;
    this.states = [];
    this.emit();
  }

  private async load(entry: ModuleEntry, attempt: number): Promise<void> {
    let next: RemoteModuleState;
    try {
      next = { status: 'ready', entry, attempt, definition: await loadModuleDefinition(entry) };
    } catch (error) {
      next = { status: 'failed', entry, attempt, reason: describeError(error) };
    }
    // A retry started meanwhile owns the state now.
    if (this.states.find((s) => s.entry.id === entry.id)?.attempt !== attempt) return;
    this.set(next);
  }

  private set(next: RemoteModuleState): void {
    this.states = this.states.map((s) => (s.entry.id === next.entry.id ? next : s));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The one store of the page. */
export const remoteModules = new RemoteModules();
