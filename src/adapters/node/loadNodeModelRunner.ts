import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ModelRunner } from '../../core/index';
import { checkModel, ModelLoadError, parseModelManifest } from '../model/modelManifest';
import { createEncoderSession, ortModelRunner, warmUp } from '../model/ortModelRunner';

/** The manifest sits next to the model: `<dir>/manifest.json`. */
export function manifestPathFor(modelPath: string): string {
  return join(dirname(modelPath), 'manifest.json');
}

function readOrExplain(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ModelLoadError(
      `${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (e as Error).message}`,
    );
  }
}

/**
 * Loads the encoder for Node with onnxruntime-web's wasm backend: reads the model and its
 * manifest, verifies the SHA-256 and feature version, then opens a session and warms it up. Every failure is
 * one ModelLoadError line naming the file.
 */
export async function loadNodeModelRunner(modelPath: string): Promise<ModelRunner & { release(): Promise<void> }> {
  const bytes = readOrExplain(modelPath);
  const manifestPath = manifestPathFor(modelPath);
  const manifest = parseModelManifest(readOrExplain(manifestPath).toString('utf8'), manifestPath);
  checkModel(manifest, createHash('sha256').update(bytes).digest('hex'), modelPath, manifestPath);
  const session = await createEncoderSession(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ['wasm'],
    modelPath,
  );
  const runner = ortModelRunner(session, 'node-wasm', manifest.featureVersion);
  await warmUp(runner);
  return runner;
}
