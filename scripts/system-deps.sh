#!/usr/bin/env bash
# Installs the Debian packages the full test suite needs, when they are missing:
# a Secret Service (gnome-keyring) on a private D-Bus session for the keychain suite, and
# Chromium for the browser suite.
set -euo pipefail
need=()
command -v dbus-run-session >/dev/null 2>&1 || need+=(dbus dbus-bin)
command -v gnome-keyring-daemon >/dev/null 2>&1 || need+=(gnome-keyring)
[ -x /usr/bin/chromium ] || need+=(chromium)
if ((${#need[@]})); then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing packages: ${need[*]}. Run this script as root (sudo) to install them." >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
