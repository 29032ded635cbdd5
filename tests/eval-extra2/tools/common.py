"""Helpers shared by the per-business builders: each builder holds its business data, its labelled lines and its
calls as compact Python and writes the files in the corpus format (businesses/, corpus/<slug>.tune.jsonl,
calls/tune/<slug>.json). Run: python3 tests/eval-extra2/tools/build_<slug>.py, then node tests/eval-extra2/tools/check.mjs"""
import json, os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
STY = {'D': 'disfluent', 'S': 'slang', 'I': 'indirect', 'M': 'misrecognised', 'N': 'numbers_in_words', 'P': 'spelled',
       'C': 'correction', 'R': 'relative_time', 'T': 'two_turn'}
SRC = {'ask_hours': 'hours', 'ask_address': 'address', 'ask_price': 'service', 'ask_duration': 'service',
       'ask_faq': 'faq', 'ask_unknown': 'none'}


def U(utt, intent, a=None, s=None, st=None, prior=None, phone=None, now=None):
    return dict(utt=utt, intent=intent, a=a, s=s, st=st, prior=prior, phone=phone, now=now)


def write(biz, lines, calls):
    slug = biz['slug']
    with open(os.path.join(ROOT, 'businesses', f'{slug}.json'), 'w') as f:
        json.dump(biz, f, indent=2, ensure_ascii=False)
        f.write('\n')
    out = []
    for n, u in enumerate(lines, 1):
        r = {'id': f'{slug}-{n:04d}', 'business': slug}
        if u['prior']:
            r['prior'] = u['prior'] if isinstance(u['prior'], list) else [u['prior']]
        if u['phone']:
            r['caller_phone'] = u['phone']
        if u['now']:
            r['now'] = u['now']
        r['utterance'] = u['utt']
        r['intent'] = u['intent']
        src = SRC.get(u['intent'])
        if src:
            r['answer'] = {'source': src, 'id': u['a']} if src in ('faq', 'service') else {'source': src}
        if u['s']:
            s = dict(u['s'])
            if 'items' in s:
                s['items'] = [{'id': i, 'quantity': q} for i, q in s['items']]
            r['slots'] = s
        st = [STY[c] for c in u['st']] if isinstance(u['st'], str) else list(u['st'] or [])
        if u['prior'] and 'two_turn' not in st:
            st.append('two_turn')
        if st:
            r['style'] = st
        out.append(json.dumps(r, ensure_ascii=False))
    with open(os.path.join(ROOT, 'corpus', f'{slug}.tune.jsonl'), 'w') as f:
        f.write('\n'.join(out) + '\n')
    full = []
    for n, c in enumerate(calls, 1):
        e = {'appointments_created': [], 'appointments_cancelled': [], 'appointments_moved': [], 'orders': [],
             'message': False, 'transfer': False}
        for k, v in c['expect'].items():
            if k == 'orders':
                v = [{'items': [{'id': i, 'quantity': q} for i, q in o]} for o in v]
            e[k] = v
        full.append({'id': f'{slug}-call-{n:02d}', 'business': slug, 'now': c.get('now', biz['now']),
                     'caller_phone': c['phone'], 'goal': c['goal'], 'opening': c['opening'], 'replies': c['replies'],
                     'expect': e})
    with open(os.path.join(ROOT, 'calls', 'tune', f'{slug}.json'), 'w') as f:
        json.dump(full, f, indent=2, ensure_ascii=False)
        f.write('\n')
    print(slug, len(out), 'lines', len(full), 'calls')


def hours(spec):
    """spec: {'monday': ('09:00','17:00') or None (disabled, 09:00-17:00 kept) or absent}"""
    out = []
    for d in ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']:
        if d not in spec:
            continue
        v = spec[d]
        dis = v[0] == 'closed'
        o, c = (v[1], v[2]) if dis else v
        out.append({'id': f'wh-{d[:3]}', 'day_of_week': d, 'open_time': o, 'close_time': c, 'disabled': dis})
    return out


def items(rows):
    return [{'id': i, 'name': n, 'price': p, 'duration': d, 'currency': 'USD', 'enabled': True} for i, n, p, d in rows]


def faqs(rows):
    return [{'id': i, 'question': q, 'answer': a} for i, q, a in rows]


def appts(rows, offset):
    """rows: (id, first, last, phone, local start 'YYYY-MM-DDTHH:MM', item id, duration); offset: hours to add for UTC"""
    from datetime import datetime, timedelta
    out = []
    for i, fn, ln, ph, start, item, dur in rows:
        s = datetime.strptime(start, '%Y-%m-%dT%H:%M') + timedelta(hours=offset)
        e = s + timedelta(minutes=dur)
        out.append({'id': i, 'first_name': fn, 'last_name': ln, 'phone_number': ph, 'status': 'upcoming',
                    'starts_at': s.strftime('%Y-%m-%dT%H:%M:00Z'), 'ends_at': e.strftime('%Y-%m-%dT%H:%M:00Z'),
                    'business_item_id': item})
    return out
