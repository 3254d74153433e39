#!/usr/bin/env bash
# The W3C Nu Html Checker (npm vnu-jar, scripts/gates/validate-html-nu.mjs) runs on Java; Debian's headless JRE when missing.
exec bash "$(dirname "$0")/install-debian-package.sh" /usr/bin/java default-jre-headless
