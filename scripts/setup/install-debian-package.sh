#!/usr/bin/env bash
# Installs Debian packages a test step needs, unless they are already there.
# Usage: install-debian-package.sh <binary path> <package> [optional package…]
# The first package is required (present when the binary is); the rest are installed when the archive has
# them, so a machine that already has the binary still gets an optional package added to this list later.
set -euo pipefail
binary="$1"
required="$2"
shift 2
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed'; }
missing=()
for optional in "$@"; do
  installed "$optional" || missing+=("$optional")
done
if [ -x "$binary" ] && [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
if [ ! -x "$binary" ]; then
  echo "==> Installing Debian's $required (apt-get)…"
  $SUDO apt-get install -y -qq "$required" >/dev/null
fi
for optional in "${missing[@]}"; do
  echo "==> Installing Debian's $optional (apt-get)…"
  $SUDO apt-get install -y -qq "$optional" >/dev/null 2>&1 || echo "    ($optional not available; going on without it)"
done
# --version first: Chromium's headless shell, run as root, answers -v with a sandbox error instead of its version.
version="$("$binary" --version 2>/dev/null || "$binary" -v 2>&1 || true)"
echo "==> ${version%%$'\n'*}"
