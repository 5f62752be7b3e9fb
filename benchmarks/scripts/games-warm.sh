#!/usr/bin/env bash
# Games, 100 rooms, warm: builds side by side, rounds alternating, a fresh H2 server each run,
# each server's CPU per thread over the measured window (from /proc, so the JIT's compiler
# threads, GC and the store's threads are seen apart from the event loops).
# Usage: benchmarks/scripts/games-warm.sh ROUNDS LABEL:JAR[:JVM_OPTIONS] ...
# The bots ask for patches after a move (a server of protocol 2 refuses them: they take changes).
#   WARM   seconds of warm-up before the window (default 90: on 2 cores the JIT's C2 compiler
#          is still busy for about a minute and a half of this load)
#   SECS   seconds measured (default 30)
#   ROOMS  rooms (default 100)
#   PORT   the servers' port (default 4100)
#   THINK  each client bot's think time before its move, ms (default 0: a closed loop; 100 paces
#          100 rooms at about a quarter of the closed loop's rate)
# Needs the clients' jar at clients/target/lamancha-clients.jar (CLIENTS overrides it).
# Prints one line a run: the load's RESULT and each thread group's share of one core in the window.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:?rounds}; shift
warm=${WARM:-90} secs=${SECS:-30} rooms=${ROOMS:-100} port=${PORT:-4100} think=${THINK:-0}
clients=${CLIENTS:-clients/target/lamancha-clients.jar}
# every thread's user+system ticks, summed by name with its number taken off
threads() {
  for t in /proc/"$1"/task/*; do
    n=$(tr ' ' _ < "$t/comm" | sed 's/[0-9#-]*$//')
    s=($(sed 's/.*) //' "$t/stat"))
    echo "$n $((s[11] + s[12]))"
  done | awk '{a[$1] += $2} END {for (k in a) print k, a[k]}' | sort
}
for round in $(seq 1 "$rounds"); do
  for spec in "$@"; do
    IFS=: read -r label jar opts <<< "$spec"
    data=$(mktemp -d)
    # shellcheck disable=SC2086
    java -Xmx1g ${opts:-} -jar "$jar" --port "$port" --data "$data" --unlimited --bot-delay-ms 0 \
        > "$data/console" 2>&1 &
    pid=$!
    for _ in $(seq 1 300); do grep -q "La Mancha listening" "$data/console" && break; sleep 0.1; done
    java -cp "$clients" io.lamancha.clients.load.LoadMain games --port "$port" --rooms "$rooms" \
        --warmup "$warm" --duration "$secs" --think-ms "$think" --updates patch --server-pid "$pid" > "$data/load" 2>&1 &
    load=$!
    sleep $((warm + 3)); threads "$pid" > "$data/before"
    sleep $((secs - 5)); threads "$pid" > "$data/after"
    wait "$load" || true
    cores=$(join "$data/before" "$data/after" \
        | awk -v s=$((secs - 5)) '{d = $3 - $2; if (d >= 10) printf "%s=%.2f ", $1, d / s / 100}')
    echo "round=$round $label load=$(cut -d' ' -f1 /proc/loadavg) $(grep RESULT "$data/load" || echo 'RESULT none') | cores: $cores"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    rm -rf "$data"
  done
done
