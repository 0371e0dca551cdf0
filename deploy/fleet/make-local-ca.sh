#!/usr/bin/env bash
# Makes a local certificate authority and the broker's TLS certificate signed by it, for the fleet quick
# start and the fleet suite (docs/device-agent.md, the broker). Agents and API instances trust ca.crt
# (MQTT_CA_FILE); the broker serves broker.crt. The CA is kept if it exists, so re-running it renews only
# the broker's certificate.
#
# Usage: deploy/fleet/make-local-ca.sh <dir> [host name or IP address …]
#   <dir>/certs/ca.crt, ca.key, broker.crt, broker.key; the names default to localhost and 127.0.0.1.
set -euo pipefail

dir=${1:?usage: make-local-ca.sh <dir> [host name or IP address ...]}
shift
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(localhost 127.0.0.1)

san=""
for name in "${names[@]}"; do
  if [[ $name =~ ^[0-9.]+$ || $name == *:* ]]; then entry="IP:$name"; else entry="DNS:$name"; fi
  san="${san:+$san,}$entry"
done

mkdir -p "$dir/certs"
cd "$dir/certs"
umask 077
if [ ! -f ca.key ]; then
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 \
    -keyout ca.key -out ca.crt -subj "/CN=Kiosk fleet local CA" 2>/dev/null
fi
openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
  -keyout broker.key -out broker.csr -subj "/CN=${names[0]}" 2>/dev/null
printf 'subjectAltName=%s\nextendedKeyUsage=serverAuth\n' "$san" >broker.ext
openssl x509 -req -in broker.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 825 \
  -extfile broker.ext -out broker.crt 2>/dev/null
rm -f broker.csr broker.ext
chmod 644 ca.crt broker.crt
echo "CA: $PWD/ca.crt (give it to agents and API instances as MQTT_CA_FILE)"
echo "Broker certificate for ${names[*]}: $PWD/broker.crt, key $PWD/broker.key"
