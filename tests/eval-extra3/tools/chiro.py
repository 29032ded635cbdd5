from lib import *
TZ = 'America/New_York'
S = 'chiro'
I = [
 item('item-new-patient', 'New Patient Exam & First Adjustment', '95.00', 60), item('item-adjust', 'Chiropractic Adjustment', '45.00', 15),
 item('item-adjust-ext', 'Extended Adjustment with Soft Tissue Work', '70.00', 30), item('item-xray', 'X-Rays (2 views)', '75.00', 20),
 item('item-massage-30', 'Massage Therapy (30 min)', '55.00', 30), item('item-massage-60', 'Massage Therapy (60 min)', '90.00', 60),
 item('item-decompression', 'Spinal Decompression Session', '65.00', 30), item('item-sports-eval', 'Sports Injury Evaluation', '85.00', 45),
 item('item-kids', 'Pediatric Adjustment (under 12)', '35.00', 15), item('item-prenatal', 'Prenatal Adjustment (Webster)', '60.00', 30),
 item('item-auto-eval', 'Auto Accident Evaluation', '120.00', 45),
 item('item-pillow', 'Cervical Support Pillow', '59.00', None), item('item-biofreeze', 'Biofreeze Gel (4 oz)', '14.00', None),
 item('item-lumbar', 'Lumbar Support Belt', '39.00', None), item('item-package-10', '10-Visit Adjustment Package', '400.00', None),
]
IT = {i['id']: i for i in I}
FAQ = [
 ('q-insurance', 'Do you take insurance?', "We're in network with BlueCross BlueShield of TN, Cigna and Aetna. Medicare covers adjustments only. We verify your benefits before your first visit."),
 ('q-no-insurance', "What if I don't have insurance?", 'No problem, cash prices are on our service list. The 10-visit package saves you $50 on adjustments.'),
 ('q-first-visit', 'What happens at the first visit?', "Plan on about an hour: health history, posture and range of motion exam, X-rays only if Dr. Patel thinks you need them, and your first adjustment if it's safe to do it the same day."),
 ('q-paperwork', 'Can I fill out the paperwork ahead of time?', 'Yes! We text you a link to the intake forms when you book. Bring a photo ID and your insurance card.'),
 ('q-wear', 'What should I wear?', 'Something comfortable you can move in. Skip dresses and big belt buckles. We have gowns if you need one.'),
 ('q-pain', 'Does an adjustment hurt?', "Most people feel relief, not pain. You might hear a pop - that's just gas releasing from the joint. A little soreness for a day is normal."),
 ('q-how-many', 'How many visits will I need?', 'Depends on the problem. Most new patients come 2x a week for 3-4 weeks, then less often. Dr. Patel gives you a plan at the first visit.'),
 ('q-auto', 'Do you treat car accident injuries?', 'Yes. We bill the auto insurance (PIP/MedPay) or work with your attorney. Come in within 72 hrs of the accident if you can, even if you feel fine.'),
 ('q-referral', 'Do I need a referral?', 'No referral needed. Some HMO plans require one, so check with your insurance.'),
 ('q-kids', 'Do you adjust kids?', 'Yes, newborns and up. Pediatric adjustments are very gentle, no popping. A parent stays in the room.'),
 ('q-pregnancy', 'Is it safe during pregnancy?', 'Yes, Dr. Patel is Webster certified. We use a pregnancy table so you never lie on your belly. Safe in all 3 trimesters.'),
 ('q-doctors', 'Who are the doctors?', 'Dr. Anita Patel, DC (15 yrs, Webster certified) and Dr. Jake Moreland, DC (sports injuries and decompression). Massage is with Kelsey, LMT.'),
 ('q-cancel', 'Cancellation policy', 'Please give us 24 hrs notice to cancel or reschedule. No-shows are charged $25.'),
 ('q-walkins', 'Do you take walk-ins?', "Established patients can walk in any time we're open and we'll fit you in between appointments. New patients need an appointment."),
 ('q-parking', 'Where do I park?', 'Free lot right in front of the building, handicap spots by the door.'),
 ('q-decompression', 'What is spinal decompression?', 'A computerized table gently stretches the spine to take pressure off bulging or herniated discs. Usually a series of 12-20 sessions.'),
 ('q-hsa', 'Do you take HSA/FSA?', 'Yes, HSA and FSA cards are accepted for all services and products.'),
]
B = {
 'slug': S, 'kind': 'chiropractic clinic: new-patient intake, adjustments, massage, decompression, products', 'now': '2027-08-16T13:00:00Z',
 'business': {'id': 'biz-chiro', 'name': 'Ridgeview Chiropractic & Wellness', 'time_zone': TZ, 'phone_number': '+18655550100', 'industry': 'Healthcare'},
 'assistant': {
  'greeting_phrase': 'Thank you for calling Ridgeview Chiropractic & Wellness, this is the virtual assistant. How can I help you?',
  'transfer_calls_enabled': True, 'transfer_phone_number': '+18655550109',
  'transfer_scenarios': [{'id': 'ts-1', 'text': 'Caller is confused or frustrated'}, {'id': 'ts-2', 'text': "Request exceeds the assistant's knowledge"},
                         {'id': 'ts-3', 'text': 'Unrecognized or sensitive inquiry'}],
  'scenarios': [{'id': 'sc-new-patient', 'trigger': 'a new patient booking their first visit',
                 'post_collection_action': 'Add the answers to the new patient chart for the doctor',
                 'scenario_questions': [
                   {'id': 'sq-np-1', 'question': "What's the main problem you're coming in for?", 'is_required': True, 'scenario_id': 'sc-new-patient'},
                   {'id': 'sq-np-2', 'question': 'Have you been in a car accident or hurt at work recently?', 'is_required': True, 'scenario_id': 'sc-new-patient'},
                   {'id': 'sq-np-3', 'question': 'Who referred you to us?', 'is_required': False, 'scenario_id': 'sc-new-patient'}]}],
  'after_hours_handling': True, 'buffer_minutes': 10, 'allow_same_day': True, 'allow_weekend': True, 'require_24h_advance': False},
 'business_addresses': [{'id': 'addr-1', 'address_line': '5120 Kingston Pike, Suite 3', 'city': 'Knoxville', 'state': 'TN', 'country': 'US', 'zip_code': '37919'}],
 'business_items': I,
 'business_questions': [{'id': a, 'question': b, 'answer': c} for a, b, c in FAQ],
 'working_hours': hours({'monday': ('08:00', '18:00'), 'tuesday': ('08:00', '18:00'), 'wednesday': ('08:00', '18:00'), 'thursday': None,
                         'friday': ('08:00', '17:00'), 'saturday': ('09:00', '12:00')}),
 'appointments': [
  appt('appt-c1', 'Brenda', 'Fuller', '+18655550131', TZ, '2027-08-16T14:00', IT['item-adjust']),
  appt('appt-c2', 'Tyrone', 'Webb', '+18655550142', TZ, '2027-08-17T10:00', IT['item-massage-60']),
  appt('appt-c3', 'Lisa', 'Marchetti', '+18655550153', TZ, '2027-08-18T09:00', IT['item-prenatal']),
  appt('appt-c4', 'Carl', 'Jensen', '+18655550164', TZ, '2027-08-20T15:00', IT['item-decompression']),
  appt('appt-c5', 'Emily', 'Sanders', '+18655550175', TZ, '2027-08-21T10:00', IT['item-adjust-ext']),
  appt('appt-c6', 'Raj', 'Mehta', '+18655550186', TZ, '2027-08-17T16:00', IT['item-adjust']),
  appt('appt-c7', 'Donna', 'Pierce', '+18655550197', TZ, '2027-08-23T11:00', IT['item-sports-eval']),
 ]}
# Mon 16 Aug 2027 09:00. Tue 17, Wed 18, Thu 19 closed, Fri 20, Sat 21 (9-12), Sun 22 closed, Mon 23, Tue 24, Wed 25.
L = Lines(S)
L('hi there', 'greeting')
L('yes hello is this the chiropractor', 'greeting')
L('hey um good morning', 'greeting', style=['disfluent'])
L('what time do yall open tomorrow', 'ask_hours', style=['slang', 'relative_time'])
L('are you open on thursdays', 'ask_hours')
L('how late are you open friday', 'ask_hours')
L('yall open saturday afternoon or just the morning', 'ask_hours', style=['slang'])
L('how late do you stay open on weeknights i get off at five', 'ask_hours', style=['indirect', 'numbers_in_words'])
L('where are you guys at', 'ask_address', style=['slang'])
L('what suite are you in on kingston pike', 'ask_address')
L('whats the address there', 'ask_address')
L('what all do you do there besides cracking backs', 'ask_services', style=['slang'])
L('what kind of treatments do you offer', 'ask_services')
L('do you just do adjustments or other stuff too', 'ask_services')
L('how much is an adjustment', 'ask_price', 'item-adjust')
L('whats it cost for the first visit as a new patient', 'ask_price', 'item-new-patient')
L('how much are x rays', 'ask_price', 'item-xray')
L('um how much for a massage the the hour long one', 'ask_price', 'item-massage-60', style=['disfluent'])
L('whats the price of the decompression', 'ask_price', 'item-decompression')
L('how much to get my kid adjusted', 'ask_price', 'item-kids', style=['indirect'])
L('how much is that neck pillow you sell', 'ask_price', 'item-pillow')
L('what do you charge for the ten visit package', 'ask_price', 'item-package-10', style=['numbers_in_words'])
L('how much is bio freeze', 'ask_price', 'item-biofreeze', style=['misrecognised'])
L('how much for the web stir adjustment for pregnancy', 'ask_price', 'item-prenatal', style=['misrecognised'])
L('how long does the first appointment take', 'ask_duration', 'item-new-patient')
L('how long is a decompression session', 'ask_duration', 'item-decompression')
L('how much time is the sports injury evaluation', 'ask_duration', 'item-sports-eval')
L('do you take blue cross', 'ask_faq', 'q-insurance')
L('are yall in network with cigna', 'ask_faq', 'q-insurance', style=['slang'])
L('will medicare pay for this', 'ask_faq', 'q-insurance')
L('i dont have insurance right now can i still come', 'ask_faq', 'q-no-insurance', style=['indirect'])
L('whats gonna happen at my first appointment', 'ask_faq', 'q-first-visit')
L('do i have to get x rays the first time', 'ask_faq', 'q-first-visit')
L('can i do the forms online before i come', 'ask_faq', 'q-paperwork')
L('what do i need to bring', 'ask_faq', 'q-paperwork')
L('im coming from work can i wear a dress', 'ask_faq', 'q-wear', style=['indirect'])
L('does it hurt when they pop your back', 'ask_faq', 'q-pain')
L('im kinda scared of the cracking noise is that normal', 'ask_faq', 'q-pain', style=['indirect', 'slang'])
L('how many times am i gonna have to come in', 'ask_faq', 'q-how-many', style=['slang'])
L('i got rear ended last week do you take car insurance for that', 'ask_faq', 'q-auto', style=['indirect', 'relative_time'])
L('do you work with lawyers on accident cases', 'ask_faq', 'q-auto')
L('does my doctor have to send me', 'ask_faq', 'q-referral', style=['indirect'])
L('can you adjust a baby my newborn is real fussy', 'ask_faq', 'q-kids')
L('im thirty two weeks pregnant is it safe to get adjusted', 'ask_faq', 'q-pregnancy', style=['numbers_in_words'])
L('which doctor does sports stuff', 'ask_faq', 'q-doctors')
L('is doctor patel a woman or a man', 'ask_faq', 'q-doctors')
L('whats the fee if i miss an appointment', 'ask_faq', 'q-cancel')
L('can i just walk in today', 'ask_faq', 'q-walkins', style=['relative_time'])
L('is there parking or do i gotta park on the street', 'ask_faq', 'q-parking', style=['slang'])
L('what is that decompression table thing', 'ask_faq', 'q-decompression')
L('i have a herniated disc can that help', 'ask_faq', 'q-decompression')
L('can i use my h s a card', 'ask_faq', 'q-hsa', style=['spelled'])
L('do you do acupuncture', 'ask_unknown')
L('do you take tenncare', 'ask_unknown')
L('can dr patel write me a note for work', 'ask_unknown')
L('do you sell essential oils or supplements', 'ask_unknown')
L('are you open labor day', 'ask_unknown')
L('do you do house calls', 'ask_unknown')
L('how much is it if i bring a coupon from groupon', 'ask_unknown', style=['indirect'])
L('whats the soonest i could get in as a new patient', 'ask_availability', service='item-new-patient')
L('any openings tomorrow morning for an adjustment', 'ask_availability', service='item-adjust', day='2027-08-17', style=['relative_time'])
L('does kelsey have anything saturday for a massage', 'ask_availability', day='2027-08-21')
L('does dr moreland have any time on the twenty third', 'ask_availability', day='2027-08-23', style=['numbers_in_words'])
L('i need to get my back looked at', 'book_appointment', style=['indirect'])
L('id like to book a new patient appointment for wednesday at ten thirty', 'book_appointment', service='item-new-patient', day='2027-08-18', time='10:30', style=['numbers_in_words'])
L('can i get an adjustment friday at eight', 'book_appointment', service='item-adjust', day='2027-08-20', time='08:00', style=['numbers_in_words'])
L('book me a half hour massage tomorrow at one', 'book_appointment', service='item-massage-30', day='2027-08-17', time='13:00', style=['relative_time', 'numbers_in_words'])
L('my back is killing me can you squeeze me in today', 'ask_availability', day='2027-08-16', style=['relative_time'])
L('i cant make it this afternoon something came up', 'cancel_appointment', phone='+18655550131', day='2027-08-16', style=['indirect', 'relative_time'])
L('please cancel my massage tomorrow', 'cancel_appointment', phone='+18655550142', day='2027-08-17', style=['relative_time'])
L('can we do the same time monday instead of friday for my decompression', 'reschedule_appointment', phone='+18655550164', day='2027-08-23')
L('this is raj mehta m e h t a can i move tuesday to wednesday', 'reschedule_appointment', phone='+18655550186', day='2027-08-18', name='Raj Mehta', style=['spelled'])
L('when is my next appointment', 'check_appointment', phone='+18655550153')
L('i think i have something saturday morning what time was it', 'check_appointment', phone='+18655550175', day='2027-08-21', style=['indirect'])
L('can i buy two tubes of biofreeze', 'place_order', items=[('item-biofreeze', 2)], style=['numbers_in_words'])
L('id like one of the neck pillows and a back belt', 'place_order', items=[('item-pillow', 1), ('item-lumbar', 1)])
L('i wanna buy the ten visit package', 'place_order', items=[('item-package-10', 1)], style=['numbers_in_words'])
L('can i leave a message for dr patel', 'leave_message')
L('tell kelsey im gonna be like ten minutes late', 'leave_message', style=['numbers_in_words'])
L('can somebody from billing call me back', 'request_callback')
L('have the doctor give me a call when she gets a sec', 'request_callback', style=['slang'])
L('i need to talk to a person please', 'speak_to_human')
L('can you put me through to the front desk', 'speak_to_human')
L('i bent over and now i cant move at all and my leg is numb', 'urgent')
L('after my adjustment yesterday my arm is numb and i got a terrible headache and im dizzy', 'urgent', style=['relative_time'])
L('i just got in a wreck on the interstate and my neck is really hurting', 'urgent', style=['slang'])
L('yall billed my insurance wrong and now i owe three hundred dollars', 'frustrated', style=['numbers_in_words'])
L('i have been waiting forty five minutes in the lobby this is ridiculous', 'frustrated', style=['numbers_in_words'])
L('buenos dias necesito una cita para mi espalda', 'other_language')
L('yes maam', 'affirm')
L('mhm sounds good', 'affirm', prior='so a new patient exam wednesday at ten thirty')
L('no', 'deny')
L('no thats not right', 'deny', prior='i have you down for friday at four')
L('no wait not wednesday i meant friday', 'correction', prior='an adjustment wednesday at eight', service='item-adjust', day='2027-08-20', time='08:00', style=['numbers_in_words'])
L('sorry make that the hour massage not the half hour', 'correction', prior='a thirty minute massage tomorrow', service='item-massage-60', day='2027-08-17', style=['relative_time', 'numbers_in_words'])
L('im sorry what was that', 'repeat')
L('what are you able to help with', 'help')
L('ah never mind im good', 'never_mind')
L('thank you sweetie', 'thanks')
L('alright thats all i needed have a blessed day', 'goodbye')
L('ok bye now', 'goodbye')
L('is it hot there today its brutal here', 'chit_chat', style=['relative_time'])

C = Calls(S, '2027-08-16T13:00:00Z')
C('opening names no service; new patient exam Wednesday 10:30 with intake, surname spelled',
  'yeah hi i need to get my back looked at, i been having this pain for like two weeks', '+18655550901',
  {'service': 'new patient i guess ive never been there', 'day': 'wednesday', 'time': 'ten thirty', 'name': 'dwayne holloway h o l l o w a y',
   'intake': ['lower back pain on the right side', 'no nothing like that', 'my coworker told me about you'], 'confirm': 'yes wednesday at ten thirty',
   'anything_else': 'no thats it', 'fallback': 'new patient appointment wednesday at ten thirty'},
  created=[('item-new-patient', '2027-08-18T10:30', 'Dwayne Holloway')], must_not_say=['$45'])
C('urgent: back locked up with leg numbness, must reach a person: transfer',
  'i bent over to pick up my kid and now i cant move my back is locked up and the pain is shooting down my leg and my foot is numb', '+18655550912',
  {'message': 'back locked up, pain down my leg and my foot is numb', 'name': 'crystal vance', 'confirm': 'yes please', 'anything_else': 'please just get someone',
   'fallback': 'i cant move'},
  transfer=True)
C('urgent: car accident this morning, neck pain and a worsening headache: transfer',
  'hi i was in a car accident this morning and my neck is really stiff and my headache keeps getting worse', '+18655550923',
  {'message': 'car accident this morning, neck pain and a headache getting worse', 'name': 'jordan ellis', 'confirm': 'yes',
   'anything_else': 'can i talk to someone', 'fallback': 'my head really hurts'},
  transfer=True)
C('two questions: insurance (a record) and acupuncture (none), then a goodbye in other words',
  'hey do yall take blue cross and also do you do acupuncture', '+18655550934',
  {'name': 'shirley', 'confirm': 'no thats ok', 'anything_else': 'no baby thats all i needed, yall have a good one', 'fallback': 'ok bye'})
C('Tyrone Webb asks indirectly about his appointment and cancels tomorrow\'s massage',
  'hey its tyrone webb i think i got a massage coming up tomorrow but my work schedule changed and theres no way i can make it', '+18655550142',
  {'name': 'tyrone webb', 'day': 'tomorrow', 'time': 'ten in the morning', 'confirm': 'yeah go ahead and cancel it', 'anything_else': 'no thank you',
   'fallback': 'cancel the massage tomorrow'},
  cancelled=['appt-c2'])
C('Carl Jensen moves Friday\'s decompression to the same time Monday',
  'hi this is carl jensen about my decompression friday could we do the same time on monday instead', '+18655550164',
  {'name': 'carl jensen', 'day': 'monday the twenty third', 'time': 'same time three oclock', 'confirm': 'yes monday at three', 'anything_else': 'nope thats it',
   'fallback': 'monday at three'},
  moved=[('appt-c4', '2027-08-23T15:00')])
C('day corrected in the opening: an adjustment asked for Wednesday at five, changed to Friday at four thirty',
  'can i get an adjustment wednesday at five no wait i got my kids wednesday make it friday at four thirty', '+18655550945',
  {'service': 'just a regular adjustment', 'day': 'friday not wednesday', 'time': 'four thirty', 'name': 'wes tolliver',
   'intake': ['my neck and shoulders', 'no', 'dr patel saw my wife'], 'confirm': 'yes friday at four thirty', 'anything_else': 'no maam',
   'fallback': 'adjustment friday at four thirty'},
  created=[('item-adjust', '2027-08-20T16:30', 'Wes Tolliver')])
C('changes mind twice: hour massage, then half hour, then the hour after all; Tuesday at 1',
  'i wanna book a massage the hour one, actually just do a half hour, no you know what lets do the full hour', '+18655550956',
  {'service': 'the sixty minute massage', 'day': 'tomorrow', 'time': 'one in the afternoon', 'name': 'heather lindqvist l i n d q v i s t',
   'intake': ['just stress and tight shoulders', 'no', 'instagram'], 'confirm': 'yes the hour massage tomorrow at one', 'anything_else': 'no thats all',
   'fallback': 'sixty minute massage tomorrow at one'},
  created=[('item-massage-60', '2027-08-17T13:00', 'Heather Lindqvist')], must_not_say=['$55'])
C('task plus a side question: prenatal adjustment Friday at 10 after asking whether it is safe late in pregnancy',
  'hi im thirty four weeks pregnant and my hips are killing me is it safe to get adjusted this late', '+18655550967',
  {'service': 'the prenatal adjustment', 'day': 'friday', 'time': 'ten in the morning', 'name': 'alyssa brandt',
   'intake': ['hip and pelvic pain, im thirty four weeks pregnant', 'no', 'my midwife'], 'confirm': 'yes friday at ten', 'anything_else': 'no thank you',
   'fallback': 'prenatal adjustment friday at ten'},
  created=[('item-prenatal', '2027-08-20T10:00', 'Alyssa Brandt')])
C('orders products for pickup: two Biofreeze gels and a cervical pillow',
  'hey can i buy two of the biofreeze and one of those neck pillows, ill grab it when i come in', '+18655550978',
  {'items': 'two biofreeze gels and one cervical pillow', 'name': 'marty coles', 'confirm': 'yes two and one', 'anything_else': 'nope',
   'fallback': 'ill pick them up at the front desk'},
  orders=[[('item-biofreeze', 2), ('item-pillow', 1)]], must_not_say=['$39'])
C('frustrated about an insurance billing error, wants a person: transfer',
  'yall billed my insurance wrong and now im getting a bill for three hundred dollars and i want to talk to somebody about it', '+18655550989',
  {'message': 'insurance was billed wrong and i got a three hundred dollar bill', 'name': 'vernon gaines', 'confirm': 'yes',
   'anything_else': 'just let me talk to someone', 'fallback': 'a real person please'},
  transfer=True)
C('leaves a message for Dr. Patel about how often to come in',
  'hi can you let dr patel know my neck is a lot better and ask if i still need to come twice a week', '+18655550990',
  {'message': 'my neck is much better, do i still need to come twice a week', 'name': 'gail simmons', 'confirm': 'yes thats it',
   'anything_else': 'no thank you honey', 'fallback': 'just a message for dr patel'},
  message=True)
C('Donna Pierce cannot remember whether her appointment is Monday or Tuesday; nothing changes, closes in her words',
  'hey its donna pierce i cant remember if my appointment is monday or tuesday next week', '+18655550197',
  {'name': 'donna pierce', 'confirm': 'ok perfect', 'anything_else': 'nope thats all i needed, bye bye', 'fallback': 'ok thank you bye'})
C('a parent books a sports injury evaluation for a daughter; the day said first (Tuesday after school), time 3pm, name spelled',
  'hi my daughter hurt her back at soccer saturday and i was hoping she could come in tuesday after school', '+18655550998',
  {'service': 'the sports injury evaluation', 'day': 'tuesday like i said', 'time': 'three oclock', 'name': 'maya okafor o k a f o r',
   'intake': ['lower back pain from soccer', 'no', 'her coach'], 'confirm': 'yes tuesday at three', 'anything_else': 'no thats everything',
   'fallback': 'sports evaluation tuesday at three'},
  created=[('item-sports-eval', '2027-08-17T15:00', 'Maya Okafor')])
write_all(B, L, C)
