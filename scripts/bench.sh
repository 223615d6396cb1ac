#!/usr/bin/env bash
# Speed and memory benchmarks. For `tracecheck parse` (issue 2): generates a mixed Xcode-console
# log (1M lines, ~10% life-cycle) and a 1M-line life-cycle log, then measures tracecheck beside
# pcre2grep -c and rg -c on the same files. For `tracecheck lint` (issue 10): mixed logs of 200k
# and 2M lines and the pathological shapes at 2k and 20k units, beside the grep a user would
# type. For `tracecheck timeline` (issue 5): draws text and SVG from life-cycle logs of 100k and
# 200k events; and (issue 27) `timeline --around` at three places of the 2M-line mixed log.
# Usage: scripts/bench.sh [--write] [--lines N] [--lint-lines N] [--units N] [--events N] [--window-lines N]
#                         [--dense-lines N] [--only parse|lint|dense|jobs|timeline|window]
# (dense, issue 29: a log dense with callbacks, 30% candidate lines, at 200k and 2M lines.)
# --write replaces the measured tables in docs/performance.md. Every run measures a fresh copy of
# the binary (bench-out/tracecheck): peak RSS depends on the file's page-cache state too.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup
missing=()
command -v pcre2grep >/dev/null || missing+=(pcre2-utils)
command -v rg >/dev/null || missing+=(ripgrep)
if ((${#missing[@]})); then
  sudo=""; [[ "$(id -u)" -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# Built as it is installed (README, "Installing"): the Swift runtime linked in, not loaded from
# shared libraries, which saves about 7 MB of resident memory in every run.
swift build -c release --static-swift-stdlib --product tracecheck >/dev/null
exec python3 scripts/bench.py "$@"
