#!/usr/bin/env python3
"""Picks the iOS Simulator device the macOS CI job tests on.

Reads `xcrun simctl list devices available -j` on stdin and prints `UDID<TAB>name<TAB>iOS x.y` of an
available iPhone on the newest iOS runtime, skipping runtimes whose major version is newer than
`--max-major` (the selected Xcode's iOS Simulator SDK: an older Xcode cannot run a newer iOS).
Among the iPhones of that runtime it takes the first by name, so the choice is stable. Exit status 1
with a message when there is none.
"""
import argparse
import json
import re
import sys

RUNTIME = re.compile(r"\.SimRuntime\.iOS-(\d+)-(\d+)(?:-(\d+))?$")


def pick(listing, max_major=None):
    candidates = []
    for runtime, devices in listing.get("devices", {}).items():
        match = RUNTIME.search(runtime)
        if not match:
            continue
        version = tuple(int(part or 0) for part in match.groups())
        if max_major is not None and version[0] > max_major:
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
    parser.add_argument("--max-major", type=int, help="newest iOS major version the selected Xcode runs")
    args = parser.parse_args()
    found = pick(json.load(sys.stdin), args.max_major)
    if found is None:
        limit = f" with iOS {args.max_major} or older" if args.max_major is not None else ""
        sys.exit(f"pick-simulator: no available iPhone simulator{limit}; install one in Xcode > Settings > Components")
    print("\t".join(found))


if __name__ == "__main__":
    main()
