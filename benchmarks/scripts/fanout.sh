#!/usr/bin/env bash
# Chat fan-out, La Mancha beside an IRC server, measured alternately in one session.
# Usage: benchmarks/scripts/fanout.sh CLIENTS RATE ROUNDS [SECONDS]
# Needs: a La Mancha server started with --unlimited (LM_PORT, default 4000) and an IRC server
# with flood limits off (IRC_PORT, default 6667); their pids are found with pgrep unless
# LM_PID / IRC_PID are set. Prints every RESULT line, then the median of each column per server.
set -euo pipefail
cd "$(dirname "$0")/../.."
clients=${1:?clients} rate=${2:?lines per second} rounds=${3:-3} secs=${4:-6}
lm_port=${LM_PORT:-4000} irc_port=${IRC_PORT:-6667}
lm_pid=${LM_PID:-$(pgrep -f "lamancha-server.jar.*--port $lm_port" | head -1)}
irc_pid=${IRC_PID:-$(pgrep -x ngircd | head -1)}
out=$(mktemp)
for r in $(seq "$rounds"); do
  ./lamancha-load chat --port "$lm_port" --clients "$clients" --rate "$rate" --duration "$secs" --server-pid "$lm_pid" | grep '^RESULT' | tee -a "$out" || true
  ./lamancha-load irc --port "$irc_port" --clients "$clients" --rate "$rate" --duration "$secs" --server-pid "$irc_pid" | grep '^RESULT' | tee -a "$out" || true
done
echo "medians over $rounds rounds ($clients clients x $rate lines/s):"
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR ? a[int((NR + 1) / 2)] : "n/a") }'; }
for mode in chat irc; do
  line=$mode
  for key in deliveries_per_s p50_us p99_us max_us cpu_us_per_delivery lost errors; do
    line="$line $key=$(grep "mode=$mode " "$out" | grep -o " $key=[^ ]*" | cut -d= -f2 | median)"
  done
  echo "$line"
done
rm -f "$out"
