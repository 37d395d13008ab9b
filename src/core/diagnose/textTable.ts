/** Left-aligned text table with two spaces between columns. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - [...cell].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Cuts text to `width` characters with an ellipsis. */
export function clip(text: string, width: number): string {
  return [...text].length <= width ? text : `${[...text].slice(0, width - 1).join('')}…`;
}
