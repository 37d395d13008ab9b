"""Moves an exported encoder from sp-features/1 to sp-features/2 without retraining.

sp-features/2 computes the same features as /1 and gives the model its relations
channel-major, [1, 14, n, n], instead of [1, n, n, 14]. A /1 graph maps the relations with
MatMul(relations, W[14, C]) and then transposes the [1, n, n, C] result to [1, C, n, n] for the
attention biases: that Transpose was ~4 ms of an ~11 ms pass at n = 256 in onnxruntime-web's
wasm backend. This script rewrites exactly that part of the graph, with the same weights:

    Reshape(relations, [1, 14, -1]) → MatMul(Wᵀ[C, 14], ·) → Reshape to [1, C, n, n]

which is also what export.py now exports from model.py (`StatePathEncoder.logits`). It then
rewrites golden.json (the same case, its relations in the new layout; PyTorch's outputs are
unchanged, the function is the same) and the manifest (checksum, size, feature version,
input shape, ops, the ONNX check, and a `relayout` record), and checks the new graph with
onnxruntime-web in Node (check_onnx.mjs): against PyTorch's golden outputs, and against the
old graph on random sets of 1, 2, 256 and 300 tools.

Run once on the model trained for sp-features/1 (models/encoder.onnx with manifest
feature_version sp-features/1): /usr/bin/python3 models/train/relayout.py
"""
import json
import os
import shutil
import sys
import tempfile

import numpy as np
import onnx
from onnx import helper, numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
MODELS = os.path.join(ROOT, "models")
sys.path.insert(0, HERE)
from export import INPUTS, REGENERATE, TOLERANCE, compare_with_runtime, flat, run_node_on_cases, sha256_file, write_json  # noqa: E402
from model import NODE_FEATURES, RELATION_FEATURES  # noqa: E402

FROM_VERSION = "sp-features/1"
TO_VERSION = "sp-features/2"
RANDOM_SIZES = (1, 2, 256, 300)


def relayout_graph(model):
    """Rewrites the relations' MatMul + Transpose of a /1 graph in place; returns C."""
    g = model.graph
    matmul = next((n for n in g.node if n.op_type == "MatMul" and "relations" in n.input), None)
    if matmul is None or matmul.input[0] != "relations":
        raise SystemExit("relayout: no MatMul(relations, W) in the graph")
    transpose = next((n for n in g.node if n.op_type == "Transpose" and n.input[0] == matmul.output[0]), None)
    if transpose is None or list(transpose.attribute[0].ints) != [0, 3, 1, 2]:
        raise SystemExit("relayout: the relations' MatMul is not followed by a Transpose to channels first")
    if sum(matmul.output[0] in n.input for n in g.node) != 1:
        raise SystemExit("relayout: the relations' MatMul has consumers other than the Transpose")
    weight = next(i for i in g.initializer if i.name == matmul.input[1])
    w = numpy_helper.to_array(weight)  # [14, C]
    if w.shape[0] != RELATION_FEATURES:
        raise SystemExit(f"relayout: W is {list(w.shape)}, expected [{RELATION_FEATURES}, C]")
    g.initializer.remove(weight)
    g.initializer.extend([
        numpy_helper.from_array(np.ascontiguousarray(w.T), "relations.weight_t"),
        numpy_helper.from_array(np.array([1, RELATION_FEATURES, -1], dtype=np.int64), "relations.flat_shape"),
        numpy_helper.from_array(np.array([1, w.shape[1]], dtype=np.int64), "relations.out_lead"),
        numpy_helper.from_array(np.array([2], dtype=np.int64), "relations.dims_from"),
        numpy_helper.from_array(np.array([4], dtype=np.int64), "relations.dims_to"),
    ])
    nodes = [
        helper.make_node("Reshape", ["relations", "relations.flat_shape"], ["relations.flat"], name="/relations/Flatten"),
        helper.make_node("MatMul", ["relations.weight_t", "relations.flat"], ["relations.mapped"], name="/relations/MatMul"),
        helper.make_node("Shape", ["relations"], ["relations.shape"], name="/relations/Shape"),
        helper.make_node("Slice", ["relations.shape", "relations.dims_from", "relations.dims_to"], ["relations.nn"], name="/relations/Slice"),
        helper.make_node("Concat", ["relations.out_lead", "relations.nn"], ["relations.out_shape"], name="/relations/Concat", axis=0),
        # Same output name as the Transpose: its consumers are untouched.
        helper.make_node("Reshape", ["relations.mapped", "relations.out_shape"], [transpose.output[0]], name="/relations/Unflatten"),
    ]
    at = list(g.node).index(matmul)
    g.node.remove(matmul)
    g.node.remove(transpose)
    for k, node in enumerate(nodes):
        g.node.insert(at + k, node)
    dims = next(i for i in g.input if i.name == "relations").type.tensor_type.shape.dim
    for d in dims:
        d.Clear()
    dims[0].dim_value = 1
    dims[1].dim_value = RELATION_FEATURES
    dims[2].dim_param = "n"
    dims[3].dim_param = "n"
    onnx.checker.check_model(model, full_check=True)
    return w.shape[1]


def to_channel_major(pair_major, n):
    return np.asarray(pair_major, np.float32).reshape(n, n, RELATION_FEATURES).transpose(2, 0, 1).reshape(-1)


def run_old_graph(onnx_path, cases):
    """The /1 graph's outputs on pair-major cases (the reference for the random sets)."""
    node = shutil.which("node")
    if not node:
        raise SystemExit("relayout: node is needed to run onnxruntime-web")
    script = (
        "import { readFileSync } from 'node:fs'; import * as ort from 'onnxruntime-web';"
        "ort.env.wasm.numThreads = 1;"
        "const [m, c] = process.argv.slice(1); const s = await ort.InferenceSession.create(readFileSync(m), { executionProviders: ['wasm'] });"
        "const out = []; for (const x of JSON.parse(readFileSync(c, 'utf8'))) {"
        f" const r = await s.run({{ nodes: new ort.Tensor('float32', Float32Array.from(x.nodes), [1, x.n, {NODE_FEATURES}]), relations: new ort.Tensor('float32', Float32Array.from(x.relations), [1, x.n, x.n, {RELATION_FEATURES}]) }});"
        " out.push({ membership: Array.from(r.membership.data), roles: Array.from(r.roles.data), precedence: Array.from(r.precedence.data) }); }"
        "process.stdout.write(JSON.stringify(out));"
    )
    return run_node_on_cases([node, "--input-type=module", "-e", script, onnx_path], cases, "relayout: running the old graph")


def main():
    onnx_path = os.path.join(MODELS, "encoder.onnx")
    manifest_path = os.path.join(MODELS, "manifest.json")
    golden_path = os.path.join(MODELS, "golden.json")
    with open(manifest_path) as fh:
        manifest = json.load(fh)
    with open(golden_path) as fh:
        golden = json.load(fh)
    if manifest["feature_version"] != FROM_VERSION or golden["feature_version"] != FROM_VERSION:
        raise SystemExit(f"relayout: the model is {manifest['feature_version']}, not {FROM_VERSION}")
    old_sha = sha256_file(onnx_path)
    if old_sha != manifest["sha256"]:
        raise SystemExit("relayout: models/encoder.onnx does not match its manifest's sha256")

    model = onnx.load(onnx_path)
    channels = relayout_graph(model)
    tmp = tempfile.mkdtemp()
    new_path = os.path.join(tmp, "encoder.onnx")
    onnx.save(model, new_path)

    n0 = golden["n"]
    golden_case = {"n": n0, "nodes": golden["nodes"], "relations": flat(to_channel_major(golden["relations"], n0)),
                   "membership": golden["membership"], "roles": golden["roles"], "precedence": golden["precedence"]}
    rng = np.random.RandomState(7)
    random_pm = []
    for n in RANDOM_SIZES:
        nodes = rng.rand(n, NODE_FEATURES).astype(np.float32)
        rels = (rng.rand(n, n, RELATION_FEATURES) * (rng.rand(n, n, 1) < 0.2)).astype(np.float32)
        random_pm.append({"n": n, "nodes": flat(nodes), "relations": flat(rels)})
    old_out = run_old_graph(onnx_path, random_pm)
    random_cases = [{"n": c["n"], "nodes": c["nodes"], "relations": flat(to_channel_major(c["relations"], c["n"])), **o} for c, o in zip(random_pm, old_out)]

    golden_diff = compare_with_runtime(new_path, [golden_case])
    random_diffs = compare_with_runtime(new_path, random_cases)
    if golden_diff is None or random_diffs is None:
        raise SystemExit("relayout: no ONNX runtime to check the new graph with")
    for d in golden_diff:
        d["against"] = "PyTorch (golden.json)"
    for d in random_diffs:
        d["against"] = f"the {FROM_VERSION} graph on the same random set"
    checks = golden_diff + random_diffs
    for d in checks:
        print(f"relayout: n={d['n']} vs {d['against']}: max |diff| membership {d['membership']:.2e}, roles {d['roles']:.2e}, precedence {d['precedence']:.2e}", flush=True)
    worst = max(max(d["membership"], d["roles"], d["precedence"]) for d in checks)
    if worst > TOLERANCE:
        raise SystemExit(f"relayout: the new graph differs by {worst:.2e} (> {TOLERANCE})")

    shutil.move(new_path, onnx_path)
    shutil.rmtree(tmp, ignore_errors=True)
    digest = sha256_file(onnx_path)
    ops = sorted({node.op_type for node in model.graph.node})
    golden.update({"feature_version": TO_VERSION, "model_sha256": digest, "relations": golden_case["relations"]})
    write_json(golden_path, golden)
    manifest.update({
        "sha256": digest,
        "bytes": os.path.getsize(onnx_path),
        "feature_version": TO_VERSION,
        "inputs": INPUTS,
        "onnx_ops": ops,
        "onnx_check": checks,
        "relayout": {
            "from": {"feature_version": FROM_VERSION, "sha256": old_sha},
            "to": TO_VERSION,
            "what": f"relations input [1, n, n, {RELATION_FEATURES}] → [1, {RELATION_FEATURES}, n, n]: MatMul(relations, W) + Transpose replaced by MatMul(Wᵀ, relations as [1, {RELATION_FEATURES}, n²]) reshaped to [1, {channels}, n, n]; same weights, no retraining",
            "command": "/usr/bin/python3 models/train/relayout.py",
        },
        "regenerate": REGENERATE,
    })
    write_json(manifest_path, manifest)
    print(f"relayout: models/encoder.onnx {FROM_VERSION} → {TO_VERSION}; sha256 {digest[:12]}…; golden.json and manifest.json updated", flush=True)


if __name__ == "__main__":
    main()
