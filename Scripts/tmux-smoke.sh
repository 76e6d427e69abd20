#!/usr/bin/env bash
# End to end, in a real terminal: `workshop --variant VARIANT` (default mvc) under tmux shows the sign-in screen, the
# access code changes while it waits, the default account signs in and the threats show after about
# 3 seconds, and `q` quits and gives the shell back a terminal in its normal mode. Then it starts the app again and
# sends it SIGINT from outside (as `kill -INT` does): the app must end with status 130 and leave the terminal as it
# found it (`stty -g` the same, the cursor shown, the alternate screen off).
# Prints the screens it captured. Needs tmux (installed from Debian's packages when missing and root).
set -euo pipefail
cd "$(dirname "$0")/.."
variant="${1:-mvc}"

if ! command -v tmux >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get install -y -qq tmux >/dev/null || { apt-get update -qq && apt-get install -y -qq tmux >/dev/null; }
    else
        echo "tmux is needed (Debian: apt-get install tmux)" >&2
        exit 2
    fi
fi

swift build --product workshop >/dev/null

session="workshop-smoke-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT

tmux new-session -d -s "$session" -x 100 -y 40 "bash --norc --noprofile"
capture() { tmux capture-pane -t "$session" -p; }
# Waits up to $2 seconds for the command after them to succeed; $1 names what it waits for in the failure.
wait_until() {
    local what=$1 deadline=$((SECONDS + $2)) seconds=$2
    shift 2
    until "$@"; do
        if [ $SECONDS -ge $deadline ]; then
            echo "FAIL: $what did not appear within $seconds s; the screen was:" >&2
            capture >&2
            exit 1
        fi
        sleep 0.1
    done
}
shows() { capture | grep -qF -- "$1"; }
# Waits up to $2 seconds for the screen to contain $1.
wait_for() { wait_until "\"$1\"" "$2" shows "$1"; }
code() { capture | sed -n 's/^[│▸] accessCode *\([0-9]*\).*/\1/p'; }
shows_code() { [ -n "$(code)" ]; }

tmux send-keys -t "$session" "stty -a | grep -o -- ' -\\?icanon' ; swift run workshop --variant $variant" Enter
wait_for "Sign In" 15
# An async variant draws the screen as it appears, then again once its tasks have shown the first code
# (a few turns of the main queue later): wait for that code, not only for the screen. Well before the
# first tick (5 s): a code that shows only with the tick is a redraw that did not wait for the app's tasks.
wait_until "an access code" 3 shows_code
echo "== the sign-in screen"
capture | sed -n '1,12p'
first=$(code)
sleep 5.2
second=$(code)
[ -n "$first" ] && [ "$first" != "$second" ] || { echo "FAIL: the access code did not change ($first, $second)" >&2; exit 1; }
echo "== 5 s later the access code changed: $first → $second"

tmux send-keys -t "$session" "analyst" Enter "Swift" Enter
start=$SECONDS
wait_for "threats       10 rows" 8
echo "== the threats, about $((SECONDS - start)) s after Return"
capture | sed -n '1,20p'

tmux send-keys -t "$session" q
sleep 0.5
tmux send-keys -t "$session" "echo exit status \$?; stty -a | grep -o -- ' -\\?icanon'" Enter
wait_for "exit status 0" 5
echo "== after q: the shell again, in its normal (canonical) mode"
capture | grep -v '^$' | tail -n 4
modes=$(capture | grep -c -- ' icanon' || true)
[ "$modes" -ge 2 ] || { echo "FAIL: the terminal was not restored to canonical mode" >&2; exit 1; }

# A SIGINT from outside (in raw mode Control-C is a key, so this is `kill -INT`, a supervisor, a closing IDE).
tmux send-keys -t "$session" "clear; before=\$(stty -g); \"$(swift build --show-bin-path)/workshop\" --variant $variant" Enter
wait_for "Sign In" 15
[ "$(tmux display -p -t "$session" '#{alternate_on} #{cursor_flag}')" = "1 0" ] ||
    { echo "FAIL: workshop run did not take the alternate screen and hide the cursor" >&2; exit 1; }
shell=$(tmux display -p -t "$session" '#{pane_pid}')
app=$(pgrep -P "$shell")
kill -INT "$app"
# Type the next command only once the app is gone: keys sent before would reach the app, not the shell.
deadline=$((SECONDS + 10))
while kill -0 "$app" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || { echo "FAIL: workshop run did not end within 10 s of SIGINT" >&2; exit 1; }
    sleep 0.1
done
tmux send-keys -t "$session" "echo exit status \$? and stty \$([ \"\$before\" = \"\$(stty -g)\" ] && echo same || echo changed)" Enter
wait_for "exit status 130 and stty" 5
echo "== after SIGINT from outside: the shell again"
capture | grep -v '^$' | tail -n 2
state=$(tmux display -p -t "$session" 'alternate screen #{alternate_on}, cursor shown #{cursor_flag}')
echo "$state"
capture | grep -qF "exit status 130 and stty same" ||
    { echo "FAIL: after SIGINT the terminal settings (stty -g) differ from before" >&2; exit 1; }
[ "$state" = "alternate screen 0, cursor shown 1" ] ||
    { echo "FAIL: after SIGINT the terminal was not restored ($state)" >&2; exit 1; }
echo "tmux smoke test: passed"
