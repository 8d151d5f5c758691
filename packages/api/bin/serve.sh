#!/bin/sh
# Starts the API server as it is run in production (npm run serve, the image's CMD, deploy/k8s): Node.js
# with the memory settings below, then packages/api/dist/server.js. `exec`, so Node.js becomes this process:
# signals, the exit code and the PID are the server's own. Arguments are passed on to the server.
#
# The settings (docs/operations.md, "Memory"), each measured with npm run bench:load (docs/benchmarks.md):
# - --max-semi-space-size=8: V8's young generation at most 2 × 8 MB. V8 sizes it from the machine's memory
#   (2 × 64 MB on a 24 GB machine), and a young generation that large stays resident. Against 2 × 16 MB it
#   keeps the peak about 16 MB lower under the bench's load, with as many requests a second within the
#   bench's spread.
# - --max-old-space-size=1024: a heap limit of 1 GB, several times what the server keeps live. Under a limit
#   this size V8 lets the heap grow less between full collections than under its default (a quarter of
#   the machine's memory, up to 4 GB), where the heap grew to 2-4 times its live size before one.
# - glibc's mmap threshold fixed at 1 MiB (GLIBC_TUNABLES): by default glibc raises the threshold when a
#   large block is freed, after which the password hashing's 16 MiB blocks (scrypt, N=16384, r=8, on
#   libuv's threads) come from each thread's malloc arena and stay resident there after the hash. With a
#   fixed threshold they are mapped and returned to the system each time. Ignored by other C libraries.
# An operator's own NODE_OPTIONS come after these and win; an operator's GLIBC_TUNABLES replace this one.
export GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.malloc.mmap_threshold=1048576}"
export NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=1024${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec node "$(dirname "$0")/../dist/server.js" "$@"
