/** The first non-empty line of an error (onnxruntime's can span many), short enough for a status line. */
export function errorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line =
    text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? 'unknown error';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
