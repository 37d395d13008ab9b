/// <reference lib="webworker" />
/**
 * The inspector worker: loads and indexes the demo at launch, then answers typed requests
 * (protocol.ts) by dispatching to the core through the view builders. No logic lives here.
 */
import { loadWebModelRunner } from '../adapters/web/loadWebModelRunner';
import { performanceClock } from '../adapters/web/performanceClock';
import { loadDemoSession } from './demoSession';
import { toWorkerFailure, transferablesOf, type RequestMessage, type ResponseMessage } from './protocol';
import { menusView } from './views/menusView';
import { summaryView } from './views/summaryView';
import { runEncoder, startEncoder } from './workerEncoder';

declare const self: DedicatedWorkerGlobalScope;

const base = new URL(import.meta.env.BASE_URL, self.location.origin);
// Started at launch so the first request does not pay fetching and indexing, nor loading the
// model (it never fails: a model that cannot load leaves the structural scorer and a reason).
const session = loadDemoSession(base, performanceClock);
const encoder = startEncoder(() => loadWebModelRunner(base), performanceClock);
// A failed launch is reported per request; this keeps it from surfacing as unhandled too.
session.catch(() => undefined);

async function respond(request: RequestMessage): Promise<ResponseMessage> {
  switch (request.kind) {
    case 'summary':
      return { type: 'result', id: request.id, kind: 'summary', result: summaryView(await session) };
    case 'menus':
      return { type: 'result', id: request.id, kind: 'menus', result: await menusView(await session, request, performanceClock, await encoder) };
    case 'encoder':
      return { type: 'result', id: request.id, kind: 'encoder', result: (await encoder).status };
    case 'runEncoder':
      return { type: 'result', id: request.id, kind: 'runEncoder', result: await runEncoder(await encoder, request.input) };
  }
}

self.addEventListener('message', (event: MessageEvent<RequestMessage>) => {
  const request = event.data;
  respond(request).then(
    (response) => self.postMessage(response, transferablesOf(response)),
    (error: unknown) => self.postMessage({ type: 'error', id: request.id, error: toWorkerFailure(error) } satisfies ResponseMessage),
  );
});
