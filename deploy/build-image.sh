#!/usr/bin/env bash
# Builds the website's image (deploy/Dockerfile) tagged with the docs version and the build date, e.g.
# rainbond-website:5.15-20261127 and rainbond-website:5.15, with OCI labels (version, created, revision).
# SITE_URL, BASE_URL, ANALYTICS_SCRIPTS, ALGOLIA_*, ENABLE_HSTS in the environment become build arguments.
# Usage: bash deploy/build-image.sh [--dry-run] [extra docker build options…]
#   IMAGE=registry.example.com/rainbond-website picks the name; DOCKER=podman another builder.
#   --dry-run prints the command instead of running it.
set -euo pipefail
cd "$(dirname "$0")/.."

dry_run=false
if [ "${1:-}" = "--dry-run" ]; then
  dry_run=true
  shift
fi
docs_version=$(node --input-type=module -e \
  "import('./src/data/platform.mjs').then((m) => console.log(m.PLATFORM.docsVersion))")
# One instant for the tag, the label and the build's version.json (SOURCE_DATE_EPOCH reaches the build stage).
epoch=${SOURCE_DATE_EPOCH:-$(date -u +%s)}
# GNU date takes -d @<epoch>, BSD date (macOS) -r <epoch>.
at() { date -u -d "@$epoch" "$1" 2>/dev/null || date -u -r "$epoch" "$1"; }
build_date=$(at +%Y%m%d)
created=$(at +%Y-%m-%dT%H:%M:%SZ)
revision=$(git rev-parse HEAD 2>/dev/null || echo unknown)
image="${IMAGE:-rainbond-website}"

cmd=("${DOCKER:-docker}" build -f deploy/Dockerfile
  -t "$image:$docs_version-$build_date" -t "$image:$docs_version"
  --build-arg "SOURCE_DATE_EPOCH=$epoch"
  --build-arg "VERSION=$docs_version-$build_date"
  --build-arg "CREATED=$created"
  --build-arg "REVISION=$revision")
for name in SITE_URL BASE_URL ANALYTICS_SCRIPTS ALGOLIA_APP_ID ALGOLIA_API_KEY ALGOLIA_INDEX_NAME ENABLE_HSTS; do
  if [ -n "${!name:-}" ]; then
    cmd+=(--build-arg "$name=${!name}")
  fi
done
cmd+=("$@" .)

if $dry_run; then
  printf '%q ' "${cmd[@]}"
  echo
  exit 0
fi
"${cmd[@]}"
echo "built $image:$docs_version-$build_date and $image:$docs_version"
