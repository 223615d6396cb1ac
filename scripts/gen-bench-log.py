#!/usr/bin/env python3
"""Writes synthetic Xcode-console logs for scripts/bench.sh (deterministic for a given seed).

  gen-bench-log.py mixed LINES OUT [SEED]  about 10% life-cycle lines among realistic app and system noise
                                        (SEED, 258 by default, makes another log of the same shape)
  gen-bench-log.py lifecycle LINES OUT  every line a life-cycle callback, several scenes and processes
  gen-bench-log.py dense LINES OUT [SEED]  a log dense with callbacks (an hour of `log stream`, UI-test runs):
                                        30% of lines name a callback, a third of those near-misses (a
                                        framework or app message naming one, which is no event), view
                                        controllers named only by class, a new app run every 300 lines
  gen-bench-log.py structured LINES OUT the mixed log with each life-cycle line written by a structured
                                        logger instead (`TIME LC|obj=0x…|ev=scene.didBecomeActive`: the
                                        same event and object), read with the format of
                                        docs/examples/structured-logger/.tracecheck.yml

Pathological shapes (issue 10), UNITS repetitions of one pattern in one process:
  gen-bench-log.py vc-class UNITS OUT       UNITS instances of one view-controller class named only by
                                            its class (`FeedViewController viewDidLoad()` …, 5 callbacks each)
  gen-bench-log.py app-notifications UNITS OUT  an app-delegate process with UNITS active/resign cycles,
                                            each printed as callbacks and as UIApplication notifications
  gen-bench-log.py scene-cycles UNITS OUT   one scene with UNITS background -> active cycles that skip the
                                            foreground callback (one finding each)
  gen-bench-log.py long-run UNITS OUT       one healthy app run (an hour of `log stream`): a scene going to the
                                            background and back UNITS times while a view controller disappears
                                            and appears (8 callbacks each, no finding)
"""
import random
import re
import sys

CALLBACKS = [
    "-[SceneDelegate sceneWillEnterForeground:] <UIWindowScene: {scene}>",
    "-[SceneDelegate sceneDidBecomeActive:] <UIWindowScene: {scene}>",
    "-[SceneDelegate sceneWillResignActive:] <UIWindowScene: {scene}>",
    "-[SceneDelegate sceneDidEnterBackground:] <UIWindowScene: {scene}>",
    "SceneDelegate.swift > scene(_:willConnectTo:options:) // UIWindowScene: {scene} UISceneSession: {session}",
    "SceneDelegate.swift > sceneDidDisconnect(_:) // UIWindowScene: {scene}",
    "AppDelegate.swift > application(_:configurationForConnecting:options:) // UISceneSession: {session}",
    "HomeViewController.viewWillAppear(_:)",
    "HomeViewController.viewDidAppear(_:)",
    "<Diary.DetailViewController: {vc}> viewWillDisappear(_:)",
    "UISceneDidActivateNotification",
    "scenePhase: active",
]
# The event of each line of CALLBACKS as the structured logger writes it: its own words where
# docs/examples/structured-logger/.tracecheck.yml spells one, else the canonical id.
STRUCTURED = [
    "fg", "active", "resign", "bg", "connect", "disconnect", "app.configurationForConnecting", "vc.viewWillAppear",
    "vc.viewDidAppear", "vc.viewWillDisappear", "active", "phase.active",
]
# Lines that name a callback but are no event: what a candidate filter lets through and the
# recogniser must turn down.
NEAR_MISSES = [
    "[Analytics] sceneDidBecomeActive handler took {ms} ms",
    "Deferring sync until applicationDidBecomeActive (pending {n})",
    "Skipping sceneWillEnterForeground refresh: cache is {ms} ms old",
    "TODO(perf): move image decoding out of viewDidAppear ({n} calls)",
    "[Swizzle] hooked viewWillAppear(_:) on {n} classes",
    "Warning: called sceneDidEnterBackground handler twice for request {hex}",
    "applicationWillResignActive observer count: {n}",
    "[Timeline] viewDidLoad budget exceeded by {ms} ms",
]
# View controllers named only by their class, as print(#function) in a subclass prints them.
CLASS_ONLY = [
    "FeedViewController viewDidLoad()",
    "FeedViewController viewWillAppear(_:)",
    "FeedViewController viewDidAppear(_:)",
    "SettingsViewController viewWillDisappear(_:)",
    "SettingsViewController viewDidDisappear(_:)",
]
NOISE = [
    "[Network] GET https://api.example.com/v2/entries?page={n} 200 ({ms} ms, {kb} KB)",
    "Loaded {n} entries from the cache in {ms} ms",
    "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"(no name)\")",
    "[Analytics] event=screen_view name=Timeline session_id=6F1C{n:04d}",
    "Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want.",
    "CoreData: annotation: fetch request elapsed time {ms} ms for {n} rows",
    "[Sync] uploaded {n} changes, next token {hex}",
    "Image {hex}.jpg decoded {kb}x{ms} in {ms} ms",
    "nw_connection_receive_internal_block_invoke [C{n}] Receive reply failed with error \"Operation canceled\"",
    "User tapped cell at index path [0, {n}]",
]


def prefix(rng, pid, second):
    micro = rng.randrange(1_000_000)
    return f"2024-03-02 09:{(second // 60) % 60:02d}:{second % 60:02d}.{micro:06d}+0100 Diary[{pid}:1a2b3] "


def identities(rng):
    """A process's objects: a few scenes, their sessions and view controllers, as in a real app."""
    return {
        "scene": [f"0x10{rng.randrange(16**7):07x}" for _ in range(4)],
        "session": [f"0x28{rng.randrange(16**7):07x}" for _ in range(4)],
        "vc": [f"0x7f{rng.randrange(16**10):010x}" for _ in range(8)],
    }


def fill(rng, template, ids):
    return template.format(
        scene=rng.choice(ids["scene"]), session=rng.choice(ids["session"]), vc=rng.choice(ids["vc"]),
        n=rng.randrange(10_000), ms=rng.randrange(900), kb=rng.randrange(4096), hex=f"{rng.randrange(16**8):08x}")


SHAPES = {
    "vc-class": (
        [],
        ["FeedViewController viewDidLoad()", "FeedViewController viewWillAppear(_:)", "FeedViewController viewDidAppear(_:)",
         "FeedViewController viewWillDisappear(_:)", "FeedViewController viewDidDisappear(_:)"],
    ),
    "app-notifications": (
        ["AppDelegate application(_:didFinishLaunchingWithOptions:)", "AppDelegate applicationDidBecomeActive(_:)",
         "UIApplicationDidBecomeActiveNotification"],
        ["AppDelegate applicationWillResignActive(_:)", "UIApplicationWillResignActiveNotification",
         "AppDelegate applicationDidBecomeActive(_:)", "UIApplicationDidBecomeActiveNotification"],
    ),
    "scene-cycles": (
        ["AppDelegate application(_:didFinishLaunchingWithOptions:)",
         "SceneDelegate scene(_:willConnectTo:options:) <UIWindowScene: 0x106c00580>",
         "SceneDelegate sceneWillEnterForeground(_:) <UIWindowScene: 0x106c00580>",
         "SceneDelegate sceneDidBecomeActive(_:) <UIWindowScene: 0x106c00580>"],
        ["SceneDelegate sceneWillResignActive(_:) <UIWindowScene: 0x106c00580>",
         "SceneDelegate sceneDidEnterBackground(_:) <UIWindowScene: 0x106c00580>",
         "SceneDelegate sceneDidBecomeActive(_:) <UIWindowScene: 0x106c00580>"],
    ),
    "long-run": (
        ["AppDelegate application(_:didFinishLaunchingWithOptions:)",
         "AppDelegate application(_:configurationForConnecting:options:) <UISceneSession: 0x2800aa000>",
         "SceneDelegate scene(_:willConnectTo:options:) <UIWindowScene: 0x106c00580> <UISceneSession: 0x2800aa000>",
         "SceneDelegate sceneWillEnterForeground(_:) <UIWindowScene: 0x106c00580>",
         "SceneDelegate sceneDidBecomeActive(_:) <UIWindowScene: 0x106c00580>"],
        ["SceneDelegate sceneWillResignActive(_:) <UIWindowScene: 0x106c00580>",
         "<Diary.TimelineViewController: 0x7f9a1c00e200> viewWillDisappear(_:)",
         "<Diary.TimelineViewController: 0x7f9a1c00e200> viewDidDisappear(_:)",
         "SceneDelegate sceneDidEnterBackground(_:) <UIWindowScene: 0x106c00580>",
         "SceneDelegate sceneWillEnterForeground(_:) <UIWindowScene: 0x106c00580>",
         "<Diary.TimelineViewController: 0x7f9a1c00e200> viewWillAppear(_:)",
         "SceneDelegate sceneDidBecomeActive(_:) <UIWindowScene: 0x106c00580>",
         "<Diary.TimelineViewController: 0x7f9a1c00e200> viewDidAppear(_:)"],
    ),
}


def shape(kind, units, out):
    """A pathological shape: its opening lines, then `units` repetitions of its unit."""
    opening, unit = SHAPES[kind]
    with open(out, "w", buffering=1 << 20) as f:
        second = 0
        for line in opening + unit * units:
            f.write(f"2024-03-02 09:{(second // 60) % 60:02d}:{second % 60:02d}.000000+0100 Feed[4021:1a2b3] {line}\n")
            second += 1


def dense(count, out, seed=29):
    """30% candidate lines: two thirds events (a sixth of those view controllers by class), a third
    near-misses; a new run of the app (pid, objects, launch) every 300 lines."""
    rng = random.Random(seed)
    with open(out, "w", buffering=1 << 20) as f:
        pid = 7000
        ids = identities(rng)
        for i in range(count):
            if i % 300 == 0:
                pid += 1
                ids = identities(rng)
                f.write(prefix(rng, pid, i // 50) + "-[AppDelegate application:didFinishLaunchingWithOptions:]\n")
                continue
            draw = rng.random()
            if draw < 0.20:
                template = rng.choice(CLASS_ONLY) if draw < 0.035 else rng.choice(CALLBACKS)
            elif draw < 0.30:
                template = rng.choice(NEAR_MISSES)
            else:
                template = rng.choice(NOISE)
            f.write(prefix(rng, pid, i // 50) + fill(rng, template, ids) + "\n")


def main():
    kind, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    if kind in SHAPES:
        return shape(kind, count, out)
    if kind == "dense":
        return dense(count, out, *(int(sys.argv[4]),) if len(sys.argv) > 4 else ())
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 258)
    with open(out, "w", buffering=1 << 20) as f:
        pid = 4021
        ids = identities(rng)
        for i in range(count):
            if i and i % 100_000 == 0:
                # A new launch every 100,000 lines, with new objects.
                pid += 1
                ids = identities(rng)
                f.write(prefix(rng, pid, i // 50) + "-[AppDelegate application:didFinishLaunchingWithOptions:]\n")
            elif kind == "lifecycle" or rng.random() < 0.10:
                line = prefix(rng, pid, i // 50)
                index = rng.randrange(len(CALLBACKS)) if kind == "structured" else None
                message = fill(rng, CALLBACKS[index] if index is not None else rng.choice(CALLBACKS), ids)
                if index is not None:
                    # The same event of the same object, in the logger's layout and the prefix's time.
                    subject = re.search(r"0x[0-9a-f]+", message)
                    time = line[:10] + "T" + line[11:31]
                    f.write(f"{time} LC|obj={subject.group(0) if subject else 'app'}|ev={STRUCTURED[index]}\n")
                else:
                    f.write(line + message + "\n")
            else:
                line = fill(rng, rng.choice(NOISE), ids)
                # print() output has no prefix; NSLog and os_log output has one.
                f.write((line if rng.random() < 0.3 else prefix(rng, pid, i // 50) + line) + "\n")


if __name__ == "__main__":
    main()
