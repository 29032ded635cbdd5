# Builder helpers for tests/eval-extra3 (one-off authoring aids; the JSON files are the set).
# Each business script defines its data, lines and calls and calls write_all().
import json, os, datetime as dt
from zoneinfo import ZoneInfo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ANS = {'ask_hours': 'hours', 'ask_address': 'address', 'ask_price': 'service', 'ask_duration': 'service', 'ask_faq': 'faq', 'ask_unknown': 'none'}
DIG = {'0': 'oh', '1': 'one', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine'}

def spoken(phone, zero='oh'):
    d = phone[2:]
    return ' '.join(DIG[c] if c != '0' else zero for c in d)

def item(id, name, price, duration):
    return {'id': id, 'name': name, 'price': price, 'duration': duration, 'currency': 'USD', 'enabled': True}

def hours(spec):
    # spec: {day: (open, close) or None for disabled-with-times or 'absent'}
    out = []
    for d in ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']:
        v = spec.get(d, 'absent')
        if v == 'absent':
            continue
        if v is None:
            out.append({'id': f'wh-{d[:3]}', 'day_of_week': d, 'open_time': '09:00', 'close_time': '17:00', 'disabled': True})
        else:
            out.append({'id': f'wh-{d[:3]}', 'day_of_week': d, 'open_time': v[0], 'close_time': v[1], 'disabled': False})
    return out

def appt(id, first, last, phone, tz, start_local, item_obj):
    z = ZoneInfo(tz)
    s = dt.datetime.fromisoformat(start_local).replace(tzinfo=z)
    e = s + dt.timedelta(minutes=item_obj['duration'])
    f = lambda x: x.astimezone(dt.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')
    return {'id': id, 'first_name': first, 'last_name': last, 'phone_number': phone, 'status': 'upcoming',
            'starts_at': f(s), 'ends_at': f(e), 'business_item_id': item_obj['id']}

class Lines:
    def __init__(self, slug):
        self.slug, self.rows = slug, []
    def __call__(self, utt, intent, ans=None, style=None, prior=None, phone=None, now=None, **slots):
        r = {'id': f'{self.slug}-{len(self.rows) + 1:04d}', 'business': self.slug}
        if prior: r['prior'] = prior if isinstance(prior, list) else [prior]
        if phone: r['caller_phone'] = phone
        if now: r['now'] = now
        r['utterance'] = utt
        r['intent'] = intent
        if intent in ANS:
            a = {'source': ANS[intent]}
            if ans: a['id'] = ans
            r['answer'] = a
        if slots:
            s = {}
            if 'items' in slots: s['items'] = [{'id': i, 'quantity': q} for i, q in slots['items']]
            for k in ['service', 'day', 'time', 'name']:
                if k in slots: s[k] = slots[k]
            r['slots'] = s
        st = list(style or [])
        if prior and 'two_turn' not in st: st.append('two_turn')
        if intent == 'correction' and 'correction' not in st: st.append('correction')
        if st: r['style'] = st
        self.rows.append(r)

class Calls:
    def __init__(self, slug, now):
        self.slug, self.now, self.rows = slug, now, []
    def __call__(self, goal, opening, phone, replies, created=(), cancelled=(), moved=(), orders=(), message=False,
                 transfer=False, must_not_say=None, now=None):
        rep = dict(replies)
        if 'phone' not in rep: rep['phone'] = spoken(phone)
        e = {'appointments_created': [{'service_id': s, 'start_local': t, 'name': n} for s, t, n in created],
             'appointments_cancelled': list(cancelled),
             'appointments_moved': [{'id': i, 'start_local': t} for i, t in moved],
             'orders': [{'items': [{'id': i, 'quantity': q} for i, q in o]} for o in orders],
             'message': message, 'transfer': transfer}
        if must_not_say: e['must_not_say'] = must_not_say
        self.rows.append({'id': f'{self.slug}-call-{len(self.rows) + 1:02d}', 'business': self.slug, 'now': now or self.now,
                          'caller_phone': phone, 'goal': goal, 'opening': opening, 'replies': rep, 'expect': e})

def write_all(biz, lines, calls):
    slug = biz['slug']
    with open(os.path.join(ROOT, 'businesses', f'{slug}.json'), 'w') as f:
        json.dump(biz, f, indent=2, ensure_ascii=False); f.write('\n')
    with open(os.path.join(ROOT, 'corpus', f'{slug}.tune.jsonl'), 'w') as f:
        for r in lines.rows: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'calls', 'tune', f'{slug}.json'), 'w') as f:
        json.dump(calls.rows, f, indent=2, ensure_ascii=False); f.write('\n')
    print(slug, len(lines.rows), 'lines', len(calls.rows), 'calls')
