#!/usr/bin/env bash
# Prints the folder holding the Node the product runs on. The machine's own `node` is used when
# it is the pinned major line or newer; otherwise the pinned Node is fetched once from the npm
# registry (the node-<platform>-<arch> package ships the binary) into .tools/node.
set -euo pipefail
cd "$(dirname "$0")/.."
pinned=$(tr -d ' \nv' < .node-version)
major=${pinned%%.*}
current=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if [ "${current%%.*}" -ge "$major" ] 2>/dev/null; then
  dirname "$(command -v node)"
  exit 0
fi
tools=.tools/node
bin="$tools/node_modules/node-$(uname -s | tr 'A-Z' 'a-z')-$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')/bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" -p 'process.versions.node')" != "$pinned" ]; then
  echo "Node $current is older than $major: fetching Node $pinned into $tools (once, ~20 s)" >&2
  package="node-$(uname -s | tr 'A-Z' 'a-z')-$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')@$pinned"
  npm install --prefix "$tools" --no-audit --no-fund --no-save --loglevel=error "$package" >&2
fi
echo "$(cd "$bin" && pwd)"
