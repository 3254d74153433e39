#!/bin/sh
# The image's entrypoint. Docusaurus writes the site's address into every page, so an image serves one address: when
# the container is told where it runs (SITE_URL, BASE_URL; the Helm chart sets both), check that it is the address the
# build was for (version.json) and refuse to start otherwise, saying how to fix it. Then nginx in the foreground.
# Usage: rainbond-website [command…]   (a command replaces nginx, after the check)
set -eu
root="${SITE_ROOT:-/srv/rainbond/html}"
conf="${NGINX_CONF:-/srv/rainbond/nginx/nginx.conf}"
# nginx's pid and temporary files (render.mjs --tmp): /tmp is the only writable place, and starts empty.
tmp="${NGINX_TMP:-/tmp/nginx}"

# A string field of version.json (one field per line, as scripts/lib/build-output.mjs writes it).
built() {
  sed -n "s/^ *\"$1\": *\"\([^\"]*\)\",\{0,1\}\$/\1/p" "$root/version.json" | head -n 1
}

# check NAME WANTED BUILT: a trailing slash does not count.
check() {
  if [ -n "$2" ] && [ -z "$3" ]; then
    echo "rainbond-website: $root/version.json says nothing about $1; cannot check $1=$2." >&2
    exit 65
  fi
  if [ -n "$2" ] && [ "${2%/}" != "${3%/}" ]; then
    echo "rainbond-website: $1 is $2, but this image was built for $3." >&2
    echo "  Rebuild it for that address (SITE_URL=… BASE_URL=… bash deploy/build-image.sh), or set $1=$3." >&2
    exit 64
  fi
}

if [ ! -f "$root/version.json" ]; then
  echo "rainbond-website: $root/version.json is missing: this is not a finished build." >&2
  exit 65
fi
check SITE_URL "${SITE_URL:-}" "$(built siteUrl)"
check BASE_URL "${BASE_URL:-}" "$(built baseUrl)"
if [ "$#" -gt 0 ]; then
  exec "$@"
fi
mkdir -p "$tmp"
exec nginx -e stderr -c "$conf"
