# Sourced by ./run and .ci/run: puts a suitable node and pnpm first on PATH.
# The npm registry serves Node itself as the `node` package, so a machine with only an
# older Node and npm can bootstrap without any other download channel.
toolchain_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
toolchain_node="24.21.0"
toolchain_pnpm="$(sed -nE 's/.*"packageManager": *"pnpm@([^"]+)".*/\1/p' "$toolchain_root/package.json")"
toolchain_dir="$toolchain_root/.toolchain"

node_is_new_enough() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if [ -x "$toolchain_dir/node_modules/.bin/node" ]; then
  export PATH="$toolchain_dir/node_modules/.bin:$PATH"
fi
if ! node_is_new_enough || [ "$(pnpm --version 2>/dev/null)" != "$toolchain_pnpm" ]; then
  echo "› installing node@$toolchain_node and pnpm@$toolchain_pnpm into .toolchain/ (system node: $(node --version 2>/dev/null || echo none))" >&2
  mkdir -p "$toolchain_dir"
  npm install --prefix "$toolchain_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node@$toolchain_node" "pnpm@$toolchain_pnpm" >&2
  export PATH="$toolchain_dir/node_modules/.bin:$PATH"
fi
hash -r
