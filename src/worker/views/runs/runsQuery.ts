import { WEIGHT_PRESET_NAMES, type WeightPreset } from '../../../core/index';
import type { MenusQuery } from '../menusQuery';

/** The Runs tab's request: the menus on screen, the weight preset, the seed and the Monte-Carlo size. */
export interface RunsQuery {
  menus: MenusQuery;
  preset: WeightPreset;
  seed: number;
  runs: number;
}

/** The most Monte-Carlo runs per menu the worker accepts (keeps one request under a second). */
export const MAX_RUNS = 2000;

/** Throws one readable line on a bad preset, seed or run count. */
export function checkRunsQuery(q: RunsQuery): void {
  if (!WEIGHT_PRESET_NAMES.includes(q.preset))
    throw new Error(`the weight preset must be one of ${WEIGHT_PRESET_NAMES.join(', ')}, got "${String(q.preset)}"`);
  if (!Number.isInteger(q.seed) || q.seed < 0) throw new Error(`the seed must be an integer ≥ 0, got ${q.seed}`);
  if (!Number.isInteger(q.runs) || q.runs < 1 || q.runs > MAX_RUNS)
    throw new Error(`runs must be an integer from 1 to ${MAX_RUNS}, got ${q.runs}`);
}
