#!/usr/bin/env python3
"""Builds tests/eval-unseen/calls/test/<slug>.json and checks every expected booking and move against the
business data: inside opening hours, after `now`, and not overlapping existing appointments (with the
business's buffer on both sides). Written blind to the engine."""
import json, os, sys
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')

W = {'0': 'oh', '1': 'one', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine'}


def spoken(phone):
    d = phone[2:]
    return ' '.join(W[c] for c in d[:3]) + ' ' + ' '.join(W[c] for c in d[3:6]) + ' ' + ' '.join(W[c] for c in d[6:])


def call(slug, n, now, phone, goal, opening, replies, created=(), cancelled=(), moved=(), orders=(), message=False,
         transfer=False, must_not_say=None):
    r = dict(replies)
    r.setdefault('phone', spoken(phone))
    r.setdefault('fallback', 'sorry what was that')
    exp = {"appointments_created": list(created), "appointments_cancelled": list(cancelled),
           "appointments_moved": list(moved), "orders": list(orders), "message": message, "transfer": transfer}
    if must_not_say:
        exp['must_not_say'] = must_not_say
    return {"id": f"{slug}-call-{n:02d}", "business": slug, "now": now, "caller_phone": phone, "goal": goal,
            "opening": opening, "replies": r, "expect": exp}


def C(service_id, start_local, name):
    return {"service_id": service_id, "start_local": start_local, "name": name}


def O(*pairs):
    return {"items": [{"id": i, "quantity": q} for i, q in pairs]}


VET_NOW = "2026-12-08T16:00:00Z"   # Tue 09:00 MST
vet = [
    call('vetclinic', 1, VET_NOW, '+13035550263', "existing client books a wellness exam for her dog this Friday at 2pm, name spelled",
         "hi so my dog's due for his yearly checkup and i was hoping for friday um like two o'clock if that's doable",
         {"name": "carly nguyen that's c a r l y and nguyen is n g u y e n", "day": "friday", "time": "two o'clock",
          "service": "the wellness exam the regular checkup", "confirm": "yep that's perfect",
          "intake": ["his name's duke he's a boxer", "he's six", "he's been coming to you guys for years"],
          "anything_else": "nah we're all set thank you bye"},
         created=[C('item-wellness-exam', '2026-12-11T14:00', 'Carly Nguyen')], must_not_say=["$70", "$86"]),
    call('vetclinic', 2, VET_NOW, '+13035550219', "new kitten's first exam; asks Thursday 3pm (taken), accepts 4pm",
         "hi i just adopted a kitten and i need to get her first exam thursday at three",
         {"name": "maya feld f e l d", "day": "thursday", "time": "if three's taken then four o'clock please",
          "service": "new patient exam", "confirm": "yes four on thursday works",
          "intake": ["her name's pickles she's a tabby cat", "about ten weeks old", "no she hasn't seen a vet yet the shelter gave her first shots"],
          "anything_else": "nope that's everything thank you"},
         created=[C('item-new-patient-exam', '2026-12-10T16:00', 'Maya Feld')]),
    call('vetclinic', 3, VET_NOW, '+13035550167', "Marcus Bell cancels his dog's dental cleaning on Friday",
         "hey it's marcus bell i gotta cancel my dog's teeth cleaning on friday",
         {"name": "marcus bell", "day": "friday", "service": "the dental cleaning", "confirm": "yes cancel it please",
          "anything_else": "nope thanks"},
         cancelled=['appt-v2']),
    call('vetclinic', 4, VET_NOW, '+13035550131', "Priya Raman pushes her dog's rabies shot tomorrow (2pm) back an hour",
         "hi this is priya raman can you push my appointment tomorrow back an hour",
         {"name": "priya raman r a m a n", "day": "tomorrow same day", "time": "an hour later so three", "service": "the rabies shot",
          "confirm": "yes three o'clock is great", "anything_else": "no that's all thanks"},
         moved=[{"id": "appt-v3", "start_local": "2026-12-09T15:00"}]),
    call('vetclinic', 5, VET_NOW, '+13035550112', "Karen Whitfield checks when her dog's appointment is (Thursday 10am); nothing changes",
         "hi um i just wanted to check when bella's appointment is this week",
         {"name": "karen whitfield", "day": "i think it's thursday", "confirm": "ok great",
          "anything_else": "nope that's all i needed thanks bye"}),
    call('vetclinic', 6, VET_NOW, '+13035550241', "dog ate a bar of dark chocolate: urgent, must be transferred to a person",
         "oh my god my dog just ate a whole bar of dark chocolate like ten minutes ago what do i do",
         {"name": "jess porter", "message": "my lab ate a dark chocolate bar ten minutes ago please call me right away",
          "confirm": "yes please hurry", "anything_else": "please just get me someone"},
         transfer=True),
    call('vetclinic', 7, VET_NOW, '+13035550288', "leaves a message for Dr. Harlan about a thyroid medication refill",
         "hi this is ted aldana i wanted to leave a message for doctor harlan about my cat's medicine",
         {"name": "ted aldana a l d a n a", "message": "whiskers is almost out of her thyroid pills the methimazole and we need a refill by friday please",
          "confirm": "yep that's right", "anything_else": "no that's it thank you"},
         message=True),
    call('vetclinic', 8, VET_NOW, '+13035550174', "Dana Kowalski starts to cancel Saturday's nail trim, then changes her mind and keeps it",
         "hi i think i need to cancel rocky's nail trim on saturday",
         {"name": "dana kowalski", "day": "saturday", "service": "nail trim",
          "confirm": "hmm actually wait no don't cancel it i'll make it work keep it",
          "anything_else": "no that's it sorry about that bye"}),
]

BAK_NOW = "2027-01-13T16:30:00Z"   # Wed 08:30 PST
bakery = [
    call('bakery', 1, BAK_NOW, '+15035550224', "pickup order: two dozen cookies and almond croissants, corrects three to four croissants",
         "hi can i place an order for pickup um two dozen chocolate chip cookies and three almond croissants no wait make it four almond croissants",
         {"items": "two dozen chocolate chip cookies and four almond croissants", "name": "lena brooks",
          "day": "today", "time": "around noon", "confirm": "yep two dozen cookies and four almond croissants",
          "anything_else": "nope that's it thanks bye"},
         orders=[O(('item-cookie-dozen', 2), ('item-almond-croissant', 4))]),
    call('bakery', 2, BAK_NOW, '+15035550277', "coffee run with sizes: two large lattes, a small latte, a large chai and half a dozen cinnamon rolls",
         "yeah hi i wanna order some stuff for my office two large lattes one small latte a chai and like half a dozen cinnamon rolls",
         {"items": "two sixteen ounce lattes one twelve ounce latte one large chai and six cinnamon rolls", "name": "marco diaz",
          "day": "today", "time": "in like twenty minutes", "confirm": "yeah that's right",
          "anything_else": "oh and oat milk in the lattes if that's ok otherwise no that's it"},
         orders=[O(('item-latte-16', 2), ('item-latte-12', 1), ('item-chai-16', 1), ('item-cinnamon-roll', 6))]),
    call('bakery', 3, BAK_NOW, '+15035550208', "orders an apple pie for Saturday, then changes her mind to six lemon tarts instead",
         "hi i wanted to order a whole apple pie for saturday hmm actually no scratch the pie can i get six lemon tarts instead",
         {"items": "just the six lemon tarts no pie", "name": "ruth oyelaran o y e l a r a n", "day": "saturday",
          "time": "like ten in the morning", "confirm": "yes six lemon tarts and no pie",
          "anything_else": "no that's all thank you"},
         orders=[O(('item-lemon-tart', 6))], must_not_say=["$5.75", "$5.00"]),
    call('bakery', 4, BAK_NOW, '+15035550231', "books a cake consultation; asks Tuesday 1pm (taken), accepts 2pm",
         "hi i'm getting married in june and i'd like to book a cake consultation next tuesday at one",
         {"name": "dev malhotra d e v", "day": "tuesday the nineteenth", "time": "if one's not open then two o'clock",
          "service": "the cake consultation", "confirm": "yes two o'clock tuesday is great",
          "intake": ["june twelfth", "about eighty people", "one of the groomsmen has a peanut allergy"],
          "anything_else": "no that's everything thanks"},
         created=[C('item-cake-consult', '2027-01-19T14:00', 'Dev Malhotra')]),
    call('bakery', 5, BAK_NOW, '+15035550117', "Olivia Tran cancels tomorrow's cake consultation",
         "hey this is olivia i need to cancel my cake consultation tomorrow",
         {"name": "olivia tran", "day": "tomorrow", "time": "it's at ten", "service": "cake consultation",
          "confirm": "yes please cancel it", "anything_else": "nope thank you"},
         cancelled=['appt-b1']),
    call('bakery', 6, BAK_NOW, '+15035550162', "Ben Hargrove pushes his Friday 11am consultation back an hour",
         "hi um can you push my cake consultation on friday back an hour",
         {"name": "ben hargrove h a r g r o v e", "day": "friday", "time": "an hour later so noon",
          "service": "the cake consultation", "confirm": "yep twelve works", "anything_else": "no that's it thanks"},
         moved=[{"id": "appt-b2", "start_local": "2027-01-15T12:00"}]),
    call('bakery', 7, BAK_NOW, '+15035550139', "Sofia Reyes checks what time her daughter's cookie class is on Saturday; nothing changes",
         "hi what time is my daughter's cookie decorating class on saturday",
         {"name": "sofia reyes", "day": "saturday", "confirm": "ok thanks", "anything_else": "nope that's all bye"}),
    call('bakery', 8, BAK_NOW, '+15035550256', "leaves a message for the owner about catering a breakfast for forty people",
         "hi i'd like to leave a message for the owner about catering a breakfast for our office",
         {"name": "priscilla wong", "message": "we need breakfast for about forty people on the twenty ninth pastries and coffee please call me with a quote",
          "confirm": "yes that's right", "anything_else": "no that's it thanks"},
         message=True),
]

HV_NOW = "2026-12-15T15:00:00Z"   # Tue 10:00 EST
hvac = [
    call('hvac', 1, HV_NOW, '+16145550252', "books a furnace tune-up for Friday at 2pm",
         "hi i'd like to get my furnace tuned up this friday maybe around two",
         {"name": "theresa boyle b o y l e", "day": "friday", "time": "two in the afternoon", "service": "furnace tune up",
          "confirm": "yes that works", "intake": ["gas furnace", "maybe twelve years old", "no just me and my husband"],
          "anything_else": "no that's all thank you"},
         created=[C('item-furnace-tuneup', '2026-12-18T14:00', 'Theresa Boyle')], must_not_say=["$139", "$119"]),
    call('hvac', 2, HV_NOW, '+16145550213', "smells gas near the furnace: urgent, must be transferred to a person",
         "hi um i smell gas really strong in my basement by the furnace what should i do",
         {"name": "gary whitman", "message": "strong gas smell in my basement near the furnace",
          "confirm": "yes please", "anything_else": "just get me somebody please"},
         transfer=True),
    call('hvac', 3, HV_NOW, '+16145550121', "Gloria Mendez cancels Thursday's furnace tune-up",
         "hi this is gloria mendez i need to cancel my furnace tune up on thursday",
         {"name": "gloria mendez", "day": "thursday", "time": "nine in the morning", "service": "furnace tune up",
          "confirm": "yes go ahead and cancel", "anything_else": "no thank you"},
         cancelled=['appt-h1']),
    call('hvac', 4, HV_NOW, '+16145550175', "Derek Lyle pushes tomorrow's 1pm diagnostic visit back two hours",
         "yeah hey it's derek lyle can you push my appointment tomorrow back like two hours",
         {"name": "derek lyle l y l e", "day": "tomorrow", "time": "two hours later so three o'clock",
          "service": "the service call", "confirm": "yep three works", "anything_else": "nah that's it thanks"},
         moved=[{"id": "appt-h2", "start_local": "2026-12-16T15:00"}]),
    call('hvac', 5, HV_NOW, '+16145550143', "Nancy Pruitt checks when the duct cleaning crew is coming; nothing changes",
         "hi i'm just calling to check when you guys are coming for the duct cleaning",
         {"name": "nancy pruitt", "day": "i thought it was friday", "confirm": "ok perfect",
          "anything_else": "no that's all thank you bye"}),
    call('hvac', 6, HV_NOW, '+16145550297', "orders filters for pickup: four 16x25 and two 20x25, corrected to three 20x25",
         "hi i need to order some filters four of the sixteen by twenty five and two of the twenty by twenty five oh wait make that three of the twenty by twenty five",
         {"items": "four sixteen by twenty five and three twenty by twenty five", "name": "kyle brandt",
          "day": "tomorrow", "time": "after work around four", "confirm": "yeah four and three that's right",
          "anything_else": "nope that's it"},
         orders=[O(('item-filter-16x25', 4), ('item-filter-20x25', 3))]),
    call('hvac', 7, HV_NOW, '+16145550266', "starts booking an AC tune-up for Monday at 1pm, changes his mind to a furnace tune-up",
         "yeah i wanna book a ac tune up for monday at one um actually no since it's winter lemme do the furnace tune up instead",
         {"name": "omar haddad h a d d a d", "day": "monday", "time": "one o'clock", "service": "the furnace tune up not the ac",
          "confirm": "yes the furnace one monday at one", "intake": ["gas furnace", "about eight years", "no"],
          "anything_else": "no that's it thanks"},
         created=[C('item-furnace-tuneup', '2026-12-21T13:00', 'Omar Haddad')]),
    call('hvac', 8, HV_NOW, '+16145550230', "asks for the owner to call back about replacing the furnace and AC",
         "hi i'd like the owner to call me back about replacing our furnace and air conditioner",
         {"name": "beverly stokes", "message": "we want a quote to replace both our furnace and ac they're twenty years old please call me back",
          "confirm": "yes that's right", "anything_else": "no that's it thank you"},
         message=True),
    call('hvac', 9, HV_NOW, '+16145550219', "no heat with a newborn in the house: urgent, must be transferred to a person",
         "our heat's been out all night it's like fifty in here and i have a two week old baby please i need someone",
         {"name": "amber kowal", "message": "no heat all night with a newborn please send someone",
          "confirm": "yes please", "anything_else": "please just get someone out here"},
         transfer=True),
]


def check(slug, calls):
    biz = json.load(open(os.path.join(ROOT, 'businesses', slug + '.json')))
    tz = ZoneInfo(biz['business']['time_zone'])
    items = {i['id']: i for i in biz['business_items']}
    hours = {h['day_of_week']: h for h in biz['working_hours'] if not h['disabled']}
    buf = timedelta(minutes=biz['assistant']['buffer_minutes'])
    appts = {a['id']: a for a in biz['appointments']}
    utc = lambda s: datetime.fromisoformat(s.replace('Z', '+00:00'))
    errors = []
    for c in calls:
        now = utc(c['now'])
        e = c['expect']
        for a in e['appointments_cancelled']:
            if a not in appts: errors.append(f"{c['id']}: unknown appt {a}")
            elif appts[a]['phone_number'] != c['caller_phone']: errors.append(f"{c['id']}: {a} is not the caller's")
        slots = [(x['service_id'], x['start_local'], None) for x in e['appointments_created']]
        for m in e['appointments_moved']:
            if m['id'] not in appts: errors.append(f"{c['id']}: unknown appt {m['id']}"); continue
            if appts[m['id']]['phone_number'] != c['caller_phone']: errors.append(f"{c['id']}: {m['id']} is not the caller's")
            slots.append((appts[m['id']]['business_item_id'], m['start_local'], m['id']))
        for (svc, start_local, own) in slots:
            it = items[svc]
            start = datetime.fromisoformat(start_local).replace(tzinfo=tz)
            end = start + timedelta(minutes=it['duration'])
            day = start.strftime('%A').lower()
            if start <= now: errors.append(f"{c['id']}: {start_local} not after now")
            if day not in hours: errors.append(f"{c['id']}: {start_local} on a closed day"); continue
            h = hours[day]
            if start.strftime('%H:%M') < h['open_time'] or end.strftime('%H:%M') > h['close_time'] or end.date() != start.date():
                errors.append(f"{c['id']}: {start_local} outside hours {h['open_time']}-{h['close_time']}")
            for a in biz['appointments']:
                if a['id'] == own or a['id'] in e['appointments_cancelled']:
                    continue
                s, t = utc(a['starts_at']), utc(a['ends_at'])
                if start < t + buf and s < end + buf:
                    errors.append(f"{c['id']}: {start_local} overlaps {a['id']} with buffer")
        for o in e['orders']:
            for i in o['items']:
                if i['id'] not in items or items[i['id']]['duration'] is not None:
                    errors.append(f"{c['id']}: bad order item {i['id']}")
        print(f"  {c['id']}: ok" if not [x for x in errors if x.startswith(c['id'])] else f"  {c['id']}: PROBLEM")
    return errors


if __name__ == '__main__':
    errs = []
    for slug, calls in (('vetclinic', vet), ('bakery', bakery), ('hvac', hvac)):
        print(slug)
        errs += check(slug, calls)
        with open(os.path.join(ROOT, 'calls', 'test', slug + '.json'), 'w', encoding='utf-8') as f:
            json.dump(calls, f, indent=1, ensure_ascii=False)
            f.write('\n')
    if errs:
        print('\n'.join(errs)); sys.exit(1)
    print('all expected bookings and moves are inside hours, after now and free (with buffer)')
