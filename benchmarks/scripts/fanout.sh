#!/usr/bin/env bash
# Chat fan-out, La Mancha beside an IRC server, measured alternately in one session.
# Usage: benchmarks/scripts/fanout.sh CLIENTS RATE ROUNDS [SECONDS]
# Needs: La Mancha server(s) started with --unlimited and an IRC server with flood limits off.
#   LM_TARGETS  space-separated label:port of La Mancha servers (default "lamancha:4000"), so that
#               two builds or two settings can be compared round by round
#   IRC_PORT    the IRC server's port (default 6667; IRC_PID or `pgrep -x ngircd` gives its pid)
#   PIN=1       pin every server (all its threads) to CPU 1 and the load generator to CPU 0, so that
#               client and server do not preempt each other (the servers stay pinned afterwards)
# Each round runs every target once, in order. With perf(1) available, the server's send system
# calls are counted for 4 s of each measured window (sends_per_delivery: lower = fuller sends).
# Prints every RESULT line with its label, then the median of each column per label.
set -euo pipefail
cd "$(dirname "$0")/../.."
clients=${1:?clients} rate=${2:?lines per second} rounds=${3:-3} secs=${4:-6}
targets=${LM_TARGETS:-lamancha:4000}
irc_port=${IRC_PORT:-6667}
irc_pid=${IRC_PID:-$(pgrep -x ngircd | head -1)}
has_perf=$(perf stat -e syscalls:sys_enter_sendto true >/dev/null 2>&1 && echo yes || echo no)
lm_pid() { pgrep -f "lamancha-server.*--port $1" | head -1; }
client=()
if [ "${PIN:-0}" = 1 ]; then
  for t in $targets; do taskset -a -p -c 1 "$(lm_pid "${t##*:}")" >/dev/null; done
  taskset -a -p -c 1 "$irc_pid" >/dev/null
  client=(taskset -c 0)
fi
out=$(mktemp) run=$(mktemp)
trap 'rm -f "$out" "$run"' EXIT
one_run() { # label mode port pid
  local label=$1 mode=$2 port=$3 pid=$4 sends=0 spd=n/a
  "${client[@]}" ./lamancha-load "$mode" --port "$port" --clients "$clients" --rate "$rate" --duration "$secs" --server-pid "$pid" > "$run" 2>&1 &
  local load=$!
  if [ "$has_perf" = yes ]; then
    for _ in $(seq 600); do
      [ "$(ss -Htn state established "( sport = :$port )" | wc -l)" -ge "$clients" ] && break
      sleep 0.1
    done
    sleep 2.5   # the load generator's warm-up
    sends=$(perf stat -x, -e syscalls:sys_enter_sendto,syscalls:sys_enter_writev,syscalls:sys_enter_write \
      -p "$pid" -- sleep 4 2>&1 | awk -F, '{ s += $1 } END { print s + 0 }')
  fi
  wait "$load" || true
  local result
  result=$(grep '^RESULT' "$run" || echo "RESULT mode=$mode failed")
  if [ "$has_perf" = yes ]; then
    local dps
    dps=$(echo "$result" | grep -o 'deliveries_per_s=[0-9]*' | cut -d= -f2)
    spd=$(awk -v s="$sends" -v d="${dps:-0}" 'BEGIN { if (d > 0) printf "%.3f", s / (d * 4); else print "n/a" }')
  fi
  echo "label=$label $result sends_per_delivery=$spd load=$(cut -d' ' -f1 /proc/loadavg)" | tee -a "$out"
}
for _ in $(seq "$rounds"); do
  for t in $targets; do
    port=${t##*:}
    one_run "${t%%:*}" chat "$port" "$(lm_pid "$port")"
  done
  one_run ngircd irc "$irc_port" "$irc_pid"
done
echo "medians over $rounds rounds ($clients clients x $rate lines/s):"
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR ? a[int((NR + 1) / 2)] : "n/a") }'; }
for label in $(for t in $targets; do echo "${t%%:*}"; done) ngircd; do
  line=$label
  for key in deliveries_per_s p50_us p99_us max_us cpu_us_per_delivery sends_per_delivery client_cores lost errors; do
    line="$line $key=$(grep "^label=$label " "$out" | grep -o " $key=[^ ]*" | cut -d= -f2 | median)"
  done
  echo "$line"
done
