#!/usr/bin/env bash
# Everything CI checks, in order: setup, Rust format/lint/tests, ts-rs bindings drift, UI type
# check and unit tests, a debug Tauri build, then the end-to-end tests against that build.
# Only the debug profile is built: target/ grows by gigabytes per profile.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/lib.sh
source scripts/lib.sh

# A clean clone builds every crate once: incremental compilation's bookkeeping only slows that
# down. A developer's rerun keeps it.
if [ "${CI:-}" = "true" ]; then export CARGO_INCREMENTAL=0; fi

scripts/setup.sh

header "no merge-conflict markers"
if git grep -n -E '^(<<<<<<<|>>>>>>>)( |$)' -- . ':!*.lock'; then
  die "merge-conflict markers are committed (listed above)"
fi
echo "none"

header "file size limits and line widths (scripts/limits.mjs)"
node scripts/limits.mjs

header "npm run format:check (Prettier: ui, e2e, scripts)"
npm run -s format:check

header "npm run lint (eslint with eslint-plugin-svelte)"
npm run -s lint

header "cargo fmt --all --check"
cargo fmt --all --check

header "cargo clippy --workspace --all-targets -- -D warnings"
cargo clippy --workspace --all-targets -- -D warnings

header "cargo test --workspace --exclude saloon-app-shell"
# The shell has no tests of its own (its files are checked by crates/app/tests/shell_security.rs);
# building it here would compile Tauri and WebKit a second time, with other features than
# the debug build below, only to link a test binary with nothing in it.
cargo test --workspace --exclude saloon-app-shell

header "ts-rs bindings drift (ui/src/bindings, the content JSON, the command files)"
# cargo test regenerates the TypeScript bindings, every game's content as JSON
# (ui/src/bindings/content) and the command files; they must match what is committed.
drift="$(git status --porcelain -- ui/src/bindings src-tauri/commands.json src-tauri/capabilities)"
if [ -n "${drift}" ]; then
  echo "${drift}"
  git --no-pager diff --stat -- ui/src/bindings || true
  die "generated files are out of date with the Rust types, the game content or the command table:" \
    "run 'cargo test --workspace' and commit ui/src/bindings (with ui/src/bindings/content)," \
    "src-tauri/commands.json and src-tauri/capabilities"
fi
echo "bindings up to date"

header "npm run check (svelte-check + tsc)"
npm run check

header "npm run test:unit (vitest)"
npm run test:unit

header "npx tauri build --debug --no-bundle"
build_started=${SECONDS}
npx tauri build --debug --no-bundle
echo "tauri debug build took $((SECONDS - build_started)) s"

header "first load budget (scripts/initial-js.mjs)"
node scripts/initial-js.mjs ui/dist --max-bytes 45000

header "end-to-end tests (node e2e/run.mjs, two at a time)"
# Two apps side by side on two cores finish sooner: most of a test is the app's own pauses.
E2E_WORKERS="${E2E_WORKERS:-2}" node e2e/run.mjs
