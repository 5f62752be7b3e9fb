#!/usr/bin/env bash
# Makes the class-data archive (AppCDS) of a La Mancha server jar: starts the server on a free
# port with a throwaway data directory, stops it once it listens, and the JVM writes the
# classes it loaded to the archive as it exits. A later `java -XX:SharedArchiveFile=ARCHIVE
# -jar JAR` maps them instead of parsing and verifying them again. The archive fits this jar
# at this path and this JVM only; the JVM ignores it otherwise (and starts the slow way).
# Usage: dist/cds-archive.sh JAR ARCHIVE
set -euo pipefail
jar=$1
jsa=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "Making the class-data archive $jsa (once per build)..."
java -XX:ArchiveClassesAtExit="$work/archive.jsa" -Xlog:cds=off -Xlog:cds+dynamic=off \
  -jar "$jar" --port 0 --data "$work/data" >"$work/out" 2>&1 &
pid=$!
for _ in $(seq 1200); do
  if grep -q "listening on" "$work/out" || ! kill -0 "$pid" 2>/dev/null; then
    break
  fi
  sleep 0.1
done
kill -TERM "$pid" 2>/dev/null || true
wait "$pid" || true
if [ -s "$work/archive.jsa" ]; then
  mv "$work/archive.jsa" "$jsa"
else
  echo "No class-data archive was made; the server starts without one:" >&2
  tail -5 "$work/out" >&2
  exit 1
fi
