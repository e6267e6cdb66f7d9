#!/usr/bin/env bash
# Builds the real servers the production-profile tests start as local processes
# (FerretDB v1 for the MongoDB wire protocol, MinIO for S3, Mailpit for SMTP) with `go install`,
# once: the binaries are cached by version, so later runs pay nothing.
set -euo pipefail

cache="${PORTAL_BIN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/metrology-portal/bin}"
mkdir -p "$cache"

# name | module path | versions to try, first that builds wins
servers=(
  "ferretdb|github.com/FerretDB/FerretDB/cmd/ferretdb|v1.24.0 v1.23.1"
  "minio|github.com/minio/minio|v0.0.0-20260212201848-7aac2a2c5b7c v0.0.0-20250422221550-e5e94e1adef7"
  "mailpit|github.com/axllent/mailpit|v1.27.11"
)

# `go install pkg@version` asks the proxy for the module's version list to warn of
# deprecation; where the proxy refuses that list (it does for FerretDB here) the
# same pinned version is built from a throw-away module that requires it.
go_install() {
  local out=$1 module=$2 version=$3 root=${4:-}
  GOBIN="$out" CGO_ENABLED=0 go install "$module@$version" && return 0
  echo "build-servers: go install refused; building $module@$version from a wrapper module"
  local wrapper
  wrapper=$(mktemp -d)
  (
    cd "$wrapper" &&
      go mod init portal-build/wrapper >/dev/null 2>&1 &&
      go get "$module@$version" &&
      CGO_ENABLED=0 go build -o "$out/$(basename "$module")" "$module"
  )
  local rc=$?
  rm -rf "$wrapper"
  return $rc
}

# FerretDB reads its version from build/version/version.txt, a generated file the
# module zip lacks, and a binary built straight from the zip panics at start. So it
# is built from a writable copy of its module source with that file written.
build_ferretdb() {
  local out=$1 version=$2 dir src rc
  dir=$(go mod download -json "github.com/FerretDB/FerretDB@$version" | grep '"Dir"' | cut -d'"' -f4)
  [ -n "$dir" ] || return 1
  src=$(mktemp -d)
  cp -r "$dir/." "$src" && chmod -R u+w "$src" && echo "$version" >"$src/build/version/version.txt"
  (cd "$src" && CGO_ENABLED=0 go build -o "$out/ferretdb" ./cmd/ferretdb)
  rc=$?
  rm -rf "$src"
  return $rc
}

# A binary that cannot print its version would fail every test that starts it.
# (Mailpit knows no --version, and its `version` fails offline unless told not to look for updates.)
runs() { "$1" --version >/dev/null 2>&1 || "$1" version --no-release-check >/dev/null 2>&1; }

build_one() {
  local name=$1 module=$2 versions=$3 version target tmp
  for version in $versions; do
    target="$cache/$name-$version"
    if [ -x "$target" ] && runs "$target"; then
      ln -sf "$target" "$cache/$name"
      echo "build-servers: $name $version cached at $target"
      return 0
    fi
  done
  for version in $versions; do
    target="$cache/$name-$version"
    tmp=$(mktemp -d)
    echo "build-servers: building $name $version with Go (first run only, a few minutes)..."
    local started=$SECONDS
    ( while sleep 30; do echo "build-servers: ... still building $name ($((SECONDS - started)) s)"; done ) &
    local ticker=$!
    local built=1
    if [ "$name" = ferretdb ]; then build_ferretdb "$tmp" "$version" && built=0
    else go_install "$tmp" "$module" "$version" && built=0; fi
    if [ $built = 0 ] && runs "$tmp/$(basename "$module")"; then
      kill "$ticker" 2>/dev/null || true
      mv "$tmp/$(basename "$module")" "$target"
      rm -rf "$tmp"
      ln -sf "$target" "$cache/$name"
      echo "build-servers: $name $version built in $((SECONDS - started)) s"
      return 0
    fi
    kill "$ticker" 2>/dev/null || true
    rm -rf "$tmp"
    echo "build-servers: $name $version failed to build; trying the next release" >&2
  done
  echo "build-servers: no release of $name could be built" >&2
  return 1
}

command -v go >/dev/null || { echo "build-servers: Go is required (go install builds FerretDB and MinIO)" >&2; exit 1; }
for entry in "${servers[@]}"; do
  IFS='|' read -r name module versions <<<"$entry"
  build_one "$name" "$module" "$versions"
done
echo "build-servers: binaries in $cache"
