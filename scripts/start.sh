#!/usr/bin/env bash
# Installs what is missing, then starts Saloon in development mode: Vite's dev server with hot
# reload and the Tauri window. Extra arguments go to `tauri dev`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/lib.sh
source scripts/lib.sh

scripts/setup.sh

header "npx tauri dev"
exec npx tauri dev "$@"
