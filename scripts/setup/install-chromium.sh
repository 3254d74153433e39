#!/usr/bin/env bash
# Browser tests and build-time diagrams (scripts/build/render-diagrams.mjs) drive Debian's Chromium (browser
# downloads are blocked here: never `npx playwright install`). The diagrams' text is measured with these
# fonts: Liberation Sans has Arial's metrics, WenQuanYi Micro Hei covers Chinese.
exec bash "$(dirname "$0")/install-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium fonts-liberation fonts-wqy-microhei
