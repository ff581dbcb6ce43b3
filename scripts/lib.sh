# Shared helpers for scripts/*.sh (sourced, not run).

# Prints a visible header for each step, with the time since the script started.
header() {
  printf '\n==> [%4ss] %s\n' "${SECONDS}" "$*"
}

die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

# cargo-installed tools (tauri-driver) live here; rustup puts cargo here too.
case ":${PATH}:" in
  *":${HOME}/.cargo/bin:"*) ;;
  *) export PATH="${HOME}/.cargo/bin:${PATH}" ;;
esac
