#!/usr/bin/env bash
# Checks that the Streams benchmark chain (relay → map → filter → distinctUntilChanged → subscribe)
# allocates nothing per event: valgrind counts the program's heap allocations for 1,000 events and for
# 100,000 events, and the two counts must be equal.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is needed (Debian: apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product streams-benchmark >/dev/null
benchmark="$(swift build -c release --show-bin-path)/streams-benchmark"
count() {
    valgrind "$benchmark" --only chain --events "$1" 2>&1 | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
few=$(count 1000)
many=$(count 100000)
echo "heap allocations: $few for 1,000 events, $many for 100,000 events"
if [ "$few" != "$many" ]; then
    echo "the chain allocates per event: $((many - few)) more allocations for 99,000 more events" >&2
    exit 1
fi
echo "no allocation per event"
