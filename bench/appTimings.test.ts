import { describe, expect, it } from 'vitest';
import { poolTaskKind, threadPoolCpu, type TraceEvent } from './appTimings';

describe('the renderer thread pool in a trace', () => {
  it('names what a pool task does from the file that posted it', () => {
    expect(poolTaskKind('v8/src/maglev/maglev-concurrent-dispatcher.cc')).toBe('js_maglev');
    expect(poolTaskKind('v8/src/compiler-dispatcher/optimizing-compile-dispatcher.cc')).toBe('js_turbofan');
    expect(poolTaskKind('v8/src/baseline/baseline-batch-compiler.cc')).toBe('js_baseline');
    expect(poolTaskKind('v8/src/wasm/module-compiler.cc')).toBe('wasm_compile');
    expect(poolTaskKind('v8/src/heap/concurrent-marking.cc')).toBe('gc');
    expect(poolTaskKind('v8/src/heap/array-buffer-sweeper.cc')).toBe('gc_array_buffers');
    expect(poolTaskKind('cc/raster/categorized_worker_pool.cc')).toBe('raster');
    expect(poolTaskKind(undefined)).toBe('other');
  });

  it("sums the pool's CPU by kind and shares it out to the long main-thread tasks it overlapped", () => {
    const meta = (tid: number, name: string): TraceEvent => ({
      name: 'thread_name',
      ph: 'M',
      pid: 1,
      tid,
      ts: 0,
      args: { name },
    });
    const pool = (ts: number, dur: number, tdur: number, src: string): TraceEvent => ({
      name: 'ThreadPool_RunTask',
      ph: 'X',
      pid: 1,
      tid: 3,
      ts,
      dur,
      tdur,
      args: { src_file: src },
    });
    const events: TraceEvent[] = [
      meta(1, 'CrRendererMain'),
      meta(2, 'DedicatedWorker thread'),
      meta(3, 'ThreadPoolForegroundWorker'),
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 1000, dur: 60_000, tdur: 20_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 100_000, dur: 10_000, tdur: 9_000 },
      // Half inside the long task: half its CPU counts beside it.
      pool(31_000, 60_000, 40_000, 'v8/src/wasm/module-compiler.cc'),
      pool(5_000, 10_000, 10_000, 'v8/src/maglev/maglev-concurrent-dispatcher.cc'),
      pool(120_000, 5_000, 5_000, 'v8/src/maglev/maglev-concurrent-dispatcher.cc'),
    ];
    const cpu = threadPoolCpu(events, -Infinity, Infinity);
    expect(cpu.by_kind).toEqual({ wasm_compile: 40, js_maglev: 15 });
    expect(cpu.long_tasks).toEqual([{ wall_ms: 60, cpu_ms: 20, pool_cpu_ms: { wasm_compile: 20, js_maglev: 10 } }]);
  });
});
