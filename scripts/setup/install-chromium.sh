#!/usr/bin/env bash
# Debian's Chromium (browser downloads are blocked here: never `npx playwright install`), in its two builds
# (settings.mjs CHROMIUM): the headless shell draws the build's diagrams, cards and PDFs and drives the tests; the
# full browser is what `npm run bench` measures. `--shell-only` (the test run's gate) leaves the full browser out.
# The pictures' text is measured with these fonts: Liberation Sans has Arial's metrics, WenQuanYi Micro Hei covers
# Chinese.
# Usage: install-chromium.sh [--shell-only]
set -euo pipefail
dir="$(dirname "$0")"
bash "$dir/install-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" chromium-headless-shell \
  fonts-liberation fonts-wqy-microhei
if [ "${1:-}" != "--shell-only" ]; then
  exec bash "$dir/install-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
fi
