"""Run the benchmarks: ``python -m bench [--quick] [NAME…]``.

Every module ``bench/bench_*.py`` lists its benchmarks in ``BENCHMARKS``: functions that take
``quick`` and return a dict with ``name``, ``figure``, ``unit``, ``baseline``, ``ratio``,
``target`` and ``met``. Each prints one line: the figure, its ratio to a baseline measured in
the same run, and whether it meets its target. ``--quick`` only checks that each still runs
(CI uses it); the figures worth quoting come from a full run.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
import time
from pathlib import Path


def discover() -> list:
    folder = Path(__file__).resolve().parent
    found = []
    for module in sorted(pkgutil.iter_modules([str(folder)]), key=lambda m: m.name):
        if module.name.startswith("bench_"):
            found.extend(importlib.import_module(f"bench.{module.name}").BENCHMARKS)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes: check they run")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    parser.add_argument("names", nargs="*", help="run only benchmarks whose name contains one")
    args = parser.parse_args(argv)
    results = []
    missed = 0
    for bench in discover():
        if args.names and not any(n in bench.__name__ for n in args.names):
            continue
        started = time.perf_counter()
        result = bench(args.quick)
        result["seconds"] = round(time.perf_counter() - started, 2)
        results.append(result)
        missed += not result["met"]
        print(f"{result['name']:<44} {result['figure']:>12.4g} {result['unit']:<14} "
              f"ratio {result['ratio']:>8.3g} vs {result['baseline']:<38} "
              f"target {result['target']:<28} {'met' if result['met'] else 'MISSED'}",
              flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    if args.quick:
        print(f"{len(results)} benchmarks ran (quick mode: figures are not judged)")
        return 0
    print(f"{len(results) - missed} of {len(results)} benchmarks met their targets")
    return 0 if missed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
