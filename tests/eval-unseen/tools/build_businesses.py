#!/usr/bin/env python3
"""Builds tests/eval-unseen/businesses/*.json. Appointment times are written in local time here and
converted to UTC instants with the business's time zone. Written blind to the engine."""
import json, os
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'businesses')

ALL_TRANSFER = [
    "Caller is confused or frustrated",
    "Request exceeds the assistant's knowledge",
    "Customer requests a callback from the owner",
    "Caller speaks an unsupported language",
    "Unrecognized or sensitive inquiry",
]


def hours(spec):
    out = []
    for day in ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']:
        h = spec.get(day)
        if h is None:
            out.append({"id": f"wh-{day[:3]}", "day_of_week": day, "open_time": "09:00", "close_time": "17:00", "disabled": True})
        else:
            out.append({"id": f"wh-{day[:3]}", "day_of_week": day, "open_time": h[0], "close_time": h[1], "disabled": False})
    return out


def items(rows):
    return [{"id": i, "name": n, "price": p, "duration": d, "currency": "USD", "enabled": True} for (i, n, p, d) in rows]


def faqs(rows):
    return [{"id": i, "question": q, "answer": a} for (i, q, a) in rows]


def appts(tz, item_list, rows):
    z = ZoneInfo(tz)
    dur = {it['id']: it['duration'] for it in item_list}
    out = []
    for (aid, first, last, phone, local, item) in rows:
        start = datetime.fromisoformat(local).replace(tzinfo=z)
        end = start + timedelta(minutes=dur[item])
        fmt = lambda t: t.astimezone(ZoneInfo('UTC')).strftime('%Y-%m-%dT%H:%M:%SZ')
        out.append({"id": aid, "first_name": first, "last_name": last, "phone_number": phone, "status": "upcoming",
                    "starts_at": fmt(start), "ends_at": fmt(end), "business_item_id": item})
    return out


def transfer(ids_texts):
    return [{"id": f"ts-{n+1}", "text": t} for n, t in enumerate(ids_texts)]


# ---------------------------------------------------------------- veterinary clinic (Mountain time)
VET_TZ = 'America/Denver'
vet_items = items([
    ("item-wellness-exam", "Wellness Exam", "68.00", 30),
    ("item-sick-visit", "Sick Pet Visit", "84.50", 30),
    ("item-new-patient-exam", "New Patient Exam", "75.00", 45),
    ("item-rabies-vaccine", "Rabies Vaccine", "32.00", 15),
    ("item-dhpp-vaccine", "DHPP Vaccine (dogs)", "38.00", 15),
    ("item-fvrcp-vaccine", "FVRCP Vaccine (cats)", "36.00", 15),
    ("item-nail-trim", "Nail Trim", "22.00", 15),
    ("item-microchip", "Microchip Implant", "55.00", 15),
    ("item-senior-bloodwork", "Senior Bloodwork Panel", "145.00", 20),
    ("item-dental-cleaning", "Dental Cleaning (under anesthesia)", "425.00", 180),
    ("item-health-certificate", "Travel Health Certificate", "120.00", 30),
    ("item-heartworm-6", "Heartworm Preventive (6-month pack)", "72.99", None),
    ("item-flea-tick-3", "Flea & Tick Chew (3-month pack)", "64.50", None),
    ("item-kidney-diet", "Prescription Kidney Diet (8 lb bag)", "58.75", None),
    ("item-dental-chews", "Dental Chews (30 count)", "24.99", None),
])
vet = {
    "slug": "vetclinic",
    "kind": "veterinary clinic",
    "now": "2026-12-08T16:00:00Z",  # Tuesday 8 December 2026, 09:00 in Denver
    "business": {"id": "biz-vetclinic", "name": "Cedar Hollow Animal Hospital", "time_zone": VET_TZ,
                 "phone_number": "+13035550140", "industry": "Clinic / Therapist"},
    "assistant": {
        "greeting_phrase": "Thank you for calling Cedar Hollow Animal Hospital, this is the virtual assistant. How can I help you and your pet today?",
        "transfer_calls_enabled": True, "transfer_phone_number": "+13035550199",
        "transfer_scenarios": transfer(ALL_TRANSFER),
        "scenarios": [{
            "id": "sc-newpet", "trigger": "new patient (a pet that has never been seen at the clinic)",
            "post_collection_action": "Add the answers to the appointment notes and ask the owner to bring previous vaccine records",
            "scenario_questions": [
                {"id": "sq-newpet-1", "question": "What is your pet's name, species and breed?", "is_required": True, "scenario_id": "sc-newpet"},
                {"id": "sq-newpet-2", "question": "How old is your pet?", "is_required": True, "scenario_id": "sc-newpet"},
                {"id": "sq-newpet-3", "question": "Where was your pet last seen by a vet, and are vaccines up to date?", "is_required": False, "scenario_id": "sc-newpet"},
            ]}],
        "after_hours_handling": True, "buffer_minutes": 10, "allow_same_day": True, "allow_weekend": True, "require_24h_advance": False,
    },
    "business_addresses": [{"id": "addr-1", "address_line": "4417 West 38th Avenue", "city": "Denver", "state": "CO", "country": "US", "zip_code": "80212"}],
    "business_items": vet_items,
    "business_questions": faqs([
        ("q-payment", "What forms of payment do you accept?", "We accept Visa, Mastercard, Discover, American Express, CareCredit and cash. Payment is due at the time of the visit."),
        ("q-insurance", "Do you take pet insurance?", "We don't bill insurance companies directly, but we give you an itemized invoice you can submit to your pet insurance for reimbursement."),
        ("q-payment-plan", "Do you offer payment plans?", "We don't have in-house payment plans, but you can apply for CareCredit or Scratchpay at the front desk or online."),
        ("q-species", "What kinds of animals do you see?", "We see dogs, cats, rabbits and guinea pigs. We don't treat birds, reptiles or horses; we refer those to Front Range Avian and Exotic."),
        ("q-after-hours", "What do I do in an emergency after hours?", "After hours, please go to the 24-hour Mile High Animal ER at 5100 Federal Boulevard. During our hours, call us and come straight in."),
        ("q-walkins", "Do you take walk-ins?", "We keep a few same-day sick slots every morning, so please call first. Wellness visits and vaccines need an appointment."),
        ("q-first-visit", "What should I bring to my pet's first visit?", "Bring any previous vaccine and medical records, a list of current medications, and a fresh stool sample if you can. Dogs on a leash and cats in a carrier, please."),
        ("q-fasting", "Does my pet need to fast before surgery or a dental cleaning?", "Yes. No food after 10 pm the night before; water is fine until the morning of the procedure."),
        ("q-dropoff", "What time is drop-off for surgery and dentals?", "Drop-off for surgeries and dental cleanings is between 7:30 and 8:00 am, and most pets go home the same afternoon around 4 pm."),
        ("q-boarding", "Do you offer boarding or grooming?", "No, we don't offer boarding or grooming. We only do nail trims."),
        ("q-refills", "How do I get a prescription refilled?", "Call us at least 48 hours ahead. Your pet must have had an exam with us in the last 12 months for us to refill a prescription."),
        ("q-parking", "Is there parking?", "Yes, there's a free lot next to the building, with two spots by the door reserved for pets who need help getting inside."),
        ("q-cat-hours", "Do you have cat-only appointments?", "Yes, Thursday mornings from 8 to 10 are cat-only appointments, so there are no dogs in the waiting room."),
        ("q-house-calls", "Do you do house calls?", "No, all of our visits are at the clinic."),
        ("q-end-of-life", "Do you offer end-of-life care?", "Yes, we offer private euthanasia appointments in our quiet comfort room, and cremation through Peaceful Paws. Please call and our staff will help you plan."),
        ("q-puppy-shots", "When does my puppy or kitten need vaccines?", "Puppies and kittens get their core vaccines at 8, 12 and 16 weeks, and rabies at 16 weeks, then boosters one year later."),
        ("q-spanish", "Do you have Spanish-speaking staff?", "Yes, two of our veterinary technicians speak Spanish."),
    ]),
    "working_hours": hours({
        'monday': ("08:00", "18:00"), 'tuesday': ("08:00", "18:00"), 'wednesday': ("08:00", "18:00"),
        'thursday': ("08:00", "18:00"), 'friday': ("08:00", "18:00"), 'saturday': ("09:00", "14:00"),
    }),
}
vet["appointments"] = appts(VET_TZ, vet_items, [
    ("appt-v1", "Karen", "Whitfield", "+13035550112", "2026-12-10T10:00", "item-wellness-exam"),
    ("appt-v2", "Marcus", "Bell", "+13035550167", "2026-12-11T08:00", "item-dental-cleaning"),
    ("appt-v3", "Priya", "Raman", "+13035550131", "2026-12-09T14:00", "item-rabies-vaccine"),
    ("appt-v4", "Tom", "Okafor", "+13035550188", "2026-12-08T10:00", "item-sick-visit"),
    ("appt-v5", "Dana", "Kowalski", "+13035550174", "2026-12-12T09:00", "item-nail-trim"),
    ("appt-v6", "Luis", "Ortega", "+13035550159", "2026-12-10T15:00", "item-new-patient-exam"),
    ("appt-v7", "Hannah", "Stiles", "+13035550126", "2026-12-11T13:00", "item-senior-bloodwork"),
    ("appt-v8", "Jerome", "Pratt", "+13035550145", "2026-12-14T11:00", "item-wellness-exam"),
])

# ---------------------------------------------------------------- cafe / bakery (Pacific time)
BAK_TZ = 'America/Los_Angeles'
bak_items = items([
    ("item-drip-12", "Drip Coffee (12 oz)", "2.95", None),
    ("item-drip-16", "Drip Coffee (16 oz)", "3.45", None),
    ("item-latte-12", "Latte (12 oz)", "4.75", None),
    ("item-latte-16", "Latte (16 oz)", "5.50", None),
    ("item-chai-16", "Chai Latte (16 oz)", "5.25", None),
    ("item-coffee-box", "Coffee Traveler Box (serves 10)", "24.00", None),
    ("item-croissant", "Butter Croissant", "3.85", None),
    ("item-almond-croissant", "Almond Croissant", "4.60", None),
    ("item-choc-croissant", "Chocolate Croissant", "4.25", None),
    ("item-blueberry-muffin", "Blueberry Muffin", "3.50", None),
    ("item-cinnamon-roll", "Cinnamon Roll", "4.95", None),
    ("item-marionberry-scone", "Marionberry Scone", "3.95", None),
    ("item-cookie", "Chocolate Chip Cookie", "1.75", None),
    ("item-cookie-dozen", "Chocolate Chip Cookies (dozen)", "18.00", None),
    ("item-gf-brownie", "Gluten-Free Brownie", "3.75", None),
    ("item-lemon-tart", "Lemon Tart", "5.25", None),
    ("item-quiche-slice", "Quiche of the Day (slice)", "6.75", None),
    ("item-quiche-whole", "Whole Quiche (9 inch)", "34.00", None),
    ("item-sourdough", "Sourdough Loaf", "8.50", None),
    ("item-baguette", "Baguette", "4.25", None),
    ("item-apple-pie", "Apple Pie (9 inch)", "26.00", None),
    ("item-choc-cake-6", "Chocolate Layer Cake (6 inch)", "32.00", None),
    ("item-choc-cake-9", "Chocolate Layer Cake (9 inch)", "52.00", None),
    ("item-cake-consult", "Custom Cake Consultation", "25.00", 30),
    ("item-cookie-class", "Cookie Decorating Class (per person)", "45.00", 90),
])
bakery = {
    "slug": "bakery",
    "kind": "cafe and bakery",
    "now": "2027-01-13T16:30:00Z",  # Wednesday 13 January 2027, 08:30 in Portland
    "business": {"id": "biz-bakery", "name": "Rise & Crumb Bakery Cafe", "time_zone": BAK_TZ,
                 "phone_number": "+15035550160", "industry": "Restaurant / Café"},
    "assistant": {
        "greeting_phrase": "Hi, thanks for calling Rise and Crumb Bakery Cafe, this is the virtual assistant. Would you like to place a pickup order?",
        "transfer_calls_enabled": True, "transfer_phone_number": "+15035550198",
        "transfer_scenarios": transfer(ALL_TRANSFER[:4]),
        "scenarios": [{
            "id": "sc-cake", "trigger": "custom cake (a cake consultation or a cake not on the menu)",
            "post_collection_action": "Add the answers to the consultation notes for the cake decorator",
            "scenario_questions": [
                {"id": "sq-cake-1", "question": "What is the date of your event?", "is_required": True, "scenario_id": "sc-cake"},
                {"id": "sq-cake-2", "question": "About how many people should the cake serve?", "is_required": True, "scenario_id": "sc-cake"},
                {"id": "sq-cake-3", "question": "Are there any food allergies we should know about?", "is_required": False, "scenario_id": "sc-cake"},
            ]}],
        "after_hours_handling": True, "buffer_minutes": 15, "allow_same_day": True, "allow_weekend": True, "require_24h_advance": False,
    },
    "business_addresses": [{"id": "addr-1", "address_line": "1932 NE Alberta Street", "city": "Portland", "state": "OR", "country": "US", "zip_code": "97211"}],
    "business_items": bak_items,
    "business_questions": faqs([
        ("q-notice", "How far ahead do I need to order?", "Whole cakes, pies and quiches need 48 hours' notice, and so do orders of more than two dozen pastries. Custom cakes need two weeks."),
        ("q-pickup", "Where and when do I pick up a phone order?", "Pick up at the shelf next to the register; just give your name at the counter. Orders can be picked up any time we're open on the pickup day."),
        ("q-delivery", "Do you deliver?", "We don't deliver ourselves, but you can order most of our menu on DoorDash."),
        ("q-gluten-free", "Do you have gluten-free options?", "We have gluten-free brownies every day and a gluten-free almond cake on Saturdays. Our kitchen uses wheat flour, so we can't promise there's no cross-contact."),
        ("q-nuts", "Are your baked goods nut-free?", "No. We use almonds, walnuts and hazelnuts in the same kitchen, so please be careful if you have a severe nut allergy."),
        ("q-vegan", "Do you have vegan options?", "Our sourdough and baguettes are vegan, and there's vegan banana bread on Sundays. Oat and almond milk are available for any drink at no extra charge."),
        ("q-payment", "What forms of payment do you take?", "We take all major cards, Apple Pay, Google Pay and cash. For orders over $150 we ask for a 50% deposit when you order."),
        ("q-wifi", "Do you have wifi?", "Yes, free wifi; the password is printed on your receipt. Laptops are welcome, except at the window bar on weekends."),
        ("q-seating", "Is there seating?", "We have 24 seats inside and a covered, heated patio. Dogs are welcome on the patio."),
        ("q-parking", "Where can I park?", "There's street parking on Alberta and a small free lot behind the bakery, entered from NE 19th Avenue."),
        ("q-cake-writing", "Can you write a message on a cake?", "Yes, writing on any whole cake is free. Just tell us the message when you order."),
        ("q-catering", "Do you do catering?", "We make breakfast catering trays for offices and groups of 10 or more. Please order at least 3 days ahead."),
        ("q-day-old", "Do you sell day-old bread?", "Yes, yesterday's bread is half price until 10 am."),
        ("q-changes", "Can I change or cancel my order?", "Changes and cancellations are free up to 24 hours before pickup. Deposits on custom cakes are non-refundable."),
        ("q-decaf", "Do you have decaf?", "Yes, we have decaf for drip coffee and espresso drinks all day."),
        ("q-consult-what", "What happens at a cake consultation?", "You meet our cake decorator for 30 minutes, taste three cake flavors and sketch the design. The $25 fee is taken off your cake order."),
    ]),
    "working_hours": hours({
        'tuesday': ("07:00", "15:00"), 'wednesday': ("07:00", "15:00"), 'thursday': ("07:00", "15:00"),
        'friday': ("07:00", "15:00"), 'saturday': ("07:00", "14:00"), 'sunday': ("08:00", "13:00"),
    }),
}
bakery["appointments"] = appts(BAK_TZ, bak_items, [
    ("appt-b1", "Olivia", "Tran", "+15035550117", "2027-01-14T10:00", "item-cake-consult"),
    ("appt-b2", "Ben", "Hargrove", "+15035550162", "2027-01-15T11:00", "item-cake-consult"),
    ("appt-b3", "Sofia", "Reyes", "+15035550139", "2027-01-16T09:00", "item-cookie-class"),
    ("appt-b4", "Grant", "Ellis", "+15035550180", "2027-01-19T13:00", "item-cake-consult"),
    ("appt-b5", "Mei", "Chen", "+15035550151", "2027-01-17T10:00", "item-cookie-class"),
    ("appt-b6", "Rachel", "Dunn", "+15035550193", "2027-01-14T14:00", "item-cake-consult"),
])

# ---------------------------------------------------------------- heating & cooling company (Eastern time)
HV_TZ = 'America/New_York'
hv_items = items([
    ("item-diagnostic", "Diagnostic Service Call", "89.00", 60),
    ("item-furnace-tuneup", "Furnace Tune-Up", "129.00", 90),
    ("item-ac-tuneup", "AC Tune-Up", "129.00", 90),
    ("item-tuneup-bundle", "Heating and Cooling Tune-Up Bundle", "219.00", 150),
    ("item-replacement-estimate", "Replacement System Estimate", "0.00", 60),
    ("item-duct-cleaning", "Whole-House Duct Cleaning", "449.00", 240),
    ("item-thermostat-install", "Smart Thermostat Installation", "145.00", 60),
    ("item-humidifier-service", "Whole-Home Humidifier Service", "79.50", 45),
    ("item-co-check", "Carbon Monoxide Safety Check", "59.00", 30),
    ("item-filter-16x25", "MERV 11 Air Filter 16x25x1", "14.99", None),
    ("item-filter-20x25", "MERV 11 Air Filter 20x25x1", "16.49", None),
    ("item-media-filter", "MERV 13 Media Filter 16x25x4", "48.00", None),
    ("item-smart-thermostat", "Smart Thermostat (device only)", "189.00", None),
    ("item-comfort-club", "Comfort Club Membership (1 year)", "179.00", None),
])
hvac = {
    "slug": "hvac",
    "kind": "trades (heating and air conditioning)",
    "now": "2026-12-15T15:00:00Z",  # Tuesday 15 December 2026, 10:00 in Columbus
    "business": {"id": "biz-hvac", "name": "Buckeye Comfort Heating & Air", "time_zone": HV_TZ,
                 "phone_number": "+16145550170", "industry": "Plumber / Electrician"},
    "assistant": {
        "greeting_phrase": "Thanks for calling Buckeye Comfort Heating and Air, this is the virtual assistant. How can I help?",
        "transfer_calls_enabled": True, "transfer_phone_number": "+16145550190",
        "transfer_scenarios": transfer(ALL_TRANSFER),
        "scenarios": [{
            "id": "sc-repair", "trigger": "repair or no-heat / no-cooling visit",
            "post_collection_action": "Add the answers to the work order for the technician",
            "scenario_questions": [
                {"id": "sq-repair-1", "question": "What kind of system do you have: gas furnace, heat pump or boiler?", "is_required": True, "scenario_id": "sc-repair"},
                {"id": "sq-repair-2", "question": "About how old is the system?", "is_required": False, "scenario_id": "sc-repair"},
                {"id": "sq-repair-3", "question": "Is anyone in the home elderly, an infant, or medically vulnerable?", "is_required": True, "scenario_id": "sc-repair"},
            ]}],
        "after_hours_handling": True, "buffer_minutes": 30, "allow_same_day": True, "allow_weekend": True, "require_24h_advance": False,
    },
    "business_addresses": [{"id": "addr-1", "address_line": "2260 Cleveland Avenue, Unit 4", "city": "Columbus", "state": "OH", "country": "US", "zip_code": "43211"}],
    "business_items": hv_items,
    "business_questions": faqs([
        ("q-emergency", "Do you offer emergency service?", "Yes, we answer emergencies 24/7 for no heat, no cooling and water leaks. There's a $95 after-hours fee on top of the service call."),
        ("q-gas-smell", "What should I do if I smell gas?", "Leave the house right away, don't use light switches or phones inside, and call Columbia Gas at 1-800-344-4077 or 911 from outside. Then call us."),
        ("q-service-area", "What area do you serve?", "Franklin, Delaware and Licking counties: Columbus, Westerville, Dublin, Gahanna, Hilliard, Grove City, Newark and nearby towns."),
        ("q-brands", "What brands do you work on?", "We service all major brands, and we install Carrier and Bryant equipment."),
        ("q-financing", "Do you offer financing?", "Yes, 0% financing for 18 months on new systems with approved credit, through Synchrony."),
        ("q-warranty", "What warranty do you give?", "The manufacturer's parts warranty, usually 10 years when registered, plus our own 2-year labor warranty on installations and 90 days on repairs."),
        ("q-diag-waived", "Does the service call fee go toward the repair?", "Yes, the $89 diagnostic fee is waived if you go ahead with the repair the same day."),
        ("q-comfort-club", "What's included in the Comfort Club?", "Two tune-ups a year, no after-hours fees, 15% off repairs and priority scheduling."),
        ("q-licensed", "Are you licensed and insured?", "Yes, we hold Ohio HVAC license number 47821, we're fully insured, and every technician is background checked."),
        ("q-arrival", "How do I know when the technician will arrive?", "We book a start time and the technician texts you about 30 minutes before arriving."),
        ("q-payment", "How can I pay?", "We take credit cards, checks and cash. Payment is due when the work is finished."),
        ("q-filter", "How often should I change my filter?", "One-inch filters every 1 to 3 months; 4-inch media filters every 6 to 12 months."),
        ("q-heat-pump", "Do you install heat pumps?", "Yes, we install heat pumps, and a federal tax credit of up to $2,000 may apply."),
        ("q-install-time", "How long does a new system installation take?", "Most furnace or air conditioner replacements are finished in one day."),
        ("q-pets", "Do I need to put my pets away?", "Please keep pets in a separate room while the technician is working."),
        ("q-prep", "How do I get ready for a tune-up?", "Clear about three feet around the furnace and the outdoor unit and make sure the technician can get to the thermostat."),
        ("q-no-heat-check", "My heat isn't working. Is there anything I should check first?", "Check that the thermostat is set to Heat with fresh batteries, the breaker and the furnace switch are on, and the filter isn't clogged."),
    ]),
    "working_hours": hours({
        'monday': ("07:30", "17:30"), 'tuesday': ("07:30", "17:30"), 'wednesday': ("07:30", "17:30"),
        'thursday': ("07:30", "17:30"), 'friday': ("07:30", "17:30"), 'saturday': ("08:00", "12:00"),
    }),
}
hvac["appointments"] = appts(HV_TZ, hv_items, [
    ("appt-h1", "Gloria", "Mendez", "+16145550121", "2026-12-17T09:00", "item-furnace-tuneup"),
    ("appt-h2", "Derek", "Lyle", "+16145550175", "2026-12-16T13:00", "item-diagnostic"),
    ("appt-h3", "Nancy", "Pruitt", "+16145550143", "2026-12-18T08:00", "item-duct-cleaning"),
    ("appt-h4", "Walt", "Kaminski", "+16145550108", "2026-12-17T13:00", "item-replacement-estimate"),
    ("appt-h5", "Ashley", "Boone", "+16145550186", "2026-12-19T09:00", "item-thermostat-install"),
    ("appt-h6", "Ray", "Dubois", "+16145550134", "2026-12-21T10:00", "item-humidifier-service"),
])

for b in (vet, bakery, hvac):
    with open(os.path.join(OUT, b['slug'] + '.json'), 'w') as f:
        json.dump(b, f, indent=2, ensure_ascii=False)
        f.write('\n')
    print('wrote', b['slug'], len(b['business_items']), 'items', len(b['business_questions']), 'faqs', len(b['appointments']), 'appts')
