#!/usr/bin/env bash
# Installs everything Saloon needs to build, test and run on Debian 12 (as root, or with sudo).
# Idempotent: each step checks first and does nothing when its part is already there.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/lib.sh
source scripts/lib.sh

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  die "run as root or install sudo"
fi

# Tauri's Linux build dependencies (see shared TOOLCHAIN notes), plus what the end-to-end tests
# need: Xvfb for a display, webkit2gtk-driver for WebKitWebDriver (which tauri-driver drives).
APT_PACKAGES=(
  build-essential
  pkg-config
  curl
  file
  libwebkit2gtk-4.1-dev
  libssl-dev
  libayatana-appindicator3-dev
  librsvg2-dev
  xvfb
  webkit2gtk-driver
)

header "setup: Debian packages"
missing=()
for package in "${APT_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "${package}" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("${package}")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing: ${missing[*]}"
  "${SUDO[@]}" apt-get update
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
else
  echo "all ${#APT_PACKAGES[@]} packages already installed"
fi

header "setup: Rust toolchain"
command -v cargo >/dev/null 2>&1 || die "cargo not found: install Rust with rustup first"
cargo --version
if command -v rustup >/dev/null 2>&1; then
  installed="$(rustup component list --installed)"
  for component in rustfmt clippy; do
    if ! grep -q "^${component}" <<<"${installed}"; then
      rustup component add "${component}"
    fi
  done
fi
cargo fmt --version
cargo clippy --version

header "setup: tauri-driver"
if command -v tauri-driver >/dev/null 2>&1; then
  echo "tauri-driver already installed: $(command -v tauri-driver)"
else
  cargo install tauri-driver --locked
fi

header "setup: Node.js packages"
command -v node >/dev/null 2>&1 || die "node not found: Node.js 20.19 or newer is needed"
node_version="$(node -p 'process.versions.node')"
node -e '
  const [major, minor] = process.versions.node.split(".").map(Number);
  process.exit(major > 20 || (major === 20 && minor >= 19) ? 0 : 1);
' || die "Node.js ${node_version} is too old: Vite 8 needs 20.19 or newer"
echo "node ${node_version}, npm $(npm --version 2>/dev/null)"
# npm ci wipes and reinstalls node_modules; skip it when the lock file has not changed since.
lock_hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp=node_modules/.saloon-lock-sha256
if [ -f "${stamp}" ] && [ "$(cat "${stamp}")" = "${lock_hash}" ]; then
  echo "node_modules matches package-lock.json"
else
  npm ci --no-audit --no-fund
  echo "${lock_hash}" >"${stamp}"
fi

header "setup: done"
