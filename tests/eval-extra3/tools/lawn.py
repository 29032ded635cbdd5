from lib import *
TZ = 'America/Chicago'
S = 'lawn'
I = [
 item('item-estimate', 'Free Estimate Visit', '0.00', 30),
 item('item-mow-sm', 'Lawn Mowing - up to 1/4 acre', '45.00', 45), item('item-mow-lg', 'Lawn Mowing - 1/4 to 1 acre', '80.00', 90),
 item('item-aeration', 'Core Aeration', '95.00', 60), item('item-overseed', 'Aeration & Overseeding', '185.00', 90),
 item('item-spring-cleanup', 'Spring Cleanup', '240.00', 180), item('item-fert', 'Fertilizer & Weed Control Application', '65.00', 30),
 item('item-hedge', 'Hedge & Shrub Trimming', '150.00', 120), item('item-sprinkler', 'Sprinkler Start-Up & Inspection', '85.00', 60),
 item('item-mulch-install', 'Mulch Installation (up to 5 yards)', '375.00', 240), item('item-grub', 'Grub Control Treatment', '70.00', 30),
 item('item-mulch-yard', 'Hardwood Mulch, per cubic yard (delivered)', '45.00', None), item('item-seed', 'Grass Seed, 25 lb bag', '79.00', None),
 item('item-rock', 'River Rock, per ton', '120.00', None), item('item-topsoil', 'Topsoil, per cubic yard', '38.00', None),
]
IT = {i['id']: i for i in I}
FAQ = [
 ('q-estimate', 'Are estimates free?', 'Yep, estimates are always free! We walk the property, measure, and email you a written quote within 2 business days.'),
 ('q-area', 'What areas do you serve?', 'Tulsa, Broken Arrow, Jenks, Bixby and Owasso. Sand Springs and Sapulpa for an extra $15 trip charge.'),
 ('q-weekly', 'Do you do weekly mowing?', 'Weekly or every other week, April thru October. Mow, edge, string trim and blow off all hard surfaces. Same day every week.'),
 ('q-contract', 'Do I have to sign a contract?', "No contract for mowing, cancel any time with a week's notice. Fertilizer is a 6-round season plan, paid per round."),
 ('q-rain', 'What if it rains?', "If it rains we move you to the next dry day and text you. We don't mow wet lawns, it tears up the grass."),
 ('q-home', 'Do I need to be home?', "Nope! Leave the gate unlocked and the dogs inside. We text you a photo when we're done."),
 ('q-pets', 'Is the fertilizer safe for pets and kids?', 'Keep kids and pets off the lawn until it dries, usually 1-2 hrs. We leave a little yellow flag.'),
 ('q-aeration-when', 'When should I aerate?', 'Bermuda lawns: late spring / early summer (May-June). Fescue: fall (Sept-Oct), best with overseeding.'),
 ('q-payment', 'How do I pay?', 'We email an invoice after each visit. Card, check or Venmo. Autopay available for weekly customers.'),
 ('q-insured', 'Are you insured?', 'Fully licensed and insured, $2M liability. Certified pesticide applicator with the Oklahoma Dept. of Agriculture.'),
 ('q-clippings', 'Do you bag the clippings?', "We mulch clippings back into the lawn (it's good for it!). Bagging is $10 extra per visit."),
 ('q-leaves', 'Do you do leaf removal?', 'Yes, fall leaf cleanups Oct-Dec, priced by estimate. Book early, November fills up fast.'),
 ('q-sprinkler-repair', 'Do you fix sprinklers?', 'We do spring start-ups and fix broken heads ($12 a head plus labor). New system installs we refer out.'),
 ('q-mulch', 'What mulch do you have?', 'Hardwood mulch in brown, black or red. Delivered by the yard, or we install it for you. 3 yard minimum for delivery.'),
 ('q-guarantee', "What if I'm not happy?", "Call us within 48 hrs and we'll come back and make it right for free."),
 ('q-crew', 'Do I get the same crew?', 'We try to send the same crew every week. Look for the green Greenway shirts and trucks.'),
]
B = {
 'slug': S, 'kind': 'lawn care and landscaping: free estimates, mowing by lot size, seasonal services, job intake with address; materials sold by the yard/ton',
 'now': '2027-04-13T13:30:00Z',
 'business': {'id': 'biz-lawn', 'name': 'Greenway Lawn & Landscape', 'time_zone': TZ, 'phone_number': '+19185550100', 'industry': 'Home Services'},
 'assistant': {
  'greeting_phrase': "Thanks for calling Greenway Lawn & Landscape! I'm the virtual assistant, how can I help?",
  'transfer_calls_enabled': False, 'transfer_phone_number': None, 'transfer_scenarios': [],
  'scenarios': [{'id': 'sc-job', 'trigger': 'booking any visit at a property (estimate or service)',
                 'post_collection_action': 'Add the answers to the job ticket for the crew',
                 'scenario_questions': [
                   {'id': 'sq-job-1', 'question': "What's the property address?", 'is_required': True, 'scenario_id': 'sc-job'},
                   {'id': 'sq-job-2', 'question': 'Roughly how big is the lawn - under a quarter acre, or up to an acre?', 'is_required': True, 'scenario_id': 'sc-job'},
                   {'id': 'sq-job-3', 'question': 'Any gate codes, dogs or anything else the crew should know?', 'is_required': False, 'scenario_id': 'sc-job'}]}],
  'after_hours_handling': True, 'buffer_minutes': 30, 'allow_same_day': False, 'allow_weekend': True, 'require_24h_advance': True},
 'business_addresses': [{'id': 'addr-1', 'address_line': '7710 E 41st St', 'city': 'Tulsa', 'state': 'OK', 'country': 'US', 'zip_code': '74145'}],
 'business_items': I,
 'business_questions': [{'id': a, 'question': b, 'answer': c} for a, b, c in FAQ],
 'working_hours': hours({'monday': ('07:00', '18:00'), 'tuesday': ('07:00', '18:00'), 'wednesday': ('07:00', '18:00'), 'thursday': ('07:00', '18:00'),
                         'friday': ('07:00', '18:00'), 'saturday': ('08:00', '14:00'), 'sunday': None}),
 'appointments': [
  appt('appt-g1', 'Pam', 'Whitley', '+19185550131', TZ, '2027-04-14T09:00', IT['item-spring-cleanup']),
  appt('appt-g2', 'Hector', 'Ruiz', '+19185550142', TZ, '2027-04-15T10:00', IT['item-estimate']),
  appt('appt-g3', 'Ann', 'Li', '+19185550153', TZ, '2027-04-16T13:00', IT['item-aeration']),
  appt('appt-g4', 'Bill', 'Stroud', '+19185550164', TZ, '2027-04-17T09:00', IT['item-sprinkler']),
  appt('appt-g5', 'Kim', 'Doan', '+19185550175', TZ, '2027-04-19T08:00', IT['item-hedge']),
  appt('appt-g6', 'Terry', 'Boyd', '+19185550186', TZ, '2027-04-13T15:00', IT['item-mow-lg']),
  appt('appt-g7', 'Rachel', 'Adair', '+19185550197', TZ, '2027-04-21T16:00', IT['item-estimate']),
 ]}
# Tue 13 Apr 2027 08:30 (no same day, 24h advance). Wed 14, Thu 15, Fri 16, Sat 17 (8-2), Sun 18 closed, Mon 19, Tue 20, Wed 21, Thu 22, Fri 23.
L = Lines(S)
L('hey there', 'greeting')
L('yeah hi is this greenway', 'greeting')
L('uh hi yes um hello', 'greeting', style=['disfluent'])
L('what are your office hours', 'ask_hours')
L('yall work on sundays', 'ask_hours', style=['slang'])
L('how late are you open on saturday', 'ask_hours')
L('what time do you guys start in the morning', 'ask_hours')
L('if i call back at like six thirty tonight will anyone be there', 'ask_hours', style=['indirect', 'relative_time', 'numbers_in_words'])
L('where is your shop at', 'ask_address', style=['slang'])
L('whats your address i wanna swing by and pick up mulch', 'ask_address', style=['indirect'])
L('are you guys on forty first street', 'ask_address', style=['numbers_in_words'])
L('what kind of services do you do', 'ask_services')
L('do you just mow or do you do landscaping too', 'ask_services')
L('what all can yall do for my yard this spring', 'ask_services', style=['slang'])
L('how much to mow a small yard', 'ask_price', 'item-mow-sm')
L('i got about a half acre what would mowing cost', 'ask_price', 'item-mow-lg', style=['indirect'])
L('how much is aeration', 'ask_price', 'item-aeration')
L('what do you charge for aerating and over seeding', 'ask_price', 'item-overseed', style=['misrecognised'])
L('hows much for a spring clean up', 'ask_price', 'item-spring-cleanup', style=['misrecognised'])
L('whats the cost to trim the bushes', 'ask_price', 'item-hedge', style=['indirect'])
L('how much is a yard of mulch', 'ask_price', 'item-mulch-yard')
L('price on a ton of river rock', 'ask_price', 'item-rock')
L('what does the sprinkler start up cost', 'ask_price', 'item-sprinkler')
L('how much for the grub treatment', 'ask_price', 'item-grub')
L('is the estimate really free or is there a charge', 'ask_faq', 'q-estimate')
L('how long does the spring cleanup take', 'ask_duration', 'item-spring-cleanup')
L('how long will the crew be here for the mulch install', 'ask_duration', 'item-mulch-install')
L('how long does an aeration take', 'ask_duration', 'item-aeration')
L('how soon do i get the quote after you come out', 'ask_faq', 'q-estimate')
L('do you come out to broken arrow', 'ask_faq', 'q-area')
L('we live in sand springs is that too far', 'ask_faq', 'q-area', style=['indirect'])
L('do you come out to jinx', 'ask_faq', 'q-area', style=['misrecognised'])
L('can i get on a every other week mowing schedule', 'ask_faq', 'q-weekly')
L('do you edge the sidewalk too when you mow', 'ask_faq', 'q-weekly')
L('do i have to sign up for the whole year', 'ask_faq', 'q-contract', style=['indirect'])
L('what happens if its pouring on my day', 'ask_faq', 'q-rain', style=['indirect'])
L('i work days do i gotta be there when you come', 'ask_faq', 'q-home', style=['slang'])
L('is that weed spray gonna hurt my dog', 'ask_faq', 'q-pets', style=['slang'])
L('i got toddlers when can they play on the grass after you fertilize', 'ask_faq', 'q-pets', style=['indirect'])
L('when is the best time to aerate bermuda', 'ask_faq', 'q-aeration-when')
L('can i pay with venmo', 'ask_faq', 'q-payment')
L('do you guys send a bill or do i pay the crew', 'ask_faq', 'q-payment', style=['indirect'])
L('are yall licensed and insured', 'ask_faq', 'q-insured', style=['slang'])
L('can you bag the grass clippings', 'ask_faq', 'q-clippings')
L('do you do leaves in the fall', 'ask_faq', 'q-leaves')
L('one of my sprinkler heads is busted can you fix it', 'ask_faq', 'q-sprinkler-repair')
L('what colors does the mulch come in', 'ask_faq', 'q-mulch')
L('can i get just one yard of mulch dropped off', 'ask_faq', 'q-mulch', style=['indirect'])
L('the guys missed a whole strip by the fence yesterday what do i do', 'ask_faq', 'q-guarantee', style=['relative_time'])
L('will it be the same guys every week', 'ask_faq', 'q-crew')
L('do you do tree removal', 'ask_unknown')
L('can you install a new sprinkler system', 'ask_faq', 'q-sprinkler-repair')
L('do you do snow plowing in the winter', 'ask_unknown')
L('do you put down sod', 'ask_unknown')
L('do yall do fences or retaining walls', 'ask_unknown', style=['slang'])
L('is there a discount for seniors', 'ask_unknown')
L('do you sell pine straw', 'ask_unknown')
L('are you open memorial day', 'ask_unknown')
L('when can somebody come give me an estimate', 'ask_availability', service='item-estimate')
L('do you have anything thursday for an aeration', 'ask_availability', service='item-aeration', day='2027-04-15')
L('whats open saturday morning', 'ask_availability', day='2027-04-17')
L('can yall come mow today', 'ask_availability', day='2027-04-13', style=['relative_time', 'slang'])
L('i just bought a house and the yard is a total mess i need somebody to come look at it', 'book_appointment', style=['indirect'])
L('id like a free estimate thursday at two', 'book_appointment', service='item-estimate', day='2027-04-15', time='14:00', style=['numbers_in_words'])
L('book me a fertilizer treatment for monday at one', 'book_appointment', service='item-fert', day='2027-04-19', time='13:00', style=['numbers_in_words'])
L('can you do a spring cleanup next thursday the twenty second at eight', 'book_appointment', service='item-spring-cleanup', day='2027-04-22', time='08:00', style=['numbers_in_words'])
L('we put the house on the market so dont bother with the estimate thursday', 'cancel_appointment', phone='+19185550142', day='2027-04-15', style=['indirect'])
L('cancel the mowing this afternoon please', 'cancel_appointment', phone='+19185550186', day='2027-04-13', style=['relative_time'])
L('could we push my aeration to next friday same time', 'reschedule_appointment', phone='+19185550153', day='2027-04-23')
L('can the hedge guys come on tuesday instead of monday', 'reschedule_appointment', phone='+19185550175', day='2027-04-20')
L('is somebody still coming saturday for the sprinklers', 'check_appointment', phone='+19185550164', day='2027-04-17')
L('hey its pam whitley w h i t l e y what time is my cleanup tomorrow', 'check_appointment', phone='+19185550131', day='2027-04-14', name='Pam Whitley', style=['spelled', 'relative_time'])
L('i need three yards of black mulch dropped off', 'place_order', items=[('item-mulch-yard', 3)], style=['numbers_in_words'])
L('can i get two bags of grass seed', 'place_order', items=[('item-seed', 2)], style=['numbers_in_words'])
L('gimme four yards of topsoil and a ton of river rock', 'place_order', items=[('item-topsoil', 4), ('item-rock', 1)], style=['slang', 'numbers_in_words'])
L('id like to order five yards of the red mulch', 'place_order', items=[('item-mulch-yard', 5)], style=['numbers_in_words'])
L('can i leave a message for the owner about our hoa common areas', 'leave_message')
L('tell the crew the gate code is four four one two', 'leave_message', style=['numbers_in_words'])
L('can somebody call me back with a price on redoing my flower beds', 'request_callback')
L('have the boss give me a holler', 'request_callback', style=['slang'])
L('can i talk to an actual person', 'speak_to_human')
L('put me through to the owner please', 'speak_to_human')
L('your mower just threw a rock through my back window and my kid was right there', 'urgent')
L('your crew cut a line and water is gushing everywhere', 'urgent')
L('one of your guys got stung by a bunch of wasps and hes swelling up in my yard', 'urgent')
L('yall scalped my whole front yard its dead now', 'frustrated', style=['slang'])
L('this is the third week nobody showed up to mow im done', 'frustrated')
L('hola necesito que alguien corte el pasto', 'other_language')
L('yes sir', 'affirm')
L('yeah that works', 'affirm', prior='so a free estimate thursday at two')
L('nope', 'deny')
L('no i said the big yard', 'deny', prior='that was the small yard mowing right')
L('actually make it five yards not three', 'correction', prior='three yards of mulch', items=[('item-mulch-yard', 5)], style=['numbers_in_words'])
L('wait not friday i meant saturday', 'correction', prior='aeration on friday at eleven', service='item-aeration', day='2027-04-17', time='11:00', style=['numbers_in_words'])
L('whats that now', 'repeat', style=['slang'])
L('what all can you help me with', 'help')
L('eh forget it my neighbor kid will do it', 'never_mind', style=['slang'])
L('appreciate ya', 'thanks', style=['slang'])
L('alright then yall have a good one', 'goodbye', style=['slang'])
L('thats it thanks bye', 'goodbye')
L('man this pollen is killing me how do you guys stand it', 'chit_chat')

C = Calls(S, '2027-04-13T13:30:00Z')
C('opening names no service: a new homeowner\'s overgrown yard; free estimate Thursday at 2 with address intake, surname spelled',
  'yeah hi so i just bought a place off harvard and the yard is honestly a jungle i need somebody to come look at it', '+19185550901',
  {'service': 'an estimate i guess', 'day': 'thursday', 'time': 'two in the afternoon', 'name': 'caleb voss v o s s',
   'intake': ['thirty one fifteen south harvard avenue tulsa', 'maybe a third of an acre', 'no dogs, the gate is open'], 'confirm': 'yes thursday at two',
   'anything_else': 'no thats it', 'fallback': 'a free estimate thursday at two'},
  created=[('item-estimate', '2027-04-15T14:00', 'Caleb Voss')])
C('asks for mowing today (no same-day bookings), takes tomorrow at 1 for a small lawn',
  'hi can somebody come mow my lawn today its a small yard and we got a party this weekend', '+19185550912',
  {'service': 'mowing the small yard', 'day': 'ok tomorrow then', 'time': 'one in the afternoon', 'name': 'tanya price',
   'intake': ['fourteen oh two east fifty first street', 'under a quarter acre', 'theres a dog but hell be inside'], 'confirm': 'yes tomorrow at one',
   'anything_else': 'nope', 'fallback': 'mow the small yard tomorrow at one'},
  created=[('item-mow-sm', '2027-04-14T13:00', 'Tanya Price')], must_not_say=['$80'])
C('day corrected in the opening: aeration asked for Friday, changed to Saturday at 11',
  'can i get my lawn aerated friday no wait im out of town friday make it saturday at eleven', '+19185550923',
  {'service': 'core aeration', 'day': 'saturday not friday', 'time': 'eleven', 'name': 'greg holt',
   'intake': ['eighty eight twenty south yale avenue', 'about a quarter acre', 'gate code is one nine eight four'], 'confirm': 'yes saturday at eleven',
   'anything_else': 'no thanks', 'fallback': 'aeration saturday at eleven'},
  created=[('item-aeration', '2027-04-17T11:00', 'Greg Holt')])
C('changes mind twice: aeration and overseeding, then just aeration, then the overseeding after all; Monday at 1',
  'i want the aeration and overseeding, actually just the aeration, hmm no go ahead and do the overseed too', '+19185550934',
  {'service': 'aeration and overseeding', 'day': 'monday', 'time': 'one', 'name': 'denise yazzie y a z z i e',
   'intake': ['five sixty south owasso expressway owasso', 'about half an acre', 'two labs in the back, ill put them up'], 'confirm': 'yes the overseeding monday at one',
   'anything_else': 'no maam', 'fallback': 'aeration and overseeding monday at one'},
  created=[('item-overseed', '2027-04-19T13:00', 'Denise Yazzie')], must_not_say=['$95'])
C('orders materials for delivery: three yards of black mulch and two bags of grass seed',
  'hey i need three yards of the black mulch and two bags of grass seed delivered', '+19185550945',
  {'items': 'three yards of mulch and two bags of seed', 'name': 'lonnie fitch', 'confirm': 'yep three and two', 'anything_else': 'thats it',
   'fallback': 'deliver to twenty two ten south peoria, dump it on the driveway'},
  orders=[[('item-mulch-yard', 3), ('item-seed', 2)]], must_not_say=['$38'])
C('quantity corrected: topsoil four yards then five, plus one ton of river rock, pickup',
  'lemme get four yards of topsoil, actually make it five, and a ton of that river rock', '+19185550956',
  {'items': 'five yards of topsoil and one ton of river rock', 'name': 'rusty ames', 'confirm': 'yes five yards and a ton', 'anything_else': 'no sir',
   'fallback': 'ill pick it up with my trailer'},
  orders=[[('item-topsoil', 5), ('item-rock', 1)]], must_not_say=['$45'])
C('task plus a side question (do I need to be home): spring cleanup Thursday the 22nd at 8',
  'hi i want to book a spring cleanup and uh do i need to be home when yall come', '+19185550967',
  {'service': 'spring cleanup', 'day': 'thursday the twenty second', 'time': 'eight in the morning', 'name': 'marisol ortega',
   'intake': ['forty six oh one east eighty first street', 'a quarter acre or so', 'back gate latch sticks, lift it'], 'confirm': 'yes the twenty second at eight',
   'anything_else': 'no thats all', 'fallback': 'spring cleanup thursday the twenty second at eight'},
  created=[('item-spring-cleanup', '2027-04-22T08:00', 'Marisol Ortega')])
C('Hector Ruiz cancels Thursday\'s estimate, said indirectly',
  'hey its hector ruiz we decided to sell the house so we dont need the estimate thursday anymore', '+19185550142',
  {'name': 'hector ruiz', 'day': 'thursday', 'time': 'ten', 'confirm': 'yes cancel it', 'anything_else': 'no thank you', 'fallback': 'cancel the estimate thursday'},
  cancelled=['appt-g2'])
C('Ann Li moves Friday\'s aeration to the same time next Friday',
  'hi ann li here about the aeration friday the sprinkler lines have to get marked first can we do next friday same time', '+19185550153',
  {'name': 'ann li', 'day': 'next friday the twenty third', 'time': 'one same time', 'confirm': 'yes the twenty third at one', 'anything_else': 'nope',
   'fallback': 'friday the twenty third at one'},
  moved=[('appt-g3', '2027-04-23T13:00')])
C('Bill Stroud asks indirectly whether someone is still coming Saturday and moves the sprinkler start-up an hour earlier (8:00)',
  'yeah bill stroud is your guy still coming saturday for the sprinklers and can he come earlier like eight', '+19185550164',
  {'name': 'bill stroud', 'day': 'same day saturday', 'time': 'eight instead of nine', 'confirm': 'yes eight oclock saturday', 'anything_else': 'nope',
   'fallback': 'saturday at eight'},
  moved=[('appt-g4', '2027-04-17T08:00')])
C('frustrated: the mower threw a rock through a window, wants the owner; transfers off, a message is taken',
  'your mower threw a rock through my sliding glass door yesterday and i want to talk to the owner today', '+19185550978',
  {'message': 'the mower threw a rock through my sliding door yesterday at thirty four oh five east fifty seventh, i want the owner to call me',
   'name': 'judy kessler', 'confirm': 'yes have him call me', 'anything_else': 'no', 'fallback': 'i want the owner'},
  message=True)
C('urgent: the crew cut an irrigation line and water is flooding; transfers off, a message is taken',
  'your crew is at my house right now and they cut a line and water is just gushing into my neighbors yard what do i do', '+19185550989',
  {'message': 'the crew cut a water line at nineteen eleven south lewis, water everywhere, need someone now', 'name': 'oscar bell',
   'confirm': 'yes please hurry', 'anything_else': 'just get somebody here', 'fallback': 'the water wont stop'},
  message=True)
C('two questions, one with a record (Broken Arrow) and one without (tree removal), then a goodbye',
  'hey do yall come out to broken arrow and also do you do tree removal', '+19185550990',
  {'name': 'wade', 'confirm': 'no not yet', 'anything_else': 'naw thats all i needed, preciate it', 'fallback': 'ok thanks bye'})
C('an HOA president leaves a message for the owner about a quote for the common areas',
  'hi this is the hoa president over at the villas at south lakes and i want to leave a message for the owner', '+19185550998',
  {'message': 'the villas at south lakes hoa wants a quote for weekly mowing of the common areas, please call back', 'name': 'gloria stanfield',
   'confirm': 'yes thats right', 'anything_else': 'no thank you', 'fallback': 'just a message for the owner'},
  message=True)
write_all(B, L, C)
