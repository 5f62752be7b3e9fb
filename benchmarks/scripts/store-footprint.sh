#!/usr/bin/env bash
# Bytes on disk per stored move, embedded H2: a fresh server, one lamancha-load games run, a restart.
# Usage: benchmarks/scripts/store-footprint.sh LABEL PORT SECONDS [H2-SETTINGS]
#   LABEL        names the data directory (/tmp/lm-footprint-LABEL) and the output lines
#   H2-SETTINGS  e.g. RETENTION_TIME=5000: the server then gets the same H2 URL as its default
#                store with these settings added, through --db (for measurements only)
# Uses server/target/lamancha-server.jar and ./lamancha-load (build first: mvn -B -DskipTests package).
# Prints the file's size every 15 s of the load, at its end, after the stop, after a restart,
# then the moves stored and the bytes per move.
set -euo pipefail
cd "$(dirname "$0")/../.."
label=${1:?label} port=${2:?port} secs=${3:?seconds} settings=${4:-}
jar=server/target/lamancha-server.jar
dir=/tmp/lm-footprint-$label file=/tmp/lm-footprint-$label/lamancha.mv.db
rm -rf "$dir" && mkdir -p "$dir"
db=()
if [ -n "$settings" ]; then
  db=(--db "jdbc:h2:file:$dir/lamancha;WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE;TRACE_LEVEL_FILE=0;$settings")
fi
serve() { # log, then extra arguments; sets server to its pid once it listens
  java -Xmx1g -jar "$jar" --port "$port" --data "$dir" "${db[@]}" --unlimited --bot-delay-ms 0 > "$dir/$1" 2>&1 &
  server=$!
  for _ in $(seq 200); do grep -qs listening "$dir/$1" && return; sleep 0.3; done
  echo "the server did not start: see $dir/$1" >&2; exit 1
}
size() { stat -c %s "$file"; }
serve server.out
( while sleep 15; do echo "label=$label sample_bytes=$(size)"; done ) &
sampler=$!
./lamancha-load games --port "$port" --rooms 50 --duration "$secs" --server-pid "$server" | grep '^RESULT'
running=$(size)
kill "$sampler"
kill "$server"; wait "$server" || true
stopped=$(size)
serve restart.out
kill "$server"; wait "$server" || true
restarted=$(size)
moves=$(java -cp "$jar" org.h2.tools.Shell -url "jdbc:h2:file:$dir/lamancha;IFEXISTS=TRUE;ACCESS_MODE_DATA=r" \
  -sql "SELECT COUNT(*) FROM game_moves" | sed -n 2p)
echo "label=$label moves=$moves running_bytes=$running stopped_bytes=$stopped restarted_bytes=$restarted" \
  "bytes_per_move=$((running / moves)) after_restart_per_move=$((restarted / moves))"
