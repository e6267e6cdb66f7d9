#!/usr/bin/env bash
# Makes sure the machine's own Chromium (Debian's package) is installed for the e2e suite.
# The project never downloads a browser build of its own: playwright-core drives this one.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "ensure-chromium: found $CHROMIUM"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing and apt-get is not available; install Chromium by hand" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-chromium: $CHROMIUM is missing and installing it needs root" >&2
    exit 1
  fi
fi

# Several suites call this at once (turbo runs them in parallel): one installs while the
# others wait on the same lock, then find the browser there.
exec 9>"${TMPDIR:-/tmp}/metrology-portal-apt.lock"
flock 9
if [ -x "$CHROMIUM" ]; then
  echo "ensure-chromium: found $CHROMIUM (installed meanwhile)"
  exit 0
fi

echo "ensure-chromium: $CHROMIUM is missing; installing Debian's chromium package"
echo "ensure-chromium: apt-get update..."
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -q
echo "ensure-chromium: apt-get install chromium (this can take a few minutes)..."
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends chromium fonts-liberation
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
