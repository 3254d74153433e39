#!/usr/bin/env bash
# The production-config tests run a real nginx (Debian's), with the brotli modules when available.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "==> Installing Debian's nginx (apt-get)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq nginx-light >/dev/null 2>&1 || $SUDO apt-get install -y -qq nginx >/dev/null
$SUDO apt-get install -y -qq libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static >/dev/null 2>&1 || true
echo "==> $(/usr/sbin/nginx -v 2>&1)"
