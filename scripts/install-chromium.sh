#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when it is missing (browser downloads are blocked here,
# so never `npx playwright install`).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
echo "==> Installing Debian's chromium (apt-get)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
echo "==> $(/usr/bin/chromium --version)"
