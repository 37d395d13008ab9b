"""Validation metrics of the encoder (numpy only).

membership: ROC AUC over all tools of a pass, mean per-set average precision, and recall of
            gold tools in the top k by m_i (k = 32 on the pool, the menu size; k = 8 on the
            menu, the reranked slots); the same AP for two single features as baselines.
roles:      accuracy over all tools, over gold-path tools only (where 'none' is wrong), and
            over gold-path tools with the argmax taken among the path roles (entry, bridge,
            target, terminal) — how well the role is told apart once membership is known.
precedence: accuracy of b_ij > 0.5 on the labelled (ordered) pairs, and the share of gold
            pairs ranked the right way round (b_ij > b_ji when i must precede j).
"""
import numpy as np

ROLE_NONE = 4
BASELINE_FEATURES = {"relevance": 0, "path_weight": 10}


def auc(scores, labels):
    """ROC AUC via ranks (ties averaged); None when a class is missing."""
    scores = np.asarray(scores, np.float64)
    labels = np.asarray(labels) > 0.5
    pos = int(labels.sum())
    neg = len(labels) - pos
    if pos == 0 or neg == 0:
        return None
    order = np.argsort(scores, kind="mergesort")
    ranks = np.empty(len(scores), np.float64)
    sorted_scores = scores[order]
    i = 0
    while i < len(scores):
        j = i
        while j + 1 < len(scores) and sorted_scores[j + 1] == sorted_scores[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2 + 1
        i = j + 1
    return float((ranks[labels].sum() - pos * (pos + 1) / 2) / (pos * neg))


def average_precision(scores, labels):
    labels = np.asarray(labels) > 0.5
    if labels.sum() == 0:
        return None
    order = np.argsort(-np.asarray(scores, np.float64), kind="mergesort")
    hits = labels[order]
    precision = np.cumsum(hits) / np.arange(1, len(hits) + 1)
    return float(precision[hits].mean())


def recall_at(scores, labels, k):
    labels = np.asarray(labels) > 0.5
    if labels.sum() == 0:
        return None
    top = np.argsort(-np.asarray(scores, np.float64), kind="mergesort")[:k]
    return float(labels[top].sum() / labels.sum())


def _mean(xs):
    xs = [x for x in xs if x is not None]
    return float(np.mean(xs)) if xs else None


def _membership(samples, member, idx, k):
    if not idx:
        return None
    scores = np.concatenate([member[i] for i in idx])
    labels = np.concatenate([samples[i].member for i in idx])
    out = {
        "sets": len(idx),
        "auc": auc(scores, labels),
        "mean_ap": _mean([average_precision(member[i], samples[i].member) for i in idx]),
        f"recall_at_{k}": _mean([recall_at(member[i], samples[i].member, k) for i in idx]),
        # single features as scores; ties keep the set's own order (the menu's rank on the menu pass)
        "baseline_mean_ap": {name: _mean([average_precision(samples[i].nodes[:, col], samples[i].member) for i in idx]) for name, col in BASELINE_FEATURES.items()},
    }
    return out


def evaluate_subset(samples, member, roles, prec, idx):
    pool = [i for i in idx if samples[i].pass_ == "pool"]
    menu = [i for i in idx if samples[i].pass_ == "menu"]
    all_scores = np.concatenate([member[i] for i in idx])
    all_labels = np.concatenate([samples[i].member for i in idx])
    pred_roles = np.concatenate([roles[i].argmax(-1) for i in idx])
    pred_path_roles = np.concatenate([roles[i][:, :ROLE_NONE].argmax(-1) for i in idx])
    gold_roles = np.concatenate([samples[i].role for i in idx])
    on_path = gold_roles != ROLE_NONE
    correct, total, right_way, pairs = 0, 0, 0, 0
    for i in idx:
        s = samples[i]
        if len(s.prec_labels) == 0:
            continue
        b = prec[i][s.prec_pairs[:, 0], s.prec_pairs[:, 1]]
        correct += int(((b > 0.5) == (s.prec_labels > 0.5)).sum())
        total += len(b)
        pos = s.prec_pairs[s.prec_labels > 0.5]
        fwd = prec[i][pos[:, 0], pos[:, 1]]
        rev = prec[i][pos[:, 1], pos[:, 0]]
        right_way += int((fwd > rev).sum())
        pairs += len(pos)
    return {
        "samples": len(idx),
        "membership": {
            "all": {"auc": auc(all_scores, all_labels)},
            "pool": _membership(samples, member, pool, 32),
            "menu": _membership(samples, member, menu, 8),
        },
        "roles": {
            "accuracy": float((pred_roles == gold_roles).mean()),
            "accuracy_on_path": float((pred_roles[on_path] == gold_roles[on_path]).mean()) if on_path.any() else None,
            "path_role_accuracy": float((pred_path_roles[on_path] == gold_roles[on_path]).mean()) if on_path.any() else None,
            "tools": int(len(gold_roles)),
            "path_tools": int(on_path.sum()),
        },
        "precedence": {
            "accuracy": correct / total if total else None,
            "labelled_pairs": total,
            "right_way_round": right_way / pairs if pairs else None,
        },
    }


def evaluate(samples, member, roles, prec):
    """Metrics over all samples and per source dump."""
    out = {"all": evaluate_subset(samples, member, roles, prec, list(range(len(samples)))), "per_dump": {}}
    for src in sorted({s.source for s in samples}):
        idx = [i for i, s in enumerate(samples) if s.source == src]
        out["per_dump"][src] = evaluate_subset(samples, member, roles, prec, idx)
    return out
