/// <reference lib="webworker" />
/**
 * The inspector worker: loads and indexes the demo at launch, then answers typed requests
 * (protocol.ts) by dispatching to the core through the view builders. No logic lives here.
 */
import { performanceClock } from '../adapters/web/performanceClock';
import type { InspectorSession } from './demoSession';
import { respondLibrary } from './library/libraryRequests';
import { startLibrary } from './library/startLibrary';
import { isLibraryRequest } from './libraryProtocol';
import { toWorkerFailure, transferablesOf, type RequestMessage, type ResponseMessage } from './protocol';
import { evaluationView } from './views/evaluationView';
import { menusExport } from './views/menusExport';
import { tasksExport } from './views/tasksExport';
import { MenusMemo } from './menusMemo';
import { menusView } from './views/menusView';
import { runsView } from './views/runs/runsView';
import { traceOverlayView } from './views/runs/traceOverlayView';
import { toolSearchView, whyNotView } from './views/whyNotView';
import { summaryView } from './views/summaryView';
import type { LoadProgressView } from './views/workspaceViews';
import { LazyEncoder, runEncoder, startEncoder } from './workerEncoder';
import { injectFault } from './workerFaults';

declare const self: DedicatedWorkerGlobalScope;

const base = new URL(import.meta.env.BASE_URL, self.location.origin);
// Started at launch so the first request does not pay fetching and indexing.
// The catalog library opens the catalog open last time (with its saved edits), else the demo.
const library = startLibrary(base, performanceClock, self.indexedDB);
// Menus are built with the structural scorer unless a request chooses the learned encoder
// (MenusQuery.scorer): the model loads only then, once those first menus are served (built
// meanwhile by the structural scorer, marked loading), or when a request waits for it (the
// golden check, runs and exports of encoder menus). It never fails: a model that cannot load
// leaves the structural scorer and a reason. onnxruntime-web's code (about half of this
// worker's) is a chunk of its own, fetched with the model: a launch that never chooses the
// encoder never fetches or parses it.
const encoder = new LazyEncoder(() =>
  startEncoder(
    () => import('../adapters/web/loadWebModelRunner').then((m) => m.loadWebModelRunner(base)),
    performanceClock,
  ),
);
// Once the launch's heavy work is done (the first menus served, and the model loaded if one was
// asked for), two passes of a new catalog's load path over 4 × the demo's tools let V8 optimize
// it before a person loads a large catalog: the first 16,000-tool load then took 1.14–1.32 s
// instead of 1.39–1.68 s (library/loadWarmup.ts). A request that arrives meanwhile waits for the
// pass under way (150–430 ms, once per launch). It starts WARMUP_AFTER_MENUS_MS after the first
// menus, or WARMUP_START_MS after launch when no menus are asked for.
const WARMUP_PASSES = 2;
const WARMUP_COPIES = 4;
const WARMUP_PAUSE_MS = 50;
const WARMUP_AFTER_MENUS_MS = 1000;
const WARMUP_START_MS = 3000;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
let firstMenusServed: () => void = () => undefined;
const firstMenus = new Promise<void>((resolve) => (firstMenusServed = resolve));
void Promise.race([firstMenus.then(() => sleep(WARMUP_AFTER_MENUS_MS)), sleep(WARMUP_START_MS)])
  .then(() => encoder.idle())
  .then(() => library)
  .then((l) => l.warmLoadPath(WARMUP_PASSES, WARMUP_COPIES, () => sleep(WARMUP_PAUSE_MS)))
  .catch(() => undefined);
/**
 * The evaluation under way (its request id), if any: a newer `evaluate` or a `stopEvaluation`
 * replaces it, and the run stops after its current task. Between tasks the run yields to the
 * message queue, so the menus of the task on screen are not held back by it.
 */
let evaluating: number | undefined;
/**
 * An evaluation yields to the message queue after a task once this long has passed since it last
 * did: often enough for a request to be answered, seldom enough that setTimeout's clamping (4 ms
 * a call once timers nest) does not add a second to the demo's 320 tasks.
 */
const EVALUATION_SLICE_MS = 50;
function yieldingEvery(ms: number): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < ms) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    last = performance.now();
  };
}

/** Menus by session and request; an edit starts the menus of the last request on the edited catalog. */
const menus = new MenusMemo((s, query, e) => menusView(s, query, performanceClock, e));
/** Library requests after which the page asks again for the menus it shows, on the new revision. */
const EDITS: ReadonlySet<string> = new Set(['editSchema', 'undoEdit', 'redoEdit', 'decideInferred']);
/** The open catalog's session, read per request: loads, switches and schema edits replace it. */
const session = (): Promise<InspectorSession> => library.then((l) => l.session());
// A failed launch is reported per request; this keeps it from surfacing as unhandled too.
library.catch(() => undefined);

async function respond(request: RequestMessage): Promise<ResponseMessage> {
  if (isLibraryRequest(request)) {
    const progress = (p: LoadProgressView): void =>
      self.postMessage({ type: 'progress', id: request.id, progress: p } satisfies ResponseMessage);
    return {
      type: 'result',
      id: request.id,
      kind: request.kind,
      result: await respondLibrary(await library, request, progress),
    };
  }
  switch (request.kind) {
    case 'summary':
      return { type: 'result', id: request.id, kind: 'summary', result: summaryView(await session()) };
    case 'menus': {
      const result = await menus.get(await session(), request, encoder.chosenNow(request.scorer));
      firstMenusServed();
      if (request.scorer === 'encoder') void encoder.loaded();
      return { type: 'result', id: request.id, kind: 'menus', result };
    }
    case 'exportMenus':
      return {
        type: 'result',
        id: request.id,
        kind: 'exportMenus',
        result: await menusExport(
          await session(),
          request,
          performanceClock,
          await encoder.chosenLoaded(request.scorer),
        ),
      };
    case 'exportTasks':
      return { type: 'result', id: request.id, kind: 'exportTasks', result: tasksExport(await session(), request) };
    case 'encoder':
      return { type: 'result', id: request.id, kind: 'encoder', result: (await encoder.loaded()).status };
    case 'runEncoder':
      return {
        type: 'result',
        id: request.id,
        kind: 'runEncoder',
        result: await runEncoder(await encoder.loaded(), request.input),
      };
    case 'runs':
      return {
        type: 'result',
        id: request.id,
        kind: 'runs',
        result: await runsView(
          await session(),
          request,
          performanceClock,
          await encoder.chosenLoaded(request.menus.scorer),
        ),
      };
    case 'traceOverlay':
      return {
        type: 'result',
        id: request.id,
        kind: 'traceOverlay',
        result: await traceOverlayView(
          await session(),
          request,
          performanceClock,
          await encoder.chosenLoaded(request.menus.scorer),
        ),
      };
    case 'searchTools':
      return {
        type: 'result',
        id: request.id,
        kind: 'searchTools',
        result: toolSearchView(await session(), request.query, request.limit),
      };
    case 'whyNot':
      return {
        type: 'result',
        id: request.id,
        kind: 'whyNot',
        result: await whyNotView(await session(), request, performanceClock, encoder.chosenNow(request.menus.scorer)),
      };
    case 'evaluate': {
      evaluating = request.id;
      try {
        const result = await evaluationView(
          await session(),
          request,
          performanceClock,
          await encoder.chosenLoaded(request.scorer),
          {
            progress: (done, total) =>
              self.postMessage({ type: 'evaluationProgress', id: request.id, done, total } satisfies ResponseMessage),
            pause: yieldingEvery(EVALUATION_SLICE_MS),
            stopped: () => evaluating !== request.id,
          },
        );
        return { type: 'result', id: request.id, kind: 'evaluate', result };
      } finally {
        if (evaluating === request.id) evaluating = undefined;
      }
    }
    case 'stopEvaluation': {
      const stopped = evaluating !== undefined;
      evaluating = undefined;
      return { type: 'result', id: request.id, kind: 'stopEvaluation', result: { stopped } };
    }
    case 'injectFault':
      return { type: 'result', id: request.id, kind: 'injectFault', result: injectFault(request.fault, self.name) };
  }
}

self.addEventListener('message', (event: MessageEvent<RequestMessage>) => {
  const request = event.data;
  respond(request).then(
    (response) => {
      self.postMessage(response, transferablesOf(response));
      if (response.type === 'result' && EDITS.has(request.kind))
        void session().then((s) => menus.prefetch(s, (q) => encoder.chosenNow(q.scorer)));
    },
    (error: unknown) =>
      self.postMessage({ type: 'error', id: request.id, error: toWorkerFailure(error) } satisfies ResponseMessage),
  );
});
