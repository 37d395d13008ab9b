/**
 * Chromium with V8's optimizing-compiler trace (`--trace-opt`, optionally `--trace-deopt` and
 * `--trace-gc`) read
 * from the browser's stdout, each event tagged with the window the caller says it is in (a
 * phase of the bench, a request). The compile jobs run on the renderer's thread pool, which on
 * two cores takes the CPU from the page's main thread and the worker (bench/deopts.ts,
 * bench/browserScale.ts --trace-jit).
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './benchArgs';

/** One optimizing compile: function, compiler (MAGLEV, TURBOFAN_JS) and the job's wall time. */
export interface V8Compile {
  window: string;
  fn: string;
  compiler: string;
  ms: number;
}

/** One deoptimization: function, reason and (with `positions`) where in the served bundle. */
export interface V8Deopt {
  window: string;
  fn: string;
  reason: string;
  at?: string;
}

/**
 * One garbage collection (--trace-gc): its kind (Scavenge, Mark-Compact, …), the isolate it ran
 * in (page and worker have one each; the worker's heap is the large one), the heap's size before
 * it (MB) and its pause on the isolate's thread (ms; an incremental mark-compact's marking steps
 * before the final pause are not in it).
 */
export interface V8Gc {
  window: string;
  isolate: string;
  kind: string;
  heapMb: number;
  pauseMs: number;
}

export interface TracedChromium {
  browser: Browser;
  compiles: V8Compile[];
  deopts: V8Deopt[];
  gcs: V8Gc[];
  /** Tags the events read from now on. */
  setWindow: (window: string) => void;
  close: () => Promise<void>;
}

const BAILOUT = /reason: ([^)]*)\).*?<JSFunction ([^ >]*)/;
// --trace-deopt-verbose: ";;; deoptimize at <http://…/assets/file.js:line:col>, …" follows its bailout line.
const DEOPT_AT = /;;; deoptimize at <[^>]*\/([^/>]+:\d+:\d+)>/;
// "[completed compiling 0x… <JSFunction f (sfi = 0x…)> (target TURBOFAN_JS) - took 0.1, 45.2, 0.3 ms]": prepare, execute, finalize.
const COMPILED = /<JSFunction ([^ >]*).*?target ([A-Z_]+).*?took ([\d.]+), ([\d.]+), ([\d.]+) ms/;
// "[7243:0x3d3c00840000]  8013 ms: Scavenge 127.8 (167.1) -> 103.1 (170.2) MB, pooled: 0.0 MB, 31.18 / 0.00 ms (…": pause / external callbacks.
const GC =
  /\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: ([A-Za-z -]+?)(?: \([a-z ]+\))? ([\d.]+) \([\d.]+\) -> [\d.]+ \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/;

/** One line of V8's `--trace-gc` output as a collection in `window`; null for any other line. */
export function parseGcLine(line: string, window: string): V8Gc | null {
  const g = line.includes(' ms: ') ? GC.exec(line) : null;
  return g ? { window, isolate: g[1] ?? '?', kind: g[2] ?? '?', heapMb: Number(g[3]), pauseMs: Number(g[4]) } : null;
}

/**
 * Launches Debian's Chromium as a server (its process, and so V8's trace on its stdout, is ours
 * to read) with `args` and `--js-flags=<jsFlags> --trace-opt [--trace-deopt[-verbose]]`.
 */
export async function launchTracedChromium(
  args: readonly string[],
  jsFlags: string,
  options: { deopts?: boolean; positions?: boolean; gc?: boolean } = {},
): Promise<TracedChromium> {
  const flags = [
    jsFlags,
    '--trace-opt',
    options.positions ? '--trace-deopt-verbose' : options.deopts ? '--trace-deopt' : '',
    options.gc ? '--trace-gc' : '',
  ]
    .filter((f) => f !== '')
    .join(' ');
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...args, `--js-flags=${flags}`],
  });
  const compiles: V8Compile[] = [];
  const deopts: V8Deopt[] = [];
  const gcs: V8Gc[] = [];
  let window = '';
  let pending = '';
  const read = (chunk: Buffer): void => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const m = line.includes('[bailout') ? BAILOUT.exec(line) : null;
      if (m) deopts.push({ window, fn: m[2] ?? '?', reason: m[1] ?? '?' });
      const at = options.positions && line.includes(';;; deoptimize at') ? DEOPT_AT.exec(line) : null;
      const last = deopts[deopts.length - 1];
      if (at && last && last.at === undefined) last.at = at[1];
      const c = line.includes('[completed compiling') ? COMPILED.exec(line) : null;
      if (c)
        compiles.push({
          window,
          fn: c[1] ?? '?',
          compiler: c[2] ?? '?',
          ms: Number(c[3]) + Number(c[4]) + Number(c[5]),
        });
      const gc = options.gc ? parseGcLine(line, window) : null;
      if (gc) gcs.push(gc);
    }
  };
  server.process().stdout?.on('data', read);
  server.process().stderr?.on('data', read);
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    compiles,
    deopts,
    gcs,
    setWindow: (w) => {
      window = w;
    },
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Compiles in all, their wall time by compiler, and the longest functions (each function's jobs summed, with the windows they ran in). */
export function compileSummary(
  compiles: readonly V8Compile[],
  top = 15,
): {
  n: number;
  turbofan_ms: number;
  maglev_ms: number;
  longest: { what: string; n: number; ms: number; windows: string[] }[];
} {
  const byFunction = new Map<string, { n: number; ms: number; windows: string[] }>();
  for (const c of compiles) {
    const key = `${c.fn} | ${c.compiler}`;
    const v = byFunction.get(key) ?? { n: 0, ms: 0, windows: [] };
    v.n++;
    v.ms += c.ms;
    if (!v.windows.includes(c.window)) v.windows.push(c.window);
    byFunction.set(key, v);
  }
  const byCompiler = (compiler: string): number =>
    Math.round(compiles.filter((c) => c.compiler === compiler).reduce((sum, c) => sum + c.ms, 0));
  return {
    n: compiles.length,
    turbofan_ms: byCompiler('TURBOFAN_JS'),
    maglev_ms: byCompiler('MAGLEV'),
    longest: [...byFunction]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, top)
      .map(([what, v]) => ({ what, n: v.n, ms: Math.round(v.ms), windows: v.windows })),
  };
}
