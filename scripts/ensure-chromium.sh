#!/usr/bin/env bash
# Makes sure the machine's own Chromium (Debian's packages) is installed: `chromium`, the browser
# (the benchmark's cold first visits, the screenshot scripts), and `chromium-headless-shell`, the
# same engine's headless shell the browser tests drive (testkit/src/chromium.ts).
# The project never downloads a browser build of its own: playwright-core drives these.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
SHELL_BIN=/usr/bin/chromium-headless-shell

missing() {
  local packages=()
  [ -x "$CHROMIUM" ] || packages+=(chromium)
  [ -x "$SHELL_BIN" ] || packages+=(chromium-headless-shell)
  echo "${packages[@]}"
}

if [ -z "$(missing)" ]; then
  echo "ensure-chromium: found $CHROMIUM and $SHELL_BIN"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $(missing) missing and apt-get is not available; install Debian's chromium packages by hand" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-chromium: $(missing) missing and installing needs root" >&2
    exit 1
  fi
fi

# Several suites call this at once (turbo runs them in parallel): one installs while the
# others wait on the same lock, then find the browser there.
exec 9>"${TMPDIR:-/tmp}/metrology-portal-apt.lock"
flock 9
packages=$(missing)
if [ -z "$packages" ]; then
  echo "ensure-chromium: found $CHROMIUM and $SHELL_BIN (installed meanwhile)"
  exit 0
fi

echo "ensure-chromium: installing Debian's $packages"
echo "ensure-chromium: apt-get update..."
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -q
echo "ensure-chromium: apt-get install $packages (this can take a few minutes)..."
# shellcheck disable=SC2086 # one word per package
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends $packages fonts-liberation
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium), $("$SHELL_BIN" --version 2>/dev/null || echo "the headless shell")"
