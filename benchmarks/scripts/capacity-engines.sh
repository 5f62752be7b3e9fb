#!/usr/bin/env bash
# Redis and PostgreSQL throughput on this machine, for docs/CAPACITY.md.
# Usage: benchmarks/scripts/capacity-engines.sh [SECONDS]
#   LAMANCHA_BENCH_REDIS_PORT  a Redis on 127.0.0.1 (default 6390, .ci/redis.sh's)
#   LAMANCHA_BENCH_PG          a postgresql:// URL of a database that has La Mancha's schema and may
#                              take rows (default: .ci/postgres.sh's test database; its tables are
#                              emptied first by starting a server on it)
# Redis: PUBLISH of a 120-byte message (the size of a lobby line on the bus) to a channel nobody
# hears and to one that three subscribers hear, and the name-claim script (EVAL, HSETNX + SADD),
# 50 clients, 16 commands in flight each. PostgreSQL: pgbench on the schema's own tables: one
# group commit of the move journal (a transaction of 8 moves into game_moves), 8 clients.
set -euo pipefail
cd "$(dirname "$0")/../.."
secs=${1:-15}
port=${LAMANCHA_BENCH_REDIS_PORT:-6390}
pg=${LAMANCHA_BENCH_PG:-postgresql://localhost:5432/lamancha_test?user=lamancha_test&password=lamancha_test}
msg=$(printf '{"t":"lobby","node":"node-a","from":"alice","text":"%0.s' ; head -c 60 /dev/zero | tr '\0' x; printf '","emote":false}')
subs=()
trap 'kill "${subs[@]}" 2>/dev/null || true' EXIT
rb() { redis-benchmark -p "$port" -c 50 -P 16 -n "$1" -q "${@:2}" | tr '\r' '\n' | grep -v '^$' | tail -1 | grep -o '[0-9.]* requests per second.*'; }
echo "redis publish, no subscriber:   $(rb 1000000 publish lamancha:bench:none "$msg")"
for _ in 1 2 3; do redis-cli -p "$port" subscribe lamancha:bench:three > /dev/null & subs+=($!); done
sleep 0.5
echo "redis publish, 3 subscribers:   $(rb 500000 publish lamancha:bench:three "$msg")"
kill "${subs[@]}"; subs=()
claim="local ok = redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) if ok == 1 then redis.call('SADD', KEYS[2], ARGV[1]) end return ok"
echo "redis name claim (EVAL):        $(rb 500000 eval "$claim" 2 lamancha:bench:names lamancha:bench:names:a __rand_int__ node-a)"
redis-cli -p "$port" del lamancha:bench:names lamancha:bench:names:a > /dev/null

psql "$pg" -qc "SET client_min_messages = warning; DELETE FROM game_moves WHERE game IN (SELECT id FROM games WHERE room = 'pgbench'); DELETE FROM game_seats WHERE game IN (SELECT id FROM games WHERE room = 'pgbench'); DELETE FROM games WHERE room = 'pgbench'"
games=$(psql "$pg" -qAtc "INSERT INTO games (room, game_id, seed, seat_count, status, started_at, rated) SELECT 'pgbench', 'quixote-tricks', g, 4, 'RUNNING', now(), false FROM generate_series(1, 8) g RETURNING id" | paste -sd, -)
first=${games%%,*}
script=$(mktemp)
cat > "$script" <<SQL
\\set game $first + :client_id
\\set seq random(0, 2000000000)
BEGIN;
INSERT INTO game_moves (game, seq, seat, move) SELECT :game, :seq + s, s % 4, 'play 7c'
  FROM generate_series(0, 7) s ON CONFLICT DO NOTHING;
COMMIT;
SQL
echo "postgres group commit of 8 moves, 8 clients, ${secs} s:"
pgbench -n -c 8 -j 2 -T "$secs" -f "$script" "$pg" 2>&1 | grep -E "^tps|latency average|number of transactions actually"
rm -f "$script"
psql "$pg" -qc "SET client_min_messages = warning; DELETE FROM game_moves WHERE game IN ($games); DELETE FROM games WHERE id IN ($games)"
