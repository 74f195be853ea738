"""End-to-end time of ``muonrag search``, ``ask``, ``info`` and ``--help`` (a new process each).

    python benchmarks/bench_cli_start.py INDEX_DIR [--runs 5]

Each command runs as a user would type it, in a fresh process, so the figures
include Python's start, every import, opening the index, loading the encoder
and the search itself, as the ``muonrag`` console script runs them
(``python -m muonrag``); medians of 5 runs by default. ``search`` and ``ask`` run with each query encoder, set
through ``MUONRAG_ENCODER``; ``info`` and ``--help`` encode nothing. The ONNX
export is made before the runs (it is a one-time cost, printed separately). The figures also go
to ``benchmarks/out/cli_start.json``, which ``make_results.py`` puts on the results page.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

COMMANDS = {
    "search": ["search", "tungsten nozzle opening angle", "--top-k", "5"],
    "ask (offline)": ["ask", "What is the opening angle of the tungsten nozzles?"],
    "info": ["info"],
    "--help": ["--help"],
}
ENCODED = ("search", "ask (offline)")
#: Wall seconds each command should take at most, with the default (ONNX Runtime) query encoder.
TARGETS = {"search": 1.0, "ask (offline)": 1.5, "--help": 0.3}
OUT = Path(__file__).resolve().parent / "out"


def timed(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("index")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    muonrag = [sys.executable, "-m", "muonrag"]
    from muonrag.core.models import bundled_model_path
    from muonrag.index.onnx_embedding import load_onnx_embedding
    from muonrag.index.onnx_encoder import export_path

    first = not export_path(bundled_model_path()).is_file()
    start = time.perf_counter()
    load_onnx_embedding("all-MiniLM-L6-v2", required=True)
    print(f"ONNX export: {'made in' if first else 'already cached, loaded in'} {time.perf_counter() - start:.1f} s\n")
    print("| command | encoder | median s | runs |")
    print("|---|---|---:|---:|")
    rows = []
    for name, command in COMMANDS.items():
        index = [] if name == "--help" else ["--index", str(Path(args.index))]
        for encoder in ("onnx", "torch") if name in ENCODED else ("-",):
            # offline: no endpoint from the environment
            env = {**{k: v for k, v in os.environ.items() if not k.startswith("MUONRAG_LLM")},
                   "MUONRAG_ENCODER": encoder if encoder != "-" else "auto"}
            times = [timed([*muonrag, *command, *index], env) for _ in range(args.runs)]
            print(f"| {name} | {encoder} | {statistics.median(times):.2f} (range {min(times):.2f}-{max(times):.2f}) | {args.runs} |")
            rows.append({"command": name, "encoder": encoder, "median_s": statistics.median(times), "min_s": min(times),
                         "max_s": max(times), "runs": args.runs,
                         "target_s": TARGETS.get(name) if encoder in ("onnx", "-") else None})
    OUT.mkdir(exist_ok=True)
    (OUT / "cli_start.json").write_text(json.dumps({"measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                                                    "index": str(args.index), "rows": rows}, indent=1))


if __name__ == "__main__":
    main()
