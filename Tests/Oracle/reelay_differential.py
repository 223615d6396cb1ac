#!/usr/bin/env python3
"""Differential test of tracecheck's scene rules against an independent monitor, Reelay.

Generates logs of interleaved scenes that follow the documented scene life cycle, injects faults
into some scenes (a dropped callback, a repeated one, a swapped pair, a callback after the
disconnect, a scene whose start is not in the log, a notification printed beside its callback),
and checks every log two ways:

- tracecheck: `lint --reporter json`, the lines of scene findings of the rules that judge a
  callback against the scene model (MODEL_RULES below);
- Reelay: the property of scene-model.rye (past-time temporal logic with data), on the stream of
  events the generator printed, one per line: the lines where it is false.

The two sets must be equal except for tracecheck's documented choices (docs/reliability.md,
"An independent monitor as oracle"), each tied to the fault that causes it:
- a notification printed beside its callback: tracecheck takes the pair as one callback; Reelay
  sees the callback twice and flags the notification;
- a swapped pair: tracecheck reports it once (`callback_order`, at its first line) and goes on
  from the state the pair leads to; Reelay flags the lines its last-callback rule rejects, one
  or both, and may flag the callback after the pair (its state is the pair's last callback's).
  Both must flag the pair or neither.

Usage: reelay_differential.py --tracecheck PATH [--seed N] [--logs N] [--scenes N] [--faults P] [--keep DIR]
Exit status: 0 when the sets agree up to the documented differences, 1 when they do not (each
disagreement on standard error with its line and fault), 3 when reelay is not installed.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

try:
    from reelay.discrete_timed_monitor import discrete_timed_monitor
except ImportError:
    print("the Python package reelay is missing: run scripts/setup --tests, or python3 -m pip install reelay", file=sys.stderr)
    sys.exit(3)

CALLBACKS = {
    "willConnect": "scene(_:willConnectTo:options:)",
    "willEnterForeground": "sceneWillEnterForeground(_:)",
    "didBecomeActive": "sceneDidBecomeActive(_:)",
    "willResignActive": "sceneWillResignActive(_:)",
    "didEnterBackground": "sceneDidEnterBackground(_:)",
    "didDisconnect": "sceneDidDisconnect(_:)",
}
NOTIFICATIONS = {
    "willConnect": "UISceneWillConnectNotification",
    "willEnterForeground": "UISceneWillEnterForegroundNotification",
    "didBecomeActive": "UISceneDidActivateNotification",
    "willResignActive": "UISceneWillDeactivateNotification",
    "didEnterBackground": "UISceneDidEnterBackgroundNotification",
    "didDisconnect": "UISceneDidDisconnectNotification",
}
# The rules whose findings say a scene callback does not fit the scene model where it came.
# (`callback_order` reports a swapped pair, once, at its first line.)
MODEL_RULES = {
    "scene_gap", "scene_illegal_transition", "scene_missing_resign_active", "scene_missing_enter_foreground",
    "repeated_callback", "scene_callback_after_disconnect", "callback_order",
}
FAULTS = ["drop", "repeat", "swap", "late", "start", "notify"]
HERE = os.path.dirname(os.path.abspath(__file__))


def property_text():
    """scene-model.rye without its comments, its clauses joined under one quantifier."""
    with open(os.path.join(HERE, "scene-model.rye"), encoding="utf-8") as file:
        clauses = [line.strip() for line in file if line.strip() and not line.lstrip().startswith("#")]
    body = " and ".join(clauses)
    body = re.sub(r"LAST\((\w+)\)", r'((not {changes: "yes", scene: *x}) since {event: "\1", scene: *x})', body)
    return "forall[x]. (" + body + ")"


def life(rng):
    """A documented life of one scene: connect, the foreground, some trips, maybe a disconnect."""
    events = ["willConnect", "willEnterForeground", "didBecomeActive"]
    for _ in range(rng.randint(0, 3)):
        events.append("willResignActive")
        if rng.random() < 0.6:
            events += ["didEnterBackground", "willEnterForeground"]
        events.append("didBecomeActive")
    events += ["willResignActive", "didEnterBackground"]
    if rng.random() < 0.7:
        events.append("didDisconnect")
    return [(event, "callback", None) for event in events]


def inject(rng, events):
    """One fault into a scene's events; returns the events and the fault's name."""
    fault = rng.choice(FAULTS)
    if fault == "drop":
        del events[rng.randrange(1, len(events))]
    elif fault == "repeat":
        index = rng.randrange(1, len(events))
        events.insert(index, events[index])
    elif fault == "swap":
        index = rng.randrange(1, len(events) - 1)
        first, second = events[index], events[index + 1]
        events[index], events[index + 1] = (second[0], second[1], "swapped"), (first[0], first[1], "swapped")
    elif fault == "late":
        if events[-1][0] != "didDisconnect":
            events.append(("didDisconnect", "callback", None))
        events.append((rng.choice(["willEnterForeground", "didBecomeActive", "willResignActive"]), "callback", None))
    elif fault == "start":
        del events[:rng.randrange(1, 4)]
    elif fault == "notify":
        index = rng.randrange(0, len(events))
        events.insert(index + 1, (events[index][0], "notification", None))
    return events, fault


def generate(rng, scenes, fault_rate, most_faults=1):
    """One process's log: its lines, and for each line the truth (scene, event, source, fault)."""
    lives = []
    for number in range(scenes):
        events, found = life(rng), []
        for _ in range(most_faults):
            if rng.random() < fault_rate and len(events) > 2:
                events, name = inject(rng, events)
                found.append(name)
        fault = "+".join(found) or None
        lives.append({"pointer": "0x%x" % (0x100000 + number * 0x40), "events": events, "fault": fault, "next": 0})
    lines = ["application(_:didFinishLaunchingWithOptions:)"]
    truth = [None]
    active = [scene for scene in lives if scene["events"]]
    previous = None
    while active:
        # A few scenes at a time, interleaved; a notification comes within a few lines of its
        # callback, as UIKit posts it on the main thread right after the delegate call.
        waiting = previous in active and previous["events"][previous["next"]][1] == "notification"
        scene = previous if waiting and rng.random() < 0.7 else rng.choice(active[:4])
        previous = scene
        event, source, mark = scene["events"][scene["next"]]
        # The callback after a swapped pair: Reelay's state there is the pair's last callback's.
        after_swap = scene["next"] > 0 and scene["events"][scene["next"] - 1][2] == "swapped" and mark != "swapped"
        scene["next"] += 1
        name = CALLBACKS[event] if source == "callback" else NOTIFICATIONS[event]
        lines.append(f"{name} <UIWindowScene: {scene['pointer']}>")
        truth.append({"scene": scene["pointer"], "event": event, "source": source, "fault": scene["fault"],
                      "first": scene["next"] == 1, "swapped": mark == "swapped", "afterSwap": after_swap})
        if scene["next"] == len(scene["events"]):
            active.remove(scene)
    return lines, truth


def reelay_lines(truth):
    """The lines (1-based) where the property is false."""
    monitor = discrete_timed_monitor(pattern=property_text(), condense=False)
    flagged = set()
    for number, fact in enumerate(truth, start=1):
        sample = {"changes": "yes", "event": fact["event"], "scene": fact["scene"]} if fact else {"changes": "no", "event": "none", "scene": "none"}
        if not monitor.update(sample)["value"]:
            flagged.add(number)
    return flagged


def tracecheck_lines(binary, log, rules):
    result = subprocess.run([binary, "lint", "--reporter", "json", "--fail-on", "never", log], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"tracecheck lint failed ({result.returncode}): {result.stderr}")
    report = json.loads(result.stdout)
    return {finding["line"] for finding in report["diagnostics"]
            if finding["ruleID"] in rules and (finding["subject"] or {}).get("kind") == "scene"}


def compare(truth, reelay, tracecheck, name):
    """Disagreements not explained by a documented difference, as messages."""
    problems = []
    swaps = {}
    for number, fact in enumerate(truth, start=1):
        if fact and fact["swapped"]:
            swaps.setdefault(fact["scene"], set()).add(number)
    explained = set()
    for number in reelay - tracecheck:
        fact = truth[number - 1]
        if fact and fact["source"] == "notification":
            explained.add(number)  # a notification beside its callback
        elif fact and (fact["swapped"] or fact["afterSwap"]):
            explained.add(number)  # a swap, judged as a pair below, and the callback after it
    for number in sorted(tracecheck):
        fact = truth[number - 1]
        if fact and fact["source"] == "notification":
            problems.append(f"{name}:{number}: tracecheck flags a notification beside its callback: {fact}")
    for scene, pair_lines in swaps.items():
        if bool(reelay & pair_lines) != bool(tracecheck & pair_lines):
            problems.append(f"{name}: scene {scene}: swapped lines {sorted(pair_lines)}: Reelay flags {sorted(reelay & pair_lines)}, tracecheck {sorted(tracecheck & pair_lines)}")
    for number in sorted((reelay ^ tracecheck) - explained):
        fact = truth[number - 1]
        who = "Reelay only" if number in reelay else "tracecheck only"
        problems.append(f"{name}:{number}: {who}: {fact}")
    return problems, len(explained)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tracecheck", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--logs", type=int, default=3)
    parser.add_argument("--scenes", type=int, default=60)
    parser.add_argument("--faults", type=float, default=0.5, help="the chance of a fault in a scene")
    parser.add_argument("--most-faults", type=int, default=1, help="faults a scene may get (each with that chance)")
    parser.add_argument("--ignore-rule", action="append", default=[], help="leave a rule's findings out (to see the test fail)")
    parser.add_argument("--keep", help="write the logs here instead of a temporary directory")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    directory = arguments.keep or tempfile.mkdtemp(prefix="tracecheck-oracle-")
    os.makedirs(directory, exist_ok=True)
    problems, lines, agreed, explained, faults = [], 0, 0, 0, {}
    for index in range(arguments.logs):
        log_lines, truth = generate(rng, arguments.scenes, arguments.faults, arguments.most_faults)
        name = os.path.join(directory, f"oracle-{arguments.seed}-{index + 1}.log")
        with open(name, "w", encoding="utf-8") as file:
            file.write("\n".join(log_lines) + "\n")
        reelay = reelay_lines(truth)
        tracecheck = tracecheck_lines(arguments.tracecheck, name, MODEL_RULES - set(arguments.ignore_rule))
        found, count = compare(truth, reelay, tracecheck, name)
        problems += found
        explained += count
        agreed += len(reelay & tracecheck)
        lines += len(log_lines)
        for fact in truth:
            if fact and fact["first"] and fact["fault"]:
                for fault in fact["fault"].split("+"):
                    faults[fault] = faults.get(fault, 0) + 1
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{arguments.logs} logs, {lines} lines, faults {dict(sorted(faults.items()))}: {agreed} lines flagged by both, "
          f"{explained} documented differences, {len(problems)} disagreements")
    if not arguments.keep and not problems:
        for entry in os.listdir(directory):
            os.remove(os.path.join(directory, entry))
        os.rmdir(directory)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
