import type { InspectorRequest, InspectorResults, RequestMessage, ResponseMessage, WorkerFailure } from './protocol';
import { FAULTS_WORKER_NAME } from './workerFaults';
import type { LoadProgressView } from './views/workspaceViews';

/** An error the worker reported for one request (its message is one readable line). */
export class InspectorWorkerError extends Error {
  constructor(failure: WorkerFailure) {
    super(failure.message);
    this.name = failure.name;
  }
}

/** A restart of the worker after it crashed or stopped answering, for the UI's notice. */
export interface WorkerRestart {
  /** One line: what happened to the worker. */
  reason: string;
  /** Restarts so far in this tab. */
  restarts: number;
  /** Requests sent again to the new worker, and those failed with a readable error instead. */
  retried: number;
  failed: number;
  /** The worker kept crashing: it was not started again (reload the page). */
  gaveUp: boolean;
}

export interface ClientOptions {
  /** A request unanswered this long while the worker sends nothing counts as a hung worker (default 45 s). */
  stallMs?: number;
  /** Restarts allowed within `restartWindowMs` before the client gives up (default 3 in 60 s). */
  maxRestarts?: number;
  restartWindowMs?: number;
  /** A worker just started (loading a catalog, compiling the model) is not called hung before this (default 30 s). */
  startupGraceMs?: number;
}

interface Pending {
  request: InspectorRequest;
  transfer: Transferable[];
  attempts: number;
  sentAt: number;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

/**
 * Requests that change what the worker stores (loads, deletes, schema edits): one that was
 * waiting when the worker died may have been stored already, so it is not sent again (it
 * could apply twice); it fails and the user checks the library. Everything else is a pure
 * read of the session and is resent.
 */
const NOT_RESENT: ReadonlySet<InspectorRequest['kind']> = new Set<InspectorRequest['kind']>([
  'loadCatalogFiles',
  'loadCatalogUrl',
  'deleteCatalog',
  'editSchema',
  'undoEdit',
  'redoEdit',
  'decideInferred',
  'injectFault',
]);

const DEFAULTS: Required<ClientOptions> = {
  stallMs: 45_000,
  maxRestarts: 3,
  restartWindowMs: 60_000,
  startupGraceMs: 30_000,
};

/**
 * Promise API over the inspector worker: one request id per call, errors become rejections.
 * Given a factory, it restarts a worker that crashes (error event) or hangs (no answer for
 * `stallMs`): reads still waiting are sent once more to the new worker (changes to stored
 * data, requests that moved buffers or were already resent fail with a readable error) and
 * listeners get a WorkerRestart.
 */
export class InspectorClient {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(restart: WorkerRestart) => void>();
  private readonly progressListeners = new Set<(progress: LoadProgressView, requestId: number) => void>();
  private readonly evaluationListeners = new Set<(done: number, total: number, requestId: number) => void>();
  private readonly options: Required<ClientOptions>;
  private readonly create: (() => Worker) | undefined;
  private worker: Worker;
  private nextId = 1;
  private lastHeard = Date.now();
  private startedAt = Date.now();
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private restartTimes: number[] = [];
  private restarts = 0;
  private last: WorkerRestart | null = null;
  private stopped = false;

  constructor(worker: Worker | (() => Worker), options: ClientOptions = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.create = typeof worker === 'function' ? worker : undefined;
    this.worker = this.attach(typeof worker === 'function' ? worker() : worker);
  }

  /** Sends one request (moving `transfer`, e.g. input buffers); resolves with the result type of its kind. */
  request<K extends InspectorRequest['kind']>(
    request: Extract<InspectorRequest, { kind: K }>,
    transfer: Transferable[] = [],
  ): Promise<InspectorResults[K]> {
    const id = this.nextId++;
    return new Promise<InspectorResults[K]>((resolve, reject) => {
      if (this.stopped) {
        reject(
          new Error(
            this.last?.gaveUp ? 'the inspector worker keeps crashing: reload the page' : 'inspector worker stopped',
          ),
        );
        return;
      }
      this.pending.set(id, {
        request,
        transfer,
        attempts: 1,
        sentAt: Date.now(),
        resolve: resolve as (value: never) => void,
        reject,
      });
      this.send(id, request, transfer);
    });
  }

  /** The latest restart (null while the first worker runs). */
  lastRestart(): WorkerRestart | null {
    return this.last;
  }

  /** Calls `listener` after every restart; returns the unsubscribe function. */
  onRestart(listener: (restart: WorkerRestart) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` with the progress the worker posts while a load runs; returns the unsubscribe function. */
  watchProgress(listener: (progress: LoadProgressView, requestId: number) => void): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  /** Calls `listener` with an evaluation's progress (tasks scored, of all with gold); returns the unsubscribe function. */
  watchEvaluation(listener: (done: number, total: number, requestId: number) => void): () => void {
    this.evaluationListeners.add(listener);
    return () => this.evaluationListeners.delete(listener);
  }

  /** Stops the worker; pending requests reject. */
  terminate(): void {
    this.stopped = true;
    this.worker.terminate();
    this.clearWatchdog();
    this.failAll(new Error('inspector worker stopped'));
  }

  private attach(worker: Worker): Worker {
    worker.addEventListener('message', (event: MessageEvent<ResponseMessage>) => {
      if (worker !== this.worker) return;
      this.lastHeard = Date.now();
      this.settle(event.data);
    });
    // A worker that fails to start, load or run crashed: start a new one (or fail what waits).
    worker.addEventListener('error', (event) => {
      // Handled here (restart), so the browser need not report it as uncaught too.
      event.preventDefault();
      if (worker === this.worker)
        this.crashed(`the inspector worker crashed: ${event.message || 'it could not start'}`);
    });
    worker.addEventListener('messageerror', () => {
      if (worker === this.worker) this.failAll(new Error('inspector worker sent a message that could not be read'));
    });
    return worker;
  }

  private send(id: number, request: InspectorRequest, transfer: Transferable[]): void {
    this.worker.postMessage({ ...request, id } satisfies RequestMessage, transfer);
    this.armWatchdog();
  }

  private settle(message: ResponseMessage): void {
    if (message.type === 'progress') {
      for (const listener of this.progressListeners) listener(message.progress, message.id);
      return;
    }
    if (message.type === 'evaluationProgress') {
      for (const listener of this.evaluationListeners) listener(message.done, message.total, message.id);
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.type === 'error') pending.reject(new InspectorWorkerError(message.error));
    else pending.resolve(message.result as never);
    if (this.pending.size === 0) this.clearWatchdog();
  }

  private armWatchdog(): void {
    if (this.watchdog !== undefined || !this.create) return;
    this.watchdog = setTimeout(() => {
      this.watchdog = undefined;
      if (this.pending.size === 0) return;
      const now = Date.now();
      const oldest = Math.min(...[...this.pending.values()].map((p) => p.sentAt));
      const quiet = Math.min(now - this.lastHeard, now - oldest);
      if (
        quiet >= this.options.stallMs &&
        now - this.startedAt >= Math.max(this.options.stallMs, this.options.startupGraceMs)
      ) {
        this.crashed(`the inspector worker stopped answering for ${Math.round(this.options.stallMs / 1000)} s`);
      } else this.armWatchdog();
    }, this.options.stallMs);
  }

  private clearWatchdog(): void {
    if (this.watchdog !== undefined) clearTimeout(this.watchdog);
    this.watchdog = undefined;
  }

  /** Replaces a crashed or hung worker, resends what may be resent, and tells the listeners. */
  private crashed(reason: string): void {
    this.clearWatchdog();
    this.worker.terminate();
    const now = Date.now();
    this.restartTimes = [...this.restartTimes.filter((t) => now - t < this.options.restartWindowMs), now];
    const gaveUp = !this.create || this.restartTimes.length > this.options.maxRestarts;
    let retried = 0;
    let failed = 0;
    if (gaveUp) {
      this.stopped = true;
      failed = this.pending.size;
      this.failAll(new Error(`${reason}; it keeps crashing, so it was not started again: reload the page`));
    } else {
      this.restarts++;
      this.lastHeard = now;
      this.startedAt = now;
      this.worker = this.attach((this.create as () => Worker)());
      for (const [id, p] of [...this.pending]) {
        if (NOT_RESENT.has(p.request.kind)) {
          this.pending.delete(id);
          p.reject(
            new Error(
              `${reason} during this change; it was restarted: check the catalog library for whether the change was saved`,
            ),
          );
          failed++;
        } else if (p.attempts >= 2 || p.transfer.length > 0) {
          this.pending.delete(id);
          p.reject(new Error(`${reason} while computing this request; it was restarted, try again`));
          failed++;
        } else {
          p.attempts++;
          p.sentAt = now;
          this.send(id, p.request, p.transfer);
          retried++;
        }
      }
    }
    this.last = { reason, restarts: this.restarts, retried, failed, gaveUp };
    for (const listener of this.listeners) listener(this.last);
  }

  private failAll(error: Error): void {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }
}

/** Whether the page enables test-only fault injection (`?faults=1`). */
export function faultsEnabled(search: string): boolean {
  return new URLSearchParams(search).get('faults') === '1';
}

/**
 * Starts the inspector worker (it begins loading the demo at once) and wraps it in a client
 * that restarts it after a crash. With `faults`, the worker accepts injected faults (tests).
 */
export function startInspectorWorker(options: ClientOptions & { faults?: boolean } = {}): InspectorClient {
  const { faults = false, ...clientOptions } = options;
  const name = faults ? FAULTS_WORKER_NAME : 'inspector';
  return new InspectorClient(
    () => new Worker(new URL('./inspector.worker.ts', import.meta.url), { type: 'module', name }),
    clientOptions,
  );
}
