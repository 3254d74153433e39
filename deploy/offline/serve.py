#!/usr/bin/env python3
"""Serves an offline bundle of the Rainbond docs (written by `npm run bundle`) on this machine.

Only Python 3.6+ and its standard library: the operator's server has no internet and usually no Node.js, while
Python 3 ships with nearly every Linux server distribution (and installs from its own media where it does not).
The URL rules are production's (deploy/nginx/site.conf.template, scripts/lib/resolve.mjs): bare paths, a 404 page
per locale, `x.html` and `x/index.html` redirected to their bare path only when that path is made of plain segments
(so a crafted link can neither leave the host nor inject a header), dotfiles and symlinks out of the folder refused.

Usage: ./serve [--host 127.0.0.1] [--port 8080] [--verbose]     (or: python3 serve.py …)
"""
import argparse
import json
import mimetypes
import os
import re
import socketserver
import sys
import urllib.parse
from http.server import BaseHTTPRequestHandler, HTTPServer
from socketserver import ThreadingMixIn

HERE = os.path.dirname(os.path.abspath(__file__))
SITE = os.path.realpath(os.path.join(HERE, "site"))

# Production's rule for a redirect target: no empty segment (//host), backslash, control character, space, %, ? or #.
PLAIN_PATH = re.compile(r"^(?:/[^/\\\x00-\x20\x7f%?#]+)*/?$")
HIDDEN = re.compile(r"/\.(?!well-known/)")
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "application/javascript; charset=utf-8",
    ".mjs": "application/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".xml": "application/xml; charset=utf-8",
    ".svg": "image/svg+xml; charset=utf-8",
    ".yaml": "application/yaml; charset=utf-8",
    ".yml": "application/yaml; charset=utf-8",
    ".webmanifest": "application/manifest+json; charset=utf-8",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
    ".wasm": "application/wasm",
}


def read_version():
    """What this bundle holds (site/version.json, written by the build and the bundle step)."""
    try:
        with open(os.path.join(SITE, "version.json"), encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


VERSION = read_version()
# The docs version this bundle carries; an archived one lives at /docs/<version>/.
BUNDLED = (VERSION.get("bundle") or {}).get("version") or VERSION.get("docsVersion") or ""
ARCHIVED = bool((VERSION.get("bundle") or {}).get("archived"))
DOCS_HOME = "/docs/%s/" % BUNDLED if ARCHIVED else "/docs/"


def html_redirect_target(decoded):
    """`/x.html` and `/x/index.html` live at their bare path. Decided on the decoded path, as nginx matches it;
    None when that path is not made of plain segments (then it is not a page, and gets the 404 page)."""
    if decoded.endswith("/index.html"):
        target = decoded[: -len("index.html")]
    elif decoded.endswith(".html") and len(decoded) > len("/.html"):
        target = decoded[: -len(".html")]
    else:
        return None
    return target if PLAIN_PATH.match(target) else None


def inside(path):
    return path == SITE or path.startswith(SITE + os.sep)


def resolve_file(decoded):
    """The file that answers a decoded path, or None."""
    if HIDDEN.search(decoded) or "\x00" in decoded:
        return None
    target = os.path.normpath(os.path.join(SITE, decoded.lstrip("/")))
    if not inside(target):
        return None
    if decoded.endswith("/"):
        candidates = [os.path.join(target, "index.html")]
    else:
        candidates = [target, os.path.join(target, "index.html"), target + ".html"]
    for candidate in candidates:
        # realpath: a symlink may not lead out of the folder (production: disable_symlinks on).
        if os.path.isfile(candidate) and inside(os.path.realpath(candidate)):
            return candidate
    return None


def archived_docs_path(decoded):
    """In an archived version's bundle, /docs/x (the current docs, not in it) → /docs/<version>/x when that exists."""
    if not ARCHIVED:
        return None
    match = re.match(r"^(/en)?/docs(/.*)?$", decoded)
    if not match:
        return None
    prefix, rest = match.group(1) or "", (match.group(2) or "/")
    if rest.startswith("/%s/" % BUNDLED) or rest == "/" + BUNDLED:
        return None
    candidate = "%s/docs/%s%s" % (prefix, BUNDLED, rest)
    return candidate if resolve_file(candidate) else None


class Handler(BaseHTTPRequestHandler):
    server_version = "rainbond-docs"
    sys_version = ""
    protocol_version = "HTTP/1.1"
    # An idle keep-alive connection gives its thread back after this many seconds.
    timeout = 30
    verbose = False

    def do_GET(self):
        self.respond(with_body=True)

    def do_HEAD(self):
        self.respond(with_body=False)

    def do_POST(self):
        """Page votes: answered like production (204) so the page shows its thanks; offline, nobody collects them."""
        if re.match(r"^(/en)?/feedback(\?|$)", self.path):
            self.send_response(204)
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            return
        self.send_response(405)
        self.send_header("Allow", "GET, HEAD")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def respond(self, with_body):
        raw, _, query = self.path.partition("?")
        raw = raw.partition("#")[0]
        suffix = "?" + query if query else ""
        try:
            decoded = urllib.parse.unquote(raw, errors="strict")
        except UnicodeDecodeError:
            return self.send_page(self.not_found_file(raw), 404, with_body)
        if not decoded.startswith("/") or HIDDEN.search(decoded):
            return self.send_page(self.not_found_file(decoded), 404, with_body)
        target = html_redirect_target(decoded)
        if target is not None:
            return self.redirect(urllib.parse.quote(target) + suffix, 301)
        found = resolve_file(decoded)
        if found:
            return self.send_page(found, 200, with_body)
        moved = archived_docs_path(decoded)
        if moved:
            return self.redirect(urllib.parse.quote(moved) + suffix, 302)
        return self.send_page(self.not_found_file(decoded), 404, with_body)

    @staticmethod
    def not_found_file(decoded):
        if decoded == "/en" or decoded.startswith("/en/"):
            localized = os.path.join(SITE, "en", "404.html")
            if os.path.isfile(localized):
                return localized
        return os.path.join(SITE, "404.html")

    def redirect(self, location, status):
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()

    def send_page(self, file, status, with_body):
        ext = os.path.splitext(file)[1].lower()
        ctype = TYPES.get(ext) or mimetypes.guess_type(file)[0] or "application/octet-stream"
        try:
            with open(file, "rb") as f:
                body = f.read()
        except OSError:
            self.send_error(500)
            return
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        if with_body:
            self.wfile.write(body)

    def log_message(self, format, *args):
        if self.verbose:
            sys.stderr.write("%s %s\n" % (self.address_string(), format % args))


class Server(ThreadingMixIn, HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def server_bind(self):
        # HTTPServer.server_bind looks the host name up (socket.getfqdn): a DNS query an offline machine would send
        # and wait on. The name is only used in CGI environments.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]


def port_number(text):
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError("a port is a number from 0 to 65535")
    return value


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="serve", description="Serve this offline bundle of the Rainbond docs on this machine."
    )
    parser.add_argument("--host", default="127.0.0.1", help="IPv4 address to listen on (0.0.0.0: every interface)")
    parser.add_argument("--port", type=port_number, default=8080, help="port to listen on (0: any free port)")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    if not os.path.isfile(os.path.join(SITE, "index.html")):
        sys.stderr.write("serve: no site/ folder next to serve.py; unpack the whole bundle first.\n")
        return 1
    Handler.verbose = args.verbose
    try:
        server = Server((args.host, args.port), Handler)
    except OSError as error:
        sys.stderr.write(
            "serve: cannot listen on %s:%d (%s); choose another port with --port.\n"
            % (args.host, args.port, error.strerror or error)
        )
        return 1
    port = server.server_address[1]
    shown = "<this-server-ip>" if args.host == "0.0.0.0" else args.host
    label = "V" + BUNDLED if BUNDLED else "docs"
    built = str(VERSION.get("builtAt") or "")[:10]
    print(
        "Rainbond docs %s (built %s) at http://%s:%d%s (English: /en%s). Ctrl+C stops."
        % (label, built or "?", shown, port, DOCS_HOME, DOCS_HOME),
        flush=True,
    )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
