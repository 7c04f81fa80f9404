#!/usr/bin/env bash
# The headless benchmark, built with profile-guided optimization (PGO).
#
# Why: a game's time goes to many small, branchy rule checks spread over the whole rules module
# (README, Performance), where the compiler cannot tell the frequent paths from the rare ones. A
# profile of real games tells it; on this project's 2-core VM it made both benchmark games about
# 15% faster (README, Performance: round 10). The plain `cargo bench` stays the reference.
#
# Steps: an instrumented headless build plays training games (random-play games with seeds the
# benchmark does not reach, and all-NPC games), `llvm-profdata` merges the profiles, and the
# benchmark is built with them and run. Extra arguments go to the benchmark (e.g. `random`).
#
#   tools/pgo-bench.sh [BENCH ARGS...]
#
# Needs `llvm-profdata` of the toolchain's own LLVM: `rustup component add llvm-tools`.
# Everything is written under target/pgo (about 600 MB; about 8 minutes in all on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."

profdata=$(find "$(rustc --print sysroot)" -name llvm-profdata -type f | head -n 1)
if [ -z "$profdata" ]; then
    echo "pgo-bench: llvm-profdata not found; install it with: rustup component add llvm-tools" >&2
    exit 1
fi

out="$PWD/target/pgo"
rm -rf "$out/data" "$out/merged.profdata"
mkdir -p "$out/data"

echo "pgo-bench: instrumented build"
RUSTFLAGS="-Cprofile-generate=$out/data" CARGO_TARGET_DIR="$out/gen" \
    cargo build --profile headless --no-default-features --example random_games --bin acme

echo "pgo-bench: training games"
"$out/gen/headless/examples/random_games" 300 1000001
"$out/gen/headless/acme" simulate --setup basic-6 --games 100 --seed 7 --threads 1 >/dev/null

"$profdata" merge -o "$out/merged.profdata" "$out/data"

echo "pgo-bench: optimized build and benchmark"
RUSTFLAGS="-Cprofile-use=$out/merged.profdata" CARGO_TARGET_DIR="$out/use" \
    cargo bench --no-default-features --bench simulate -- "$@"
