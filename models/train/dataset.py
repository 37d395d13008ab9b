"""Reader for the SPF1 training dumps written by src/core/encoder/sampleWriter.ts.

Layout (little-endian):
  "SPF1" | u32 len | header JSON
  per sample: u32 len | sample JSON {task_id, pass, n, nnz, npairs}
    f32 nodes[n*NF] | i32 pair_index[nnz] (= i*n + j) | f32 relations[nnz*RF]
    f32 member[n] | i32 role[n] | i32 prec_pairs[2*npairs] | f32 prec_labels[npairs]

Only numpy is needed. Samples keep relations sparse; `dense_relations` expands one to
[RF, n, n], channel-major (what the ONNX model takes since sp-features/2; the dump's own
layout is pair by pair in every version).
"""
import json
import struct

import numpy as np

MAGIC = b"SPF1"


class Sample:
    __slots__ = ("task_id", "pass_", "n", "nodes", "pair_index", "relations", "member", "role", "prec_pairs", "prec_labels", "source")

    def __init__(self, meta, nodes, pair_index, relations, member, role, prec_pairs, prec_labels, source=""):
        self.task_id = meta["task_id"]
        self.pass_ = meta["pass"]
        self.n = int(meta["n"])
        self.nodes = nodes
        self.pair_index = pair_index
        self.relations = relations
        self.member = member
        self.role = role
        self.prec_pairs = prec_pairs
        self.prec_labels = prec_labels
        self.source = source

    def dense_relations(self):
        """Relations as a dense float32 array [RF, n, n] (channel-major: one n × n plane per feature)."""
        rf = self.relations.shape[1]
        dense = np.zeros((rf, self.n * self.n), dtype=np.float32)
        dense[:, self.pair_index] = self.relations.T
        return dense.reshape(rf, self.n, self.n)


def _read_json(buf, off):
    (length,) = struct.unpack_from("<I", buf, off)
    off += 4
    return json.loads(bytes(buf[off:off + length]).decode("utf-8")), off + length


def _take(buf, off, dtype, count):
    arr = np.frombuffer(buf, dtype=dtype, count=count, offset=off)
    return arr, off + arr.nbytes


def read_spf(path, source=None):
    """Returns (header dict, list of Sample). Arrays are copies (independent of the file buffer)."""
    with open(path, "rb") as fh:
        buf = fh.read()
    if buf[:4] != MAGIC:
        raise ValueError(f"{path}: not an SPF1 dump (magic {buf[:4]!r})")
    header, off = _read_json(buf, 4)
    nf = len(header["node_features"])
    rf = len(header["relation_features"])
    f32, i32 = np.dtype("<f4"), np.dtype("<i4")
    samples = []
    while off < len(buf):
        meta, off = _read_json(buf, off)
        n, nnz, npairs = int(meta["n"]), int(meta["nnz"]), int(meta["npairs"])
        nodes, off = _take(buf, off, f32, n * nf)
        pair_index, off = _take(buf, off, i32, nnz)
        relations, off = _take(buf, off, f32, nnz * rf)
        member, off = _take(buf, off, f32, n)
        role, off = _take(buf, off, i32, n)
        prec_pairs, off = _take(buf, off, i32, 2 * npairs)
        prec_labels, off = _take(buf, off, f32, npairs)
        samples.append(Sample(
            meta,
            nodes.reshape(n, nf).astype(np.float32),
            pair_index.astype(np.int64),
            relations.reshape(nnz, rf).astype(np.float32),
            member.astype(np.float32),
            role.astype(np.int64),
            prec_pairs.reshape(npairs, 2).astype(np.int64),
            prec_labels.astype(np.float32),
            source or header.get("source", path),
        ))
    if off != len(buf):
        raise ValueError(f"{path}: trailing bytes ({len(buf) - off})")
    return header, samples
