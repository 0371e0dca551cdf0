#!/usr/bin/env bash
# Chromium in kiosk mode on the kiosk's paired URL, as cage's one application (kiosk-browser.service):
# when Chromium exits, cage exits and systemd starts both again.
# The kiosk page reaches the device agent on 127.0.0.1 for the emergency kit without the network: that
# needs no flag here, but the managed policy chromium-policy.json (README.md in this folder).
# KIOSK_URL: the kiosk page of this device, e.g. https://kiosk.example.org/?deviceId=demo-kiosk-0001
set -euo pipefail
: "${KIOSK_URL:?set KIOSK_URL to the kiosk page of this device}"
PROFILE="${KIOSK_PROFILE_DIR:-/var/lib/kiosk/chromium}"
mkdir -p "$PROFILE"

flags=(
  --kiosk                                   # full screen, no address bar, no way out by keyboard shortcuts
  --no-first-run                            # no welcome page
  --noerrdialogs                            # no crash or error dialogs over the kiosk screen
  --disable-infobars                        # no "Chrome is being controlled" and similar bars
  --disable-session-crashed-bubble          # no "restore pages?" after a power cut
  --disable-translate                       # the app has its own 24 languages
  --disable-features=Translate,TouchpadOverscrollHistoryNavigation
  --overscroll-history-navigation=0         # a swipe does not go back a page
  --disable-pinch                           # no pinch zoom on the touch screen
  --autoplay-policy=no-user-gesture-required # spoken instructions may start without a tap
  --enable-speech-dispatcher                # the voices (speech-dispatcher, espeak-ng): off without it
  --check-for-update-interval=31536000      # no update prompts; updates come with the OS packages
  --disable-background-networking           # no background traffic to outside services
  --disable-sync
  --password-store=basic                    # no desktop keyring prompt
  --ozone-platform=wayland                  # draw through cage (Wayland), no X server
  --user-data-dir="$PROFILE"                # keeps the pairing cookie across restarts
)

exec /usr/bin/chromium "${flags[@]}" "$KIOSK_URL"
