#!/usr/bin/env node
import { InputError } from '../adapters/node/readInputFile';
import { parseArgs } from './args';
import { diffCommand } from './commands/diffCommand';
import { evalCommand } from './commands/evalCommand';
import { featuresCommand } from './commands/featuresCommand';
import { generateCommand } from './commands/generateCommand';
import { inspectCommand } from './commands/inspectCommand';
import { exportCommand } from './commands/exportCommand';
import { lintCommand } from './commands/lintCommand';
import { menusCommand } from './commands/menusCommand';
import { planCommand } from './commands/planCommand';
import { simulateCommand } from './commands/simulateCommand';
import { splitCommand } from './commands/splitCommand';

const USAGE = `menu-inspector — why an agent's tool menu works or fails (State-Path vs relevance-only)

Commands:
  menus     --catalog F [--catalog F2…] --tasks F [--trajectories F] [--method relevance|state-path|both]
            [--budget 32] [--top 8] [--task ID] [--out F]       write tool-menus/v1 (stdout without --out)
  eval      --catalog F… --tasks F [--trajectories F] [--budgets 8,32,128] [--top 8] [--misses] [--json]
            [--min cov@32=0.85,first1=relevance+0.2,…]               coverage, recall, order, entry-first by chain length;
                                                                 --misses: each task State-Path fails, and why;
                                                                 --min: floors for the State-Path menu, exit 1 below one
  inspect   --catalog F… (--tasks F --task ID | --query TEXT [--state a,b]) [--trajectories F] [--budget 32] [--top 8]
            [--json]                                             both menus side by side, breakdowns, diagnosis;
                                                                 --json: menu-diagnosis/v1, JSON Lines over every task without --task
  generate  [--seed 7] [--tools N] [--tasks N] [--id-prefix P] --out-catalog F [--out-tasks F] [--out-trajectories F]
                                                                 a realistic seeded catalog with tasks and gold chains
  split     --tasks F [--holdout 0.5] [--seed 1] --out-dir D     held-out tasks + training gold chains as trajectories
  features  --catalog F… --tasks F [--trajectories F] --out F.spf  encoder training samples (features + gold labels)
  simulate  --catalog F… --tasks F [--trajectories F] [--runs 200] [--seed 1] [--budget 32] [--top 8]
            [--agent name=value,…] [--json]                     SIMULATED agent runs on both menus: success, premature, wrong-tool by chain length
  plan      --catalog F… --tasks F --task ID [--planner greedy|lookahead|mcts] [--preset interactive|batch|cost-sensitive]
            [--weights time=X,cost=Y] [--threshold 0.01] [--confirm f1,f2] [--calls 8] [--seed 1] [--iterations 400] [--time-ms 40] [--json]
                                                                 the costed plan (or a fallback) from s0 to the target on each menu
  lint      --catalog F… [--min-severity error|warning|info] [--ignore code,code] [--json] [--write-fixed F]
                                                                 schema lint: inputs nothing produces, outputs nothing consumes, optional subjects, strict-API rejects
  export    --catalog F… [--format mcp|openai-chat|openai-responses|anthropic|tool-catalog/v1] [--tools id,…
            | --tasks F --task ID [--method state-path|relevance] [--budget 32]] [--strict] [--out F] [--mapping F]
                                                                 the catalog or a menu as the tools array an agent gets, with its token estimate
  diff      --before F --after F [--tasks F] [--method relevance|state-path|both] [--all] [--json] [--out F]
                                                                 two tool-menus/v1 files of the same tasks compared menu by menu: slot 1, tools
                                                                 new, moved and left, gold tools in and out; exit 1 when any menu differs

menus, eval, inspect, simulate, plan and export take --params FILE (JSON: {"lambda": 1, "eta": 0.02,
"weights": {"s": 2}, "rules": {"requestOpener": false}}) and --rule name=value (repeatable, over the file's
rules; on/off for a switch, a number for a constant): the menu's hand rules, docs/ablation.md.

menus, eval and inspect take --infer-state: each task's state is dropped and s0 inferred from its request.

menus, eval and inspect take --scorer structural|encoder|auto and --model PATH. structural (the default)
is the fitted structural scorer, which transfers best to unseen catalogs (docs/results.md); encoder is the
learned encoder of --model (default models/encoder.onnx), and a model that cannot load or does not match
its manifest is an error, exit code 2; auto uses the encoder when it loads, else the structural scorer
with one line on stderr saying why.

--catalog reads tool-catalog/v1, MCP (tools/list, saved servers, one tool a file), OpenAI or Anthropic
tools, OpenAPI 3 / Swagger 2 (JSON or YAML), ToolBench JSON and BFCL JSON Lines, detected by content
(--catalog-format F overrides); a folder reads its .json, .jsonl, .yaml, .yml and .snap files, subfolders
too, as one catalog. Several --catalog arguments are merged (tool ids must be unique). Bad input prints
one line naming the file, line and JSON path, exits with code 2 and writes nothing.`;

const COMMANDS: Record<string, (args: ReturnType<typeof parseArgs>) => void | number | Promise<void | number>> = {
  menus: menusCommand,
  eval: evalCommand,
  inspect: inspectCommand,
  generate: generateCommand,
  split: splitCommand,
  features: featuresCommand,
  simulate: simulateCommand,
  plan: planCommand,
  lint: lintCommand,
  export: exportCommand,
  diff: diffCommand,
};

async function main(argv: readonly string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    const run = COMMANDS[args.command];
    if (args.command === 'help' || args.flags.has('help') || args.command === '--help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (!run) throw new InputError(`unknown command "${args.command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
    return (await run(args)) ?? 0;
  } catch (e) {
    if (e instanceof InputError) {
      process.stderr.write(`menu-inspector: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = await main(process.argv.slice(2));
