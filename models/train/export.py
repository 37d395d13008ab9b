"""`npm run train`, step 3: exports the trained encoder.

Writes
  models/encoder.onnx    ONNX opset 17, inputs nodes [1, n, 32] / relations [1, 14, n, n],
                         outputs membership [1, n] / roles [1, n, 5] / precedence [1, n, n]
  models/golden.json     one real validation set (menu pass, 12 ≤ n ≤ 24) and PyTorch's outputs
  models/manifest.json   checksum, feature contract, I/O, training data and validation metrics
then checks the graph with onnx.checker and, where a runtime is available (onnxruntime in
Python, or onnxruntime-web through Node: models/train/check_onnx.mjs), compares it with
PyTorch on the golden set and on a few other sizes.
Run: /usr/bin/python3 models/train/export.py [--from DIR] [--to DIR]   (a leave-one-family-out
fit: --from its train.py --out folder, --to a folder outside models/)
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import numpy as np  # noqa: E402
import onnx  # noqa: E402
import torch  # noqa: E402
from torch import nn  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
MODELS = os.path.join(ROOT, "models")
CACHE = os.path.join(HERE, ".cache")
sys.path.insert(0, HERE)
from dataset import read_spf  # noqa: E402
from model import NODE_FEATURES, RELATION_FEATURES, ROLES, StatePathEncoder, parameter_count  # noqa: E402

OPSET = 17
GOLDEN_N = (12, 24)
GOLDEN_SUBSET = 20
TOLERANCE = 1e-4
MAX_BYTES = 5 * 2 ** 20
INPUTS = [
    {"name": "nodes", "dtype": "float32", "shape": [1, "n", NODE_FEATURES], "description": "per-tool features, order of node_features"},
    {"name": "relations", "dtype": "float32", "shape": [1, RELATION_FEATURES, "n", "n"], "description": "dense pairwise features r_ij (row i, column j), channel-major: one n × n plane per feature, order of relation_features"},
]
OUTPUTS = [
    {"name": "membership", "dtype": "float32", "shape": [1, "n"], "activation": "sigmoid", "description": "path membership m_i in [0, 1]"},
    {"name": "roles", "dtype": "float32", "shape": [1, "n", ROLES], "activation": "softmax", "description": "role probabilities, order of roles"},
    {"name": "precedence", "dtype": "float32", "shape": [1, "n", "n"], "activation": "sigmoid", "description": "b_ij: tool i should come before tool j"},
]
REGENERATE = "npm run train   # = tsx models/train/prepare.ts && /usr/bin/python3 models/train/train.py && /usr/bin/python3 models/train/export.py"


class Exported(nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, nodes, relations):
        return self.model(nodes, relations)


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def write_json(path, value):
    tmp = f"{path}.tmp"
    with open(tmp, "w") as fh:
        json.dump(value, fh, indent=2)
        fh.write("\n")
    os.replace(tmp, path)


def pick_golden(sources):
    """A real validation menu with 12 ≤ n ≤ 24 (first in dump order). Such small menus are
    rare (the menu has 32 slots unless the pool is smaller), so when there is none it takes the
    first validation menu with a labelled precedence pair and keeps its first GOLDEN_SUBSET
    tools (rows and columns of the real features, in menu order)."""
    first = None
    for d in sources["dumps"]:
        if d["split"] != "validation":
            continue
        header, samples = read_spf(os.path.join(ROOT, d["dump"]["path"]), source=d["name"])
        for s in samples:
            if s.pass_ != "menu":
                continue
            if GOLDEN_N[0] <= s.n <= GOLDEN_N[1]:
                return header, {"dump": d["name"], "task_id": s.task_id, "pass": s.pass_}, s.n, s.nodes, s.dense_relations()
            if first is None and len(s.prec_labels) > 0 and (s.prec_pairs < GOLDEN_SUBSET).all():
                first = (header, d["name"], s)
    if first is None:
        raise SystemExit("no validation menu to take the golden set from")
    header, name, s = first
    k = min(GOLDEN_SUBSET, s.n)
    source = {"dump": name, "task_id": s.task_id, "pass": s.pass_, "subset": f"first {k} of the menu's {s.n} tools"}
    return header, source, k, s.nodes[:k].copy(), s.dense_relations()[:, :k, :k].copy()


def run_torch(model, nodes, relations):
    with torch.no_grad():
        m, r, p = model(torch.from_numpy(nodes)[None], torch.from_numpy(relations)[None])
    return m[0].numpy(), r[0].numpy(), p[0].numpy()


def flat(a):
    return [float(x) for x in np.asarray(a, np.float32).reshape(-1)]


def run_node_on_cases(argv, cases, what):
    """Runs `argv` with the cases' JSON file as its last argument, in the repository root, and
    returns its stdout read as JSON (`what` names the run in the error)."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(cases, fh)
        cases_path = fh.name
    try:
        res = subprocess.run([*argv, cases_path], cwd=ROOT, capture_output=True, text=True, timeout=300)
    finally:
        os.unlink(cases_path)
    if res.returncode != 0:
        raise SystemExit(f"{what} failed:\n{res.stdout}\n{res.stderr}")
    return json.loads(res.stdout)


def compare_with_runtime(onnx_path, cases):
    """Max |ONNX − PyTorch| per case, with onnxruntime (Python) or onnxruntime-web (Node); None when neither runs."""
    try:
        import onnxruntime as ort  # noqa: F401

        sess = ort.InferenceSession(onnx_path, providers=["CPUExecutionProvider"])
        out = []
        for c in cases:
            got = sess.run(None, {"nodes": np.asarray(c["nodes"], np.float32).reshape(1, c["n"], NODE_FEATURES),
                                  "relations": np.asarray(c["relations"], np.float32).reshape(1, RELATION_FEATURES, c["n"], c["n"])})
            out.append({"n": c["n"], "runtime": "onnxruntime (python)", **{k: float(np.abs(g.reshape(-1) - np.asarray(c[k])).max()) for k, g in zip(("membership", "roles", "precedence"), got)}})
        return out
    except ImportError:
        pass
    node = shutil.which("node")
    if not node or not os.path.isdir(os.path.join(ROOT, "node_modules", "onnxruntime-web")):
        return None
    return run_node_on_cases([node, os.path.join(HERE, "check_onnx.mjs"), onnx_path], cases, "ONNX check in Node")


def main():
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="src", default=CACHE, help="folder with train.py's checkpoint.pt and train_report.json")
    ap.add_argument("--to", dest="dst", default=MODELS, help="folder for encoder.onnx, manifest.json and golden.json (default models/)")
    args = ap.parse_args()
    os.makedirs(args.dst, exist_ok=True)
    torch.set_num_threads(2)
    with open(os.path.join(CACHE, "sources.json")) as fh:
        sources = json.load(fh)
    with open(os.path.join(args.src, "train_report.json")) as fh:
        report = json.load(fh)
    ckpt = torch.load(os.path.join(args.src, "checkpoint.pt"))
    model = StatePathEncoder(ckpt["config"]).set_fast(False)
    model.load_state_dict(ckpt["state_dict"])
    model.eval()

    header, golden_source, n0, golden_nodes, golden_rel = pick_golden(sources)
    if not sources.get("feature_fingerprint") or header.get("feature_fingerprint") != sources["feature_fingerprint"]:
        raise SystemExit(f"feature fingerprint of the dumps ({header.get('feature_fingerprint')}) does not match sources.json ({sources.get('feature_fingerprint')}): rerun prepare.ts")
    if header["feature_version"] != sources["feature_version"] or len(header["node_features"]) != NODE_FEATURES or len(header["relation_features"]) != RELATION_FEATURES:
        raise SystemExit("feature contract of the dumps does not match the model")

    onnx_path = os.path.join(args.dst, "encoder.onnx")
    tmp_path = onnx_path + ".tmp"
    example = (torch.from_numpy(golden_nodes)[None], torch.from_numpy(golden_rel)[None])
    torch.onnx.export(
        Exported(model), example, tmp_path,
        opset_version=OPSET,
        input_names=[i["name"] for i in INPUTS],
        output_names=[o["name"] for o in OUTPUTS],
        dynamic_axes={"nodes": {1: "n"}, "relations": {2: "n", 3: "n"}, "membership": {1: "n"}, "roles": {1: "n"}, "precedence": {1: "n", 2: "n"}},
        do_constant_folding=True,
    )
    proto = onnx.load(tmp_path)
    onnx.checker.check_model(proto, full_check=True)
    ops = sorted({node.op_type for node in proto.graph.node})
    if "Where" in ops:
        raise SystemExit("the exported graph uses Where (unsupported by onnxruntime-web's WebGPU bundle)")
    os.replace(tmp_path, onnx_path)
    size = os.path.getsize(onnx_path)
    if size >= MAX_BYTES:
        raise SystemExit(f"encoder.onnx is {size} bytes (limit {MAX_BYTES})")
    digest = sha256_file(onnx_path)
    print(f"export: {os.path.relpath(onnx_path, ROOT)} {size / 1024:.0f} KiB, opset {OPSET}, ops {', '.join(ops)}", flush=True)

    # Golden set: a real validation menu, dense, with PyTorch's outputs.
    m, r, p = run_torch(model, golden_nodes, golden_rel)
    golden_doc = {
        "format": "sp-encoder-golden/1",
        "feature_version": sources["feature_version"],
        "feature_fingerprint": sources["feature_fingerprint"],
        "model_sha256": digest,
        "source": golden_source,
        "tolerance": TOLERANCE,
        "n": n0,
        "nodes": flat(golden_nodes),
        "relations": flat(golden_rel),
        "membership": flat(m),
        "roles": flat(r),
        "precedence": flat(p),
    }
    write_json(os.path.join(args.dst, "golden.json"), golden_doc)

    # ONNX vs PyTorch: the golden set plus sizes 1, 2 and a large random set.
    rng = np.random.RandomState(7)
    cases = [{"n": n0, "nodes": golden_doc["nodes"], "relations": golden_doc["relations"], "membership": golden_doc["membership"], "roles": golden_doc["roles"], "precedence": golden_doc["precedence"]}]
    for n in (1, 2, 300):
        nodes = rng.rand(n, NODE_FEATURES).astype(np.float32)
        rels = (rng.rand(RELATION_FEATURES, n, n) * (rng.rand(1, n, n) < 0.2)).astype(np.float32)
        mm, rr, pp = run_torch(model, nodes, rels)
        cases.append({"n": n, "nodes": flat(nodes), "relations": flat(rels), "membership": flat(mm), "roles": flat(rr), "precedence": flat(pp)})
    diffs = compare_with_runtime(onnx_path, cases)
    if diffs is None:
        print("export: no ONNX runtime available here (onnxruntime / node + onnxruntime-web); ONNX-vs-PyTorch check skipped", flush=True)
    else:
        worst = max(max(d["membership"], d["roles"], d["precedence"]) for d in diffs)
        for d in diffs:
            print(f"export: {d['runtime']} vs PyTorch, n={d['n']}: max |diff| membership {d['membership']:.2e}, roles {d['roles']:.2e}, precedence {d['precedence']:.2e}", flush=True)
        if worst > TOLERANCE:
            raise SystemExit(f"ONNX and PyTorch differ by {worst:.2e} (> {TOLERANCE})")

    vm = report.get("validation_metrics") or {}
    manifest = {
        "format": "sp-encoder-manifest/1",
        "model": os.path.relpath(onnx_path, ROOT),
        "sha256": digest,
        "bytes": size,
        "feature_version": sources["feature_version"],
        "feature_fingerprint": sources["feature_fingerprint"],
        "feature_constants": sources.get("feature_constants"),
        "node_features": header["node_features"],
        "relation_features": header["relation_features"],
        "roles": header["roles"],
        "inputs": INPUTS,
        "outputs": OUTPUTS,
        "opset": OPSET,
        "onnx_ops": ops,
        "golden": {"path": os.path.relpath(os.path.join(args.dst, "golden.json"), ROOT), "n": n0, "tolerance": TOLERANCE, "source": golden_doc["source"]},
        "onnx_check": diffs if diffs is not None else "skipped: no ONNX runtime available in the exporting environment",
        "architecture": {
            "kind": "relation-biased transformer over the tool set (SPEC.md §1)",
            "config": report["model_config"],
            "parameters": parameter_count(model),
            "description": "node MLP → d; L pre-norm blocks of multi-head attention with logits q_i·k_j/√d_h + β_h(r_ij) (β: MLP on r_ij, per layer and head) and a GELU FFN; heads: membership (MLP, sigmoid), roles (linear, softmax), precedence sigmoid(bilinear(h_i, h_j) + linear(r_ij))",
        },
        "training": {
            "torch_version": torch.__version__,
            "onnx_version": onnx.__version__,
            "seed": report["seed"],
            "workers": report["workers"],
            "threads_per_worker": report["threads_per_worker"],
            "role_weights": report["role_weights"],
            "hparams": report["hparams"],
            "member_weights": report["member_weights"],
            "samples": report["data"],
            "epochs_run": report["epochs_run"],
            "max_epochs": report["max_epochs"],
            "excluded_kinds": report.get("excluded_kinds", []),
            "best_epoch": report["best_epoch"],
            "early_stopped": report["early_stopped"],
            "budget_hit": report["budget_hit"],
            "train_seconds": report["train_seconds"],
            "history": [{k: h[k] for k in ("epoch", "steps", "seconds", "val_loss")} for h in report["history"]],
        },
        "data": {
            "generator_noise": sources.get("generator_noise"),
            "excluded": sources.get("excluded"),
            "taskbench": sources.get("taskbench"),
            "totals": sources.get("totals"),
            "code_sha256": sources.get("code_sha256"),
            "sources": [{k: d[k] for k in d if k != "key"} for d in sources["dumps"] if d["kind"] not in report.get("excluded_kinds", []) or d["split"] != "train"],
        },
        "validation": {"best_val_loss": report["best_val_loss"], **vm},
        "regenerate": REGENERATE,
    }
    write_json(os.path.join(args.dst, "manifest.json"), manifest)
    print(f"export: {os.path.relpath(os.path.join(args.dst, 'manifest.json'), ROOT)}, {os.path.relpath(os.path.join(args.dst, 'golden.json'), ROOT)} (n={n0}, {golden_source['dump']} {golden_source['task_id']}); sha256 {digest[:12]}…", flush=True)


if __name__ == "__main__":
    main()
