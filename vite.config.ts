import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
        const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
          (m) =>
            `'sha256-${createHash('sha256')
              .update(m[1] ?? '')
              .digest('base64')}'`,
        );
        return hashes.length === 0 ? html : html.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
      },
    },
  };
}

/** The encoder files the app serves at `<base>models/…` (the worker fetches and verifies them at launch). */
const MODEL_FILES = ['encoder.onnx', 'manifest.json'];
// ENCODER_MODEL_DIR serves another model (development before one is trained; the tests honour it too).
const MODEL_DIR = process.env.ENCODER_MODEL_DIR ?? resolve(import.meta.dirname, 'models');

/**
 * Serves models/encoder.onnx and models/manifest.json: read fresh on each request in dev (a
 * retrained model shows on reload), copied into the build as `dist/models/…`. A missing file is
 * a 404 / a build warning, never a failure: the app then runs the structural scorer and says why.
 */
function encoderModelFiles(): Plugin {
  let base = '/';
  return {
    name: 'menu-inspector:encoder-model',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        const name = MODEL_FILES.find((f) => path === `${base}models/${f}`);
        if (!name) return next();
        const file = resolve(MODEL_DIR, name);
        if (!existsSync(file)) {
          res.statusCode = 404;
          res.end(`models/${name} does not exist`);
          return;
        }
        res.setHeader('Content-Type', name.endsWith('.json') ? 'application/json' : 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const name of MODEL_FILES) {
        const file = resolve(MODEL_DIR, name);
        if (existsSync(file)) this.emitFile({ type: 'asset', fileName: `models/${name}`, source: readFileSync(file) });
        else this.warn(`models/${name} does not exist: the built app will use the structural scorer`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devInlineScriptHashes(), encoderModelFiles()],
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['onnxruntime-web'] },
  server: { headers: crossOriginIsolation },
  preview: { headers: crossOriginIsolation },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    // The app, and the page the end-to-end tests drive the worker's encoder through (golden check, benchmark).
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        encoderHarness: resolve(import.meta.dirname, 'e2e/harness/encoder.html'),
      },
    },
  },
});
