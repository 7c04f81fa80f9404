#!/usr/bin/env bash
# Watch every shipped scenario to its end in the real window, one after another, under Xvfb with
# Mesa's software Vulkan (issue 28): `acme play --scenario NAME --watch --speed instant
# --exit-on-game-over`. Prints each scenario's wall time and outcome; exits non-zero if any did
# not reach game over within the limit.
#
#   tools/watch-all.sh [ACME_BINARY] [SEED] [LIMIT_SECONDS]
#
# Defaults: target/release/acme, seed 5, 600 s per scenario. Needs xvfb and mesa-vulkan-drivers
# (apt-get install xvfb mesa-vulkan-drivers libvulkan1).
set -uo pipefail
bin=${1:-target/release/acme}
seed=${2:-5}
limit=${3:-600}
command -v Xvfb >/dev/null || { echo "needs Xvfb (apt-get install xvfb)" >&2; exit 2; }

disp=""
for d in $(seq 90 140); do
  if [ ! -e "/tmp/.X11-unix/X$d" ] && [ ! -e "/tmp/.X$d-lock" ]; then disp=$d; break; fi
done
[ -n "$disp" ] || { echo "no free X display number" >&2; exit 1; }
Xvfb ":$disp" -screen 0 1280x800x24 >/dev/null 2>&1 &
xpid=$!
trap 'kill $xpid 2>/dev/null' EXIT
sleep 1

failed=0
slowest=0
slowest_name=""
names=$("$bin" scenarios | awk 'NR>1 && NF && $1 !~ /^[0-9]+$/ {print $1}' | grep -E '^[a-z0-9-]+$')
for name in $names; do
  start=$(date +%s.%N)
  out=$(DISPLAY=":$disp" XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}" timeout "$limit" "$bin" play \
    --scenario "$name" --watch --speed instant --seed "$seed" --exit-on-game-over --no-autosave 2>&1)
  rc=$?
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  line=$(printf '%s\n' "$out" | grep -m1 '^game over:')
  if [ $rc -eq 0 ] && [ -n "$line" ]; then
    printf '%-28s %6.1f s  %s\n' "$name" "$secs" "$line"
    if [ "$(echo "$secs > $slowest" | bc)" = 1 ]; then slowest=$secs; slowest_name=$name; fi
  else
    printf '%-28s %6.1f s  FAILED (exit %s)\n' "$name" "$secs" "$rc"
    printf '%s\n' "$out" | tail -5 | sed 's/^/    /'
    failed=$((failed + 1))
  fi
done
printf 'slowest: %s %.1f s; failed: %d\n' "$slowest_name" "$slowest" "$failed"
[ "$failed" -eq 0 ]
