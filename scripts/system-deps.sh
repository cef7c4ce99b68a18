#!/usr/bin/env bash
# Installs the Debian packages the full test suite needs, when they are missing:
# a Secret Service (gnome-keyring) on a private D-Bus session for the keychain suite,
# Chromium for the browser suite, and PHP's command line to check the PHP-compatible
# encodings (serialize, form bodies) against PHP itself.
set -euo pipefail
need=()
command -v dbus-run-session >/dev/null 2>&1 || need+=(dbus dbus-bin)
command -v gnome-keyring-daemon >/dev/null 2>&1 || need+=(gnome-keyring)
[ -x "${DOMAINDESK_CHROMIUM:-/usr/bin/chromium}" ] || need+=(chromium)
command -v php >/dev/null 2>&1 || need+=(php-cli)
if ((${#need[@]})); then
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "Missing packages: ${need[*]}. Run this script as root to install them." >&2
      exit 1
    fi
    as_root=(sudo)
  fi
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
