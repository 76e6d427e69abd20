#!/usr/bin/env bash
# How long an attendee's first steps take on this machine, from a fresh clone of this kit (no build
# folder): the first `swift run workshop grade 01` (it builds the workshop and exercise 01, not the kit's
# own tests), then the first `swift test` (the kit's tests), then a second grade of 01. Run it idle, then
# with `--busy`, which keeps two `yes` processes running beside it (a room's laptop that builds something
# else). Prints one line per step, with the load average as it ended, for docs/TIMINGS.md.
# The clone is removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
kit=$(pwd)

busy=()
if [[ "${1:-}" == "--busy" ]]; then
    yes >/dev/null &
    busy+=($!)
    yes >/dev/null &
    busy+=($!)
fi
clone=$(mktemp -d "${TMPDIR:-/tmp}/first-run.XXXXXX")
trap 'kill "${busy[@]}" 2>/dev/null || true; rm -rf "$clone"' EXIT
git clone --quiet "$kit" "$clone/kit"
cd "$clone/kit"

step() {
    local name=$1
    shift
    local started=$(date +%s)
    "$@" >/dev/null 2>&1 || true  # a grade of an untouched starter exits 1: it scores 0, as it should
    local load
    load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: //; s/,.*//')
    printf '%-42s %4d s   (load %s)\n' "$name" "$(($(date +%s) - started))" "$load"
}

echo "First run on $(uname -sm), $(getconf _NPROCESSORS_ONLN) cores, $(swift --version 2>&1 | head -n 1 | sed 's/ (.*//')$([[ ${#busy[@]} -gt 0 ]] && echo ', beside two busy processes'):"
step "swift run workshop grade 01 (fresh clone)" swift run workshop grade 01
step "swift test (after that grade)" swift test
step "swift run workshop grade 01 (again)" swift run workshop grade 01
