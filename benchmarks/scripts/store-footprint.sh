#!/usr/bin/env bash
# Bytes on disk per stored move: a fresh server, lamancha-load games, a restart.
# Usage: benchmarks/scripts/store-footprint.sh [--rooms N] [--pg JDBC_URL]
#            LABEL PORT SECONDS [H2-SETTINGS]
#   --rooms N    rooms playing at once (default 50)
#   --pg URL     PostgreSQL instead of the embedded H2 store, in this form:
#                jdbc:postgresql://HOST:PORT/DB?user=USER&password=PASSWORD
#                Its schema public is DROPPED and made again first: give it a
#                database of its own.
#   LABEL        names the data directory (/tmp/lm-footprint-LABEL) and the
#                output lines
#   PORT         the server's port; its metrics listener takes PORT+1
#   SECONDS      of load, as lamancha-load games runs of 600 s at most
#   H2-SETTINGS  e.g. RETENTION_TIME=5000: the server then gets the same H2 URL
#                as its default store with these settings added, through --db
#                (for measurements only)
# Uses server/target/lamancha-server.jar and ./lamancha-load (build first:
# mvn -B -DskipTests package). Prints, every 15 s of the load, the store's bytes
# and the moves made durable; then the bytes at the load's end, after the stop
# and after a restart, the moves stored, and the bytes per move. With --pg the
# bytes are pg_total_relation_size summed over the tables, and the end adds
# each table's heap, index and total bytes: after the restart, after VACUUM
# ANALYZE and after VACUUM FULL.
set -euo pipefail
cd "$(dirname "$0")/../.."
rooms=50 pg=
while [ $# -gt 0 ]; do
  case $1 in
    --rooms) rooms=${2:?rooms}; shift 2 ;;
    --pg) pg=${2:?JDBC URL}; shift 2 ;;
    *) break ;;
  esac
done
label=${1:?label} port=${2:?port} secs=${3:?seconds} settings=${4:-}
jar=server/target/lamancha-server.jar
dir=/tmp/lm-footprint-$label
file=$dir/lamancha.mv.db
rm -rf "$dir" && mkdir -p "$dir"
db=()
if [ -n "$pg" ]; then
  form='^jdbc:postgresql://([^/?]+)/([^?]+)\?user=([^&]+)&password=([^&]+)$'
  if ! [[ $pg =~ $form ]]; then
    echo "--pg: not in the form the usage gives: $pg" >&2
    exit 2
  fi
  m=("${BASH_REMATCH[@]}")
  conninfo="postgresql://${m[3]}:${m[4]}@${m[1]}/${m[2]}"
  sql() { psql -X -q -t -A -v ON_ERROR_STOP=1 "$conninfo" -c "$1"; }
  sql "DROP SCHEMA public CASCADE; CREATE SCHEMA public;"
  db=(--db "$pg")
elif [ -n "$settings" ]; then
  h2="jdbc:h2:file:$dir/lamancha;WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE"
  db=(--db "$h2;TRACE_LEVEL_FILE=0;$settings")
fi
serve() { # log; sets server to its pid once it listens
  java -Xmx1g -jar "$jar" --port "$port" --data "$dir" "${db[@]}" \
    --metrics-port $((port + 1)) --unlimited --bot-delay-ms 0 \
    > "$dir/$1" 2>&1 &
  server=$!
  for _ in $(seq 200); do
    grep -qs listening "$dir/$1" && return
    sleep 0.3
  done
  echo "the server did not start: see $dir/$1" >&2
  exit 1
}
tables_sql="FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'r'"
size() {
  if [ -n "$pg" ]; then
    sql "SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) $tables_sql"
  else
    stat -c %s "$file"
  fi
}
durable() { # moves made durable since the server started, from its metrics
  curl -s "http://127.0.0.1:$((port + 1))/metrics" |
    awk '/^lamancha_moves_total/ { s += $2 } END { printf "%d", s }'
}
tables() { # MOVES WHEN: each table over 8 kB, its bytes and total per move
  sql "SELECT c.relname || ' heap=' || pg_relation_size(c.oid)
         || ' indexes=' || pg_indexes_size(c.oid)
         || ' total=' || pg_total_relation_size(c.oid)
         || ' per_move=' || pg_total_relation_size(c.oid) / GREATEST($1, 1)
       $tables_sql AND pg_total_relation_size(c.oid) > 8192
       ORDER BY pg_total_relation_size(c.oid) DESC" |
    sed "s/^/label=$label $2 /"
}
sampler= server=
trap '[ -z "$sampler" ] || kill "$sampler" 2>/dev/null
      [ -z "$server" ] || kill "$server" 2>/dev/null' EXIT
serve server.out
start=$SECONDS
( while sleep 15; do
    moves=$(durable) bytes=$(size)
    echo "label=$label t=$((SECONDS - start)) bytes=$bytes moves=$moves" \
      "per_move=$((bytes / (moves > 0 ? moves : 1)))"
  done ) &
sampler=$!
left=$secs runs=0
while [ "$left" -gt 0 ]; do # a run with errors is told, and the load goes on
  run=$((left < 600 ? left : 600)) runs=$((runs + 1))
  out=$dir/load-$runs.out
  ./lamancha-load games --port "$port" --rooms "$rooms" --duration "$run" \
    --server-pid "$server" > "$out" 2>&1 ||
    echo "label=$label load run $runs failed: see $out"
  grep -h '^RESULT\|errors [1-9]' "$out" || true
  left=$((left - run))
done
running=$(size)
kill "$sampler"; sampler=
kill "$server"; wait "$server" || true
stopped=$(size)
serve restart.out
kill "$server"; wait "$server" || true; server=
restarted=$(size)
if [ -n "$pg" ]; then
  moves=$(sql "SELECT COUNT(*) FROM game_moves")
  tables "$moves" after_restart
  list=$(sql "SELECT string_agg(quote_ident(c.relname), ', ') $tables_sql")
  sql "VACUUM ANALYZE $list"
  vacuumed=$(size)
  tables "$moves" after_vacuum
  sql "VACUUM FULL $list"
  full=$(size)
  tables "$moves" after_vacuum_full
  echo "label=$label vacuumed_bytes=$vacuumed vacuum_full_bytes=$full" \
    "after_vacuum_per_move=$((vacuumed / moves))" \
    "after_vacuum_full_per_move=$((full / moves))"
else
  h2="jdbc:h2:file:$dir/lamancha;IFEXISTS=TRUE;ACCESS_MODE_DATA=r"
  moves=$(java -cp "$jar" org.h2.tools.Shell -url "$h2" \
    -sql "SELECT COUNT(*) FROM game_moves" | sed -n 2p)
fi
echo "label=$label moves=$moves running_bytes=$running" \
  "stopped_bytes=$stopped restarted_bytes=$restarted"
echo "label=$label bytes_per_move=$((running / moves))" \
  "after_restart_per_move=$((restarted / moves))"
