import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  QUALITY_FLOORS_FORMAT,
  dropMessage,
  floorDrops,
  loadQualityFixture,
  type QualityFixtureIndex,
  type QualityFloors,
  type QualitySetResult,
} from './qualityGate';

// The quality gate (docs/development.md#quality-gate): excerpts of the dev sets, measured at the
// committed code, may not fall below the floors recorded from a real run.
const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/quality');
const read = (name: string): string => readFileSync(join(DIR, name), 'utf8');
const fixtureIndex = JSON.parse(read('index.json')) as QualityFixtureIndex;
const floors = JSON.parse(read('floors.json')) as QualityFloors;

describe('quality gate', () => {
  it('has floors for exactly the fixture sets', () => {
    expect(floors.format).toBe(QUALITY_FLOORS_FORMAT);
    expect(Object.keys(floors.sets).sort()).toEqual(fixtureIndex.sets.map((s) => s.id).sort());
  });

  it.each(fixtureIndex.sets.map((s) => [s.id, s] as const))(
    '%s: no metric below its floor',
    async (_id, entry) => {
      const measured: QualitySetResult = await loadQualityFixture(entry, read).measure();
      const drops = floorDrops(entry.id, measured, floors);
      if (drops.length > 0) expect.fail(dropMessage(drops));
    },
    60_000,
  );

  it('names every drop: set, mode, run, metric, floor and now, and the command that re-records', () => {
    const set = floors.sets[fixtureIndex.sets[0]?.id ?? ''];
    if (!set) throw new Error('no floors');
    const lowered = structuredClone(set);
    const sp = lowered.inferred['state-path'];
    if (!sp) throw new Error('no state-path floors');
    sp['cov@32'] -= 0.025;
    const drops = floorDrops(fixtureIndex.sets[0]?.id ?? '', lowered, floors);
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatch(/, s0 inferred, state-path, cov@32: floor .*% → now .*%/);
    expect(dropMessage(drops)).toContain('npm run quality:fixtures -- --record');
    // A drop within the epsilon passes: the metrics are exact, but sums may differ in the last bit.
    sp['cov@32'] += 0.025 - 1e-12;
    expect(floorDrops(fixtureIndex.sets[0]?.id ?? '', lowered, floors)).toEqual([]);
  });
});
