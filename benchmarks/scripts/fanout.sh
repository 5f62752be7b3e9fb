#!/usr/bin/env bash
# Chat fan-out, La Mancha beside an IRC server, measured alternately in one session.
# Usage: benchmarks/scripts/fanout.sh CLIENTS RATE ROUNDS [SECONDS]
# Needs: La Mancha server(s) started with --unlimited and IRC server(s) with flood limits off.
#   LM_TARGETS   space-separated label:port of La Mancha servers (default "lamancha:4000"), so that
#                two builds or two settings can be compared round by round
#   WS_TARGETS   space-separated label:port of La Mancha --http-port listeners, measured with
#                chat --transport ws (default none); the same server's TCP port in LM_TARGETS
#                puts its WebSocket and TCP fan-out side by side
#   IRC_TARGETS  space-separated label:port of IRC servers (default "ngircd:6667"; "" for none)
#   PIN=1        pin every server (all its threads) to CPU 1 and the load generator to CPU 0, so that
#                client and server do not preempt each other (the servers stay pinned afterwards)
# Each server's pid is that of the process listening on its port.
# Each round runs every target once, in order. With perf(1) available, the server's send system
# calls are counted for 4 s of each measured window (sends_per_delivery: lower = fuller sends).
# Prints every RESULT line with its label, then the median of each column per label.
set -euo pipefail
cd "$(dirname "$0")/../.."
clients=${1:?clients} rate=${2:?lines per second} rounds=${3:-3} secs=${4:-6}
targets=${LM_TARGETS:-lamancha:4000}
ws_targets=${WS_TARGETS:-}
irc_targets=${IRC_TARGETS-ngircd:6667}
has_perf=$(perf stat -e syscalls:sys_enter_sendto true >/dev/null 2>&1 && echo yes || echo no)
pid_on() { ss -Htlnp "( sport = :$1 )" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2; }
for t in $targets $ws_targets $irc_targets; do
  [ -n "$(pid_on "${t##*:}")" ] || { echo "no server listening for $t" >&2; exit 2; }
done
client=()
if [ "${PIN:-0}" = 1 ]; then
  for t in $targets $ws_targets $irc_targets; do taskset -a -p -c 1 "$(pid_on "${t##*:}")" >/dev/null; done
  client=(taskset -c 0)
fi
out=$(mktemp) run=$(mktemp)
trap 'rm -f "$out" "$run"' EXIT
one_run() { # label mode port pid [more options for the mode]
  local label=$1 mode=$2 port=$3 pid=$4 sends=0 spd=n/a
  shift 4
  "${client[@]}" ./lamancha-load "$mode" "$@" --port "$port" --clients "$clients" --rate "$rate" --duration "$secs" --server-pid "$pid" > "$run" 2>&1 &
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
    one_run "${t%%:*}" chat "${t##*:}" "$(pid_on "${t##*:}")"
  done
  for t in $ws_targets; do
    one_run "${t%%:*}" chat "${t##*:}" "$(pid_on "${t##*:}")" --transport ws
  done
  for t in $irc_targets; do
    one_run "${t%%:*}" irc "${t##*:}" "$(pid_on "${t##*:}")"
  done
done
echo "medians over $rounds rounds ($clients clients x $rate lines/s):"
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR ? a[int((NR + 1) / 2)] : "n/a") }'; }
for label in $(for t in $targets $ws_targets $irc_targets; do echo "${t%%:*}"; done); do
  line=$label
  for key in deliveries_per_s p50_us p99_us max_us cpu_us_per_delivery sends_per_delivery client_cores lost errors; do
    line="$line $key=$(grep "^label=$label " "$out" | grep -o " $key=[^ ]*" | cut -d= -f2 | median)"
  done
  echo "$line"
done
