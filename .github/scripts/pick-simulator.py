#!/usr/bin/env python3
"""Picks the iOS Simulator device the macOS CI job tests on.

Reads `xcrun simctl list devices available -j` on stdin and prints `UDID<TAB>name<TAB>iOS x.y` of an
available iPhone on the iOS runtime of the selected Xcode's iOS Simulator SDK (`--sdk`, 18.0 for Xcode
16.0), matched by major and minor version (iOS 18.5 and 18.5.1 for the 18.5 SDK). Since Xcode 15 an
Xcode builds for and runs the simulator only with the iOS platform of its own SDK's version installed
(without it, xcodebuild answers "iOS 18.0 is not installed", whatever older runtimes there are), and
it cannot run an iOS newer than its SDK (iOS 18.6 needs Xcode 16.4's successor, or an 18.6 SDK).
Among the iPhones of that runtime (the newest patch, if several) it takes the first by name, so the
choice is stable. Without --sdk: the newest runtime. Exit status 1 with a message when there is none,
or when the JSON is not in the layout it knows.
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


class UnknownLayout(Exception):
    """simctl's JSON is not the layout this script reads: a failure, never "no simulator"."""


def pick(listing, sdk=None):
    devices_by_runtime = listing.get("devices") if isinstance(listing, dict) else None
    if not isinstance(devices_by_runtime, dict):
        raise UnknownLayout('no "devices" object of runtime identifiers')
    candidates = []
    for runtime, devices in devices_by_runtime.items():
        match = RUNTIME.search(runtime)
        if not match:
            continue
        if not isinstance(devices, list) or not all(isinstance(device, dict) for device in devices):
            raise UnknownLayout(f"{runtime} is not a list of device objects")
        version = tuple(int(part or 0) for part in match.groups())
        if sdk is not None and version[:2] != version_of(sdk):
            continue
        for device in devices:
            if device.get("isAvailable", True) and device.get("name", "").startswith("iPhone"):
                if "udid" not in device:
                    raise UnknownLayout(f"a device of {runtime} has no udid")
                candidates.append((version, device["name"], device["udid"]))
    if not candidates:
        return None
    newest = max(version for version, _, _ in candidates)
    name, udid = min((name, udid) for version, name, udid in candidates if version == newest)
    return udid, name, "iOS " + ".".join(str(part) for part in newest).removesuffix(".0")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sdk", help="the selected Xcode's iOS Simulator SDK version (18.0): the runtime it runs")
    args = parser.parse_args()
    try:
        found = pick(json.load(sys.stdin), args.sdk)
    except (ValueError, UnknownLayout) as error:
        sys.exit(f"pick-simulator: `xcrun simctl list devices available -j` answered in a layout this script does not know ({error})")
    if found is None:
        limit = f" on iOS {args.sdk} (the Xcode's SDK)" if args.sdk is not None else ""
        sys.exit(f"pick-simulator: no available iPhone simulator{limit}; install one in Xcode > Settings > Components")
    print("\t".join(found))


if __name__ == "__main__":
    main()
