#!/bin/sh
# Installs the package as a server: what the Dockerfile runs at image build time, and what
# test/package-install.test.ts runs in a fresh folder (no container runtime needed to check it).
#   sh scripts/install-server.sh PACKAGE.tgz DIR
# PACKAGE.tgz is `npm pack`'s tarball of this project. DIR gets the package and its runtime
# dependencies (node_modules/.bin/judge), the shipped editions parsed once into DIR/data
# (serve it with JUDGE_DATA_DIR=DIR/data), and then loses its write bits: the server only
# reads it, and nothing it holds can be changed by the user the server runs as.
set -eu
tarball=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
app=$2

mkdir -p "$app"
cd "$app"
printf '{"private": true}\n' > package.json
npm install --omit=dev --no-audit --no-fund --no-update-notifier "$tarball"
JUDGE_DATA_DIR="$PWD/data" ./node_modules/.bin/judge ingest
chmod -R a-w "$PWD"
