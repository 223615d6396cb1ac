#!/usr/bin/env python3
"""Measures `tracecheck parse --count` beside `pcre2grep -c` and `rg -c` (run by scripts/bench.sh)."""
import argparse
import os
import platform
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench-out")
TRACECHECK = os.path.join(ROOT, ".build", "release", "tracecheck")
# What a developer would grep for: the usual callback spellings.
SIMPLE = r"(?:scene|application)(?:Did|Will)|(?:scene|application|windowScene)(?:\(_|:\w)|view(?:Did|Will|Is)(?:Load|Appear|Disappear)|UI(?:Application|Scene)\.?(?:Did|Will)|scenePhase"


def token_pattern():
    """tracecheck's own callback-name pattern (LinePatterns.callbackToken), for a like-for-like search."""
    source = open(os.path.join(ROOT, "Sources/TraceParser/Parsing/LinePatterns.swift")).read()
    body = re.search(r'static let callbackToken = #"""\n(.*?)\n\s*"""#', source, re.S).group(1)
    return "(?xi)" + body


def measure(command, runs=3):
    """Best wall time and its peak RSS over `runs` runs, and the last standard output."""
    best = None
    for _ in range(runs):
        result = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"{command[0]} failed: {result.stderr.strip()}")
        seconds, rss = result.stderr.strip().splitlines()[-1].split()
        if best is None or float(seconds) < best[0]:
            best = (float(seconds), int(rss), result.stdout.strip())
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", action="store_true", help="replace the table in docs/performance.md")
    parser.add_argument("--lines", type=int, default=1_000_000)
    args = parser.parse_args()
    os.makedirs(OUT, exist_ok=True)
    files = [("mixed", args.lines), ("mixed", args.lines * 2), ("lifecycle", args.lines)]
    token = token_pattern()
    rows = []
    for kind, lines in files:
        path = os.path.join(OUT, f"{kind}-{lines}.log")
        if not os.path.exists(path):
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts/gen-bench-log.py"), kind, str(lines), path], check=True)
        size = os.path.getsize(path) / 1e6
        tools = [
            ("tracecheck parse --count", [TRACECHECK, "parse", "--count", "--format", "jsonl", path]),
            ("pcre2grep -c (tracecheck's pattern)", ["pcre2grep", "-u", "-c", token, path]),
            ("pcre2grep -c (simple pattern)", ["pcre2grep", "-c", SIMPLE, path]),
            ("rg -P -c (tracecheck's pattern)", ["rg", "-P", "-c", token, path]),
            ("rg -c (simple pattern)", ["rg", "-c", SIMPLE, path]),
        ]
        for name, command in tools:
            seconds, rss, output = measure(command)
            count = re.search(r'"events":(\d+)', output).group(1) if name.startswith("tracecheck") else output
            rows.append((f"{kind} {lines // 1000}k lines, {size:.0f} MB", name, count, seconds, lines / max(seconds, 0.01) / 1e6, size / max(seconds, 0.01), rss / 1024))
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    table = [
        f"Machine: {cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; best of 3 runs.",
        "",
        "| input | tool | lines found | seconds | M lines/s | MB/s | peak RSS (MB) |",
        "|---|---|---:|---:|---:|---:|---:|",
    ] + [f"| {a} | {b} | {c} | {d:.2f} | {e:.2f} | {f:.0f} | {g:.1f} |" for a, b, c, d, e, f, g in rows]
    text = "\n".join(table)
    print(text)
    if args.write:
        doc = os.path.join(ROOT, "docs", "performance.md")
        content = open(doc).read()
        start, end = "<!-- bench:start -->", "<!-- bench:end -->"
        content = re.sub(re.escape(start) + ".*?" + re.escape(end), start + "\n" + text + "\n" + end, content, flags=re.S)
        open(doc, "w").write(content)
        print(f"\nwrote {os.path.relpath(doc, ROOT)}")


if __name__ == "__main__":
    main()
