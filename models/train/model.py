"""The State-Path encoder: a small relation-biased transformer over a set of tools (SPEC.md §1).

Inputs (no batch padding at inference):
  nodes      float32 [B, N, NF]      per-tool features (src/core/encoder/featureSpec.ts)
  relations  float32 [B, RF, N, N]   pairwise features r_ij (row i, column j), channel-major
Outputs:
  membership float32 [B, N]          sigmoid m_i
  roles      float32 [B, N, 5]       softmax over ROLE_CLASSES
  precedence float32 [B, N, N]       sigmoid b_ij (i should come before j)

Attention logits get a learned per-head bias from the relation features:
  α_ij ∝ exp(q_i·k_j / √d_h + β_h(r_ij))
The export traces `forward` (dense relations, no mask): plain MatMul/Add/Softmax/LayerNorm,
no Where. Training uses `train_logits`, the same function computed faster on this CPU:
padded batches with a key mask that enters only as an additive large negative, relation
features given sparsely (β and the precedence term of an all-zero r_ij are constants, so
only non-zero pairs go through the MLP and the rest get β(0)), and Linear layers run as
1×1 convolutions (oneDNN) because Debian's torch links the reference BLAS.
"""
import math

import torch
import torch.nn.functional as F
from torch import nn

NODE_FEATURES = 32
RELATION_FEATURES = 14
ROLES = 5

DEFAULT_CONFIG = {
    "d_model": 64,
    "heads": 2,
    "layers": 2,
    "ffn": 128,
    # 0: β and the precedence term are one linear map of r_ij (one pass over the N×N
    # relations, fast enough for 256 tools in the browser); > 0: a hidden layer of that size.
    "rel_hidden": 0,
    "prec_rank": 16,
    "dropout": 0.0,
}

NEG = -1.0e4  # additive mask for padded keys (training only)
CONV_BATCH = 16


class Lin(nn.Linear):
    """nn.Linear that can run as a 1×1 convolution over all tokens (same parameters, same
    result up to float rounding). `fast` is off for export, so the graph has plain MatMul."""

    fast = False

    def forward(self, x):
        if not self.fast:
            return F.linear(x, self.weight, self.bias)
        # Tokens split into CONV_BATCH rows: torch picks the oneDNN kernel for a 1×1
        # convolution with a batch of ≥ 16 even on one thread.
        shape = x.shape
        flat = x.reshape(-1, shape[-1])
        t = flat.shape[0]
        pad = (-t) % CONV_BATCH
        if pad:
            flat = torch.cat([flat, flat.new_zeros(pad, shape[-1])], 0)
        cols = flat.reshape(CONV_BATCH, -1, shape[-1]).transpose(1, 2)
        y = F.conv1d(cols, self.weight.unsqueeze(-1), self.bias)
        y = y.transpose(1, 2).reshape(-1, self.out_features)
        if pad:
            y = y[:t]
        return y.reshape(*shape[:-1], self.out_features)


class RelationBiasedAttention(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        assert d % heads == 0
        self.h = heads
        self.dh = d // heads
        self.qkv = Lin(d, 3 * d)
        self.out = Lin(d, d)

    def forward(self, x, bias, mask_add=None):
        # x [B, N, d]; bias [B, H, N, N]; mask_add [B, 1, 1, N] or None
        b, n, d = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.h, self.dh).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]  # [B, H, N, dh]
        logits = torch.matmul(q, k.transpose(-1, -2)) * (1.0 / math.sqrt(self.dh)) + bias
        if mask_add is not None:
            logits = logits + mask_add
        attn = torch.softmax(logits, dim=-1)
        y = torch.matmul(attn, v).permute(0, 2, 1, 3).reshape(b, n, d)
        return self.out(y)


class Block(nn.Module):
    def __init__(self, d, heads, ffn, dropout):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.attn = RelationBiasedAttention(d, heads)
        self.ln2 = nn.LayerNorm(d)
        self.ffn = nn.Sequential(Lin(d, ffn), nn.GELU(), Lin(ffn, d))
        self.drop = nn.Dropout(dropout)

    def forward(self, x, bias, mask_add=None):
        x = x + self.drop(self.attn(self.ln1(x), bias, mask_add))
        return x + self.drop(self.ffn(self.ln2(x)))


class StatePathEncoder(nn.Module):
    def __init__(self, config=None):
        super().__init__()
        c = dict(DEFAULT_CONFIG, **(config or {}))
        self.config = c
        d, h, layers = c["d_model"], c["heads"], c["layers"]
        self.heads = h
        self.layers_n = layers
        self.node_in = nn.Sequential(Lin(NODE_FEATURES, d), nn.GELU(), Lin(d, d))
        # β: a small MLP on r_ij (shared hidden layer, one output layer per attention layer)
        # giving a bias per head.
        self.linear_rel = c["rel_hidden"] == 0
        if self.linear_rel:
            # One linear map r_ij → (β for every layer and head, precedence term).
            self.rel_all = Lin(RELATION_FEATURES, h * layers + 1)
        else:
            self.rel_in = Lin(RELATION_FEATURES, c["rel_hidden"])
            self.rel_out = nn.ModuleList([Lin(c["rel_hidden"], h) for _ in range(layers)])
        self.blocks = nn.ModuleList([Block(d, h, c["ffn"], c["dropout"]) for _ in range(layers)])
        self.ln_out = nn.LayerNorm(d)
        self.member_head = nn.Sequential(Lin(d, d // 2), nn.GELU(), Lin(d // 2, 1))
        self.role_head = Lin(d, ROLES)
        self.prec_a = Lin(d, c["prec_rank"], bias=False)
        self.prec_b = Lin(d, c["prec_rank"], bias=False)
        if not self.linear_rel:
            self.prec_rel = Lin(RELATION_FEATURES, 1)

    def set_fast(self, fast):
        for m in self.modules():
            if isinstance(m, Lin):
                m.fast = fast
        return self

    def logits(self, nodes, relations, key_mask=None):
        """Pre-activation outputs from dense relations: membership [B,N], roles [B,N,5], precedence [B,N,N]."""
        if self.linear_rel:
            h, layers = self.heads, self.layers_n
            # rel_all's constant term: on an attention channel it shifts every logit of a
            # softmax row alike and cancels, so only the precedence channel keeps it, added
            # after that channel is split off. The exported graph then has no add over
            # [N, N, H·L + 1] with a last-axis broadcast, which cost ~15 % of the N = 256
            # pass on onnxruntime-web's wasm backend. Same outputs up to float rounding.
            # Channel-major relations: the map is one matrix product whose result is already
            # [B, channels, N·N]. With relations [B, N, N, RF] (sp-features/1) the export
            # transposed [B, N, N, H·L + 1] to channels first, ~4 ms of an 11 ms N = 256 pass
            # in onnxruntime-web's wasm profile.
            b, rf, n, _ = relations.shape
            r = torch.matmul(self.rel_all.weight, relations.reshape(b, rf, n * n)).reshape(b, -1, n, n)  # [B, H·L + 1, N, N]
            biases = [r[:, li * h:(li + 1) * h] for li in range(layers)]
            return self._encode(nodes, biases, r[:, h * layers] + self.rel_all.bias[h * layers], key_mask)
        hidden = F.gelu(self.rel_in(relations.permute(0, 2, 3, 1)))  # [B, N, N, hidden]
        biases = [out(hidden).permute(0, 3, 1, 2) for out in self.rel_out]  # per layer [B, H, N, N]
        prec_rel = self.prec_rel(relations.permute(0, 2, 3, 1)).squeeze(-1)  # [B, N, N]
        return self._encode(nodes, biases, prec_rel, key_mask)

    def train_logits(self, nodes, key_mask, rel_index, rel_values):
        """Same as `logits`, with relations given sparsely: rel_index [nnz] flat indices into
        [B, N, N], rel_values [nnz, RF]; every other pair has r_ij = 0."""
        b, n, _ = nodes.shape
        h = self.heads
        nn_ = n * n
        zero = torch.zeros(1, RELATION_FEATURES, dtype=nodes.dtype)
        batch_of = torch.div(rel_index, nn_, rounding_mode="floor")
        pair_of = rel_index - batch_of * nn_
        if self.linear_rel:
            out_dim = h * self.layers_n + 1
            channels = torch.arange(out_dim).reshape(out_dim, 1)
            flat = ((batch_of.reshape(1, -1) * out_dim + channels) * nn_ + pair_of.reshape(1, -1)).reshape(-1)
            base = self.rel_all(zero).reshape(1, out_dim, 1)  # the map of r_ij = 0, per channel
            dense = base.expand(b, out_dim, nn_).reshape(-1).index_copy(0, flat, self.rel_all(rel_values).t().reshape(-1))
            r = dense.reshape(b, out_dim, n, n)
            biases = [r[:, li * h:(li + 1) * h] for li in range(self.layers_n)]
            return self._encode(nodes, biases, r[:, h * self.layers_n], key_mask)
        hidden0 = F.gelu(self.rel_in(zero))
        hidden = F.gelu(self.rel_in(rel_values))
        # flat index of (b, head, i, j) in [B, H, N, N] for every stored pair and head
        heads = torch.arange(h).reshape(h, 1)
        bh_index = ((batch_of.reshape(1, -1) * h + heads) * nn_ + pair_of.reshape(1, -1)).reshape(-1)
        biases = []
        for out in self.rel_out:
            base = out(hidden0).reshape(1, h, 1)  # β(0) per head
            dense = base.expand(b, h, nn_).reshape(-1).index_copy(0, bh_index, out(hidden).t().reshape(-1))
            biases.append(dense.reshape(b, h, n, n))
        base_prec = self.prec_rel(zero).reshape(1)
        prec_rel = base_prec.expand(b * nn_).index_copy(0, rel_index, self.prec_rel(rel_values).reshape(-1)).reshape(b, n, n)
        return self._encode(nodes, biases, prec_rel, key_mask)

    def _encode(self, nodes, biases, prec_rel, key_mask):
        b, n, _ = nodes.shape
        x = self.node_in(nodes)
        mask_add = None
        if key_mask is not None:
            mask_add = ((1.0 - key_mask) * NEG).reshape(b, 1, 1, n)
        for li, block in enumerate(self.blocks):
            x = block(x, biases[li], mask_add)
        x = self.ln_out(x)
        member = self.member_head(x).squeeze(-1)
        roles = self.role_head(x)
        pa = self.prec_a(x)
        pb = self.prec_b(x)
        prec = torch.matmul(pa, pb.transpose(-1, -2)) * (1.0 / math.sqrt(self.config["prec_rank"])) + prec_rel
        return member, roles, prec

    def forward(self, nodes, relations):
        member, roles, prec = self.logits(nodes, relations)
        return torch.sigmoid(member), torch.softmax(roles, dim=-1), torch.sigmoid(prec)


def parameter_count(model):
    return sum(p.numel() for p in model.parameters())
