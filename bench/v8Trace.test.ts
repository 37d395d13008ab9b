import { describe, expect, it } from 'vitest';
import { parseGcLine } from './v8Trace';

// Lines as Chromium 156's renderer printed them with --js-flags=--trace-gc (through Playwright's browser log).
const SCAVENGE =
  '[7243:0x3d3c00840000]     8013 ms: Scavenge 127.8 (167.1) -> 103.1 (170.2) MB, pooled: 0.0 MB, 31.18 / 0.00 ms (average mu = 0.993, current mu = 0.989) allocation failure; ';
const DURING_SWEEPING =
  '[7243:0x3d3c00840000]     4135 ms: Scavenge (during sweeping) 52.0 (69.8) -> 47.5 (73.6) MB, pooled: 0.0 MB, 36.88 / 0.00 ms (average mu = 0.995, current mu = 0.995) allocation failure; ';
const MARK_COMPACT =
  '[7243:0x3d3c00840000]     6405 ms: Incremental Mark-Compact 118.0 (178.9) -> 55.3 (130.8) MB, pooled: 13.2 MB, 12.64 / 0.05 ms (+ 17.0 ms in 92 steps since start of marking, biggest step 6.2 ms, walltime since start of marking 212 ms) (average mu = 0.993, current mu = 0.989) finalize incremental marking via stack guard; GC in old space requested';

describe('parseGcLine', () => {
  it('reads the isolate, the kind, the heap before and the pause of a scavenge', () => {
    expect(parseGcLine(SCAVENGE, 'request 3')).toEqual({
      window: 'request 3',
      isolate: '0x3d3c00840000',
      kind: 'Scavenge',
      heapMb: 127.8,
      pauseMs: 31.18,
    });
  });

  it('drops the phase in parentheses from the kind', () => {
    expect(parseGcLine(DURING_SWEEPING, 'load')).toMatchObject({ kind: 'Scavenge', heapMb: 52, pauseMs: 36.88 });
  });

  it('reads an incremental mark-compact’s final pause, not its marking steps', () => {
    expect(parseGcLine(MARK_COMPACT, 'warmup')).toMatchObject({
      kind: 'Incremental Mark-Compact',
      heapMb: 118,
      pauseMs: 12.64,
    });
  });

  it('ignores other lines', () => {
    expect(
      parseGcLine(
        '[completed compiling 0x1 <JSFunction f (sfi = 0x2)> (target TURBOFAN_JS) - took 0.1, 45.2, 0.3 ms]',
        'load',
      ),
    ).toBeNull();
    expect(parseGcLine('pw:browser <launching>', 'load')).toBeNull();
  });
});
