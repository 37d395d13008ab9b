import type { InspectorRequest, InspectorResults, RequestMessage, ResponseMessage, WorkerFailure } from './protocol';

/** An error the worker reported for one request (its message is one readable line). */
export class InspectorWorkerError extends Error {
  constructor(failure: WorkerFailure) {
    super(failure.message);
    this.name = failure.name;
  }
}

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

/** Promise API over the inspector worker: one request id per call, errors become rejections. */
export class InspectorClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly worker: Worker) {
    worker.addEventListener('message', (event: MessageEvent<ResponseMessage>) => this.settle(event.data));
    // A worker that fails to start or load fails every request still waiting.
    worker.addEventListener('error', (event) => this.failAll(new Error(`inspector worker failed: ${event.message || 'could not start'}`)));
    worker.addEventListener('messageerror', () => this.failAll(new Error('inspector worker sent a message that could not be read')));
  }

  /** Sends one request (moving `transfer`, e.g. input buffers); resolves with the result type of its kind. */
  request<K extends InspectorRequest['kind']>(request: Extract<InspectorRequest, { kind: K }>, transfer: Transferable[] = []): Promise<InspectorResults[K]> {
    const id = this.nextId++;
    return new Promise<InspectorResults[K]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.worker.postMessage({ ...request, id } satisfies RequestMessage, transfer);
    });
  }

  /** Stops the worker; pending requests reject. */
  terminate(): void {
    this.worker.terminate();
    this.failAll(new Error('inspector worker stopped'));
  }

  private settle(message: ResponseMessage): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.type === 'error') pending.reject(new InspectorWorkerError(message.error));
    else pending.resolve(message.result as never);
  }

  private failAll(error: Error): void {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }
}

/** Starts the inspector worker (it begins loading the demo at once) and wraps it in a client. */
export function startInspectorWorker(): InspectorClient {
  return new InspectorClient(new Worker(new URL('./inspector.worker.ts', import.meta.url), { type: 'module', name: 'inspector' }));
}
