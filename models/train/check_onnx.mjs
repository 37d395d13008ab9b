// Runs models/encoder.onnx with onnxruntime-web (wasm, as the app does) on cases written by
// export.py and prints the largest |ONNX − PyTorch| per output as JSON.
// Usage: node models/train/check_onnx.mjs MODEL.onnx CASES.json
import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-web';

const [modelPath, casesPath] = process.argv.slice(2);
const NF = 32;
const RF = 14;
ort.env.wasm.numThreads = 1;
const session = await ort.InferenceSession.create(readFileSync(modelPath), { executionProviders: ['wasm'], graphOptimizationLevel: 'all', logSeverityLevel: 3 });
const cases = JSON.parse(readFileSync(casesPath, 'utf8'));
const out = [];
for (const c of cases) {
  const { n } = c;
  const res = await session.run({
    nodes: new ort.Tensor('float32', Float32Array.from(c.nodes), [1, n, NF]),
    relations: new ort.Tensor('float32', Float32Array.from(c.relations), [1, RF, n, n]),
  });
  const diff = (name, expectedDims) => {
    const t = res[name];
    if (t.dims.join(',') !== expectedDims.join(',')) throw new Error(`${name}: shape [${t.dims}] != [${expectedDims}]`);
    let max = 0;
    for (let i = 0; i < t.data.length; i++) {
      const d = Math.abs(t.data[i] - c[name][i]);
      if (!(d <= max)) max = Number.isNaN(d) ? Infinity : d;
    }
    return max;
  };
  out.push({ n, runtime: 'onnxruntime-web (wasm, Node)', membership: diff('membership', [1, n]), roles: diff('roles', [1, n, 5]), precedence: diff('precedence', [1, n, n]) });
}
await session.release();
process.stdout.write(`${JSON.stringify(out)}\n`);
