"""`npm run train`, step 2: trains the State-Path encoder on the dumps prepare.ts wrote.

Reads models/train/.cache/sources.json (and the dumps it lists), trains on CPU with fixed
seeds, early-stops on the validation dumps, and writes
  models/train/.cache/checkpoint.pt       best weights + model config
  models/train/.cache/train_report.json   history, validation metrics, data counts, timing
Run: /usr/bin/python3 models/train/train.py [--epochs N] [--budget-s S] [--workers 2]
     [--exclude-kind FAMILY] [--out DIR]   (a leave-one-family-out fit: see bench/encoderLodo.ts)
"""
import argparse
import json
import os
import random
import socket
import sys
import time

# oneDNN/OpenMP threads sleep instead of spinning while they wait: on a shared 2-core machine
# spinning threads burn the time the other thread needs (set before torch loads).
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.nn.functional as F  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from dataset import read_spf  # noqa: E402
from metrics import evaluate  # noqa: E402
from model import DEFAULT_CONFIG, StatePathEncoder, parameter_count  # noqa: E402

CACHE = os.path.join(HERE, ".cache")
SEED = 1234
# Debian's torch links the reference BLAS (single-threaded): a second thread in one process
# buys nothing (measured), so the two cores run two data-parallel processes of one thread.
WORKERS = 2
THREADS_PER_WORKER = 1
HPARAMS = {
    "batch_size": 16,
    "lr": 2e-3,
    "weight_decay": 0.01,
    "warmup_steps": 150,
    "max_epochs": 10,
    "patience": 2,
    "grad_clip": 1.0,
    "loss_weights": {"membership": 1.0, "roles": 0.5, "precedence": 0.5},
    # Role CE class weights ∝ frequency^-power (normalized to mean 1 over training tools): 'none'
    # is ~96% of tools, and unweighted CE rarely names a gold tool's role.
    "role_weight_power": 0.5,
    # TaskBench training-half samples appear this many times per epoch (the domain bench:quality reports on).
    "taskbench_repeat": 2,
    # Samples are shuffled, then grouped into chunks of this many batches sorted by size (less padding).
    "sort_chunk_batches": 32,
}
# Safety net for the 25-minute `npm run train` budget: stop after this many seconds of
# training (recorded in the report; runs that hit it are not deterministic).
DEFAULT_BUDGET_S = 15 * 60


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.use_deterministic_algorithms(True)


def load_split(sources, split, exclude_kinds=()):
    samples, per_dump = [], []
    for d in sources["dumps"]:
        if d["split"] != split or d["kind"] in exclude_kinds:
            continue
        path = os.path.join(os.path.dirname(HERE), "..", d["dump"]["path"])
        header, s = read_spf(os.path.normpath(path), source=d["name"])
        if header["feature_version"] != sources["feature_version"]:
            raise SystemExit(f"{d['name']}: feature version {header['feature_version']} != {sources['feature_version']}")
        if header.get("feature_fingerprint") != sources.get("feature_fingerprint"):
            raise SystemExit(f"{d['name']}: feature fingerprint {header.get('feature_fingerprint')} != {sources.get('feature_fingerprint')} "
                             "(a constant the features read changed since the dump: rerun prepare.ts)")
        for x in s:
            x.source = d["name"]
            # local (i, j) of every stored relation pair, for batching
            x.pair_index = np.stack([x.pair_index // x.n, x.pair_index % x.n], axis=1)
        samples.extend(s)
        per_dump.append({"name": d["name"], "kind": d["kind"], "samples": len(s)})
    return samples, per_dump


def make_batch(samples):
    """Pads a list of samples to one tensor batch with sparse relations."""
    b = len(samples)
    n = max(x.n for x in samples)
    nf = samples[0].nodes.shape[1]
    nodes = np.zeros((b, n, nf), np.float32)
    mask = np.zeros((b, n), np.float32)
    member = np.zeros((b, n), np.float32)
    is_menu = np.zeros((b, 1), np.float32)
    role = np.full((b, n), -100, np.int64)
    rel_idx, rel_val, prec_idx, prec_lab = [], [], [], []
    for k, x in enumerate(samples):
        nodes[k, :x.n] = x.nodes
        mask[k, :x.n] = 1
        member[k, :x.n] = x.member
        role[k, :x.n] = x.role
        is_menu[k] = 1.0 if x.pass_ == "menu" else 0.0
        off = k * n * n
        rel_idx.append(off + x.pair_index[:, 0] * n + x.pair_index[:, 1])
        rel_val.append(x.relations)
        if len(x.prec_labels):
            prec_idx.append(off + x.prec_pairs[:, 0] * n + x.prec_pairs[:, 1])
            prec_lab.append(x.prec_labels)
    cat = lambda xs, dt, shape: np.concatenate(xs) if xs else np.zeros(shape, dt)  # noqa: E731
    return {
        "nodes": torch.from_numpy(nodes),
        "mask": torch.from_numpy(mask),
        "member": torch.from_numpy(member),
        "is_menu": torch.from_numpy(is_menu),
        "role": torch.from_numpy(role),
        "rel_idx": torch.from_numpy(cat(rel_idx, np.int64, (0,))),
        "rel_val": torch.from_numpy(cat(rel_val, np.float32, (0, samples[0].relations.shape[1]))),
        "prec_idx": torch.from_numpy(cat(prec_idx, np.int64, (0,))),
        "prec_lab": torch.from_numpy(cat(prec_lab, np.float32, (0,))),
        "n": n,
    }


def batches_for_epoch(samples, rng, batch_size, chunk_batches):
    order = rng.permutation(len(samples))
    chunk = batch_size * chunk_batches
    out = []
    for c in range(0, len(order), chunk):
        part = sorted(order[c:c + chunk], key=lambda i: samples[i].n)
        out.extend(part[k:k + batch_size] for k in range(0, len(part), batch_size))
    rng.shuffle(out)
    return out


def member_weights(samples):
    """Class-balanced BCE weights per pass: positives and negatives weigh half each."""
    w = {}
    for p in ("pool", "menu"):
        pos = sum(float(x.member.sum()) for x in samples if x.pass_ == p)
        tot = sum(x.n for x in samples if x.pass_ == p)
        frac = pos / max(tot, 1)
        w[p] = {"positive_share": frac, "pos": 0.5 / max(frac, 1e-6), "neg": 0.5 / max(1 - frac, 1e-6)}
    return w


def role_weights(samples, classes, power):
    counts = np.bincount(np.concatenate([x.role for x in samples]), minlength=classes).astype(np.float64)
    freq = counts / counts.sum()
    w = np.where(counts > 0, np.power(np.maximum(freq, 1e-12), -power), 0.0)
    w = w / (w * freq).sum()  # mean weight over training tools = 1
    return {"counts": counts.astype(int).tolist(), "weights": [round(float(x), 6) for x in w]}


def losses(model, batch, mw):
    m_logit, r_logit, p_logit = model.train_logits(batch["nodes"], batch["mask"], batch["rel_idx"], batch["rel_val"])
    mask = batch["mask"]
    menu = batch["is_menu"]
    pos_w = menu * mw["menu"]["pos"] + (1 - menu) * mw["pool"]["pos"]
    neg_w = menu * mw["menu"]["neg"] + (1 - menu) * mw["pool"]["neg"]
    y = batch["member"]
    w = (y * pos_w + (1 - y) * neg_w) * mask
    l_m = (F.binary_cross_entropy_with_logits(m_logit, y, reduction="none") * w).sum() / mask.sum()
    l_r = F.cross_entropy(r_logit.reshape(-1, r_logit.shape[-1]), batch["role"].reshape(-1), weight=mw["role_weight_tensor"], ignore_index=-100)
    if batch["prec_idx"].numel() > 0:
        l_p = F.binary_cross_entropy_with_logits(p_logit.reshape(-1).index_select(0, batch["prec_idx"]), batch["prec_lab"])
    else:
        l_p = torch.zeros(())
    return l_m, l_r, l_p, (m_logit, r_logit, p_logit)


@torch.no_grad()
def predict(model, samples, batch_size=16):
    """Sigmoid/softmax outputs per sample (lists of numpy arrays) and the mean validation losses."""
    model.eval()
    order = sorted(range(len(samples)), key=lambda i: samples[i].n)
    member, roles, prec = [None] * len(samples), [None] * len(samples), [None] * len(samples)
    tot = np.zeros(3)
    count = 0
    for k in range(0, len(order), batch_size):
        idx = order[k:k + batch_size]
        batch = make_batch([samples[i] for i in idx])
        l_m, l_r, l_p, (m, r, p) = losses(model, batch, predict.mw)
        tot += np.array([l_m.item(), l_r.item(), l_p.item()]) * len(idx)
        count += len(idx)
        m, r, p = torch.sigmoid(m).numpy(), torch.softmax(r, -1).numpy(), torch.sigmoid(p).numpy()
        for j, i in enumerate(idx):
            n = samples[i].n
            member[i], roles[i], prec[i] = m[j, :n], r[j, :n], p[j, :n, :n]
    model.train()
    return member, roles, prec, tot / max(count, 1)


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=HPARAMS["max_epochs"])
    ap.add_argument("--budget-s", type=float, default=DEFAULT_BUDGET_S)
    ap.add_argument("--workers", type=int, default=WORKERS, help="data-parallel processes (one thread each)")
    ap.add_argument("--limit", type=int, default=0, help="use only this many training samples (smoke tests)")
    ap.add_argument("--exclude-kind", action="append", default=[], metavar="FAMILY",
                    help="leave this family's training dumps out (generated, taskbench, nestools, seal; repeatable): leave-one-family-out fits")
    ap.add_argument("--out", default=CACHE, help="folder for checkpoint.pt and train_report.json (default models/train/.cache)")
    args = ap.parse_args()
    kinds = {"generated", "taskbench", "nestools", "seal"}
    unknown = [k for k in args.exclude_kind if k not in kinds]
    if unknown:
        raise SystemExit(f"--exclude-kind: unknown {', '.join(unknown)} (known: {', '.join(sorted(kinds))})")
    os.makedirs(args.out, exist_ok=True)
    if args.workers > 1 and dist.is_available() and dist.is_gloo_available():
        torch.multiprocessing.spawn(worker, args=(args.workers, args, free_port()), nprocs=args.workers, join=True)
    else:
        args.workers = 1
        worker(0, 1, args, None)


def worker(rank, world, args, port):
    """One data-parallel rank: every rank takes every other sample of each global batch;
    gradients are summed with all_reduce (exact for two ranks), so every rank keeps identical
    weights. Rank 0 validates, logs and writes the checkpoint and report."""
    t_start = time.time()
    torch.set_num_threads(THREADS_PER_WORKER)
    seed_everything(SEED)
    lead = rank == 0
    log = (lambda *a, **k: print(*a, **k, flush=True)) if lead else (lambda *a, **k: None)
    if world > 1:
        dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world)

    with open(os.path.join(CACHE, "sources.json")) as fh:
        sources = json.load(fh)
    train, train_dumps = load_split(sources, "train", tuple(args.exclude_kind))
    val, val_dumps = load_split(sources, "validation") if lead else ([], [])
    if args.limit:
        train = [train[i] for i in np.random.RandomState(SEED).permutation(len(train))[:args.limit]]
    if not train or (lead and not val):
        raise SystemExit("no training or validation samples: run `tsx models/train/prepare.ts` first")
    epoch_samples = train + [x for x in train if x.source.startswith("train-taskbench")] * (HPARAMS["taskbench_repeat"] - 1)
    mw = member_weights(train)
    rw = role_weights(train, 5, HPARAMS["role_weight_power"])
    mw["role_weight_tensor"] = torch.tensor(rw["weights"], dtype=torch.float32)
    predict.mw = mw
    log(f"train: {len(train)} samples from {len(train_dumps)} dumps ({len(epoch_samples)} per epoch); validation: {len(val)} samples; "
        f"{world} worker(s) × {THREADS_PER_WORKER} thread(s); load {time.time() - t_start:.1f}s")

    model = StatePathEncoder().set_fast(True)
    log(f"model: {parameter_count(model)} parameters, config {model.config}")
    params = list(model.parameters())
    opt = torch.optim.AdamW(params, lr=HPARAMS["lr"], weight_decay=HPARAMS["weight_decay"])
    steps_per_epoch = (len(epoch_samples) + HPARAMS["batch_size"] - 1) // HPARAMS["batch_size"]
    total_steps = steps_per_epoch * args.epochs

    def lr_at(step):
        if step < HPARAMS["warmup_steps"]:
            return (step + 1) / HPARAMS["warmup_steps"]
        t = (step - HPARAMS["warmup_steps"]) / max(1, total_steps - HPARAMS["warmup_steps"])
        return 0.05 + 0.95 * 0.5 * (1 + np.cos(np.pi * min(1.0, t)))

    sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_at)
    rng = np.random.RandomState(SEED)
    lw = HPARAMS["loss_weights"]
    best = {"val_loss": float("inf"), "epoch": -1}
    history = []
    stale = 0
    budget_hit = False
    early_stopped = False
    step = 0
    t_train = time.time()
    for epoch in range(1, args.epochs + 1):
        t_epoch = time.time()
        run = np.zeros(4)
        for bi, idx in enumerate(batches_for_epoch(epoch_samples, rng, HPARAMS["batch_size"], HPARAMS["sort_chunk_batches"])):
            mine = idx[rank::world]
            opt.zero_grad()
            if mine:
                batch = make_batch([epoch_samples[i] for i in mine])
                l_m, l_r, l_p, _ = losses(model, batch, mw)
                loss = lw["membership"] * l_m + lw["roles"] * l_r + lw["precedence"] * l_p
                (loss * (len(mine) / len(idx))).backward()
                run += np.array([loss.item(), l_m.item(), l_r.item(), l_p.item()])
            grads = [p.grad if p.grad is not None else torch.zeros_like(p) for p in params]
            if world > 1:
                # one flat all_reduce per step; the last slot carries rank 0's "time is up"
                flat = torch.cat([g.reshape(-1) for g in grads] + [torch.tensor([1.0 if lead and time.time() - t_train > args.budget_s else 0.0])])
                dist.all_reduce(flat)
                stop = flat[-1].item() > 0
                off = 0
                for p, g in zip(params, grads):
                    p.grad = flat[off:off + g.numel()].reshape(g.shape).clone()
                    off += g.numel()
            else:
                stop = time.time() - t_train > args.budget_s
            torch.nn.utils.clip_grad_norm_(params, HPARAMS["grad_clip"])
            opt.step()
            sched.step()
            step += 1
            if (bi + 1) % 100 == 0:
                r = run / 100
                log(f"  epoch {epoch} step {bi + 1}/{steps_per_epoch}: loss {r[0]:.4f} (member {r[1]:.4f}, roles {r[2]:.4f}, prec {r[3]:.4f}) "
                    f"{time.time() - t_epoch:.0f}s")
                run[:] = 0
            if stop:
                budget_hit = True
                break
        stop_now = torch.zeros(1)
        if lead:
            member, roles, prec, vl = predict(model, val)
            val_loss = float(lw["membership"] * vl[0] + lw["roles"] * vl[1] + lw["precedence"] * vl[2])
            metrics = evaluate(val, member, roles, prec)
            entry = {"epoch": epoch, "steps": step, "seconds": round(time.time() - t_epoch, 1), "val_loss": round(val_loss, 5),
                     "val_losses": {"membership": round(float(vl[0]), 5), "roles": round(float(vl[1]), 5), "precedence": round(float(vl[2]), 5)},
                     "metrics": metrics["all"]}
            history.append(entry)
            a = metrics["all"]
            log(f"epoch {epoch}: val loss {val_loss:.4f}; membership AP pool {a['membership']['pool']['mean_ap']:.3f} menu {a['membership']['menu']['mean_ap']:.3f} "
                f"AUC {a['membership']['all']['auc']:.3f}; role acc {a['roles']['accuracy']:.3f} (gold tools {a['roles']['accuracy_on_path']:.3f}, "
                f"among path roles {a['roles']['path_role_accuracy']:.3f}); precedence acc {a['precedence']['accuracy']:.3f}; {entry['seconds']:.0f}s")
            if val_loss < best["val_loss"] - 1e-4:
                best = {"val_loss": val_loss, "epoch": epoch, "metrics": metrics}
                stale = 0
                torch.save({"state_dict": model.state_dict(), "config": model.config, "epoch": epoch}, os.path.join(args.out, "checkpoint.pt"))
            else:
                stale += 1
                if stale >= HPARAMS["patience"]:
                    log(f"early stop: no validation improvement for {stale} epochs")
                    stop_now[0] = 1
        if world > 1:
            dist.broadcast(stop_now, 0)
        if budget_hit:
            log(f"WARNING: training budget of {args.budget_s:.0f}s reached; stopping (this run is not deterministic)")
            break
        if stop_now.item() > 0:
            early_stopped = True
            break
    if world > 1:
        # the ranks must have stayed in lockstep: identical weights everywhere
        check = torch.cat([p.detach().reshape(-1) for p in params]).double().sum().reshape(1)
        lo, hi = check.clone(), check.clone()
        dist.all_reduce(lo, op=dist.ReduceOp.MIN)
        dist.all_reduce(hi, op=dist.ReduceOp.MAX)
        if lo.item() != hi.item():
            raise SystemExit(f"rank {rank}: data-parallel weights diverged ({lo.item()} != {hi.item()})")
        dist.barrier()
        dist.destroy_process_group()
    if not lead:
        return

    report = {
        "seed": SEED,
        "workers": world,
        "threads_per_worker": THREADS_PER_WORKER,
        "torch_version": torch.__version__,
        "hparams": HPARAMS,
        "model_config": dict(DEFAULT_CONFIG, **model.config),
        "parameters": parameter_count(model),
        "member_weights": {k: v for k, v in mw.items() if k != "role_weight_tensor"},
        "role_weights": rw,
        "data": {
            "train_samples": len(train),
            "train_samples_per_epoch": len(epoch_samples),
            "validation_samples": len(val),
            "train_dumps": train_dumps,
            "validation_dumps": val_dumps,
            "train_pool_samples": sum(1 for x in train if x.pass_ == "pool"),
            "train_menu_samples": sum(1 for x in train if x.pass_ == "menu"),
        },
        "excluded_kinds": args.exclude_kind,
        "epochs_run": len(history),
        "max_epochs": args.epochs,
        "best_epoch": best["epoch"],
        "best_val_loss": best["val_loss"],
        "early_stopped": early_stopped,
        "budget_hit": budget_hit,
        "validation_metrics": best.get("metrics"),
        "history": history,
        "train_seconds": round(time.time() - t_train, 1),
        "total_seconds": round(time.time() - t_start, 1),
    }
    with open(os.path.join(args.out, "train_report.json"), "w") as fh:
        json.dump(report, fh, indent=2)
    for name, m in (best.get("metrics") or {}).get("per_dump", {}).items():
        pool, menu = m["membership"]["pool"], m["membership"]["menu"]
        log(f"  {name}: membership AP pool {pool['mean_ap']:.3f} (relevance {pool['baseline_mean_ap']['relevance']:.3f}, path_weight {pool['baseline_mean_ap']['path_weight']:.3f}), "
            f"recall@32 {pool['recall_at_32']:.3f}; menu AP {menu['mean_ap']:.3f}, recall@8 {menu['recall_at_8']:.3f}; "
            f"role acc on gold tools {m['roles']['accuracy_on_path']:.3f}; precedence acc {m['precedence']['accuracy']:.3f}")
    log(f"best epoch {best['epoch']} (val loss {best['val_loss']:.4f}); trained {report['train_seconds']:.0f}s → {os.path.relpath(os.path.join(args.out, 'checkpoint.pt'))}")


if __name__ == "__main__":
    main()
