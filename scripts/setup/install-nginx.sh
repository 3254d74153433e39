#!/usr/bin/env bash
# The production-config tests run a real nginx (Debian's), with the brotli modules when available.
exec bash "$(dirname "$0")/install-debian-package.sh" /usr/sbin/nginx nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static
