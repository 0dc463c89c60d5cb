#!/usr/bin/env bash
# Footprint of argkind on the example driver against the same CLI written
# with plain clap (benches/neuronx_cc_clap): release builds, stripped, the
# same clap features on both sides.
#
#   bash benches/footprint.sh [ROUNDS]     # ROUNDS rebuilds per side, default 5
#
# Prints the dependency count and the clap features of each side, the
# stripped binary sizes, the size of the functions by crate, and the median
# release rebuild time after touching each side's main file (the rounds
# alternate between the sides, so that load from other processes hits both).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
export CARGO_TERM_COLOR=never
target=${CARGO_TARGET_DIR:-target}
argkind_main=examples/neuronx_cc/main.rs
plain_main=benches/neuronx_cc_clap/src/main.rs
argkind_build=(cargo build -q --release --example neuronx_cc)
plain_build=(cargo build -q --release -p neuronx-cc-clap)

deps() {
    cargo tree -q -e normal,build --prefix none -p "$1" | sed 's/ (\*)$//' | sort -u | grep -vc "^$1 "
}
features() {
    cargo tree -q -e normal,features -p "$1" --prefix none |
        sed -n 's/^clap_builder feature "\([^"]*\)".*/\1/p' | sort -u | tr '\n' ' '
}
echo "dependencies (packages): argkind $(deps argkind-examples), plain clap $(deps neuronx-cc-clap)"
echo "clap features, argkind:    $(features argkind-examples)"
echo "clap features, plain clap: $(features neuronx-cc-clap)"

"${argkind_build[@]}"
"${plain_build[@]}"
strip -o "$target/release/neuronx_cc.stripped" "$target/release/examples/neuronx_cc"
strip -o "$target/release/neuronx_cc_clap.stripped" "$target/release/neuronx_cc_clap"
a=$(stat -c %s "$target/release/neuronx_cc.stripped")
p=$(stat -c %s "$target/release/neuronx_cc_clap.stripped")
echo "stripped binary: argkind $a bytes, plain clap $p bytes, ratio $(echo "scale=3; $a / $p" | bc)"

# Where the bytes go: the size of the functions of each binary (from the
# symbols of the unstripped builds) by the crate their name starts with;
# generic code is named after the crate that defines it (`core::ptr::
# drop_in_place<argkind_core::...>` counts as core). Differences of 2 kB
# or more.
by_crate() {
    nm -S -C -t d "$1" | awk '$3 ~ /^[tTwW]$/ {
        name = $4; for (i = 5; i <= NF; i++) name = name " " $i
        sub(/^<+/, "", name); split(name, part, "::"); size[part[1]] += $2 }
        END { for (c in size) print c, size[c] }'
}
echo "functions by crate (bytes): crate argkind plain-clap difference"
sizes=$(join -a1 -a2 -e0 -o0,1.2,2.2 <(by_crate "$target/release/examples/neuronx_cc" | sort) \
    <(by_crate "$target/release/neuronx_cc_clap" | sort))
awk '{ d = $2 - $3 } d >= 2000 || d <= -2000 { print "  " $1, $2, $3, d }' <<<"$sizes" | sort -k4 -n -r
awk '{ a += $2; p += $3 } END { print "  all functions", a, p, a - p }' <<<"$sizes"

# "wall cpu": the elapsed seconds and the user + system seconds of the build
# (cargo and the rustc it waits for), which load from other processes on a
# shared machine inflates less.
seconds() {
    local TIMEFORMAT='%R %U %S' times
    touch "$1"
    shift
    times=$({ time "$@" >/dev/null 2>&1; } 2>&1)
    read -r real user sys <<<"$times"
    echo "$real $(echo "$user + $sys" | bc)"
}
median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
argkind_wall=() argkind_cpu=() plain_wall=() plain_cpu=()
for _ in $(seq "$rounds"); do
    read -r wall cpu <<<"$(seconds "$argkind_main" "${argkind_build[@]}")"
    argkind_wall+=("$wall") argkind_cpu+=("$cpu")
    read -r wall cpu <<<"$(seconds "$plain_main" "${plain_build[@]}")"
    plain_wall+=("$wall") plain_cpu+=("$cpu")
done
summary() {
    local -n ours=$2 theirs=$3
    local ma mp
    ma=$(printf '%s\n' "${ours[@]}" | median)
    mp=$(printf '%s\n' "${theirs[@]}" | median)
    echo "  $1: argkind $ma s (${ours[*]}), plain clap $mp s (${theirs[*]}), ratio $(echo "scale=3; $ma / $mp" | bc)"
}
echo "release rebuild after touching main.rs, median of $rounds:"
summary wall argkind_wall plain_wall
summary "cpu (user + sys)" argkind_cpu plain_cpu
