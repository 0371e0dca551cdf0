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
#
# While a release is on trial the launcher does not hand over to the agent: it runs it and watches the
# marker (the trial watchdog). An agent that hangs (its event loop blocked, so its own deadline never
# fires) is killed once the deadline and KIOSK_AGENT_TRIAL_GRACE seconds (10: the agent's own roll-back
# comes first and says more) have passed with the marker still there, and its release rolled back.
set -euo pipefail
kiosk_pc="${KIOSK_PC_DIR:-/opt/kiosk-pc}"
state="${AGENT_STATE_DIR:-/var/lib/kiosk-agent}"
max_starts="${KIOSK_AGENT_MAX_STARTS:-3}"
grace="${KIOSK_AGENT_TRIAL_GRACE:-10}"
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

on_trial='' # the version whose trial this start watches
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
    on_trial="$version"
  fi
fi

if [ -z "$on_trial" ]; then
  exec "$kiosk_pc/current/node/bin/node" "$kiosk_pc/current/agent/kiosk-agent.mjs" "$@"
fi

# The trial watchdog: the agent as a child, stopped with the launcher, watched until the marker is gone.
"$kiosk_pc/current/node/bin/node" "$kiosk_pc/current/agent/kiosk-agent.mjs" "$@" &
agent=$!
trap 'kill -TERM "$agent" 2>/dev/null || true' TERM INT
# SIGUSR2 (drop the broker connection) is the agent's; the launcher must not die of it.
trap 'kill -USR2 "$agent" 2>/dev/null || true' USR2
while kill -0 "$agent" 2>/dev/null; do
  if [ -f "$marker" ] && [ "$(date +%s)" -ge $((deadline + grace)) ] &&
    grep -qx "version=$on_trial" "$marker"; then
    kill -KILL "$agent" 2>/dev/null || true
    wait "$agent" 2>/dev/null || true
    roll_back "$previous" "the agent of $on_trial was still on trial ${grace} s after its deadline (hung): stopped"
    exit 1
  fi
  sleep 1 &
  wait $! || true
done
set +e
wait "$agent"
status=$?
# A signal's trap interrupts the wait (status above 128) while the agent may still be stopping.
while kill -0 "$agent" 2>/dev/null; do
  wait "$agent"
  status=$?
done
exit "$status"
