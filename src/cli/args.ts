import { InputError } from '../adapters/node/readInputFile';

/** Parsed command line: repeated options keep every value. */
export interface ParsedArgs {
  command: string;
  options: Map<string, string[]>;
  flags: Set<string>;
}

/** Options that take no value. */
const FLAGS = new Set(['json', 'help', 'quiet', 'strict', 'include-inferred', 'misses', 'infer-state', 'all']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command = 'help', ...rest] = argv;
  const options = new Map<string, string[]>();
  const flags = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (!arg.startsWith('--')) throw new InputError(`unexpected argument "${arg}" (options start with --)`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (FLAGS.has(name)) {
      flags.add(name);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : rest[++i];
    if (value === undefined) throw new InputError(`--${name} needs a value`);
    options.set(name, [...(options.get(name) ?? []), value]);
  }
  return { command, options, flags };
}

export function optional(args: ParsedArgs, name: string): string | undefined {
  const values = args.options.get(name);
  return values?.[values.length - 1];
}

export function required(args: ParsedArgs, name: string, what: string): string {
  const v = optional(args, name);
  if (v === undefined) throw new InputError(`missing --${name} ${what}`);
  return v;
}

export function integer(args: ParsedArgs, name: string, fallback: number, min = 1): number {
  const v = optional(args, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new InputError(`--${name} must be an integer ≥ ${min}, got "${v}"`);
  return n;
}

export function number(args: ParsedArgs, name: string, fallback: number): number {
  const v = optional(args, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new InputError(`--${name} must be a number, got "${v}"`);
  return n;
}

/** Rejects options a command does not know, so typos fail loudly. */
export function checkKnown(args: ParsedArgs, known: readonly string[]): void {
  for (const name of [...args.options.keys(), ...args.flags]) {
    if (!known.includes(name) && name !== 'help')
      throw new InputError(
        `unknown option --${name} for "${args.command}" (known: ${known.map((k) => `--${k}`).join(', ')})`,
      );
  }
}
