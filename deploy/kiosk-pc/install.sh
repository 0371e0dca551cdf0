#!/usr/bin/env bash
# Installs or upgrades a kiosk PC (Debian 12 or 13) from an unpacked kiosk-pc-{version}.tar.gz: run it as
# root from inside that directory. Idempotent: running it again changes nothing; running the one of a
# newer tarball upgrades (a new release beside the old, one symlink switched, the services restarted).
#
#   ./install.sh                  install on this machine
#   ./install.sh --root DIR       lay everything down under DIR instead (no packages, no service started):
#                                 DIR/etc must hold passwd, group, shadow and gshadow (users are added there)
#   ./install.sh --packages-only  step 1 alone: the Debian packages this release needs, those missing
#
# What it does (deploy/kiosk-pc/README.md):
#   1. Debian packages, those missing: cage (the kiosk compositor) and xwayland (cage 0.1 does not start
#      without it), chromium, the voices of speech mode (docs/kiosk-speech.md): speech-dispatcher,
#      speech-dispatcher-espeak-ng, espeak-ng, and the sound server they speak through (speech-dispatcher
#      plays through PulseAudio's socket): pipewire-pulse and wireplumber, run in the kiosk's login session.
#   2. Users: kiosk (runs the browser; home /var/lib/kiosk) and kiosk-agent (runs the agent; in dialout
#      for the serial ports).
#   3. The release: /opt/kiosk-pc/releases/{version} (agent, its hardware drivers in agent/drivers/,
#      its own Node 24, the browser launcher),
#      /opt/kiosk-pc/current pointing at it, /opt/kiosk-pc/previous at the one before (kept for a way
#      back); older ones removed.
#   4. Settings, only if missing (never overwritten): /etc/kiosk/agent.env (0640 root:kiosk-agent),
#      /etc/kiosk/browser.env, /etc/chromium/policies/managed/kiosk.json, and the programme's public
#      release key /etc/kiosk/release.pub (from a signed tarball; a later tarball never replaces it),
#      the udev rule template for the serial ports' names, /etc/udev/rules.d/99-kiosk-dispenser.rules.
#   5. The units kiosk-agent.service and kiosk-browser.service, enabled; graphical.target the default;
#      the text console never blanks (consoleblank=0 on the kernel command line).
set -euo pipefail

root=''
packages_only=''
while [ $# -gt 0 ]; do
  case "$1" in
    --root) root="${2:?--root needs a directory}"; shift 2 ;;
    --root=*) root="${1#--root=}"; shift ;;
    --packages-only) packages_only=yes; shift ;;
    -h | --help) sed -n '2,27p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [ -n "$root" ] && [ -n "$packages_only" ]; then
  echo 'install.sh: --packages-only installs on this machine; it does not go with --root' >&2
  exit 2
fi
if [ -n "$root" ]; then
  root="$(cd "$root" && pwd)"
  [ "$root" != / ] || root=''
fi

src="$(cd "$(dirname "$0")" && pwd)"
version="$(cat "$src/VERSION")"
[[ "$version" =~ ^[0-9A-Za-z.+-]{1,40}$ ]] || { echo "install.sh: bad VERSION '$version'" >&2; exit 1; }
for file in agent/kiosk-agent.mjs agent/drivers/serialport.node node/bin/node kiosk-browser.sh kiosk-agent-launcher.sh kiosk-agent.service kiosk-browser.service; do
  [ -e "$src/$file" ] || { echo "install.sh: $src/$file is missing: unpack the whole tarball" >&2; exit 1; }
done
[ "$(id -u)" = 0 ] || { echo 'install.sh: run it as root' >&2; exit 1; }
say() { echo "kiosk-pc $version: $*"; }

# 1. Debian 12 or 13, and the packages.
os_release="$root/etc/os-release"
if [ -r "$os_release" ]; then
  # shellcheck disable=SC1090
  debian="$(. "$os_release" && echo "${ID:-}:${VERSION_ID:-}")"
  case "$debian" in
    debian:12 | debian:13) ;;
    *) echo "install.sh: this is $debian; a kiosk PC is Debian 12 or 13" >&2; exit 1 ;;
  esac
elif [ -z "$root" ]; then
  echo 'install.sh: no /etc/os-release; a kiosk PC is Debian 12 or 13' >&2
  exit 1
fi
# Only those missing: a newer release's install.sh on a kiosk PC also brings what it newly needs.
packages=(cage xwayland chromium speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pipewire-pulse wireplumber)
if [ -z "$root" ]; then
  missing=()
  for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  else
    say "the Debian packages are in place"
  fi
else
  say "no packages under --root; on that system: ./install.sh --packages-only (${packages[*]})"
fi
[ -z "$packages_only" ] || exit 0

# 2. Users (useradd --root edits DIR/etc). Groups that do not exist are left out.
groups_present() {
  local wanted=() group
  for group in "$@"; do grep -q "^${group}:" "$root/etc/group" && wanted+=("$group"); done
  local IFS=,
  echo "${wanted[*]}"
}
id_in_group() { # user group
  awk -F: -v group="$2" -v user="$1" '$1 == group { n = split($4, m, ","); for (i = 1; i <= n; i++) if (m[i] == user) found = 1 } END { exit !found }' "$root/etc/group"
}
add_user() { # name home groups...
  local name="$1" home="$2"
  shift 2
  if grep -q "^${name}:" "$root/etc/passwd"; then return; fi
  say "adding the user $name"
  local extra
  extra="$(groups_present "$@")"
  useradd ${root:+--root "$root"} --system --user-group --home-dir "$home" --no-create-home \
    --shell /usr/sbin/nologin ${extra:+--groups "$extra"} "$name"
}
add_user kiosk /var/lib/kiosk video render input audio
add_user kiosk-agent /var/lib/kiosk-agent dialout plugdev
# The agent opens the dispenser boards' serial ports: dialout, also for a user an older release added.
if grep -q '^dialout:' "$root/etc/group" && ! id_in_group kiosk-agent dialout; then
  say 'adding kiosk-agent to dialout'
  usermod ${root:+--root "$root"} --append --groups dialout kiosk-agent
fi
id_of() { awk -F: -v name="$1" '$1 == name { print $3 }' "$root/etc/$2"; }
kiosk_uid="$(id_of kiosk passwd)"
kiosk_gid="$(id_of kiosk group)"
agent_gid="$(id_of kiosk-agent group)"
install -d -m 0750 -o "$kiosk_uid" -g "$kiosk_gid" "$root/var/lib/kiosk"

# 3. The release, switched in by one rename; the one before it stays for a way back.
releases="$root/opt/kiosk-pc/releases"
install -d -m 0755 "$root/opt/kiosk-pc" "$releases"
if [ -e "$releases/$version" ] && cmp -s "$src/agent/kiosk-agent.mjs" "$releases/$version/agent/kiosk-agent.mjs"; then
  say "release $version already in place"
else
  say "laying down release $version"
  staging="$releases/.$version.new"
  rm -rf "$staging"
  install -d -m 0755 "$staging/agent/drivers" "$staging/node/bin"
  install -m 0644 "$src/VERSION" "$staging/VERSION"
  install -m 0644 "$src/agent/kiosk-agent.mjs" "$staging/agent/kiosk-agent.mjs"
  install -m 0644 "$src"/agent/drivers/* "$staging/agent/drivers/"
  install -m 0755 "$src/node/bin/node" "$staging/node/bin/node"
  [ ! -e "$src/node/LICENSE" ] || install -m 0644 "$src/node/LICENSE" "$staging/node/LICENSE"
  install -m 0755 "$src/kiosk-browser.sh" "$staging/kiosk-browser.sh"
  rm -rf "$releases/$version"
  mv "$staging" "$releases/$version"
fi
was="$(readlink "$root/opt/kiosk-pc/current" 2>/dev/null || true)"
if [ "$was" != "releases/$version" ]; then
  [ -z "$was" ] || ln -sfn "$was" "$root/opt/kiosk-pc/previous"
  ln -sfn "releases/$version" "$root/opt/kiosk-pc/.current.new"
  mv -T "$root/opt/kiosk-pc/.current.new" "$root/opt/kiosk-pc/current"
  say "current release: $version${was:+ (was ${was#releases/})}"
fi
# The agent installs later releases itself (docs/device-agent.md, self-update): it may write here, and
# nowhere else under /opt. Its launcher stays outside, root's, so no release it installs replaces it.
agent_uid="$(id_of kiosk-agent passwd)"
chown "$agent_uid:$agent_gid" "$root/opt/kiosk-pc" "$releases"
install -d -m 0755 "$root/usr/local/lib/kiosk-pc"
install -m 0755 "$src/kiosk-agent-launcher.sh" "$root/usr/local/lib/kiosk-pc/kiosk-agent-launcher"
previous="$(readlink "$root/opt/kiosk-pc/previous" 2>/dev/null || true)"
for old in "$releases"/*; do
  [ -e "$old" ] || continue
  name="releases/$(basename "$old")"
  [ "$name" = "releases/$version" ] || [ "$name" = "$previous" ] || rm -rf "$old"
done

# 4. Settings: examples only where nothing is set yet; the IT person fills them in (README.md).
install -d -m 0755 "$root/etc/kiosk" "$root/etc/chromium/policies/managed"
new_settings=()
if [ ! -e "$root/etc/kiosk/agent.env" ]; then
  install -m 0640 -o 0 -g "$agent_gid" "$src/agent.env.example" "$root/etc/kiosk/agent.env"
  new_settings+=(/etc/kiosk/agent.env)
fi
if [ ! -e "$root/etc/kiosk/browser.env" ]; then
  install -m 0644 "$src/browser.env.example" "$root/etc/kiosk/browser.env"
  new_settings+=(/etc/kiosk/browser.env)
fi
# The key releases are checked with: the first one stays (a tarball cannot bring its own signer).
if [ -e "$src/release.pub" ] && [ ! -e "$root/etc/kiosk/release.pub" ]; then
  install -m 0644 "$src/release.pub" "$root/etc/kiosk/release.pub"
  say 'the programme release key is in /etc/kiosk/release.pub'
elif [ -e "$src/release.pub" ] && ! cmp -s "$src/release.pub" "$root/etc/kiosk/release.pub"; then
  say 'warning: this release names another release key; /etc/kiosk/release.pub is kept'
fi
if [ ! -e "$root/etc/chromium/policies/managed/kiosk.json" ]; then
  install -m 0644 "$src/chromium-policy.json" "$root/etc/chromium/policies/managed/kiosk.json"
  new_settings+=(/etc/chromium/policies/managed/kiosk.json)
fi

# The serial ports' stable names: a template the technician fills in, so only if missing (docs/hardware.md).
install -d -m 0755 "$root/etc/udev/rules.d"
if [ ! -e "$root/etc/udev/rules.d/99-kiosk-dispenser.rules" ]; then
  install -m 0644 "$src/99-kiosk-dispenser.rules" "$root/etc/udev/rules.d/99-kiosk-dispenser.rules"
  new_settings+=(/etc/udev/rules.d/99-kiosk-dispenser.rules)
fi

# 5. The units; no console blanking; boot to the kiosk.
install -d -m 0755 "$root/etc/systemd/system" "$root/etc/default/grub.d"
install -m 0644 "$src/kiosk-agent.service" "$src/kiosk-browser.service" "$root/etc/systemd/system/"
blank='GRUB_CMDLINE_LINUX_DEFAULT="$GRUB_CMDLINE_LINUX_DEFAULT consoleblank=0"'
if [ "$(cat "$root/etc/default/grub.d/kiosk-pc.cfg" 2>/dev/null)" != "$blank" ]; then
  echo "$blank" >"$root/etc/default/grub.d/kiosk-pc.cfg"
  [ -n "$root" ] || ! command -v update-grub >/dev/null || update-grub 2>/dev/null
fi
systemctl ${root:+--root="$root"} --quiet enable kiosk-agent.service kiosk-browser.service
# What `systemctl set-default graphical.target` does, also where DIR has no systemd units of its own.
ln -sfn /lib/systemd/system/graphical.target "$root/etc/systemd/system/default.target"

if [ -z "$root" ]; then
  systemctl daemon-reload
  ! command -v udevadm >/dev/null || udevadm control --reload
  if [ ${#new_settings[@]} -gt 0 ]; then
    say "fill in ${new_settings[*]}, then: systemctl restart kiosk-agent kiosk-browser"
  else
    systemctl restart kiosk-agent.service kiosk-browser.service
    say 'kiosk-agent and kiosk-browser (re)started'
  fi
else
  say "laid down under $root${new_settings[*]:+; new settings to fill in: ${new_settings[*]}}"
fi
