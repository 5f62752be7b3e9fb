#!/usr/bin/env bash
# A PostgreSQL for the storage tests, from Debian's own packages.
#
#   eval "$(.ci/postgres.sh)"      # as root: install if missing, start, create user and database,
#                                  # print `export LAMANCHA_TEST_PG_URL=...` (the only stdout line)
#   .ci/postgres.sh stop           # stop the cluster again
#
# Progress goes to stderr so that stdout stays safe to eval. Idempotent: running it twice reuses the
# cluster, the role and the database. The password only guards a throwaway test database on
# localhost; override it with LAMANCHA_TEST_PG_PASSWORD.
set -euo pipefail

DB_NAME=lamancha_test
DB_USER=lamancha_test
DB_PASSWORD=${LAMANCHA_TEST_PG_PASSWORD:-lamancha_test}

say() { echo "postgres.sh: $*" >&2; }

require_root() {
  if [ "$(id -u)" -ne 0 ]; then
    say "must run as root (installs packages and runs pg_ctlcluster)"
    exit 1
  fi
}

install_if_missing() {
  if command -v pg_lsclusters >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    return
  fi
  say "installing postgresql from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2
  apt-get install -y postgresql >&2
}

# Prints "version cluster port" of the first cluster, creating one when the package made none
# (it does not in some container images).
cluster() {
  local line
  line=$(pg_lsclusters --no-header | head -n 1)
  if [ -z "$line" ]; then
    local version
    version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
    say "creating cluster $version/main"
    pg_createcluster "$version" main >&2
    line=$(pg_lsclusters --no-header | head -n 1)
  fi
  echo "$line" | awk '{print $1, $2, $3}'
}

psql_admin() {
  local port=$1
  shift
  # cd: psql run as postgres must not start in a directory postgres cannot read
  (cd / && runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$port" "$@")
}

start() {
  require_root
  install_if_missing
  local version name port
  read -r version name port < <(cluster)
  if ! pg_lsclusters --no-header | awk -v v="$version" -v n="$name" '$1==v && $2==n {print $4}' | grep -q online; then
    say "starting cluster $version/$name on port $port"
    pg_ctlcluster "$version" "$name" start >&2
  fi
  for _ in $(seq 1 30); do
    if runuser -u postgres -- pg_isready -q -p "$port"; then break; fi
    sleep 1
  done
  local role_exists db_exists
  role_exists=$(psql_admin "$port" -tAc "SELECT 1 FROM pg_roles WHERE rolname = '$DB_USER'")
  if [ "$role_exists" != "1" ]; then
    psql_admin "$port" -c "CREATE ROLE $DB_USER LOGIN"
  fi
  # :'pw' quotes the value as a literal; psql interpolates variables only in its input, not in -c
  echo "ALTER ROLE $DB_USER PASSWORD :'pw'" | psql_admin "$port" -v pw="$DB_PASSWORD"
  db_exists=$(psql_admin "$port" -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'")
  if [ "$db_exists" != "1" ]; then
    psql_admin "$port" -c "CREATE DATABASE $DB_NAME OWNER $DB_USER ENCODING 'UTF8' TEMPLATE template0"
  fi
  say "ready: database $DB_NAME on localhost:$port"
  echo "export LAMANCHA_TEST_PG_URL='jdbc:postgresql://localhost:$port/$DB_NAME?user=$DB_USER&password=$DB_PASSWORD'"
}

stop() {
  require_root
  local version name port
  read -r version name port < <(cluster)
  if pg_lsclusters --no-header | awk -v v="$version" -v n="$name" '$1==v && $2==n {print $4}' | grep -q online; then
    say "stopping cluster $version/$name"
    pg_ctlcluster "$version" "$name" stop >&2
  else
    say "cluster $version/$name is not running"
  fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) say "usage: $0 [start|stop]"; exit 2 ;;
esac
