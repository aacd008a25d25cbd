#!/usr/bin/env bash
# Makes sure this machine has what the project runs on, before `npm start`, `npm test` and CI.
#   bash scripts/prereqs.sh start   Java 17+ (DynamoDB Local)
#   bash scripts/prereqs.sh test    Java 17+ and Chromium (end-to-end tests)
# Missing pieces are installed with apt-get when running as root on Debian or Ubuntu; anywhere
# else the script stops with one sentence saying what to install.
set -euo pipefail

mode="${1:-test}"
case "$mode" in start|test) ;; *) echo "usage: bash scripts/prereqs.sh start|test" >&2; exit 2 ;; esac

java_ok() {
  command -v java >/dev/null 2>&1 || return 1
  # `java -version` prints e.g. `openjdk version "17.0.15"` or `java version "1.8.0_392"`.
  local v major
  v="$(java -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -1)"
  major="${v%%.*}"
  [ "$major" = "1" ] && major="$(echo "$v" | cut -d. -f2)"
  [[ "$major" =~ ^[0-9]+$ ]] && [ "$major" -ge 17 ]
}

chromium_ok() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then [ -x "$CHROMIUM_PATH" ]; return; fi
  command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ]
}

# Japanese pages need a CJK font in headless Chromium (screenshots, layout checks of /ja/ pages).
cjk_font_ok() {
  command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=ja family 2>/dev/null | head -1)" ]
}

missing_apt=()
missing_human=()
if ! java_ok; then missing_apt+=(default-jre-headless); missing_human+=("Java 17 or newer"); fi
if [ "$mode" = test ] && ! chromium_ok; then missing_apt+=(chromium); missing_human+=("Chromium"); fi
if [ "$mode" = test ] && ! cjk_font_ok; then missing_apt+=(fonts-noto-cjk fontconfig); missing_human+=("a Japanese font"); fi

[ ${#missing_apt[@]} -eq 0 ] && exit 0

what="${missing_human[0]}"
[ ${#missing_human[@]} -gt 1 ] && what="${what} and ${missing_human[*]:1}"
if [ "$(id -u)" = 0 ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${what} with apt-get (${missing_apt[*]})…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing_apt[@]}" >/dev/null
  java_ok || { echo "Java 17 or newer is still missing after installing ${missing_apt[*]}: install a JRE 17+ and run the command again." >&2; exit 1; }
  if [ "$mode" = test ]; then chromium_ok || { echo "Chromium is still missing after apt-get: install Debian's chromium package and run the command again." >&2; exit 1; }; fi
  exit 0
fi

it=it; [ ${#missing_human[@]} -gt 1 ] && it=them
echo "npm ${mode} needs ${what}: install ${it} (on Debian or Ubuntu: \`sudo apt-get install ${missing_apt[*]}\`) and run \`npm ${mode}\` again." >&2
exit 1
