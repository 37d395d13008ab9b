/**
 * The hand-written tasks on real APIs (bench/real-api-tasks) are valid tool-tasks/v1 files of
 * the promised size and shape. Reads only the repository: whether each gold id exists in its
 * catalog is checked by bench/checkRealApiTasks.ts, against ../shared/data/real-apis.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTasks } from '../src/core/index';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'real-api-tasks');

/** Each API's task file and the shape of its tool ids as they import. */
const FILES: Record<string, RegExp> = {
  'slack.tasks.json': /^slack_web_api\.[A-Za-z_]+$/,
  'twilio.tasks.json': /^twilio_api\.[A-Za-z]+$/,
  'sentry.tasks.json': /^[a-z_]+$/,
  'github.tasks.json': /^([a-z0-9_-]+\.)?[a-z_]+$/,
  // `<server>.<tool>`: 70 MCP servers, each tool under the key its server record lists it by.
  'livemcp.tasks.json': /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
  // BFCL's function names, as the eight JSON Lines files list them (`activateParkingBrake`, `book_flight`).
  'bfcl.tasks.json': /^[A-Za-z_]+$/,
  // Buildkite's MCP server (`buildkite.<tool>`) merged with GitHub's (bare tool names).
  'buildkite.tasks.json': /^(buildkite\.)?[a-z_]+$/,
  // BFCL v4 `multiple`'s function names; one defined twice differently is `<name>_2` as imported.
  'bfcl-multiple.tasks.json': /^[A-Za-z_.]+(_\d)?$/,
  // Stripe's remote MCP server in the Docker registry (`stripe-remote.<tool>`) merged with Slack's Web API.
  'stripe.tasks.json': /^(stripe-remote\.[a-z_]+|slack_web_api\.[A-Za-z_]+)$/,
};

/** Files of single-call requests (BFCL's `multiple` set: one function among a few per question). */
const SINGLE_CALL = new Set(['bfcl-multiple.tasks.json']);

/**
 * The share of a file's tasks that take 3 calls or more: most, for the four single-API files;
 * a third for LiveMCPBench, whose servers are small (one to 35 tools) and whose requests
 * mostly chain two calls of one server, or cross servers in longer ones, and for Stripe's
 * remote server (25 tools, each a whole step: a balance, a coupon, a docs search is one call).
 */
const LONG_SHARE: Record<string, number> = { 'livemcp.tasks.json': 1 / 3, 'stripe.tasks.json': 1 / 3 };

describe('bench/real-api-tasks', () => {
  it('holds one task file per API', () => {
    expect(
      readdirSync(DIR)
        .filter((f) => f.endsWith('.tasks.json'))
        .sort(),
    ).toEqual(Object.keys(FILES).sort());
  });

  for (const [file, idShape] of Object.entries(FILES)) {
    describe(file, () => {
      const path = join(DIR, file);
      const tasks = parseTasks(readFileSync(path, 'utf8'), path).tasks;

      it('has at least 12 tasks with unique ids, each with a request and a gold chain', () => {
        expect(tasks.length).toBeGreaterThanOrEqual(12);
        expect(new Set(tasks.map((t) => t.id)).size).toBe(tasks.length);
        for (const t of tasks) {
          expect(t.query.trim().length, t.id).toBeGreaterThan(10);
          expect(t.gold?.chain?.length ?? 0, t.id).toBeGreaterThan(0);
        }
      });

      it('has chains of known shape: tool ids of the API, no repeats, edges along the chain', () => {
        for (const t of tasks) {
          const chain = t.gold?.chain ?? [];
          for (const id of chain) expect(id, t.id).toMatch(idShape);
          expect(new Set(chain).size, t.id).toBe(chain.length);
          expect(chain.length, t.id).toBeLessThanOrEqual(8);
          for (const [producer, consumer] of t.gold?.edges ?? []) {
            const a = chain.indexOf(producer);
            const b = chain.indexOf(consumer);
            expect(a, `${t.id}: ${producer}`).toBeGreaterThanOrEqual(0);
            expect(b, `${t.id}: ${consumer}`).toBeGreaterThan(a);
          }
          const state = t.state ?? [];
          expect(new Set(state).size, t.id).toBe(state.length);
        }
      });

      it('mixes chain lengths: some of 1-2 calls, most (LONG_SHARE) of 3-4 or more, one of 5+ (SINGLE_CALL files: one call each)', () => {
        const lengths = tasks.map((t) => t.gold?.chain?.length ?? 0);
        if (SINGLE_CALL.has(file)) {
          expect(lengths.every((n) => n === 1)).toBe(true);
          return;
        }
        const short = lengths.filter((n) => n <= 2).length;
        expect(short).toBeGreaterThan(0);
        expect(lengths.length - short).toBeGreaterThan(lengths.length * (LONG_SHARE[file] ?? 1 / 2));
        expect(lengths.some((n) => n >= 5)).toBe(true);
      });
    });
  }
});
