import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGate } from './evalGate';
import { runCli } from './runCliForTests';

const fixtures = join(import.meta.dirname, 'fixtures');
const base = ['eval', '--catalog', join(fixtures, 'catalog.json'), '--tasks', join(fixtures, 'tasks.json')];

describe('menu-inspector eval --min', () => {
  it('exits 1 when the State-Path menu is under a floor, naming it, and 0 when every floor holds', async () => {
    const failing = await runCli(...base, '--budgets', '8,32', '--min', 'cov@32=0.9,first1=relevance+0.2,order@8=90%');
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('ok   State-Path cov@32 100.0% ≥ 90.0%');
    expect(failing.stdout).toContain("FAIL State-Path first1 50.0% < relevance's + 20.0 points, 70.0%");
    expect(failing.stdout).toContain('ok   State-Path order@8 100.0% ≥ 90.0%');
    const passing = await runCli(...base, '--budgets', '8,32', '--min', 'cov@8=relevance,first1=0.5');
    expect(passing.code).toBe(0);
    expect(passing.stdout).toContain("ok   State-Path cov@8 100.0% ≥ relevance's, 100.0%");
  });

  it('puts the checks in --json, and refuses a floor it cannot read with exit 2', async () => {
    const json = await runCli(...base, '--budgets', '32', '--json', '--min', 'rec@32=1,entry-first=0.6');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).gate).toEqual([
      { name: 'rec@32', statePath: 1, floor: 1, pass: true },
      { name: 'entry-first', statePath: 0.5, floor: 0.6, pass: false },
    ]);
    const bad = await runCli(...base, '--budgets', '32', '--min', 'cov@16=0.9');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--min cov@16=0.9: --budgets 32 does not measure cov@16');
  });
});

describe('parseGate', () => {
  it('reads shares, percents and relevance with a margin, and says what is wrong with a floor', () => {
    expect(parseGate('cov@32=0.85, first1=relevance+20%,order=relevance-0.05', [8, 32], 8, 32)).toEqual([
      { name: 'cov@32', metric: 'cov', budget: 32, value: 0.85, relevance: false },
      { name: 'first1', metric: 'first1', budget: 32, value: 0.2, relevance: true },
      { name: 'order@8', metric: 'order', budget: 32, value: -0.05, relevance: true },
    ]);
    for (const [min, message] of [
      ['cov=0.9', 'cov needs a budget'],
      ['first1=ninety', '"ninety" is no share'],
      ['first1=150%', '"150%" is no share'],
      ['speed=1', 'unknown metric "speed"'],
      ['order@4=0.9', 'order is measured in the top 8 (--top), not @4'],
      ['first1@32=0.5', 'first1 takes no @budget'],
      ['cov@32', 'write METRIC=VALUE'],
    ] as const)
      expect(() => parseGate(min, [32], 8, 32)).toThrow(message);
  });
});
