#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL server binaries (initdb, postgres, pg_isready, createdb) are
# installed: the tests, the soak and the benchmark run FerretDB on a PostgreSQL cluster of
# their own (testkit/src/postgres.ts), never on a server the machine happens to run.
# Prints the folder of the binaries as its last line.
set -euo pipefail

# The newest installed major version, e.g. /usr/lib/postgresql/15/bin.
find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/postgres" ]; then echo "$dir"; fi
}

bin=$(find_bin)
if [ -n "$bin" ]; then
  echo "ensure-postgresql: found $bin"
  echo "$bin"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-postgresql: PostgreSQL's server binaries are missing and apt-get is not available; install PostgreSQL by hand" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-postgresql: PostgreSQL's server binaries are missing and installing them needs root" >&2
    exit 1
  fi
fi

# Several suites may call this at once: one installs while the others wait on the same lock
# (the one scripts/ensure-chromium.sh takes: apt allows one install at a time anyway).
exec 9>"${TMPDIR:-/tmp}/metrology-portal-apt.lock"
flock 9
bin=$(find_bin)
if [ -n "$bin" ]; then
  echo "ensure-postgresql: found $bin (installed meanwhile)"
  echo "$bin"
  exit 0
fi

echo "ensure-postgresql: PostgreSQL is missing; installing Debian's postgresql package"
echo "ensure-postgresql: apt-get update..."
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -q
echo "ensure-postgresql: apt-get install postgresql (a minute or two)..."
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends postgresql
bin=$(find_bin)
if [ -z "$bin" ]; then
  echo "ensure-postgresql: the postgresql package is installed but no /usr/lib/postgresql/<version>/bin/initdb was found" >&2
  exit 1
fi
echo "ensure-postgresql: installed $("$bin/postgres" --version 2>/dev/null || echo postgresql)"
echo "$bin"
