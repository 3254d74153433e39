#!/usr/bin/env bash
# Installs Debian packages a test step needs, unless the binary is already there.
# Usage: install-debian-package.sh <binary path> <package> [optional package…]
# The first package is required; the rest are installed when the archive has them.
set -euo pipefail
binary="$1"
required="$2"
shift 2
if [ -x "$binary" ]; then
  exit 0
fi
echo "==> Installing Debian's $required (apt-get)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "$required" >/dev/null
for optional in "$@"; do
  $SUDO apt-get install -y -qq "$optional" >/dev/null 2>&1 || echo "    ($optional not available; going on without it)"
done
echo "==> $("$binary" -v 2>&1 || "$binary" --version 2>&1)"
