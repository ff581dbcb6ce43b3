#!/usr/bin/env bash
# Everything CI checks, in order: setup, Rust format/lint/tests, ts-rs bindings drift, UI type
# check and unit tests, then the end-to-end tests against the debug app built beside the tests.
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

header "npm run build (the UI the app embeds: ui/dist)"
# Built before any cargo step: with the custom-protocol feature the shell's
# tauri::generate_context! embeds ui/dist at compile time.
npm run -s build

# One set of features for every cargo step below: all the workspace's packages (the shell
# included), the UI embedded, and (through --tests) the dev-dependencies' features. Cargo
# unifies features per invocation; steps that differ (a package left out, the shell's feature
# missing) rebuild the proc macros and every crate above them, which on two cores cost a
# quarter of the compile time.
CARGO_FEATURES=(--workspace --features saloon-app-shell/custom-protocol)

header "cargo clippy --workspace --all-targets -- -D warnings"
cargo clippy "${CARGO_FEATURES[@]}" --all-targets -- -D warnings

header "cargo build: the debug app (target/debug/saloon-app) and every test binary"
# What `tauri build --debug --no-bundle` does after its beforeBuildCommand (npm run build,
# above): cargo build with the custom-protocol feature. The Tauri npm and crate versions it
# would check are checked here.
build_started=${SECONDS}
node scripts/tauri-versions.mjs
cargo build "${CARGO_FEATURES[@]}" --bins --tests
echo "the build took $((SECONDS - build_started)) s"

header "cargo test --workspace"
cargo test "${CARGO_FEATURES[@]}"

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

header "first load budget (scripts/initial-js.mjs)"
node scripts/initial-js.mjs ui/dist --max-bytes 45000

header "end-to-end tests (node e2e/run.mjs, three at a time)"
# Three apps side by side on two cores finish sooner: most of a test is WebDriver round trips
# and the app's own pauses, and one app keeps about half a core busy.
E2E_WORKERS="${E2E_WORKERS:-3}" node e2e/run.mjs
