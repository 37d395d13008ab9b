import type { MenuProblem } from './menuProblem';
import { CONFIRMED } from './planState';

/**
 * Calls from each local tool to the nearest target along menu supplies, breadth first from the
 * targets backwards (inputs s0 already confirms are not expanded); −1 for tools that feed no
 * target. The simulated agent wants exactly these tools (when they supply a missing input).
 */
export function targetHops(p: MenuProblem): Int32Array {
  const feeders: number[][] = Array.from({ length: p.s0.length }, () => []);
  p.supplies.forEach((list, i) => list.forEach((s) => feeders[s.node]?.push(i)));
  const hops = new Int32Array(p.tools.length).fill(-1);
  const queue = [...p.targets];
  for (const t of queue) hops[t] = 0;
  for (let q = 0; q < queue.length; q++) {
    const j = queue[q] ?? 0;
    for (let node = p.reqOffset[j] ?? 0; node < (p.reqOffset[j + 1] ?? 0); node++) {
      if ((p.s0[node] ?? 0) >= CONFIRMED) continue;
      for (const i of feeders[node] ?? []) {
        if (hops[i] !== -1) continue;
        hops[i] = (hops[j] ?? 0) + 1;
        queue.push(i);
      }
    }
  }
  return hops;
}
