#!/usr/bin/env bash
# The kit's own suite against every chaff in Chaffs/ (chaffs.json and a diff each): each variant's
# view-model tests and the conformance suite must catch every chaff that applies to the variant.
# Weaves them all into one copy of the kit under .build/chaff-kit, builds it once, runs the test program
# once per (variant, chaff). A chaff whose source changed under it fails with its id, file and hunk.
# Prints "Kit suite: caught N of N chaffs in mvvm-boxes, …" and the time it took.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! WORKSHOP_CHECK_CHAFFS=1 swift test --filter KitSuiteChaffTests >"$log" 2>&1; then
    grep -E '^(✘|↳)|error:' "$log" >&2 || tail -n 40 "$log" >&2
    echo "CI: the kit's suite misses a chaff, or a chaff no longer fits the source" >&2
    exit 1
fi
grep '^Kit suite: ' "$log"
echo "Kit suite against the chaffs: $(($(date +%s) - started)) s"
