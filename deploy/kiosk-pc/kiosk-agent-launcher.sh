#!/usr/bin/env bash
# What kiosk-agent.service starts (ExecStart): checks a release on trial, then runs the agent of the release
# /opt/kiosk-pc/current points at with that release's own Node. install.sh puts this file in
# /usr/local/lib/kiosk-pc/, outside what the agent may write: a release the agent installs by itself never
# replaces it (a newer install.sh does). docs/device-agent.md, "Self-update".
#
# A release on trial (the agent's marker update-trial in its state folder: rollout, version, previous,
# deadline in seconds since 1970, starts) is rolled back here, `current` pointed at the previous release,
# when its deadline has passed or its agent was started more than KIOSK_AGENT_MAX_STARTS times (3) without
# committing: an agent that cannot even start cannot roll itself back. The roll-back is noted in
# update-outcome for the previous release's agent to report.
set -euo pipefail
kiosk_pc="${KIOSK_PC_DIR:-/opt/kiosk-pc}"
state="${AGENT_STATE_DIR:-/var/lib/kiosk-agent}"
max_starts="${KIOSK_AGENT_MAX_STARTS:-3}"
marker="$state/update-trial"

roll_back() { # previous version, reason
  local previous="$1" reason="$2"
  printf 'rollout=%s\nversion=%s\nstate=rolled_back\nreason=%s\n' "$rollout" "$version" "$reason" >"$state/update-outcome.new"
  mv -f "$state/update-outcome.new" "$state/update-outcome"
  ln -sfn "releases/$previous" "$kiosk_pc/.current.new"
  mv -T "$kiosk_pc/.current.new" "$kiosk_pc/current"
  rm -f "$marker"
  echo "kiosk-agent-launcher: release $version rolled back to $previous: $reason" >&2
}

if [ -f "$marker" ]; then
  rollout='' version='' previous='' deadline='' starts=0
  while IFS='=' read -r key value; do
    case "$key" in
      rollout) rollout="$value" ;;
      version) version="$value" ;;
      previous) previous="$value" ;;
      deadline) deadline="$value" ;;
      starts) starts="$value" ;;
    esac
  done <"$marker"
  current="$(readlink "$kiosk_pc/current" 2>/dev/null || true)"
  if [ -z "$version" ] || [ -z "$previous" ] || ! [[ "$deadline" =~ ^[0-9]+$ ]] || [ "$current" != "releases/$version" ]; then
    rm -f "$marker" # not a trial of what runs: stale
  elif [ ! -d "$kiosk_pc/releases/$previous" ]; then
    echo "kiosk-agent-launcher: release $version on trial, but $previous is gone: no way back" >&2
  elif [ "$(date +%s)" -ge "$deadline" ]; then
    roll_back "$previous" "the trial deadline passed before the agent of $version committed"
  elif [ "$starts" -ge "$max_starts" ]; then
    roll_back "$previous" "the agent of $version stopped $starts times during its trial"
  else
    sed "s/^starts=.*/starts=$((starts + 1))/" "$marker" >"$marker.new"
    mv -f "$marker.new" "$marker"
  fi
fi

exec "$kiosk_pc/current/node/bin/node" "$kiosk_pc/current/agent/kiosk-agent.mjs" "$@"
