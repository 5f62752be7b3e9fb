#!/usr/bin/env bash
# A Redis for the cluster tests, from Debian's own packages.
#
#   eval "$(.ci/redis.sh start)"   # as root: install if missing, start one on port 6390 (no disk),
#                                  # print `export LAMANCHA_TEST_REDIS_URL=...` (the only stdout line)
#   .ci/redis.sh stop              # stop it again
#
# Progress goes to stderr so that stdout stays safe to eval. Idempotent: a Redis already answering
# on the port is reused. The tests that restart Redis start their own redis-server on a free port
# (the same binary), so this one is never stopped under another test.
set -euo pipefail

PORT=${LAMANCHA_TEST_REDIS_PORT:-6390}
DIR=${TMPDIR:-/tmp}/lamancha-ci-redis

say() { echo "redis.sh: $*" >&2; }

install_if_missing() {
  if command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; then
    return
  fi
  if [ "$(id -u)" -ne 0 ]; then
    say "redis-server is missing and installing it needs root (apt-get install redis-server)"
    exit 1
  fi
  say "installing redis-server from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y redis-server || { apt-get update && apt-get install -y redis-server; }; } >&2
}

answering() { redis-cli -p "$PORT" ping 2>/dev/null | grep -q PONG; }

start() {
  install_if_missing
  if ! answering; then
    mkdir -p "$DIR"
    say "starting redis-server on 127.0.0.1:$PORT"
    redis-server --port "$PORT" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes \
      --dir "$DIR" --logfile "$DIR/redis.log" --pidfile "$DIR/redis.pid" >&2
    for _ in $(seq 50); do answering && break; sleep 0.1; done
    answering || { say "redis-server did not answer; see $DIR/redis.log"; exit 1; }
  fi
  say "ready: redis://127.0.0.1:$PORT"
  echo "export LAMANCHA_TEST_REDIS_URL=redis://127.0.0.1:$PORT"
}

stop() {
  if answering; then
    redis-cli -p "$PORT" shutdown nosave >&2 || true
    say "stopped"
  fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) say "usage: $0 [start|stop]"; exit 2 ;;
esac
