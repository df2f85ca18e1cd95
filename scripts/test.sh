#!/usr/bin/env bash
# Command 2 of the README: installs what the tests need, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI=true
started=$(date +%s)
reports="$(pwd)/.test-reports"
rm -rf "$reports" && mkdir -p "$reports"

if ! command -v chromium >/dev/null 2>&1; then
  echo "== Installing Chromium (Debian package)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
# Residents' phones all have an emoji font; without one Chromium searches every font for each emoji
# of the seeded posts (~15 ms of layout apiece), and the screens show empty boxes.
if ! fc-list 2>/dev/null | grep -qi 'Noto Color Emoji'; then
  echo "== Installing the emoji font (Debian package)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-color-emoji >/dev/null
fi

echo "== npm ci"
npm ci --no-audit --no-fund </dev/null

echo "== typecheck"
npm run typecheck --silent

echo "== lint and format"
npm run lint --silent

for ws in packages/shared apps/server apps/web; do
  echo "== unit and integration tests: $ws"
  (cd "$ws" && npx vitest run --reporter=default --reporter=json --outputFile="$reports/vitest-${ws//\//-}.json")
done

echo "== security tests (abuse and faults)"
(cd apps/server && npx vitest run --config vitest.security.config.ts --reporter=default --reporter=json --outputFile="$reports/vitest-security.json")

echo "== build"
npm run build --silent
node bench/bundle-size.mjs --max-feed-kb 162

echo "== end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npm run test:e2e --silent

node scripts/summarize-tests.mjs "$reports" "$started"
