#!/usr/bin/env bash
# Engine playouts of several builds, measured in turn in one session: every game's string path
# (randomMove, the server's) and index path (randomPlayoutMove), per CPU-second of the playing
# thread (CpuTimePlayouts), then the median of each build over the passes and its ratio to the
# first build.
# Usage: benchmarks/scripts/playouts.sh [ROUNDS [PASSES]]
#   REFS     space-separated git revisions to build beside this working tree (default
#            "c63b083 main"); each is built once in a worktree of its own under $WORK, never
#            installed, and measured from its benchmarks jar; "" measures this tree alone
#   GAMES    space-separated game ids (default: every game of this tree's registry)
#   JMH=1    also runs the JMH PlayoutBenchmark (3 x 1 s warm-up, 5 x 1 s measured, 1 fork) of
#            every build in turn for each game: wall-clock throughput, so read it beside the load
#   WORK     where the builds and the raw output go (default /tmp/lamancha-playouts)
# ROUNDS (default 5) are CpuTimePlayouts' one-CPU-second rounds per path and run, after its own
# warm-up; PASSES (default 3) is how often every build runs every game, the order of the builds
# turned by one each pass so that none always runs first. The load average is printed with every
# pass: on a shared machine compare ratios, not absolute figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-5} passes=${2:-3}
refs=${REFS-c63b083 main}
work=${WORK:-/tmp/lamancha-playouts}
mkdir -p "$work"
raw="$work/raw.txt"
: > "$raw"

build() { # dir: the benchmarks jar of the tree at dir, built in its reactor
  (cd "$1" && mvn -B -q -DskipTests package -pl benchmarks -am >&2)
  echo "$1/benchmarks/target/lamancha-benchmarks.jar"
}

labels=() jars=()
for ref in $refs; do
  sha=$(git rev-parse --short "$ref^{commit}")
  dir="$work/$sha"
  [ -d "$dir" ] || git worktree add --detach "$dir" "$sha" >&2
  echo "building $ref ($sha)" >&2
  jar="$work/$sha.jar"
  cp "$(build "$dir")" "$jar"
  labels+=("$ref") jars+=("$jar")
done
echo "building this tree ($(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ', with changes'))" >&2
jar="$work/this.jar"
cp "$(build .)" "$jar"
labels+=(this) jars+=("$jar")

# the registry's games: Fingerprints with no game to play lists them
games=${GAMES:-$(java -cp "$jar" io.lamancha.benchmarks.Fingerprints 0 | awk '$3 == "seats" && !seen[$1]++ {print $1}')}
n=${#jars[@]}

for ((pass = 1; pass <= passes; pass++)); do
  echo "== pass $pass $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$raw" >&2
  for game in $games; do
    for ((k = 0; k < n; k++)); do
      i=$(( (k + pass - 1) % n ))
      java -cp "${jars[$i]}" io.lamancha.benchmarks.CpuTimePlayouts "$game" "$rounds" \
        | awk -v b="${labels[$i]}" -v p="$pass" 'NR > 1 {gsub(",", "", $4); print "cpu", b, p, $1, $2, $4}' \
        | tee -a "$raw" >&2
    done
    if [ "${JMH:-0}" = 1 ]; then
      for ((k = 0; k < n; k++)); do
        i=$(( (k + pass - 1) % n ))
        java -jar "${jars[$i]}" -p game="$game" -wi 3 -w 1 -i 5 -r 1 -f 1 PlayoutBenchmark 2>/dev/null \
          | awk -v b="${labels[$i]}" -v p="$pass" -v g="$game" \
              '/^PlayoutBenchmark\./ {split($1, m, "."); print "jmh", b, p, g, m[2], $(NF-3)}' \
          | tee -a "$raw" >&2
      done
    fi
  done
done
echo "== end $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$raw" >&2

# medians over the passes, per kind, game, path and build; ratios to the first build
awk -v order="${labels[*]}" '
  /^(cpu|jmh) / { key = $1 " " $4 " " $5; v[key, $2, ++c[key, $2]] = $6; keys[key] = 1 }
  function median(key, build,    k, i, j, t, a) {
    k = c[key, build]; if (k == 0) return 0
    for (i = 1; i <= k; i++) a[i] = v[key, build, i]
    for (i = 2; i <= k; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
    return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
  }
  END {
    nb = split(order, b, " ")
    printf "%-4s %-16s %-18s", "kind", "game", "path"
    for (i = 1; i <= nb; i++) printf " %14s", b[i]
    for (i = 2; i <= nb; i++) printf " %10s", b[i] "/" b[1]
    printf "\n"
    for (key in keys) line[++nk] = key
    for (i = 2; i <= nk; i++) for (j = i; j > 1 && line[j - 1] > line[j]; j--) { t = line[j]; line[j] = line[j - 1]; line[j - 1] = t }
    for (l = 1; l <= nk; l++) {
      split(line[l], f, " ")
      printf "%-4s %-16s %-18s", f[1], f[2], f[3]
      for (i = 1; i <= nb; i++) { m[i] = median(line[l], b[i]); printf " %14.0f", m[i] }
      for (i = 2; i <= nb; i++) printf " %10.2f", (m[1] > 0 ? m[i] / m[1] : 0)
      printf "\n"
    }
  }' "$raw"
echo "raw lines: $raw" >&2
