#!/usr/bin/env bash
# The API suite on a real PostgreSQL (docs/ARCHITECTURE.md §5): a throw-away cluster
# (scripts/with-postgres.sh), then `vitest run api/src` with TEST_DATABASE_URL. Without
# PostgreSQL and without root it says so and exits 0 (`npm test` still covers the API on PGlite).
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh --or-skip node_modules/.bin/vitest run "${@:-api/src}" # arguments: only those test files
