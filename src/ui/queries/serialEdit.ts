/** One chain of pending schema changes per worker client. */
const chains = new WeakMap<object, Promise<unknown>>();

/**
 * Runs schema changes one after another (per worker client), so each is sent with the edit
 * count its predecessor left: quick successive edits (a field left by clicking Remove, two
 * Ctrl+Z) apply in order instead of being refused as made on a stale history.
 */
export function serialEdit<T>(owner: object, task: () => Promise<T>): Promise<T> {
  const previous = chains.get(owner) ?? Promise.resolve();
  const run = previous.then(task, task);
  chains.set(
    owner,
    run.catch(() => undefined),
  );
  return run;
}
