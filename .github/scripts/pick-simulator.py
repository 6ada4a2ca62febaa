#!/usr/bin/env python3
"""Picks the iOS Simulator device the macOS CI job tests on.

Reads `xcrun simctl list devices available -j` on stdin and prints `UDID<TAB>name<TAB>iOS x.y` of an
available iPhone on the newest iOS runtime that the selected Xcode can run: a runtime is matched to
the Xcode by major and minor version, and one newer than its iOS Simulator SDK (`--sdk`, 18.0 for
Xcode 16.0) is skipped, since an Xcode cannot run an iOS newer than its SDK (iOS 18.1 needs Xcode
16.1). Among the iPhones of that runtime it takes the first by name, so the choice is stable. Exit
status 1 with a message when there is none.
"""
import argparse
import json
import re
import sys

RUNTIME = re.compile(r"\.SimRuntime\.iOS-(\d+)-(\d+)(?:-(\d+))?$")


def version_of(text):
    """(major, minor) of "18.0", "26.1.1" or "18"."""
    parts = [int(part) for part in re.findall(r"\d+", text)[:2]]
    return tuple(parts + [0] * (2 - len(parts)))


def pick(listing, sdk=None):
    candidates = []
    for runtime, devices in listing.get("devices", {}).items():
        match = RUNTIME.search(runtime)
        if not match:
            continue
        version = tuple(int(part or 0) for part in match.groups())
        if sdk is not None and version[:2] > version_of(sdk):
            continue
        for device in devices:
            if device.get("isAvailable", True) and device.get("name", "").startswith("iPhone"):
                candidates.append((version, device["name"], device["udid"]))
    if not candidates:
        return None
    newest = max(version for version, _, _ in candidates)
    name, udid = min((name, udid) for version, name, udid in candidates if version == newest)
    return udid, name, "iOS " + ".".join(str(part) for part in newest).removesuffix(".0")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sdk", help="the selected Xcode's iOS Simulator SDK version (18.0): the newest runtime it runs")
    args = parser.parse_args()
    found = pick(json.load(sys.stdin), args.sdk)
    if found is None:
        limit = f" with iOS {args.sdk} or older" if args.sdk is not None else ""
        sys.exit(f"pick-simulator: no available iPhone simulator{limit}; install one in Xcode > Settings > Components")
    print("\t".join(found))


if __name__ == "__main__":
    main()
