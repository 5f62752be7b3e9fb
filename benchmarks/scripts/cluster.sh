#!/usr/bin/env bash
# The cluster beside a server of its own, measured in one session on this machine.
# Usage: benchmarks/scripts/cluster.sh fanout CLIENTS RATE ROUNDS [SECONDS]
#        benchmarks/scripts/cluster.sh room CLIENTS RATE ROUNDS [SECONDS]
#        benchmarks/scripts/cluster.sh relay CLIENTS RATE ROUNDS [SECONDS]
#        benchmarks/scripts/cluster.sh idle CONNECTIONS_PER_NODE
# Needs: server/target/lamancha-server.jar (mvn -B -DskipTests package), Redis and PostgreSQL:
#   LAMANCHA_BENCH_REDIS  redis://host:port (default redis://127.0.0.1:6390, .ci/redis.sh's)
#   LAMANCHA_BENCH_PG     a jdbc:postgresql URL whose database may be emptied (default: the test
#                         database of .ci/postgres.sh)
# fanout: one server on embedded H2 (port 4300) and three nodes of a cluster (4301-4303), all with
#   --unlimited; each round runs lamancha-load chat in the lobby once against the single server
#   and once with the clients spread over the three nodes (--also-port), so that every line
#   crosses Redis to two nodes in three; the server CPU per delivery is the sum of the nodes'.
#   A first round of each is not counted (the JVMs are cold). Prints every RESULT line with its
#   label, then the median of each column per label. A run that loses lines ends the script.
# room: as fanout, but everyone chats in the game room quixote-tricks-1, which one of the three
#   nodes holds: the clients on the other two are handed to it and relayed (every line they say
#   crosses Redis to it, and every line it sends them crosses back).
# relay: the relayed fan-out's cost, on the three nodes alone: each round runs the room's chat
#   once with every client on node-a, which holds the room (label local), and once with the
#   clients spread over the three nodes, two in three relayed to node-a (label relayed); the
#   server CPU per delivery is the three JVMs' in both, so the two differ only by the relaying.
# idle: three nodes; one lamancha-load idle per node (each process under its 20,000 open files)
#   holds CONNECTIONS_PER_NODE connections; prints each node's RSS before and after, and its live
#   heap after a full GC (jcmd GC.heap_info) before the connections and with them still open, and
#   from the two the heap per connection.
set -euo pipefail
cd "$(dirname "$0")/../.."
redis=${LAMANCHA_BENCH_REDIS:-redis://127.0.0.1:6390}
pg=${LAMANCHA_BENCH_PG:-jdbc:postgresql://localhost:5432/lamancha_test?user=lamancha_test&password=lamancha_test}
jar=server/target/lamancha-server.jar
dir=$(mktemp -d /tmp/lm-cluster-bench.XXXX)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true' EXIT
serve() { # name port [options]
  local name=$1 port=$2
  shift 2
  java -Xmx1g -jar "$jar" --port "$port" --data "$dir/$name" --unlimited --bot-delay-ms 0 "$@" > "$dir/$name.out" 2>&1 &
  pids+=($!)
  eval "pid_${name//-/_}=$!"
}
await() { # name
  for _ in $(seq 300); do grep -qs listening "$dir/$1.out" && return; sleep 0.3; done
  echo "$1 did not start: see $dir/$1.out" >&2; exit 1
}
medians() { # file label... : the median of each column per label
  local file=$1 label col median
  shift
  for label in "$@"; do
    for col in deliveries_per_s p50_us p99_us cpu_us_per_delivery lost; do
      median=$(grep "label=$label " "$file" | grep -o " $col=[^ ]*" | cut -d= -f2 | sort -g \
        | awk '{a[NR]=$1} END {print (NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2)}')
      printf 'median label=%s %s=%s\n' "$label" "$col" "$median"
    done
  done
}
node() { serve "$1" "$2" --cluster "$redis" --node "$1" --db "$pg"; }
psql_url=${pg#jdbc:}
psql "${psql_url}" -qc "SET client_min_messages = warning; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public" >/dev/null

mode=${1:?fanout, room or idle}
where=()
if [ "$mode" = room ]; then where=(--room quixote-tricks-1); mode=fanout; fi
case "$mode" in
fanout)
  clients=${2:?clients} rate=${3:?rate} rounds=${4:-3} secs=${5:-6}
  serve single 4300
  node node-a 4301; node node-b 4302; node node-c 4303
  for n in single node-a node-b node-c; do await $n; done
  out=$(mktemp)
  # a round not counted: four fresh JVMs compile their hot paths on two cores
  ./lamancha-load chat "${where[@]}" --port 4300 --clients "$clients" --rate "$rate" --duration "$secs" > /dev/null || true
  ./lamancha-load chat "${where[@]}" --port 4301 --also-port 4302,4303 --clients "$clients" --rate "$rate" --duration "$secs" \
    > /dev/null || true
  for r in $(seq "$rounds"); do
    ./lamancha-load chat "${where[@]}" --port 4300 --clients "$clients" --rate "$rate" --duration "$secs" \
      --server-pid "$pid_single" | grep '^RESULT' | sed "s/^/label=single round=$r /" | tee -a "$out"
    ./lamancha-load chat "${where[@]}" --port 4301 --also-port 4302,4303 --clients "$clients" --rate "$rate" --duration "$secs" \
      --server-pid "$pid_node_a" --also-pid "$pid_node_b,$pid_node_c" | grep '^RESULT' \
      | sed "s/^/label=cluster3 round=$r /" | tee -a "$out"
  done
  medians "$out" single cluster3
  ;;
relay)
  clients=${2:?clients} rate=${3:?rate} rounds=${4:-3} secs=${5:-6}
  room=(--room quixote-tricks-1)
  node node-a 4301; node node-b 4302; node node-c 4303
  for n in node-a node-b node-c; do await $n; done
  out=$(mktemp)
  pids3=(--server-pid "$pid_node_a" --also-pid "$pid_node_b,$pid_node_c")
  # not counted: three fresh JVMs compile their hot paths
  ./lamancha-load chat "${room[@]}" --port 4301 --clients "$clients" --rate "$rate" --duration "$secs" > /dev/null || true
  ./lamancha-load chat "${room[@]}" --port 4301 --also-port 4302,4303 --clients "$clients" --rate "$rate" \
    --duration "$secs" > /dev/null || true
  for r in $(seq "$rounds"); do
    ./lamancha-load chat "${room[@]}" --port 4301 --clients "$clients" --rate "$rate" --duration "$secs" "${pids3[@]}" \
      | grep '^RESULT' | sed "s/^/label=local round=$r /" | tee -a "$out"
    ./lamancha-load chat "${room[@]}" --port 4301 --also-port 4302,4303 --clients "$clients" --rate "$rate" \
      --duration "$secs" "${pids3[@]}" | grep '^RESULT' | sed "s/^/label=relayed round=$r /" | tee -a "$out"
  done
  medians "$out" local relayed
  ;;
idle)
  per=${2:?connections per node}
  node node-a 4301; node node-b 4302; node node-c 4303
  for n in node-a node-b node-c; do await $n; done
  declare -A rss0 heap0
  for n in node_a node_b node_c; do
    p=$(eval echo "\$pid_$n")
    rss0[$n]=$(awk '/VmRSS/ {print $2}' /proc/"$p"/status)
    jcmd "$p" GC.run >/dev/null
    heap0[$n]=$(jcmd "$p" GC.heap_info | grep -o 'used [0-9]*K' | head -1 | grep -o '[0-9]*')
  done
  loads=()
  for port in 4301 4302 4303; do
    ./lamancha-load idle --port "$port" --connections "$per" --duration 40 > "$dir/idle-$port.out" 2>&1 &
    loads+=($!)
  done
  for n in node_a node_b node_c; do # until every node holds them all
    p=$(eval echo "\$pid_$n")
    for _ in $(seq 120); do [ "$(ls /proc/"$p"/fd | wc -l)" -ge "$per" ] && break; sleep 0.5; done
  done
  sleep 3
  for n in node_a node_b node_c; do
    p=$(eval echo "\$pid_$n")
    open=$(ls /proc/"$p"/fd | wc -l)
    rss=$(awk '/VmRSS/ {print $2}' /proc/"$p"/status)
    jcmd "$p" GC.run >/dev/null
    heap=$(jcmd "$p" GC.heap_info | grep -o 'used [0-9]*K' | head -1 | grep -o '[0-9]*')
    echo "node=$n open_fds=$open rss_kb_before=${rss0[$n]} rss_kb=$rss live_heap_kb_before=${heap0[$n]}" \
      "live_heap_kb=$heap heap_bytes_per_connection=$(( (heap - heap0[$n]) * 1024 / per ))"
  done
  wait "${loads[@]}" || true
  grep -h '^RESULT' "$dir"/idle-*.out
  ;;
esac
