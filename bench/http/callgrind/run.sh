#!/bin/bash
# Instructions per request on a server's main thread and on all its threads, under callgrind: POST /users (the
# bench body), WARM requests uninstrumented, 2,000 instrumented, the counters zeroed, then COUNT counted.
# RUNTIME=node: the server runs on Node as in bench:http's Node section (fw.ts built for it, with FW_RUNTIME=node).
# CONNECTIONS (4): the client's keep-alive loops; at 64, as wrk's, many requests arrive in one turn of the loop.
# KEEP=1 keeps callgrind's files and prints where (with NODE_OPTIONS=--perf-basic-prof, /tmp/perf-<pid>.map names
# the JIT's functions).
# Usage: [RUNTIME=node] [METHOD=GET] [URL_PATH=/users/42] bash bench/http/callgrind/run.sh <server> [WARM] [COUNT]
# e.g.   bash bench/http/callgrind/run.sh bench/http/servers/fw.ts
#        METHOD=GET URL_PATH=/users/42 bash bench/http/callgrind/run.sh bench/http/servers/native.ts
#        RUNTIME=node METHOD=GET URL_PATH=/ bash bench/http/callgrind/run.sh bench/http/servers/node-native.mjs
set -euo pipefail
cd "$(dirname "$0")/../../.."
server=$1 warm=${2:-30000} count=${3:-10000}
out=$(mktemp -d)
bun=node_modules/.bin/bun
port=$((20000 + RANDOM % 20000))
command=("$bun" "$server")
if [ "${RUNTIME:-bun}" = node ]; then
  read -r -a command < <("$bun" bench/http/callgrind/build-node.ts "$server")
  export FW_RUNTIME=node
fi
NODE_ENV=production PORT=$port taskset -c 0 valgrind --tool=callgrind --instr-atstart=no --separate-threads=yes \
  --callgrind-out-file="$out/cg.out" "${command[@]}" > "$out/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do grep -q ready "$out/server.log" && break; sleep 1; done
client() { taskset -c 1 "$bun" bench/http/callgrind/client.ts "http://127.0.0.1:$port${URL_PATH:-/users}" "$1" "${CONNECTIONS:-4}"; }
client "$warm"
callgrind_control -i on $pid > /dev/null 2>&1
client 2000
callgrind_control -z $pid > /dev/null 2>&1
client "$count"
callgrind_control -d $pid > /dev/null 2>&1
kill $pid
wait $pid 2> /dev/null || true
instructions=$(awk '/^summary:/ { print $2 }' "$out/cg.out.1-01")
# Every thread: V8's GC helpers and libuv's pool burn CPU the main thread's count does not show.
all=$(cat "$out"/cg.out.* | awk '/^summary:/ { sum += $2 } END { printf "%d", sum }')
echo "$server ${RUNTIME:-bun} ${METHOD:-POST} ${URL_PATH:-/users}: $((instructions / count)) instructions a request" \
  "(main thread), $((all / count)) (all threads), $count requests"
if [ -n "${KEEP:-}" ]; then echo "kept $out"; else rm -rf "$out"; fi
