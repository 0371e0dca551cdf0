#!/usr/bin/env bash
# Installs an API release from an unpacked api-{version}.tar.gz (npm run pack:api): run it as root from
# inside that directory, on each machine of the fleet (docs/operations.md, "Install from the API release").
#
#   ./install-api.sh              lay the release down beside the running one
#   ./install-api.sh --switch     and point /opt/kiosk-api at it (the rolling upgrade's step 4; restart the
#                                 instances one at a time after)
#   ./install-api.sh --root DIR   under DIR instead (DIR/etc must hold passwd, group, shadow and gshadow)
#
# What it does:
#   1. The user kiosk-api, if missing.
#   2. The release in /opt/kiosk-api-{version} (server, web build, production dependencies, its Node 24);
#      a release already there is left as it is.
#   3. /opt/kiosk-api pointing at it on the first install, or with --switch.
#   4. deploy/fleet's kiosk-api@.service in /etc/systemd/system, and its drop-in
#      kiosk-api@.service.d/release-node.conf: the instances run the release's own Node, not /usr/bin/node.
# Settings stay where they are (/etc/kiosk/api.env: deploy/fleet/api.env.example); nothing is started.
set -euo pipefail

root=''
switch=''
while [ $# -gt 0 ]; do
  case "$1" in
    --root) root="${2:?--root needs a directory}"; shift 2 ;;
    --root=*) root="${1#--root=}"; shift ;;
    --switch) switch=yes; shift ;;
    -h | --help) sed -n '2,19p' "$0"; exit 0 ;;
    *) echo "install-api.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [ -n "$root" ]; then
  root="$(cd "$root" && pwd)"
  [ "$root" != / ] || root=''
fi

src="$(cd "$(dirname "$0")" && pwd)"
version="$(cat "$src/VERSION")"
[[ "$version" =~ ^[0-9A-Za-z.+-]{1,40}$ ]] || { echo "install-api.sh: bad VERSION '$version'" >&2; exit 1; }
for file in apps/server/dist/main.js apps/web/dist/index.html node/bin/node node_modules kiosk-api@.service release-node.conf; do
  [ -e "$src/$file" ] || { echo "install-api.sh: $src/$file is missing: unpack the whole tarball" >&2; exit 1; }
done
[ "$(id -u)" = 0 ] || { echo 'install-api.sh: run it as root' >&2; exit 1; }
say() { echo "api $version: $*"; }

# 1. The user.
if ! grep -q '^kiosk-api:' "$root/etc/passwd"; then
  say 'adding the user kiosk-api'
  useradd ${root:+--root "$root"} --system --user-group --home-dir /var/lib/kiosk-api --no-create-home \
    --shell /usr/sbin/nologin kiosk-api
fi

# 2. The release, beside the others, through a staging folder renamed at the end.
release="$root/opt/kiosk-api-$version"
if [ -e "$release" ]; then
  say "release already in $release"
else
  say "laying down $release"
  staging="$root/opt/.kiosk-api-$version.new"
  rm -rf "$staging"
  install -d -m 0755 "$staging"
  cp -a "$src/apps" "$src/node" "$src/node_modules" "$src/package.json" "$src/VERSION" "$staging/"
  chown -R 0:0 "$staging"
  mv -T "$staging" "$release"
fi

# 3. The link the unit runs.
link="$root/opt/kiosk-api"
if [ -d "$link" ] && [ ! -L "$link" ]; then
  say "$link is a folder (a checkout): rename it /opt/kiosk-api-<old> and link it first (docs/operations.md)"
elif [ ! -e "$link" ] || [ -n "$switch" ]; then
  ln -sfn "kiosk-api-$version" "$root/opt/.kiosk-api.new"
  mv -T "$root/opt/.kiosk-api.new" "$link"
  say "/opt/kiosk-api is now $version; restart the instances one at a time (systemctl restart kiosk-api@PORT)"
else
  say "/opt/kiosk-api stays $(readlink "$link"); ./install-api.sh --switch when the database is migrated"
fi

# 4. The unit and the drop-in for the release's Node.
install -d -m 0755 "$root/etc/systemd/system/kiosk-api@.service.d"
install -m 0644 "$src/kiosk-api@.service" "$root/etc/systemd/system/kiosk-api@.service"
install -m 0644 "$src/release-node.conf" "$root/etc/systemd/system/kiosk-api@.service.d/release-node.conf"
[ -n "$root" ] || systemctl daemon-reload
