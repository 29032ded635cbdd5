from lib import *
TZ = 'America/Los_Angeles'
S = 'tax'
I = [
 item('item-consult', 'New Client Consultation (30 min)', '0.00', 30),
 item('item-1040-basic', 'Individual Return - Basic (W-2 only)', '175.00', 60),
 item('item-1040-itemized', 'Individual Return with Itemized Deductions', '275.00', 90),
 item('item-self-employed', 'Self-Employed Return (Schedule C)', '395.00', 120),
 item('item-rental', 'Rental Property Add-On (Schedule E, per property)', '125.00', 30),
 item('item-business', 'Business Return (S-Corp / Partnership)', '750.00', 120),
 item('item-amended', 'Amended Return', '150.00', 60),
 item('item-extension', 'Extension Filing', '50.00', 15),
 item('item-irs-letter', 'IRS / FTB Notice Review', '95.00', 30),
 item('item-dropoff', 'Document Drop-Off Appointment', '0.00', 15),
 item('item-bookkeeping', 'Monthly Bookkeeping Setup', '200.00', 60),
 item('item-prior-year', 'Prior Year Return (per year)', '225.00', 90),
]
IT = {i['id']: i for i in I}
FAQ = [
 ('q-bring', 'What do I need to bring?', "W-2s, 1099s, your 1098 mortgage statement, property tax bill, childcare receipts, last year's return and a photo ID for you and your spouse. Checklist is on our website."),
 ('q-deadline', 'When is the deadline?', 'Federal and California returns are due Thursday April 15, 2027. Book by April 1 to be safe - the last two weeks fill up fast!'),
 ('q-extension', 'Can I get an extension?', 'Yes, we file extensions (Form 4868) for $50. You get until Oct 15 to file, but any tax you owe is still due April 15.'),
 ('q-refund-time', 'How long until I get my refund?', 'E-filed with direct deposit, most federal refunds come in about 3 weeks. California can take up to 6 weeks.'),
 ('q-dropoff', 'Can I just drop off my documents?', "Yes! Use the secure drop box by the front door any time, or book a 15 min drop-off appointment. We'll call you when your return is ready to sign."),
 ('q-remote', 'Can we do it remotely?', 'Yes, upload your documents to our secure portal and meet by phone or Zoom. We never ask for documents by regular email.'),
 ('q-fee-when', 'When do I pay?', 'You pay when your return is done, before we e-file. Card, check or cash. We can take the fee out of your refund for an extra $39.'),
 ('q-audit', 'Do you help if I get audited?', 'Returns we prepare include free audit support for 3 years. If someone else did your return, book an IRS notice review.'),
 ('q-crypto', 'Do you do crypto?', 'Yes. Bring the year-end gain/loss report from your exchange (Coinbase etc). Over 100 trades is $75 extra.'),
 ('q-preparers', 'Who prepares the returns?', "Linda Harbor, EA and Kevin Tran, CPA. Every preparer has a PTIN and we're an IRS authorized e-file provider."),
 ('q-price', 'Why is my price different?', "Our prices are starting prices. Extra forms (rentals, K-1s, more states) add to the fee. You'll always get a quote before we start."),
 ('q-itin', 'Can you help with an ITIN?', "Yes, we're a Certifying Acceptance Agent and can apply for your ITIN together with your tax return."),
 ('q-state', 'Do you do other states?', 'We file in all 50 states. Each extra state return is $60.'),
 ('q-back-years', "I haven't filed in years", "Don't panic, it happens! We can file up to 6 back years. Book a free consult and bring whatever papers you have."),
 ('q-records', 'How long do I keep my records?', 'Keep returns and receipts at least 7 years. We keep a digital copy of every return we prepare.'),
 ('q-parking', 'Where do I park?', 'Free parking lot behind the building, enter from 21st St.'),
 ('q-languages', 'Do you speak Spanish?', 'Si! Maria at the front desk speaks Spanish, and Kevin speaks Vietnamese.'),
]
B = {
 'slug': S, 'kind': 'tax preparation office: appointments by return type, document questions, deadlines; sells nothing by the piece',
 'now': '2027-03-04T18:00:00Z',
 'business': {'id': 'biz-tax', 'name': 'Harbor Tax & Bookkeeping', 'time_zone': TZ, 'phone_number': '+19165550100', 'industry': 'Professional Services'},
 'assistant': {
  'greeting_phrase': 'Thank you for calling Harbor Tax & Bookkeeping, this is the virtual assistant. How can I help you today?',
  'transfer_calls_enabled': True, 'transfer_phone_number': '+19165550109',
  'transfer_scenarios': [{'id': 'ts-1', 'text': 'Caller is confused or frustrated'}, {'id': 'ts-2', 'text': "Request exceeds the assistant's knowledge"},
                         {'id': 'ts-3', 'text': 'Unrecognized or sensitive inquiry'}, {'id': 'ts-4', 'text': 'Caller speaks an unsupported language'}],
  'scenarios': [{'id': 'sc-new-client', 'trigger': 'a new client booking their first tax appointment',
                 'post_collection_action': 'Add the answers to the client file for the preparer',
                 'scenario_questions': [
                   {'id': 'sq-nc-1', 'question': 'Did someone else prepare your taxes last year, or did you do them yourself?', 'is_required': True, 'scenario_id': 'sc-new-client'},
                   {'id': 'sq-nc-2', 'question': "What's your filing status - single, married, or head of household?", 'is_required': True, 'scenario_id': 'sc-new-client'},
                   {'id': 'sq-nc-3', 'question': 'Anything new this year, like a new job, a house, a baby or a side business?', 'is_required': False, 'scenario_id': 'sc-new-client'}]}],
  'after_hours_handling': True, 'buffer_minutes': 15, 'allow_same_day': True, 'allow_weekend': True, 'require_24h_advance': False},
 'business_addresses': [{'id': 'addr-1', 'address_line': '2130 J Street, Suite 200', 'city': 'Sacramento', 'state': 'CA', 'country': 'US', 'zip_code': '95816'}],
 'business_items': I,
 'business_questions': [{'id': a, 'question': b, 'answer': c} for a, b, c in FAQ],
 'working_hours': hours({'monday': ('09:00', '19:00'), 'tuesday': ('09:00', '19:00'), 'wednesday': ('09:00', '19:00'), 'thursday': ('09:00', '19:00'),
                         'friday': ('09:00', '19:00'), 'saturday': ('09:00', '15:00')}),
 'appointments': [
  appt('appt-t1', 'Steve', 'Morrow', '+19165550131', TZ, '2027-03-05T10:00', IT['item-1040-basic']),
  appt('appt-t2', 'Priya', 'Nair', '+19165550142', TZ, '2027-03-08T13:00', IT['item-self-employed']),
  appt('appt-t3', 'Jorge', 'Castillo', '+19165550153', TZ, '2027-03-09T09:00', IT['item-1040-itemized']),
  appt('appt-t4', 'Helen', 'Wu', '+19165550164', TZ, '2027-03-06T11:00', IT['item-irs-letter']),
  appt('appt-t5', 'Dave', 'Kimura', '+19165550175', TZ, '2027-03-10T14:00', IT['item-business']),
  appt('appt-t6', 'Maria', 'Lopes', '+19165550186', TZ, '2027-03-04T16:00', IT['item-dropoff']),
  appt('appt-t7', 'Frank', 'Okoro', '+19165550197', TZ, '2027-03-16T10:00', IT['item-amended']),
 ]}
# Thu 4 Mar 2027 10:00 PST. Fri 5, Sat 6 (9-3), Sun 7 closed, Mon 8 ... Sat 13, Sun 14 (DST starts) closed, Mon 15, Tue 16.
L = Lines(S)
L('hi', 'greeting')
L('hello is this harbor tax', 'greeting')
L('uh yeah hi good morning', 'greeting', style=['disfluent'])
L('what are your hours during tax season', 'ask_hours')
L('are you open on sundays', 'ask_hours')
L('how late can i come in on a weeknight', 'ask_hours', style=['indirect'])
L('are you guys open saturday', 'ask_hours')
L('whats the latest i can swing by tonight', 'ask_hours', style=['slang', 'relative_time'])
L('where is your office', 'ask_address')
L('what suite are you in on j street', 'ask_address')
L('can you give me the address so i can mail something', 'ask_address', style=['indirect'])
L('what kind of tax stuff do you do', 'ask_services', style=['slang'])
L('do you only do taxes or bookkeeping too', 'ask_services')
L('what services do you offer', 'ask_services')
L('how much to do a simple return just a w two', 'ask_price', 'item-1040-basic', style=['numbers_in_words'])
L('i itemize with my mortgage and stuff what does that cost', 'ask_price', 'item-1040-itemized', style=['indirect'])
L('what do you charge if im self employed', 'ask_price', 'item-self-employed')
L('how much is a schedule see', 'ask_price', 'item-self-employed', style=['misrecognised'])
L('whats the fee for an s corp return', 'ask_price', 'item-business')
L('how much to file an extension', 'ask_price', 'item-extension')
L('what does it cost to amend last years return', 'ask_price', 'item-amended', style=['relative_time'])
L('i have a rental house how much extra is that', 'ask_price', 'item-rental', style=['indirect'])
L('how much to look at a letter i got from the irs', 'ask_price', 'item-irs-letter')
L('is the consultation free', 'ask_price', 'item-consult')
L('how long does the appointment take for a basic return', 'ask_duration', 'item-1040-basic')
L('how much time should i plan for the self employed one', 'ask_duration', 'item-self-employed', style=['indirect'])
L('how long is the drop off appointment', 'ask_duration', 'item-dropoff')
L('what paperwork do i need to bring', 'ask_faq', 'q-bring')
L('do i need my w twos and stuff or just my id', 'ask_faq', 'q-bring', style=['numbers_in_words'])
L('should i bring last years return', 'ask_faq', 'q-bring', style=['relative_time'])
L('when do taxes have to be in this year', 'ask_faq', 'q-deadline')
L('is it still april fifteenth', 'ask_faq', 'q-deadline', style=['numbers_in_words'])
L('i dont think ill have my k one in time can i file late', 'ask_faq', 'q-extension', style=['indirect'])
L('if i get an extension do i still have to pay by april', 'ask_faq', 'q-extension')
L('how long till i get my refund back', 'ask_faq', 'q-refund-time')
L('when will my california refund come', 'ask_faq', 'q-refund-time')
L('can i just drop my stuff off and you call me', 'ask_faq', 'q-dropoff', style=['indirect'])
L('do you have a drop box', 'ask_faq', 'q-dropoff')
L('i live in reno now can we do it over zoom', 'ask_faq', 'q-remote', style=['indirect'])
L('can i email you my documents', 'ask_faq', 'q-remote')
L('do i pay up front or after', 'ask_faq', 'q-fee-when')
L('can you just take the fee out of my refund', 'ask_faq', 'q-fee-when')
L('what happens if i get audited', 'ask_faq', 'q-audit')
L('i sold some bitcoin last year is that a problem', 'ask_faq', 'q-crypto', style=['relative_time', 'indirect'])
L('do you handle coin base stuff', 'ask_faq', 'q-crypto', style=['misrecognised'])
L('is there a cpa there or just preparers', 'ask_faq', 'q-preparers')
L('why did my price go up from what you said', 'ask_faq', 'q-price')
L('my husband doesnt have a social security number can you help', 'ask_faq', 'q-itin', style=['indirect'])
L('i moved from oregon in june can you do both states', 'ask_faq', 'q-state')
L('i havent filed since like twenty twenty one am i in trouble', 'ask_faq', 'q-back-years', style=['numbers_in_words', 'slang'])
L('how many years of receipts do i have to keep', 'ask_faq', 'q-records')
L('is there parking or do i need to find a meter', 'ask_faq', 'q-parking')
L('does anybody there speak spanish', 'ask_faq', 'q-languages')
L('do you do payroll for small businesses', 'ask_unknown')
L('can you help me with my property tax appeal', 'ask_unknown')
L('do you offer refund advance loans', 'ask_unknown')
L('is there a discount for teachers', 'ask_unknown')
L('are you open on cesar chavez day', 'ask_unknown')
L('do you do estate tax returns for my late mother', 'ask_unknown')
L('is linda in the office on fridays', 'ask_unknown', style=['indirect'])
L('when is the next opening for a new client', 'ask_availability', service='item-consult')
L('do you have anything saturday morning', 'ask_availability', day='2027-03-06')
L('any openings tomorrow afternoon for a basic return', 'ask_availability', service='item-1040-basic', day='2027-03-05', style=['relative_time'])
L('can i get in the week of the eighth', 'ask_availability', style=['numbers_in_words'])
L('yeah hi i need to get my taxes done', 'book_appointment', style=['indirect'])
L('id like to book a basic return tomorrow at one', 'book_appointment', service='item-1040-basic', day='2027-03-05', time='13:00', style=['relative_time', 'numbers_in_words'])
L('can i make an appointment for the self employed return wednesday at nine', 'book_appointment', service='item-self-employed', day='2027-03-10', time='09:00', style=['numbers_in_words'])
L('set me up with a free consultation monday at four thirty', 'book_appointment', service='item-consult', day='2027-03-08', time='16:30', style=['numbers_in_words'])
L('my brother in law said hed do my taxes so i wont need tomorrow', 'cancel_appointment', phone='+19165550131', day='2027-03-05', style=['indirect', 'relative_time'])
L('please cancel my drop off today', 'cancel_appointment', phone='+19165550186', day='2027-03-04', style=['relative_time'])
L('can we do the same time on thursday instead of monday', 'reschedule_appointment', phone='+19165550142', day='2027-03-11')
L('hi its jorge castillo c a s t i l l o i need to move tuesday', 'reschedule_appointment', phone='+19165550153', day='2027-03-09', name='Jorge Castillo', style=['spelled'])
L('what day is my business return meeting again', 'check_appointment', phone='+19165550175')
L('am i still on for saturday about the irs letter', 'check_appointment', phone='+19165550164', day='2027-03-06')
L('can i leave a message for kevin', 'leave_message')
L('tell linda i found my ten ninety nine b and ill upload it tonight', 'leave_message', style=['numbers_in_words', 'relative_time'])
L('can someone call me back when my return is ready to sign', 'request_callback')
L('have linda give me a call about my quarterly estimates', 'request_callback')
L('i need to talk to an actual person', 'speak_to_human')
L('get me a human please', 'speak_to_human', style=['slang'])
L('the irs just froze my bank account and payroll is tomorrow i need help now', 'urgent', style=['relative_time'])
L('i got a letter saying theyre garnishing my wages starting friday', 'urgent')
L('somebody filed a return in my name and i think my identity got stolen', 'urgent')
L('you put the wrong bank account on my return and now my refund is gone', 'frustrated')
L('i have called three times and nobody calls me back', 'frustrated', style=['numbers_in_words'])
L('xin chao toi can lam thue', 'other_language')
L('yes thats fine', 'affirm')
L('yep sounds good', 'affirm', prior='so a basic return tomorrow at one')
L('no thank you', 'deny')
L('no thats the wrong day', 'deny', prior='so that is monday the eighth at four thirty')
L('sorry not the basic one the itemized', 'correction', prior='a basic return friday at one', service='item-1040-itemized', day='2027-03-05', time='13:00', style=['numbers_in_words'])
L('actually make it saturday at ten instead', 'correction', prior='an irs letter review friday at ten', service='item-irs-letter', day='2027-03-06', time='10:00', style=['numbers_in_words'])
L('can you repeat that slower', 'repeat')
L('what can you help me with', 'help')
L('never mind i found my paperwork', 'never_mind')
L('thank you so much', 'thanks')
L('ok great thats everything talk soon', 'goodbye')
L('bye', 'goodbye')
L('bet you hate april huh', 'chit_chat', style=['slang'])

C = Calls(S, '2027-03-04T18:00:00Z')
C('opening names no service; a side-gig driver books the self-employed return Tuesday at 2 with new-client intake, surname spelled',
  'yeah hi i need to get my taxes done this year i usually do them myself but its gotten complicated', '+19165550901',
  {'service': 'i did doordash on the side so the self employed one', 'day': 'tuesday', 'time': 'two in the afternoon', 'name': 'trevor akins a k i n s',
   'intake': ['i did them myself on turbotax', 'single', 'i started driving for doordash'], 'confirm': 'yes tuesday at two', 'anything_else': 'no thats it',
   'fallback': 'self employed return tuesday at two'},
  created=[('item-self-employed', '2027-03-09T14:00', 'Trevor Akins')], must_not_say=['$175'])
C('task plus a side question: a basic W-2 return tomorrow at 1 and what to bring',
  'hi i want to make an appointment for a basic return just w twos and what do i need to bring', '+19165550912',
  {'service': 'the basic return', 'day': 'tomorrow', 'time': 'one oclock', 'name': 'alicia brooks',
   'intake': ['h and r block did them', 'married filing jointly', 'we had a baby in october'], 'confirm': 'yes tomorrow at one', 'anything_else': 'no thanks',
   'fallback': 'basic return tomorrow at one'},
  created=[('item-1040-basic', '2027-03-05T13:00', 'Alicia Brooks')], must_not_say=['$275'])
C('two questions, one with a record (deadline) and one without (payroll), then a goodbye in other words',
  'hey when is the tax deadline this year and um do you guys do payroll for small businesses', '+19165550923',
  {'name': 'ron', 'confirm': 'no not right now', 'anything_else': 'nope thats all i needed, take care now', 'fallback': 'ok thanks bye'})
C('day corrected in the opening: an itemized return asked for Monday at 9, changed to Wednesday at 9',
  'can i book the itemized return for monday at nine no wait my kid has the dentist monday make it wednesday at nine', '+19165550934',
  {'service': 'itemized return', 'day': 'wednesday not monday', 'time': 'nine in the morning', 'name': 'nina patel',
   'intake': ['another office did them', 'head of household', 'i bought a condo'], 'confirm': 'yes wednesday at nine', 'anything_else': 'no thats it',
   'fallback': 'itemized return wednesday at nine'},
  created=[('item-1040-itemized', '2027-03-10T09:00', 'Nina Patel')])
C('changes mind twice: extension, then the itemized return, then the extension after all (K-1 late); Friday the 12th at 5',
  'i think i need an extension, actually no lets just get it done the itemized one, hmm no my k one wont be here in time just do the extension', '+19165550945',
  {'service': 'just the extension', 'day': 'friday the twelfth', 'time': 'five p m', 'name': 'gordon blake',
   'intake': ['you guys did them last year', 'married', 'no'], 'confirm': 'yes the extension friday at five', 'anything_else': 'nope',
   'fallback': 'extension filing friday the twelfth at five'},
  created=[('item-extension', '2027-03-12T17:00', 'Gordon Blake')], must_not_say=['$275'])
C('a day said first and used later: free on Saturday, an IRS letter review at 10:15 (at the buffer\'s edge before an 11:00)',
  'hi so im free saturday, i got this letter from the irs saying i owe four thousand dollars and im kind of freaking out', '+19165550956',
  {'service': 'the irs letter review', 'day': 'saturday like i said', 'time': 'ten fifteen in the morning', 'name': 'its siddharth, s i d d h a r t h, siddharth rao',
   'intake': ['i used freetaxusa', 'single', 'no'], 'confirm': 'yes saturday at ten fifteen', 'anything_else': 'no thank you',
   'fallback': 'irs notice review saturday at ten fifteen'},
  created=[('item-irs-letter', '2027-03-06T10:15', 'Siddharth Rao')])
C('Steve Morrow cancels tomorrow\'s appointment, said indirectly',
  'hey its steve morrow my brother in law says hell do my taxes this year so i wont be needing tomorrow', '+19165550131',
  {'name': 'steve morrow', 'day': 'tomorrow', 'time': 'ten', 'confirm': 'yeah cancel it', 'anything_else': 'no sorry', 'fallback': 'cancel tomorrow at ten'},
  cancelled=['appt-t1'])
C('Priya Nair moves Monday\'s appointment to the same time Thursday',
  'hi priya nair here can we move my monday appointment to the same time on thursday', '+19165550142',
  {'name': 'priya nair', 'day': 'thursday the eleventh', 'time': 'one same time', 'confirm': 'yes thursday at one', 'anything_else': 'no thats all',
   'fallback': 'thursday at one'},
  moved=[('appt-t2', '2027-03-11T13:00')])
C('Frank Okoro asks indirectly when his amended-return appointment is and pushes it an hour later (Tue 16th, 11:00, after the time change)',
  'yeah its frank okoro when is my amended return thing again and could we make it an hour later', '+19165550197',
  {'name': 'frank okoro', 'day': 'same day tuesday the sixteenth', 'time': 'eleven instead of ten', 'confirm': 'yes eleven', 'anything_else': 'nope',
   'fallback': 'tuesday the sixteenth at eleven'},
  moved=[('appt-t7', '2027-03-16T11:00')])
C('frustrated: the return went out with the wrong bank account, wants Linda: transfer',
  'you guys put the wrong bank account on my return and now my refund is lost i want to talk to linda right now', '+19165550967',
  {'message': 'my refund went to the wrong bank account because of a typo on my return', 'name': 'carla mendez', 'confirm': 'yes',
   'anything_else': 'just put me through', 'fallback': 'i want linda'},
  transfer=True)
C('urgent: bank account levied by the IRS with payroll due tomorrow: transfer',
  'the irs just levied my business bank account and i have payroll tomorrow i need to talk to someone now', '+19165550978',
  {'message': 'irs levy on my business account, payroll due tomorrow', 'name': 'hank sorensen', 'confirm': 'yes please', 'anything_else': 'please hurry',
   'fallback': 'my account is frozen'},
  transfer=True)
C('leaves a message for Kevin about a late 1099-B',
  'hi can you let kevin know i found my ten ninety nine b from fidelity and ill upload it to the portal tonight', '+19165550989',
  {'message': 'found my 1099-B from fidelity, uploading it to the portal tonight', 'name': 'lena park', 'confirm': 'yes thats it',
   'anything_else': 'no thank you', 'fallback': 'just a message for kevin'},
  message=True)
C('a document drop-off Monday at 5, surname spelled, phone number said with zero',
  'hi i just need to drop off my papers is monday at five ok', '+19165550990',
  {'service': 'drop off', 'day': 'monday', 'time': 'five p m', 'name': 'thanh nguyen n g u y e n', 'phone': spoken('+19165550990', 'zero'),
   'intake': ['you did them last year', 'single', 'no'], 'confirm': 'yes monday at five', 'anything_else': 'no', 'fallback': 'drop off monday at five'},
  created=[('item-dropoff', '2027-03-08T17:00', 'Thanh Nguyen')])
C('Dave Kimura checks his own appointment indirectly (is Wednesday still on, bring the K-1s?); nothing changes',
  'hey its dave kimura is my business return meeting still wednesday and i should bring the k ones right', '+19165550175',
  {'name': 'dave kimura', 'confirm': 'ok great', 'anything_else': 'ok great thats everything talk soon', 'fallback': 'ok bye'})
write_all(B, L, C)
