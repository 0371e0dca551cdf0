#!/usr/bin/env bash
# Makes a local certificate authority and, signed by it, the TLS certificates of the broker and of the
# API's proxy (HAProxy), for the fleet quick start and the fleet suite (docs/operations.md). Agents and
# API instances trust ca.crt (MQTT_CA_FILE), and so does whatever talks to the proxy for a test; the broker
# serves broker.crt, HAProxy proxy.pem (certificate and key in one file, KIOSK_TLS_CERT). The CA is kept
# if it exists, so re-running it renews only the servers' certificates.
#
# Usage: deploy/fleet/make-local-ca.sh <dir> [host name or IP address …]
#   <dir>/certs/ca.crt, ca.key, broker.crt, broker.key, proxy.pem; the names default to localhost and
#   127.0.0.1. A real deployment's proxy uses a certificate from a public CA instead (docs/operations.md).
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

# issue <name>: <name>.crt and <name>.key, a server certificate for the names above.
issue() {
  openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
    -keyout "$1.key" -out "$1.csr" -subj "/CN=${names[0]}" 2>/dev/null
  printf 'subjectAltName=%s\nextendedKeyUsage=serverAuth\n' "$san" >"$1.ext"
  openssl x509 -req -in "$1.csr" -CA ca.crt -CAkey ca.key -CAcreateserial -days 825 \
    -extfile "$1.ext" -out "$1.crt" 2>/dev/null
  rm -f "$1.csr" "$1.ext"
  chmod 644 "$1.crt"
}
issue broker
issue proxy
cat proxy.crt proxy.key >proxy.pem
rm -f proxy.crt proxy.key
chmod 644 ca.crt
echo "CA: $PWD/ca.crt (give it to agents and API instances as MQTT_CA_FILE)"
echo "Broker certificate for ${names[*]}: $PWD/broker.crt, key $PWD/broker.key"
echo "Proxy certificate and key for ${names[*]}: $PWD/proxy.pem (HAProxy's KIOSK_TLS_CERT)"
