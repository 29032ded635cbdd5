#!/bin/bash
# Leave-one-set-out with the real eval: for each tuning set the intent model (tests/bench/intent-model.ts) is trained
# without it, wired into the engine for the run (two lines added to engine.ts after the rules' reading, removed at the
# end: the classifier was not adopted), and `npm run eval` grades that set: intent, answers, wrong facts, whole calls.
#   bash tests/bench/classifier-loso-eval.sh     (rules alone: /work/lead/evals.sh or npm run eval -- --dir D --split tune)
set -u
cd "$(dirname "$0")/../.."
ENGINE=functions/assistant/engine.ts
cp "$ENGINE" /tmp/engine.kept.$$
trap 'cp /tmp/engine.kept.$$ "$ENGINE"; rm -f /tmp/engine.kept.$$' EXIT
python3 - "$ENGINE" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
anchor = "  t.reading = understandUtterance(text, knowledgeOf(p), { flow: s.flow?.kind, step: s.flow ? s.flow.step : offer, last: s.last_ask as Label | undefined });\n"
if anchor not in s: sys.exit('engine.ts changed: the line after which the second reader is wired was not found')
s = s.replace(anchor, anchor + "  t.reading = secondReading(t.reading, t.raw, !!(s.flow || offer), trainedModel());\n")
s = "import { secondReading, trainedModel } from '../../tests/bench/intent-model.js';\n" + s
open(p, 'w').write(s)
PY
for set in tests/eval tests/eval-extra tests/eval-extra2 tests/eval-extra3 tests/eval-extra4 tests/eval-extra5 tests/eval-extra6; do
  npx tsx tests/bench/train-intent-model.ts --leave-out "$set" > /dev/null || exit 1
  printf '%s: ' "${set#tests/}"
  npm run eval -- --dir "$set" --split tune 2>&1 | grep -E "^(intent accuracy:|answer top|wrong facts|whole-call)" | sed -E 's/ *accuracy: */ /; s/ \(in .*//; s/whole-call success: */calls /; s/wrong facts spoken: */wrong /; s/ \([0-9/]+\)//' | tr '\n' ' '
  echo
done
