import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** Whether `url` answers with a 2xx status. */
export async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * `vite preview` of an existing build (`dist` under `root`) on 127.0.0.1:`port`, resolved once it
 * answers (30 s at most). Refuses a port that already answers, so a stale server is never measured
 * or photographed instead of this build.
 */
export async function startVitePreview(root: string, port: number, dist: string): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}/`)) throw new Error(`port ${port} is taken; pass --port N`);
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const args = ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', dist];
  const server = spawn(process.execPath, [vite, ...args], { cwd: root, stdio: 'ignore' });
  for (let k = 0; k < 150; k++) {
    if (await answers(`${base}/`)) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`vite preview did not answer on ${base}`);
}
