#!/usr/bin/env bash
# Stop the local backing servers started from the data folder (default <repo>/.data).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec node "$here/cli.mjs" down "$@"
