"""Offline experiments on the membership model over the pools `npm run bench:pools` writes.

Run with Debian's Python (numpy; scikit-learn for `lodo`):
    /usr/bin/python3 bench/membership_pools.py [--pools bench/out/pools.csv] COMMAND ...

Each command scores every pool and prints, per set and state mode, the pool coverage at 8 and
32: the share of tasks whose gold tools are all in the pool and all among its 8 (32) best by the
score. Past its first slots the menu is in membership order, so this follows the menu's
cov@K (NesTools with s0 inferred: 83.6 % here, 84.0 % on the menu), in seconds where
`npm run bench:quality` takes minutes. A change that looks good here is then measured on the
menus.

Commands:
    summary                  the committed model (the CSV's z), and the menus' cov@8 / cov@32
                             from bench/out/quality.json where a run wrote it (--quality FILE).
    sweep FEATURE W1,W2,...  FEATURE's weight set to each W in one mode's pools (--mode, default
                             inferred), the committed weights otherwise.
    swap FEATURE[,F2...]|all the inferred pools of --set (default nestools) with those features'
                             values taken from the same task's given pool (tools matched by id):
                             which of the given s0's feature values make its lead;
                             --ranks FROM-TO: only for tools of those relevance ranks.
    lodo lr|gb               a logistic regression (lr) or gradient-boosted trees (gb) fitted
                             leave one family out (each family weighing the same, each pool the
                             same within it; sets no fit reads scored by the model of every
                             family), against the committed model (which saw every family).
"""

import argparse
import csv
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
META = ["set", "family", "fitted", "mode", "task", "missing", "tool", "gold", "relRank", "z"]


def load(path):
    with open(path, newline="") as f:
        reader = csv.reader(f)
        head = next(reader)
        if head[: len(META)] != META:
            sys.exit(f"{path}: line 1: expected the columns {', '.join(META)}, then the features")
        rows = list(reader)
    features = head[len(META) :]
    col = {name: k for k, name in enumerate(head)}
    pick = lambda name: np.array([r[col[name]] for r in rows])
    d = {
        "features": features,
        "X": np.array([[float(v) for v in r[len(META) :]] for r in rows], dtype=np.float64),
        "set": pick("set"),
        "family": pick("family"),
        "fitted": pick("fitted").astype(int),
        "mode": pick("mode"),
        "task": pick("task"),
        "missing": pick("missing").astype(int),
        "tool": pick("tool"),
        "gold": pick("gold").astype(int),
        "relRank": pick("relRank").astype(int),
        "z": pick("z").astype(float),
    }
    key = np.char.add(np.char.add(d["set"], "|"), np.char.add(np.char.add(d["mode"], "|"), d["task"]))
    starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
    d["starts"] = starts
    d["ends"] = np.r_[starts[1:], len(key)]
    return d


def committed_weights(features):
    """FITTED_MEMBERSHIP's weights and bias, read from membershipFeatures.ts."""
    text = (ROOT / "src/core/menu/membershipFeatures.ts").read_text()
    m = re.search(r"FITTED_MEMBERSHIP: MembershipModel = \{\s*weights: \[([^\]]*)\],\s*bias: ([-\d.e]+)", text)
    if not m:
        sys.exit("src/core/menu/membershipFeatures.ts: FITTED_MEMBERSHIP not found")
    w = np.array([float(v) for v in m.group(1).replace("\n", " ").split(",") if v.strip()])
    if len(w) != len(features):
        sys.exit(f"FITTED_MEMBERSHIP has {len(w)} weights, the pools {len(features)} features: rerun npm run bench:pools")
    return w, float(m.group(2))


def coverage(d, score, k, only=None):
    """Per (set, mode): [tasks whose gold tools are all in the pool and among its k best, tasks]."""
    out = {}
    for s, e in zip(d["starts"], d["ends"]):
        if only is not None and d["set"][s] != only:
            continue
        o = out.setdefault((d["set"][s], d["mode"][s]), [0, 0])
        o[1] += 1
        gold = d["gold"][s:e] == 1
        if d["missing"][s] > 0 or not gold.any():
            continue
        sc = score[s:e]
        if (sc > sc[gold].min()).sum() < k:
            o[0] += 1
    return out


def table(d, rows, only=None):
    """rows: [(label, score)]; the first is the baseline the others are compared with. `only`: one set's rows."""
    cov = [(label, coverage(d, s, 8, only), coverage(d, s, 32, only)) for label, s in rows]
    base8, base32 = cov[0][1], cov[0][2]
    print(f"{'set':20s} {'s0':8s} {'tasks':>5s}  {rows[0][0]:>18s}  " + "  ".join(f"{label:>22s}" for label, _ in rows[1:]))
    for key in sorted(base8):
        n = base8[key][1]
        pct = lambda c: 100 * c[key][0] / n
        cells = [f"{pct(base8):5.1f} / {pct(base32):5.1f}".rjust(18)]
        for _, c8, c32 in cov[1:]:
            cells.append(f"{pct(c8):5.1f} / {pct(c32):5.1f} ({pct(c8) - pct(base8):+.1f}/{pct(c32) - pct(base32):+.1f})".rjust(22))
        print(f"{key[0]:20s} {key[1]:8s} {n:5d}  " + "  ".join(cells))
    print("cells: pool coverage at 8 / at 32, in %; in brackets the change from the first column")


def menus(d, path):
    """The State-Path menus' cov@8 / cov@32 (structural scorer) from a bench:quality run, next to the pools'."""
    if not path.exists():
        print(f"{path}: not found; npm run bench:quality writes the menus' figures to compare")
        return
    import json

    run = json.loads(path.read_text())
    print(f"\nthe menus of {path.name} (every task; the pools take every second of NesTools and Seal-Tools):")
    for key in sorted({(d["set"][s], d["mode"][s]) for s in d["starts"]}):
        try:
            sp = run["sets"][key[0]]["modes"][key[1]]["structural"]["methods"]["state-path"]
            c8, c32 = (100 * sp[k]["overall"]["coverage"] for k in ("8", "32"))
        except (KeyError, TypeError):
            continue
        print(f"{key[0]:20s} {key[1]:8s} {c8:5.1f} / {c32:5.1f}")


def sweep(d, feature, values, mode):
    w, b = committed_weights(d["features"])
    f = d["features"].index(feature)
    inmode = (d["mode"] == mode).astype(float)
    base = d["X"] @ w + b
    rows = [("committed", base)]
    for v in values:
        rows.append((f"{feature}={v:g} ({mode})", base + inmode * d["X"][:, f] * (v - w[f])))
    table(d, rows)


def swap(d, names, set_id, ranks=None):
    w, b = committed_weights(d["features"])
    cols = d["features"] if names == ["all"] else names
    for c in cols:
        if c not in d["features"]:
            sys.exit(f"swap: no feature {c} ({', '.join(d['features'])})")
    given = {}
    for i in np.flatnonzero((d["set"] == set_id) & (d["mode"] == "given")):
        given[(d["task"][i], d["tool"][i])] = i
    inferred = np.flatnonzero((d["set"] == set_id) & (d["mode"] == "inferred"))
    match = np.array([given.get((d["task"][i], d["tool"][i]), -1) for i in inferred])
    ok = match >= 0
    print(f"{set_id}: {ok.mean() * 100:.1f} % of the inferred pools' tools are in the given pool of their task")
    if ranks is not None:
        ok &= (d["relRank"][inferred] >= ranks[0]) & (d["relRank"][inferred] < ranks[1])
        print(f"only tools of relevance rank {ranks[0]} to {ranks[1] - 1} take the given values (0: no word of the request matches)")
    base = d["X"] @ w + b
    rows = [("committed", base)]
    for c in (cols if names != ["all"] else []) + ["all"]:
        X = d["X"].copy()
        for name in cols if c == "all" else [c]:
            f = d["features"].index(name)
            X[inferred[ok], f] = d["X"][match[ok], f]
        rows.append((f"given {c}", X @ w + b))
    table(d, rows, only=set_id)


def lodo(d, kind):
    from sklearn.ensemble import HistGradientBoostingClassifier
    from sklearn.linear_model import LogisticRegression

    X, fam, fitted, gold = d["X"], d["family"], d["fitted"], d["gold"]
    weight = np.zeros(len(X))
    families = sorted(set(fam[fitted == 1]))
    for f in families:
        pools = [(s, e) for s, e in zip(d["starts"], d["ends"]) if fam[s] == f and fitted[s] == 1]
        for s, e in pools:
            weight[s:e] = 1e6 / (e - s) / len(pools)

    def model(mask):
        if kind == "gb":
            m = HistGradientBoostingClassifier(max_iter=200, learning_rate=0.1, max_leaf_nodes=15, min_samples_leaf=200, l2_regularization=1.0)
        else:
            m = LogisticRegression(C=10, max_iter=2000)
        m.fit(X[mask], gold[mask], sample_weight=weight[mask])
        return lambda rows: m.predict_proba(X[rows])[:, 1]

    score = np.zeros(len(X))
    for f in families:
        rows = (fam == f) & (fitted == 1)
        score[rows] = model((fitted == 1) & (fam != f))(rows)
        print(f"fitted without {f}", file=sys.stderr)
    score[fitted == 0] = model(fitted == 1)(fitted == 0)
    table(d, [("committed", d["z"]), (f"{kind}, family left out", score)])


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--pools", default=str(ROOT / "bench/out/pools.csv"))
    p.add_argument("--mode", default="inferred", choices=["given", "inferred"])
    p.add_argument("--set", default="nestools")
    p.add_argument("--ranks", default="", help="swap: only tools of these relevance ranks, FROM-TO (relRank: from 1, 0 where no word matches; TO excluded)")
    p.add_argument("--quality", default=str(ROOT / "bench/out/quality.json"), help="summary: the menus' coverage from this run")
    p.add_argument("command", choices=["summary", "sweep", "swap", "lodo"])
    p.add_argument("args", nargs="*")
    a = p.parse_args()
    if not Path(a.pools).exists():
        sys.exit(f"{a.pools}: not found; write it with npm run bench:pools")
    d = load(a.pools)
    if a.command == "summary":
        table(d, [("committed", d["z"])])
        menus(d, Path(a.quality))
    elif a.command == "sweep":
        if len(a.args) != 2:
            sys.exit("sweep FEATURE W1,W2,...")
        if a.args[0] not in d["features"]:
            sys.exit(f"sweep: no feature {a.args[0]} ({', '.join(d['features'])})")
        sweep(d, a.args[0], [float(v) for v in a.args[1].split(",")], a.mode)
    elif a.command == "swap":
        if len(a.args) != 1:
            sys.exit("swap FEATURE[,F2...]|all")
        ranks = None
        if a.ranks:
            m = re.fullmatch(r"(\d+)-(\d+)", a.ranks)
            if not m or int(m.group(1)) >= int(m.group(2)):
                sys.exit(f"--ranks {a.ranks}: FROM-TO, relevance ranks (from 1; 0: no word matches), TO excluded, FROM < TO")
            ranks = (int(m.group(1)), int(m.group(2)))
        swap(d, a.args[0].split(","), a.set, ranks)
    else:
        if a.args not in (["lr"], ["gb"]):
            sys.exit("lodo lr|gb")
        lodo(d, a.args[0])


if __name__ == "__main__":
    main()
