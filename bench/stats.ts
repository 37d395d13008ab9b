/** Median and 95th percentile of a sample (nearest rank), rounded to 0.01. */
export function summarize(values: readonly number[]): { median: number; p95: number; n: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  const round = (x: number): number => Math.round(x * 100) / 100;
  return { median: round(at(0.5)), p95: round(at(0.95)), n: sorted.length };
}

/** One fresh-browser run of a size in a repeated bench: its measured round trips and its loads' median. */
export interface RepeatRun {
  roundTripsMs: readonly number[];
  loadIndexMedianMs: number;
  /** The run's first load (a person's one load into the open app), when the bench reports it. */
  firstLoadMs?: number;
}

/**
 * The spread of a bench repeated in fresh browsers (`--repeat N`): each run's median and P95 of
 * the round trips and its loads' median, the medians of those across the runs, the P95 of all
 * runs' requests pooled (a steadier estimate than one run's 40), and how many runs met each
 * target (and, when the runs report it, each one's first load against the load target). A
 * single run's P95 is its 2nd–3rd slowest request and swings with the machine's load.
 */
export function summarizeRepeats(runs: readonly RepeatRun[], targets: { p95Ms: number; loadIndexMs: number }) {
  const each = runs.map((r) => summarize(r.roundTripsMs));
  const medianOf = (xs: readonly number[]): number => summarize(xs).median;
  const firstLoads = runs.flatMap((r) => (r.firstLoadMs === undefined ? [] : [r.firstLoadMs]));
  return {
    repeats: runs.length,
    both_menus_median_ms: each.map((s) => s.median),
    both_menus_p95_ms: each.map((s) => s.p95),
    load_index_median_ms: runs.map((r) => Math.round(r.loadIndexMedianMs * 10) / 10),
    median_of_medians_ms: medianOf(each.map((s) => s.median)),
    median_of_p95_ms: medianOf(each.map((s) => s.p95)),
    median_of_load_index_ms: medianOf(runs.map((r) => r.loadIndexMedianMs)),
    pooled_both_menus_ms: summarize(runs.flatMap((r) => r.roundTripsMs)),
    runs_meeting_p95: `${each.filter((s) => s.p95 <= targets.p95Ms).length} of ${runs.length}`,
    runs_meeting_load_index: `${runs.filter((r) => r.loadIndexMedianMs <= targets.loadIndexMs).length} of ${runs.length}`,
    ...(firstLoads.length > 0
      ? {
          first_load_ms: firstLoads.map((ms) => Math.round(ms * 10) / 10),
          runs_with_first_load_meeting_load_index: `${firstLoads.filter((ms) => ms <= targets.loadIndexMs).length} of ${firstLoads.length}`,
        }
      : {}),
  };
}

/** One run of the app bench's 16k long-task measure: tasks over 50 ms during the rebuilds, and the longest. */
export interface LongTaskRun {
  longTasks: number;
  longestMs: number;
}

/** The spread of repeated long-task runs (appBench --longtask-runs N): each run's count and longest task, and the runs with none. */
export function summarizeLongTaskRuns(runs: readonly LongTaskRun[]) {
  return {
    runs: runs.length,
    long_tasks_per_run: runs.map((r) => r.longTasks),
    longest_ms_per_run: runs.map((r) => Math.round(r.longestMs * 10) / 10),
    runs_without_long_tasks: `${runs.filter((r) => r.longTasks === 0).length} of ${runs.length}`,
  };
}
