#!/usr/bin/env bash
# Start the local backing servers (PostgreSQL, NATS, Redis, S3 store, mail sink, Stripe stand-in).
# Extra arguments go to cli.mjs, e.g. --data-dir /tmp/hr --ports redis=6380
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec node "$here/cli.mjs" up "$@"
