#!/usr/bin/env bash
# Makes sure what the tests and benches run is here: each Debian tool named (its package has the same name)
# is installed when missing, and with --postgres the local PostgreSQL is started when it does not answer.
# Used by .ci/run and bench/fleet.ts (`npm run bench:fleet`). Installing needs root (apt-get).
set -euo pipefail

for arg in "$@"; do
  if [ "$arg" = "--postgres" ]; then
    if ! pg_isready -q -h 127.0.0.1 -p 5432; then
      echo "Starting the local PostgreSQL"
      pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
      for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
    fi
  elif ! command -v "$arg" >/dev/null; then
    echo "Installing Debian $arg"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$arg" >/dev/null
  fi
done
