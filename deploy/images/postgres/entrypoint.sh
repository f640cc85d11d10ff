#!/bin/sh
# First start: a cluster with the named user, password and database; then PostgreSQL in front.
set -eu
user=${POSTGRES_USER:-postgres}
db=${POSTGRES_DB:-$user}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" > "$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-host=scram-sha-256 --auth-local=trust \
    --encoding=UTF8 --locale=C.UTF-8 > /dev/null
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    postgres --single -D "$PGDATA" -c port="$PGPORT" postgres <<SQL > /dev/null
CREATE DATABASE "$db" OWNER "$user";
SQL
  fi
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c port="$PGPORT" \
  -c unix_socket_directories=/run/postgresql -c max_connections="${POSTGRES_MAX_CONNECTIONS:-200}" "$@"
