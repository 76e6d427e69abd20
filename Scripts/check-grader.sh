#!/usr/bin/env bash
# The grader's golden test, end to end: `workshop grade --all` on the fixture exercises of
# Tests/GraderFixtures (one that does not compile, one that crashes, one that hangs, one half done)
# must print exactly expected-output.txt and write exactly expected-results.json.
# `Scripts/check-grader.sh --update` rewrites both after a deliberate change; review the diff.
set -euo pipefail
cd "$(dirname "$0")/.."
fixtures=Tests/GraderFixtures

swift build --product workshop >/dev/null
workshop="$(swift build --show-bin-path)/workshop"
output=$(mktemp)
results=$(mktemp)
# Grading records its grades in the kit's progress file: put it back as it was at the end, so that the kit
# is left with no grade of the fixtures (which `workshop copies --write` would take for an attendee's).
progress=.workshop-progress.json
saved=$(mktemp)
if [ -f "$progress" ]; then cp -p "$progress" "$saved"; had_progress=1; else had_progress=0; fi
trap 'rm -f "$output" "$results"; if [ "$had_progress" = 1 ]; then mv "$saved" "$progress"; else rm -f "$progress" "$saved"; fi' EXIT

set +e
NO_COLOR=1 "$workshop" grade --all --tree "$fixtures" --json "$results" >"$output" 2>/dev/null
status=$?
set -e
# When the grade was made changes with every run: it must be there, and is left out of the comparison.
grep -q '"graded_at" : "20' "$results" || { echo "FAIL: the results have no graded_at" >&2; exit 1; }
# Portable across GNU and BSD sed (macOS), which spell an in-place edit differently: filtered to a copy.
grep -v '"graded_at" :' "$results" >"$results.kept" && mv "$results.kept" "$results"
if [ "$status" -ne 1 ]; then
    echo "FAIL: workshop grade exited with $status; expected 1 (the fixtures are not complete)" >&2
    cat "$output" >&2
    exit 1
fi

if [ "${1:-}" = "--update" ]; then
    cp "$output" "$fixtures/expected-output.txt"
    cp "$results" "$fixtures/expected-results.json"
    echo "updated $fixtures/expected-output.txt and expected-results.json"
    exit 0
fi
failed=0
diff -u "$fixtures/expected-output.txt" "$output" || failed=1
diff -u "$fixtures/expected-results.json" "$results" || failed=1
if [ "$failed" -ne 0 ]; then
    echo "FAIL: the grader's output differs from the golden files (above: - expected, + actual)" >&2
    exit 1
fi
echo "grader golden test: passed (compile error, crash, hang, partial pass)"
