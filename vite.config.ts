import { createHash } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** onnxruntime-web needs cross-origin isolation (SharedArrayBuffer) for more than one wasm thread. */
const crossOriginIsolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * The dev server injects an inline module script (React Refresh's preamble) that index.html's
 * CSP (`script-src 'self'`) would block. In dev only, allow exactly those scripts by hash;
 * the built app ships the strict policy unchanged.
 */
function devInlineScriptHashes(): Plugin {
  return {
    name: 'menu-inspector:dev-csp-hashes',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
          .map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`);
        return hashes.length === 0 ? html : html.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devInlineScriptHashes()],
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['onnxruntime-web'] },
  server: { headers: crossOriginIsolation },
  preview: { headers: crossOriginIsolation },
  build: { target: 'es2022', chunkSizeWarningLimit: 1200 },
});
