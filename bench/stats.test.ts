import { describe, expect, it } from 'vitest';
import { summarize, summarizeLongTaskRuns, summarizeRepeats } from './stats';

describe('summarize', () => {
  it('takes nearest-rank median and P95', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(values)).toEqual({ median: 50, p95: 95, n: 100 });
    expect(summarize([3, 1, 2])).toEqual({ median: 2, p95: 3, n: 3 });
  });
});

describe('summarizeRepeats', () => {
  it('reports each run, the medians across runs, the pooled P95 and the runs meeting each target', () => {
    const fast = Array.from({ length: 40 }, (_, i) => 20 + i / 2); // P95 = 38.5
    const slow = Array.from({ length: 40 }, (_, i) => (i >= 37 ? 90 : 30)); // P95 = 90
    const out = summarizeRepeats(
      [
        { roundTripsMs: fast, loadIndexMedianMs: 1400.04 },
        { roundTripsMs: slow, loadIndexMedianMs: 1600 },
        { roundTripsMs: fast, loadIndexMedianMs: 1450 },
      ],
      { p95Ms: 60, loadIndexMs: 1500 },
    );
    expect(out.both_menus_p95_ms).toEqual([38.5, 90, 38.5]);
    expect(out.both_menus_median_ms).toEqual([29.5, 30, 29.5]);
    expect(out.median_of_p95_ms).toBe(38.5);
    expect(out.median_of_load_index_ms).toBe(1450);
    expect(out.load_index_median_ms).toEqual([1400, 1600, 1450]);
    expect(out.pooled_both_menus_ms.n).toBe(120);
    // 3 of 120 pooled requests at 90 ms: the pooled P95 (the 114th) is a fast run's.
    expect(out.pooled_both_menus_ms.p95).toBeLessThan(60);
    expect(out.runs_meeting_p95).toBe('2 of 3');
    expect(out.runs_meeting_load_index).toBe('2 of 3');
    expect(out).not.toHaveProperty('first_load_ms');
  });

  it("adds each run's first load against the load target when the runs report it", () => {
    const trips = [30, 31, 32];
    const out = summarizeRepeats(
      [
        { roundTripsMs: trips, loadIndexMedianMs: 1400, firstLoadMs: 1812.34 },
        { roundTripsMs: trips, loadIndexMedianMs: 1300, firstLoadMs: 1490 },
      ],
      { p95Ms: 60, loadIndexMs: 1500 },
    );
    expect(out.first_load_ms).toEqual([1812.3, 1490]);
    expect(out.runs_with_first_load_meeting_load_index).toBe('1 of 2');
    expect(out.runs_meeting_load_index).toBe('2 of 2');
  });
});

describe('summarizeLongTaskRuns', () => {
  it("lists each run's long tasks and longest task, and counts the runs with none", () => {
    expect(
      summarizeLongTaskRuns([
        { longTasks: 0, longestMs: 0 },
        { longTasks: 2, longestMs: 61.26 },
        { longTasks: 0, longestMs: 0 },
      ]),
    ).toEqual({
      runs: 3,
      long_tasks_per_run: [0, 2, 0],
      longest_ms_per_run: [0, 61.3, 0],
      runs_without_long_tasks: '2 of 3',
    });
  });
});
