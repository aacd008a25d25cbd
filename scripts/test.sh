#!/usr/bin/env bash
# `npm test`: the typecheck and the web build side by side (the e2e tests drive the built site),
# then every vitest project. Runs under scripts/node.sh, on the Node the Lambdas run on. Arguments
# go to vitest (e.g. `npm test -- --project unit`). The closing lines print how long each step and
# each project took and the ten slowest files (tests/support/summary-reporter.ts).
set -uo pipefail
cd "$(dirname "$0")/.."

echo "npm test on Node $(node -v)"
t0=$(date +%s.%N)
npm run --silent typecheck > .typecheck.log 2>&1 &
tc=$!
npm run --silent build:web
build_status=$?
t_build=$(date +%s.%N)
wait $tc
tc_status=$?
t_tc=$(date +%s.%N)
cat .typecheck.log; rm -f .typecheck.log
[ $tc_status -eq 0 ] || { echo "The typecheck failed." >&2; exit $tc_status; }
[ $build_status -eq 0 ] || { echo "The web build failed." >&2; exit $build_status; }

secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
# Printed with the closing lines: the two steps ran side by side, each from npm test's start.
export FIKA_TEST_STEPS="typecheck=$(secs "$t0" "$t_tc"),web build=$(secs "$t0" "$t_build")"
export FIKA_TEST_STARTED="$t0"
exec npx vitest run --reporter=default --reporter=./tests/support/summary-reporter.ts "$@"
