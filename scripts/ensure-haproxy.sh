#!/usr/bin/env bash
# Makes sure Debian's HAProxy is installed: the rolling-restart test (server/test/reliability)
# and the soak put two portal servers behind it. Nothing is configured system-wide; the
# harness (testkit/src/haproxy.ts) runs its own process on loopback with its own config.
set -euo pipefail

if command -v haproxy >/dev/null 2>&1; then
  echo "ensure-haproxy: found $(command -v haproxy)"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-haproxy: haproxy is missing and apt-get is not available; install HAProxy by hand" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-haproxy: haproxy is missing and installing it needs root" >&2
    exit 1
  fi
fi

# The same lock as the other apt installs of the project's scripts: one at a time.
exec 9>"${TMPDIR:-/tmp}/metrology-portal-apt.lock"
flock 9
if command -v haproxy >/dev/null 2>&1; then
  echo "ensure-haproxy: found $(command -v haproxy) (installed meanwhile)"
  exit 0
fi

echo "ensure-haproxy: haproxy is missing; installing Debian's haproxy package"
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends haproxy
# The package's own service is not used (and may not run without systemd): the harness starts its own.
echo "ensure-haproxy: installed $(haproxy -v 2>/dev/null | head -1)"
