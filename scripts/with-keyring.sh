#!/usr/bin/env bash
# Runs a command against a real, unlocked GNOME Keyring on a private D-Bus session bus, in a
# fresh temporary home, so keychain tests never touch the user's own keyring.
# Needs the Debian packages gnome-keyring and dbus (dbus-run-session).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi
for tool in dbus-run-session gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$tool not found: install the packages gnome-keyring and dbus" >&2
    exit 127
  fi
done

tmp="$(mktemp -d "${TMPDIR:-/tmp}/domaindesk-keyring.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
# A reused keyring directory makes the daemon ask for an unlock prompt; always start empty.
mkdir -p "$tmp/data" "$tmp/config"
mkdir -m 700 "$tmp/runtime"
export XDG_DATA_HOME="$tmp/data"
export XDG_CONFIG_HOME="$tmp/config"
export XDG_RUNTIME_DIR="$tmp/runtime"
# Tells the keychain suite it is talking to this throwaway keyring.
export DOMAINDESK_TEST_KEYRING=1

# The password only protects this throwaway keyring.
dbus-run-session -- sh -c \
  'echo domaindesk-test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "$@"' \
  sh "$@"
