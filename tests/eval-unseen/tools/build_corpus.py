#!/usr/bin/env python3
"""Builds tests/eval-unseen/corpus/<slug>.test.jsonl from tools/<slug>.utt.

Source line format (one utterance a line, '#' starts a comment line):
    intent | answer | styles | utterance [| extras-json]
answer: '-' (no answer field), none, hours, address, faq:<id>, svc:<item id>
styles: comma separated tags or '-'
extras: {"prior": [...], "phone": "+1...", "now": "...", "slots": {...}}
The script checks labels, ids and slot items against the business file. Written blind to the engine."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
INTENTS = """greeting ask_hours ask_address ask_services ask_price ask_duration ask_faq ask_unknown ask_availability
book_appointment cancel_appointment reschedule_appointment check_appointment place_order leave_message request_callback
speak_to_human urgent frustrated other_language affirm deny correction repeat help never_mind thanks goodbye chit_chat""".split()
STYLES = set("disfluent slang indirect misrecognised numbers_in_words spelled two_turn correction relative_time".split())
QUESTION = {'ask_hours', 'ask_address', 'ask_price', 'ask_duration', 'ask_faq', 'ask_unknown'}


def build(slug):
    biz = json.load(open(os.path.join(ROOT, 'businesses', slug + '.json')))
    items = {i['id']: i for i in biz['business_items']}
    faqs = {q['id'] for q in biz['business_questions']}
    appts = {a['phone_number'] for a in biz['appointments']}
    out, n, errors = [], 0, []
    for lineno, raw in enumerate(open(os.path.join(HERE, slug + '.utt'), encoding='utf-8'), 1):
        raw = raw.strip()
        if not raw or raw.startswith('#'):
            continue
        parts = [p.strip() for p in raw.split(' | ')]
        if len(parts) not in (4, 5):
            errors.append(f'{lineno}: {len(parts)} fields'); continue
        intent, ans, styles, utt = parts[:4]
        extra = json.loads(parts[4]) if len(parts) == 5 else {}
        if intent not in INTENTS:
            errors.append(f'{lineno}: intent {intent}')
        n += 1
        rec = {"id": f"{slug}-u{n:04d}", "business": slug}
        if 'prior' in extra:
            rec['prior'] = extra.pop('prior')
        if 'phone' in extra:
            rec['caller_phone'] = extra.pop('phone')
            if intent in ('check_appointment', 'cancel_appointment', 'reschedule_appointment') and rec['caller_phone'] not in appts:
                errors.append(f'{lineno}: phone {rec["caller_phone"]} has no appointment')
        if 'now' in extra:
            rec['now'] = extra.pop('now')
        rec['utterance'] = utt
        rec['intent'] = intent
        if ans != '-':
            if ans in ('none', 'hours', 'address'):
                rec['answer'] = {"source": ans}
            elif ans.startswith('faq:'):
                if ans[4:] not in faqs: errors.append(f'{lineno}: faq {ans}')
                rec['answer'] = {"source": "faq", "id": ans[4:]}
            elif ans.startswith('svc:'):
                if ans[4:] not in items: errors.append(f'{lineno}: item {ans}')
                rec['answer'] = {"source": "service", "id": ans[4:]}
            else:
                errors.append(f'{lineno}: answer {ans}')
        elif intent in QUESTION:
            errors.append(f'{lineno}: question without answer')
        slots = extra.pop('slots', None)
        if slots:
            for it in slots.get('items', []):
                if it['id'] not in items: errors.append(f'{lineno}: slot item {it["id"]}')
                elif items[it['id']]['duration'] is not None: errors.append(f'{lineno}: ordered item has a duration {it["id"]}')
            if 'service' in slots and slots['service'] not in items:
                errors.append(f'{lineno}: slot service {slots["service"]}')
            rec['slots'] = slots
        st = [] if styles == '-' else [s.strip() for s in styles.split(',')]
        if 'prior' in rec and 'two_turn' not in st:
            st.append('two_turn')
        for s in st:
            if s not in STYLES: errors.append(f'{lineno}: style {s}')
        if st:
            rec['style'] = st
        if extra:
            errors.append(f'{lineno}: unknown extras {list(extra)}')
        out.append(rec)
    if errors:
        print('\n'.join(errors)); sys.exit(1)
    with open(os.path.join(ROOT, 'corpus', slug + '.test.jsonl'), 'w', encoding='utf-8') as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    counts = {}
    for r in out:
        counts[r['intent']] = counts.get(r['intent'], 0) + 1
    missing = [i for i in INTENTS if counts.get(i, 0) < 3]
    print(slug, len(out), 'lines; under 3:', missing)
    return counts


if __name__ == '__main__':
    for s in sys.argv[1:]:
        build(s)
