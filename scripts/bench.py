#!/usr/bin/env python3
"""Measures `tracecheck parse --count` beside `pcre2grep -c` and `rg -c`; `tracecheck lint` beside
the grep a user would type, on mixed logs 10x apart and on the pathological shapes of issue 10 at
2k and 20k units; `tracecheck timeline` in text and SVG on life-cycle logs of N and 2N events; and
a timeline window at three places of a 2M-line mixed log (run by scripts/bench.sh)."""
import argparse
import os
import platform
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench-out")
TRACECHECK = os.path.join(ROOT, ".build", "release", "tracecheck")
# What a developer would grep for: the usual callback spellings.
# The honest floor for lint (issue 10): the grep a user would type for delegate callbacks.
HONEST = r"(?:scene|application)[A-Za-z]*\((?:_:)?[A-Za-z:]*\)"
SIMPLE = r"(?:scene|application)(?:Did|Will)|(?:scene|application|windowScene)(?:\(_|:\w)|view(?:Did|Will|Is)(?:Load|Appear|Disappear)|UI(?:Application|Scene)\.?(?:Did|Will)|scenePhase"


def token_pattern():
    """tracecheck's own callback-name pattern (LinePatterns.callbackToken), for a like-for-like search."""
    source = open(os.path.join(ROOT, "Sources/TraceParser/Parsing/LinePatterns.swift")).read()
    body = re.search(r'static let callbackToken = #"""\n(.*?)\n\s*"""#', source, re.S).group(1)
    return "(?xi)" + body


def measure(command, runs=3, statuses=(0,), cwd=None):
    """Best wall time and its peak RSS over `runs` runs, and the last standard output."""
    best = None
    for _ in range(runs):
        result = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + command, capture_output=True, text=True, cwd=cwd)
        if result.returncode not in statuses:
            sys.exit(f"{command[0]} failed: {result.stderr.strip()}")
        seconds, rss = result.stderr.strip().splitlines()[-1].split()
        if best is None or float(seconds) < best[0]:
            best = (float(seconds), int(rss), result.stdout.strip())
    return best


def generate(kind, lines):
    """The path of a generated log, made once."""
    path = os.path.join(OUT, f"{kind}-{lines}.log")
    if not os.path.exists(path):
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/gen-bench-log.py"), kind, str(lines), path], check=True)
    return path


def machine(runs):
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    return f"Machine: {cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; release build with --static-swift-stdlib; {runs}."


def parse_table(lines):
    """`tracecheck parse --count` beside pcre2grep and rg on the mixed and life-cycle logs."""
    files = [("mixed", lines), ("mixed", lines * 2), ("lifecycle", lines)]
    token = token_pattern()
    rows = []
    for kind, lines in files:
        path = generate(kind, lines)
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
    table = [
        machine("best of 3 runs"),
        "",
        "| input | tool | lines found | seconds | M lines/s | MB/s | peak RSS (MB) |",
        "|---|---|---:|---:|---:|---:|---:|",
    ] + [f"| {a} | {b} | {c} | {d:.2f} | {e:.2f} | {f:.0f} | {g:.1f} |" for a, b, c, d, e, f, g in rows]
    return "\n".join(table)


def lint_inputs(lines, units):
    """The inputs of the lint table: mixed logs of about 1 MB, `lines` (about 20 MB), 10x and 50x
    `lines` (about 200 MB and 1.1 GB), the structured log, an all-event log of `lines`, and each
    shape at `units` and 10x."""
    # Mixed logs 10x and 50x `lines`: memory at 10M lines must stay within 10% of 2M (issue 25).
    inputs = [("mixed", max(lines // 20, 1000)), ("mixed", lines), ("mixed", lines * 10), ("mixed", lines * 50)]
    inputs += [("structured", lines * 10), ("lifecycle", lines)]
    inputs += [(shape, count) for shape in ("vc-class", "app-notifications", "scene-cycles") for count in (units, units * 10)]
    # One long process: a healthy app run of 100k and 1M events, and one with a finding every three events.
    inputs += [("long-run", units * 25 // 4), ("long-run", units * 125 // 2), ("scene-cycles", units * 200)]
    return inputs


def lint_table(inputs):
    """`tracecheck lint` and `parse --count` beside `pcre2grep -c` and `rg -c` with the honest
    pattern on `inputs` (kind, lines or units); each figure also as a multiple of the next smaller
    input of the same kind, with the input's own multiple."""
    rows = []
    smaller = {}
    for kind, count in inputs:
        path = generate(kind, count)
        size = os.path.getsize(path) / 1e6
        unit = "lines" if kind in ("mixed", "structured", "lifecycle", "dense") else "units"
        # The structured log is read with the custom format of the example's .tracecheck.yml.
        cwd = os.path.join(ROOT, "docs/examples/structured-logger") if kind == "structured" else None
        label = f"{kind} {count / 1000:g}k {unit}, {size:.0f} MB" if size >= 1 else f"{kind} {count / 1000:g}k {unit}, {size:.1f} MB"
        grep = measure(["pcre2grep", "-c", HONEST, path], statuses=(0, 1))
        tools = [("tracecheck lint", [TRACECHECK, "lint", "--reporter", "summary", path])]
        if kind == "mixed":
            tools.append(("tracecheck lint --reporter json", [TRACECHECK, "lint", "--reporter", "json:/dev/null", path]))
        for name, command in tools + [
            ("tracecheck parse --count", [TRACECHECK, "parse", "--count", path]),
            ("pcre2grep -c", None),
            ("rg -c", ["rg", "-c", HONEST, path]),
        ]:
            seconds, rss, _ = grep if command is None else measure(command, statuses=(0, 1), cwd=cwd)
            # /usr/bin/time counts hundredths: ratios to a grep under 0.05 s say nothing.
            versus = f"{seconds / grep[0]:.1f}" if grep[0] >= 0.05 else "–"
            growth = ""
            if (kind, name) in smaller:
                base = smaller[(kind, name)]
                growth = f"input {size / base[2]:.0f}×: {seconds / max(base[0], 0.01):.1f}× time, {rss / base[1]:.1f}× memory"
            smaller[(kind, name)] = (seconds, rss, size)
            rows.append((label, name, seconds, versus, rss / 1024, growth))
    table = [
        machine("best of 3 runs"),
        "",
        f"Grep pattern: `{HONEST}`. `lint` writes the summary reporter (every finding is computed; none is kept); `--reporter json` writes every finding to a JSON document (to /dev/null).",
        "",
        "| input | tool | seconds | × pcre2grep | peak RSS (MB) | against the next smaller input |",
        "|---|---|---:|---:|---:|---|",
    ] + [f"| {a} | {b} | {c:.2f} | {d} | {e:.1f} | {f} |" for a, b, c, d, e, f in rows]
    return "\n".join(table)


def jobs_table(lines, files):
    """`tracecheck lint` over `files` copies of a mixed log of `lines`, with one job and with one
    per core: the output is the same, the time is not."""
    directory = os.path.join(OUT, f"many-{files}x{lines}")
    os.makedirs(directory, exist_ok=True)
    source = generate("mixed", lines)
    for index in range(files):
        copy = os.path.join(directory, f"run{index:03d}.log")
        if not os.path.exists(copy):
            os.link(source, copy)
    size = sum(os.path.getsize(os.path.join(directory, name)) for name in os.listdir(directory)) / 1e6
    rows = []
    outputs = set()
    for jobs in (1, os.cpu_count() or 1):
        seconds, rss, output = measure([TRACECHECK, "lint", "--jobs", str(jobs), "--reporter", "summary", directory], statuses=(0, 1))
        outputs.add(output)
        rows.append((jobs, seconds, rss / 1024))
    if len(outputs) != 1:
        sys.exit("lint --jobs changed the output")
    table = [
        machine("best of 3 runs"),
        "",
        f"{files} files of {lines // 1000}k mixed lines, {size:.0f} MB in all; the same summary with every number of jobs.",
        "",
        "| jobs | seconds | × one job | peak RSS (MB) |",
        "|---:|---:|---:|---:|",
    ] + [f"| {jobs} | {seconds:.2f} | {seconds / rows[0][1]:.2f} | {rss:.1f} |" for jobs, seconds, rss in rows]
    return "\n".join(table)


def timeline_table(events):
    """`tracecheck timeline` in text and SVG on life-cycle logs of `events` and twice as many
    events, beside `tracecheck lint --reporter summary`, which does the same parsing, analysis
    and linting without drawing; each figure of the larger log also as a multiple of the smaller
    one's, which is about 2 when the cost is linear."""
    rows = []
    first = {}
    for lines in (events, events * 2):
        path = generate("lifecycle", lines)
        summary = subprocess.run([TRACECHECK, "lint", "--reporter", "summary", path], capture_output=True, text=True).stdout
        scenes = re.search(r"(\d+) scenes", summary).group(1)
        commands = [("lint --reporter summary (no drawing)", None, [TRACECHECK, "lint", "--reporter", "summary", path])]
        for format in ("text", "svg"):
            picture = os.path.join(OUT, f"timeline-{lines}.{format}")
            commands.append((f"timeline --format {format} -o FILE", picture, [TRACECHECK, "timeline", "--format", format, "-o", picture, path]))
        for name, picture, command in commands:
            seconds, rss, _ = measure(command, statuses=(0, 1))
            size = ""
            if picture:
                size = os.path.getsize(picture) / 1e6
                os.remove(picture)
            if name not in first:
                first[name] = (seconds, rss, size)
                ratio = ""
            else:
                base = first[name]
                ratio = f"{seconds / base[0]:.2f}× time, {rss / base[1]:.2f}× memory" + (f", {size / base[2]:.2f}× output" if picture else "")
            rows.append((lines, scenes, name, f"{size:.0f}" if picture else "", seconds, rss, ratio))
    table = [
        machine("best of 3 runs"),
        "",
        f"| input | command | output (MB) | seconds | peak RSS (MB) | against {events // 1000}k |",
        "|---|---|---:|---:|---:|---|",
    ] + [
        f"| lifecycle {lines // 1000}k events, {scenes} scenes | {name} | {size} | {seconds:.2f} | {rss / 1024:.1f} | {ratio} |"
        for lines, scenes, name, size, seconds, rss, ratio in rows
    ]
    return "\n".join(table)


def window_table(lines):
    """`tracecheck timeline --around FILE:LINE` at three places of the mixed log of `lines`
    lines, beside `lint --reporter summary` of the whole log and the grep a user would type: a
    window costs what is read up to it, and its memory follows the processes it draws."""
    path = generate("mixed", lines)
    size = os.path.getsize(path) / 1e6
    rows = []
    for name, command in [
        ("pcre2grep -c (DEVELOPERS.md pattern)", ["pcre2grep", "-c", HONEST, path]),
        ("lint --reporter summary (all of it)", [TRACECHECK, "lint", "--reporter", "summary", path]),
    ]:
        seconds, rss, _ = measure(command, statuses=(0, 1))
        rows.append((name, seconds, rss, ""))
    for line in (lines // 10, lines // 2, lines - lines // 2000):
        seconds, rss, output = measure([TRACECHECK, "timeline", "--width", "100", "--around", f"{path}:{line}", path], statuses=(0,))
        rows.append((f"timeline --around FILE:{line:,}", seconds, rss, str(len(output.splitlines()))))
    table = [
        machine("best of 3 runs"),
        "",
        f"mixed log of {lines // 1000}k lines, {size:.0f} MB (a new launch every 100k lines).",
        "",
        "| command | seconds | peak RSS (MB) | lines of output |",
        "|---|---:|---:|---:|",
    ] + [f"| {name} | {seconds:.2f} | {rss / 1024:.1f} | {out} |" for name, seconds, rss, out in rows]
    return "\n".join(table)


def replace_section(content, name, text):
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    if start not in content:
        sys.exit(f"docs/performance.md has no {start} marker")
    return re.sub(re.escape(start) + ".*?" + re.escape(end), lambda _: start + "\n" + text + "\n" + end, content, flags=re.S)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", action="store_true", help="replace the measured tables in docs/performance.md")
    parser.add_argument("--lines", type=int, default=1_000_000, help="lines of the parse benchmark's logs")
    parser.add_argument("--events", type=int, default=100_000, help="events of the smaller timeline log (the other has twice as many)")
    parser.add_argument("--lint-lines", type=int, default=200_000, help="lines of the smaller mixed lint log (the other has 10x)")
    parser.add_argument("--units", type=int, default=2_000, help="units of the smaller pathological shapes (the others have 10x)")
    parser.add_argument("--window-lines", type=int, default=2_000_000, help="lines of the mixed log a timeline window is drawn from")
    parser.add_argument("--dense-lines", type=int, default=200_000, help="lines of the smaller dense log (the other has 10x)")
    parser.add_argument("--only", choices=["parse", "lint", "dense", "jobs", "timeline", "window"], help="run one benchmark")
    args = parser.parse_args()
    os.makedirs(OUT, exist_ok=True)
    # Peak RSS counts the executable's mapped pages, and how many are mapped depends on the file's
    # state in the page cache, not on the code (the same binary: 11.9 MB as a file written hours
    # before, 18.2 MB as a fresh copy): every run measures a fresh copy, so that tables compare.
    global TRACECHECK
    fresh = os.path.join(OUT, "tracecheck")
    shutil.copyfile(TRACECHECK, fresh)
    shutil.copymode(TRACECHECK, fresh)
    TRACECHECK = fresh
    sections = []
    if args.only in (None, "parse"):
        sections.append(("bench", parse_table(args.lines)))
    if args.only in (None, "lint"):
        sections.append(("bench-lint", lint_table(lint_inputs(args.lint_lines, args.units))))
    if args.only in (None, "dense"):
        sections.append(("bench-dense", lint_table([("dense", args.dense_lines), ("dense", args.dense_lines * 10)])))
    if args.only in (None, "jobs"):
        sections.append(("bench-jobs", jobs_table(50_000, 20)))
    if args.only in (None, "timeline"):
        sections.append(("bench-timeline", timeline_table(args.events)))
    if args.only in (None, "window"):
        sections.append(("bench-window", window_table(args.window_lines)))
    for _, text in sections:
        print(text + "\n")
    if args.write:
        doc = os.path.join(ROOT, "docs", "performance.md")
        content = open(doc).read()
        for name, text in sections:
            content = replace_section(content, name, text)
        open(doc, "w").write(content)
        print(f"wrote {os.path.relpath(doc, ROOT)}")


if __name__ == "__main__":
    main()
