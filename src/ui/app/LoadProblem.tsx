/** A failure the user must see: what failed and the one-line reason (file, line, JSON path for catalog errors). */
export function LoadProblem({ title, error }: { title: string; error: Error }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 font-mono text-xs break-all">{error.message}</p>
    </div>
  );
}
