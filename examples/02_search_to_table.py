"""Hybrid search from analysis code: compare the three modes in one table.

    python examples/02_search_to_table.py [--index DIR]

Builds (once) an index of the bundled demo corpus, runs a few physics queries in
each mode, and writes the results as CSV; each row keeps both retrievers' ranks,
so you can see why a chunk ranked where it did.
"""

import argparse
import csv
import sys
import tempfile
from pathlib import Path

import muonrag
from muonrag.data import demo_corpus_path

parser = argparse.ArgumentParser()
parser.add_argument("--index", default=str(Path(tempfile.gettempdir()) / "muonrag-example-index"))
parser.add_argument("--csv", default=None, help="write the table here (default: stdout)")
args = parser.parse_args()

queries = ["BIB fluence in the vertex detector", "μ+μ− luminosity at √s = 10 TeV", "why tungsten nozzles"]
rows = []
with muonrag.build_index(demo_corpus_path(), args.index) as index:
    for query in queries:
        for mode in ("sparse", "dense", "hybrid"):
            for record in index.search(query, mode=mode, top_k=3).to_records():
                rows.append({"query": query, "mode": mode, **{k: record.get(k) for k in
                             ("rank", "score", "rank_dense", "rank_sparse", "score_dense", "score_sparse", "doc_id", "page")}})

out = open(args.csv, "w", newline="") if args.csv else sys.stdout
writer = csv.DictWriter(out, fieldnames=list(rows[0]))
writer.writeheader()
writer.writerows(rows)
try:
    import pandas as pd  # optional: the same rows as a DataFrame

    frame = pd.DataFrame(rows)
    print(frame.pivot_table(index="query", columns="mode", values="doc_id", aggfunc="first"), file=sys.stderr)
except ImportError:
    pass
