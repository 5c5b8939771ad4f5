# Sourced by .ci/run (and usable by hand: `source scripts/ci-node.sh`): puts the pinned Node.js
# 24 LTS first on PATH. CI machines ship an older Node.js and reach no download site but the npm
# registry, so the official binary comes from the registry's node-linux-<arch> package, unpacked
# once into a cache folder that later runs on the same machine reuse.
HOMEBASE_CI_NODE_VERSION=24.21.0

case "$(uname -m)" in
  x86_64) node_arch=x64 ;;
  aarch64 | arm64) node_arch=arm64 ;;
  *) echo "ci-node: no Node.js package for $(uname -m)" >&2; return 1 ;;
esac
node_home="${XDG_CACHE_HOME:-$HOME/.cache}/homebase/node-v${HOMEBASE_CI_NODE_VERSION}-linux-${node_arch}"

if [ ! -x "$node_home/bin/node" ]; then
  echo "Fetching Node.js ${HOMEBASE_CI_NODE_VERSION} (node-linux-${node_arch}) from the npm registry…"
  download_dir="$(mktemp -d)"
  (cd "$download_dir" && npm pack --silent "node-linux-${node_arch}@${HOMEBASE_CI_NODE_VERSION}" >/dev/null)
  rm -rf "$node_home.partial" && mkdir -p "$node_home.partial"
  tar -xzf "$download_dir"/node-linux-*.tgz -C "$node_home.partial" --strip-components=1
  rm -rf "$download_dir" "$node_home"
  mv "$node_home.partial" "$node_home"
fi

export PATH="$node_home/bin:$PATH"
# Native add-ons, if any ever needs compiling, build against this Node's own headers rather than
# a nodedir the machine's npm configuration may point at an older Node.
export npm_config_nodedir="$node_home"
echo "Node.js $(node --version) from $node_home; npm $(npm --version)"
