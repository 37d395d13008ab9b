/** Command-line options of the benchmark scripts (no imports: the Node benches measure their own memory). */

/** The value after `--name` on the command line, else `fallback`. */
export function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
