#!/usr/bin/env bash
# Makes a local certificate authority and, signed by it, the TLS certificates of the broker and of the
# API's proxy (HAProxy) and the broker admin's client certificate, for the fleet quick start and the fleet
# suite (docs/operations.md). Agents and API instances trust ca.crt (MQTT_CA_FILE), and so does whatever
# talks to the proxy for a test; the broker serves broker.crt, HAProxy proxy.pem (certificate and key in one
# file, KIOSK_TLS_CERT); `kiosk:provision` signs in to the broker's loopback listener with admin.crt and
# admin.key (MQTT_ADMIN_CERT, MQTT_ADMIN_KEY). The CA is kept if it exists, so re-running it renews only the
# other certificates.
#
# Usage: [CA_DIR=<ca dir>] deploy/fleet/make-local-ca.sh <dir> [host name or IP address …]
#   <dir>/certs/: ca.crt, broker.crt, broker.key, proxy.pem, what the broker (run in <dir>) and HAProxy
#   read; the names default to localhost and 127.0.0.1.
#   <ca dir> (default <dir>-ca, beside <dir>, never inside the broker's folder): ca.key, ca.crt, admin.crt,
#   admin.key, for whoever provisions accounts only.
# Every key is written 0600. A real deployment's proxy uses a certificate from a public CA instead.
set -euo pipefail

dir=${1:?usage: make-local-ca.sh <dir> [host name or IP address ...]}
shift
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(localhost 127.0.0.1)
mkdir -p "$dir/certs"
dir=$(cd "$dir" && pwd)
umask 077
ca_dir=${CA_DIR:-$dir-ca}
mkdir -p "$ca_dir"
ca_dir=$(cd "$ca_dir" && pwd)

san=""
for name in "${names[@]}"; do
  if [[ $name =~ ^[0-9.]+$ || $name == *:* ]]; then entry="IP:$name"; else entry="DNS:$name"; fi
  san="${san:+$san,}$entry"
done

cd "$ca_dir"
if [ ! -f ca.key ]; then
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 \
    -keyout ca.key -out ca.crt -subj "/CN=Kiosk fleet local CA" 2>/dev/null
fi
chmod 644 ca.crt

# issue <path without extension> <common name> <extensions>: <path>.crt and <path>.key, signed by the CA.
issue() {
  openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
    -keyout "$1.key" -out "$1.csr" -subj "/CN=$2" 2>/dev/null
  printf '%b' "$3" >"$1.ext"
  openssl x509 -req -in "$1.csr" -CA "$ca_dir/ca.crt" -CAkey "$ca_dir/ca.key" \
    -CAserial "$ca_dir/ca.srl" -CAcreateserial -days 825 -extfile "$1.ext" -out "$1.crt" 2>/dev/null
  rm -f "$1.csr" "$1.ext"
  chmod 644 "$1.crt"
}
server="subjectAltName=$san\nextendedKeyUsage=serverAuth\n"
issue "$dir/certs/broker" "${names[0]}" "$server"
issue "$dir/certs/proxy" "${names[0]}" "$server"
cat "$dir/certs/proxy.crt" "$dir/certs/proxy.key" >"$dir/certs/proxy.pem"
rm -f "$dir/certs/proxy.crt" "$dir/certs/proxy.key"
# The broker's admin account is the name in this certificate (use_identity_as_username on 8884).
issue "$ca_dir/admin" admin "extendedKeyUsage=clientAuth\n"
cp ca.crt "$dir/certs/ca.crt"
chmod 644 "$dir/certs/ca.crt"

echo "CA: $dir/certs/ca.crt (give it to agents and API instances as MQTT_CA_FILE); its key: $ca_dir/ca.key"
echo "Broker certificate for ${names[*]}: $dir/certs/broker.crt, key $dir/certs/broker.key"
echo "Proxy certificate and key for ${names[*]}: $dir/certs/proxy.pem (HAProxy's KIOSK_TLS_CERT)"
echo "Broker admin's certificate: $ca_dir/admin.crt, key $ca_dir/admin.key (MQTT_ADMIN_CERT, MQTT_ADMIN_KEY)"
