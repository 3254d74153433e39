#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (browser downloads are blocked here: never `npx playwright install`).
exec bash "$(dirname "$0")/install-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
