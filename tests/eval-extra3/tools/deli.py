from lib import *
TZ = 'America/New_York'
S = 'deli'
I = [
 item('item-italian-6', 'Italian Sub (6 inch)', '8.50', None), item('item-italian-12', 'Italian Sub (12 inch footlong)', '13.50', None),
 item('item-turkey-6', 'Turkey Club (6 inch)', '8.25', None), item('item-turkey-12', 'Turkey Club (12 inch footlong)', '12.75', None),
 item('item-roastbeef-6', 'Roast Beef & Cheddar (6 inch)', '8.75', None), item('item-roastbeef-12', 'Roast Beef & Cheddar (12 inch footlong)', '14.25', None),
 item('item-meatball-6', 'Meatball Parm Sub (6 inch)', '7.95', None), item('item-meatball-12', 'Meatball Parm Sub (12 inch footlong)', '12.95', None),
 item('item-reuben', 'Reuben on Rye', '12.50', None), item('item-chicken-salad', 'Chicken Salad Sandwich', '9.50', None),
 item('item-wrap', 'Veggie Hummus Wrap', '9.00', None),
 item('item-add-avocado', 'Add Avocado', '1.50', None), item('item-add-bacon', 'Add Bacon', '2.00', None), item('item-add-cheese', 'Extra Cheese', '1.00', None),
 item('item-soup-cup', 'Soup of the Day (cup)', '4.50', None), item('item-soup-bowl', 'Soup of the Day (bowl)', '7.00', None),
 item('item-chips', 'Bag of Chips', '1.75', None), item('item-pickle', 'Pickle Spear', '1.00', None), item('item-cookie', 'Chocolate Chip Cookie', '2.25', None),
 item('item-drink-sm', 'Fountain Drink, small (16 oz)', '2.00', None), item('item-drink-lg', 'Fountain Drink, large (32 oz)', '2.75', None),
 item('item-platter', 'Party Sandwich Platter (serves 10)', '65.00', None), item('item-box-lunch', 'Box Lunch (half sandwich, chips, cookie)', '14.00', None),
 item('item-consult', 'Catering Consultation', '0.00', 30), item('item-tasting', 'Catering Tasting (up to 4 people)', '25.00', 45),
]
IT = {i['id']: i for i in I}
FAQ = [
 ('q-delivery', 'Do you deliver?', "Yep! We deliver within 3 miles of the shop with our own driver. $3.99 delivery fee, $20 minimum. We're not on any of the delivery apps."),
 ('q-delivery-time', 'How long does delivery take?', 'Usually 30-45 min. During the lunch rush (11:30-1:30) give us up to an hour.'),
 ('q-pickup-time', 'How long until my order is ready?', 'Most pickup orders are ready in 15-20 min. Orders of 10+ sandwiches need 1 hr notice.'),
 ('q-bread', 'What bread do you have?', 'Italian, whole wheat, rye and sourdough, plus a gluten-free roll for $1.50 extra. Subs come on a hoagie roll baked fresh every morning.'),
 ('q-gluten', 'Is anything gluten free?', "We have a GF roll, but everything is made on the same counters and slicer, so we can't promise no cross-contact. Not safe for celiac, sorry!"),
 ('q-vegan', 'Vegetarian / vegan options?', 'The Veggie Hummus Wrap is vegan if you hold the feta. Tuesday tomato basil soup is vegetarian.'),
 ('q-meats', 'Where do your meats come from?', "Boar's Head meats and cheeses. Our roast beef is cooked in house every morning and the meatballs are Nonna's recipe."),
 ('q-soup', "What's the soup of the day?", "Mon chicken noodle, Tue tomato basil, Wed split pea with ham, Thu beef chili, Fri clam chowder. Saturday is chef's choice!"),
 ('q-catering', 'Do you cater?', 'Yes - party platters (serves 10) and box lunches. Order 24 hrs ahead. For events over 50 people book a free catering consult with Rocco.'),
 ('q-payment', 'What payment do you take?', 'Cash, all major cards, Apple Pay and Google Pay. Delivery orders are paid by card over the phone. No checks.'),
 ('q-seating', 'Can we eat there?', "We have 6 tables inside and 2 on the sidewalk when it's nice out. Mostly grab and go."),
 ('q-parking', 'Where do I park?', 'Two free 15 min pickup spots right out front, or metered parking along Liberty Ave.'),
 ('q-rewards', 'Do you have a loyalty program?', 'Buy 10 subs get the 11th free! Ask for a punch card at the register. Phone orders count too.'),
 ('q-allergy', 'Nut allergies?', 'No peanuts in the kitchen. The only tree nut is the pine nuts in our pesto. Always tell us about allergies when you order.'),
 ('q-order-ahead', 'Can I order ahead for later?', 'Sure, give us a pickup time when you order, up to one day ahead.'),
 ('q-italian', "What's on the Italian?", 'Genoa salami, capicola, ham, provolone, lettuce, tomato, onion, hot peppers, oil & vinegar. Hold anything, no charge.'),
]
B = {
 'slug': S, 'kind': 'deli and sandwich shop with phone orders (pickup and delivery), bookable catering consults', 'now': '2027-06-09T15:00:00Z',
 'business': {'id': 'biz-deli', 'name': "Rocco's Corner Deli", 'time_zone': TZ, 'phone_number': '+14125550100', 'industry': 'Restaurant'},
 'assistant': {
  'greeting_phrase': "Thanks for calling Rocco's Corner Deli! I can take your order for pickup or delivery or answer any questions.",
  'transfer_calls_enabled': True, 'transfer_phone_number': '+14125550109',
  'transfer_scenarios': [{'id': 'ts-1', 'text': 'Caller is confused or frustrated'}, {'id': 'ts-2', 'text': "Request exceeds the assistant's knowledge"},
                         {'id': 'ts-3', 'text': 'Unrecognized or sensitive inquiry'}],
  'scenarios': [{'id': 'sc-catering', 'trigger': 'booking a catering consultation or tasting for an event',
                 'post_collection_action': 'Put the answers in the appointment notes for Rocco',
                 'scenario_questions': [
                   {'id': 'sq-cat-1', 'question': 'About how many people is the event for?', 'is_required': True, 'scenario_id': 'sc-catering'},
                   {'id': 'sq-cat-2', 'question': "What's the date of the event?", 'is_required': True, 'scenario_id': 'sc-catering'},
                   {'id': 'sq-cat-3', 'question': 'Any allergies or dietary needs we should plan for?', 'is_required': False, 'scenario_id': 'sc-catering'}]}],
  'after_hours_handling': True, 'buffer_minutes': 15, 'allow_same_day': True, 'allow_weekend': True, 'require_24h_advance': False},
 'business_addresses': [{'id': 'addr-1', 'address_line': '418 Liberty Ave', 'city': 'Pittsburgh', 'state': 'PA', 'country': 'US', 'zip_code': '15222'}],
 'business_items': I,
 'business_questions': [{'id': a, 'question': b, 'answer': c} for a, b, c in FAQ],
 'working_hours': hours({'monday': ('07:00', '19:00'), 'tuesday': ('07:00', '19:00'), 'wednesday': ('07:00', '19:00'), 'thursday': ('07:00', '19:00'),
                         'friday': ('07:00', '19:00'), 'saturday': ('08:00', '16:00'), 'sunday': None}),
 'appointments': [
  appt('appt-d1', 'Rita', 'Fanelli', '+14125550131', TZ, '2027-06-10T15:00', IT['item-consult']),
  appt('appt-d2', 'Owen', 'Park', '+14125550142', TZ, '2027-06-11T10:00', IT['item-tasting']),
  appt('appt-d3', 'Gloria', 'Mendes', '+14125550153', TZ, '2027-06-14T14:00', IT['item-consult']),
  appt('appt-d4', 'Sam', 'Whitaker', '+14125550164', TZ, '2027-06-12T11:00', IT['item-tasting']),
  appt('appt-d5', 'Nadia', 'Haddad', '+14125550175', TZ, '2027-06-09T16:00', IT['item-consult']),
 ]}
# Wed 9 Jun 2027 11:00. Thu 10, Fri 11, Sat 12, Sun 13 closed, Mon 14, Tue 15, Wed 16, Thu 17, Fri 18.
L = Lines(S)
L('hello', 'greeting')
L('yeah hi is this roccos', 'greeting', style=['slang'])
L('hi good morning um', 'greeting', style=['disfluent'])
L('what time do you guys close tonight', 'ask_hours', style=['relative_time'])
L('are yall open sundays', 'ask_hours', style=['slang'])
L('how early do you open for like a breakfast pickup', 'ask_hours', style=['indirect'])
L('whats your hours on saturday', 'ask_hours')
L('if i leave work at seven will you still be open', 'ask_hours', style=['indirect', 'numbers_in_words'])
L('where are you located exactly', 'ask_address')
L('what block of liberty are you on', 'ask_address', style=['indirect'])
L('whats the address i need it for my gps', 'ask_address')
L('what kind of sandwiches you got', 'ask_services', style=['slang'])
L('can you read me the menu', 'ask_services')
L('what do you have besides subs', 'ask_services')
L('how much is a footlong italian', 'ask_price', 'item-italian-12')
L('whats a six inch turkey club run', 'ask_price', 'item-turkey-6', style=['slang', 'numbers_in_words'])
L('how much for the reuben', 'ask_price', 'item-reuben')
L('um how much is the uh party platter the one for ten people', 'ask_price', 'item-platter', style=['disfluent', 'numbers_in_words'])
L('how much extra to add avocado', 'ask_price', 'item-add-avocado')
L('whats a bowl of soup cost', 'ask_price', 'item-soup-bowl')
L('how much are the box lunches', 'ask_price', 'item-box-lunch')
L('price on a large drink', 'ask_price', 'item-drink-lg')
L('how much is the meet ball parm the big one', 'ask_price', 'item-meatball-12', style=['misrecognised'])
L('what does the catering tasting cost', 'ask_price', 'item-tasting')
L('how long is the catering consultation', 'ask_duration', 'item-consult')
L('how much time should i block off for the tasting thing', 'ask_duration', 'item-tasting', style=['indirect'])
L('do you deliver', 'ask_faq', 'q-delivery')
L('can you bring it to my office on smallman street is that close enough', 'ask_faq', 'q-delivery', style=['indirect'])
L('whats the minimum for delivery', 'ask_faq', 'q-delivery')
L('are you on door dash or uber eats', 'ask_faq', 'q-delivery', style=['misrecognised'])
L('if i order now when will the food get here', 'ask_faq', 'q-delivery-time', style=['relative_time'])
L('how long till its ready if i call it in', 'ask_faq', 'q-pickup-time', style=['slang'])
L('we need like fifteen sandwiches for a meeting how much notice do you need', 'ask_faq', 'q-pickup-time', style=['numbers_in_words', 'indirect'])
L('do you have sour dough', 'ask_faq', 'q-bread', style=['misrecognised'])
L('what kinda bread can i get it on', 'ask_faq', 'q-bread', style=['slang'])
L('my daughter has celiac is there anything she can eat', 'ask_faq', 'q-gluten', style=['indirect'])
L('do you have anything for vegans', 'ask_faq', 'q-vegan')
L('is the hummus wrap dairy free', 'ask_faq', 'q-vegan')
L('is that boars head meat', 'ask_faq', 'q-meats')
L('do you make the roast beef yourselves', 'ask_faq', 'q-meats')
L('whats the soup today', 'ask_faq', 'q-soup', style=['relative_time'])
L('what soup do you have on fridays', 'ask_faq', 'q-soup')
L('do you guys do catering for like a graduation party', 'ask_faq', 'q-catering')
L('can i pay with a check', 'ask_faq', 'q-payment')
L('do you take apple pay', 'ask_faq', 'q-payment')
L('is there anywhere to sit down and eat', 'ask_faq', 'q-seating')
L('where am i supposed to park down there its always packed', 'ask_faq', 'q-parking', style=['indirect'])
L('do you have one of those punch card things', 'ask_faq', 'q-rewards', style=['slang'])
L('my son is allergic to peanuts is it safe', 'ask_faq', 'q-allergy')
L('can i call in now and pick up at like five thirty', 'ask_faq', 'q-order-ahead', style=['numbers_in_words', 'indirect'])
L('whats on the italian does it have hot peppers', 'ask_faq', 'q-italian')
L('do you have a kids menu', 'ask_unknown')
L('do you make breakfast sandwiches like egg and cheese', 'ask_unknown')
L('are you open on the fourth of july', 'ask_unknown')
L('do you sell gift cards', 'ask_unknown')
L('do you have any salads', 'ask_unknown')
L('do you guys serve beer', 'ask_unknown', style=['slang'])
L('is rocco working today i wanna say hi', 'ask_unknown', style=['relative_time'])
L('when can i come in to talk about catering', 'ask_availability', service='item-consult')
L('do you have anything open friday afternoon for a tasting', 'ask_availability', service='item-tasting', day='2027-06-11')
L('is monday the fourteenth open for a catering meeting', 'ask_availability', service='item-consult', day='2027-06-14', style=['numbers_in_words'])
L('id like to book a catering consultation tomorrow at ten', 'book_appointment', service='item-consult', day='2027-06-10', time='10:00', style=['relative_time', 'numbers_in_words'])
L('can i set up a tasting for saturday at one', 'book_appointment', service='item-tasting', day='2027-06-12', time='13:00', style=['numbers_in_words'])
L('were doing a wedding in august and wanna sit down with rocco about food', 'book_appointment', style=['indirect'])
L('put me down for the catering thing tuesday at nine thirty', 'book_appointment', service='item-consult', day='2027-06-15', time='09:30', style=['slang', 'numbers_in_words'])
L('we went with a different caterer so you can scratch the meeting tomorrow', 'cancel_appointment', phone='+14125550131', day='2027-06-10', style=['indirect', 'relative_time'])
L('cancel my tasting on saturday please', 'cancel_appointment', phone='+14125550164', day='2027-06-12')
L('can i push my catering meeting from monday to tuesday', 'reschedule_appointment', phone='+14125550153', day='2027-06-15')
L('hi its owen park p a r k i need to move the tasting friday', 'reschedule_appointment', phone='+14125550142', day='2027-06-11', name='Owen Park', style=['spelled'])
L('what time was i supposed to come in today about the catering', 'check_appointment', phone='+14125550175', day='2027-06-09', style=['relative_time'])
L('just checking my tasting is still on for friday', 'check_appointment', phone='+14125550142', day='2027-06-11')
L('can i get a footlong italian for pickup', 'place_order', items=[('item-italian-12', 1)])
L('lemme get two six inch turkey clubs and a bag of chips', 'place_order', items=[('item-turkey-6', 2), ('item-chips', 1)], style=['slang', 'numbers_in_words'])
L('i need three reubens and uh three pickles delivered', 'place_order', items=[('item-reuben', 3), ('item-pickle', 3)], style=['disfluent', 'numbers_in_words'])
L('one footlong roast beef with bacon added', 'place_order', items=[('item-roastbeef-12', 1), ('item-add-bacon', 1)])
L('a chicken salad sandwich and a cup of the soup', 'place_order', items=[('item-chicken-salad', 1), ('item-soup-cup', 1)])
L('can i get too party platters for friday', 'place_order', items=[('item-platter', 2)], style=['misrecognised'])
L('twelve box lunches for the office tomorrow at noon', 'place_order', items=[('item-box-lunch', 12)], style=['numbers_in_words', 'relative_time'])
L('a veggie wrap and a large drink and two cookies', 'place_order', items=[('item-wrap', 1), ('item-drink-lg', 1), ('item-cookie', 2)], style=['numbers_in_words'])
L('can i leave a message for rocco about the platters for saturday', 'leave_message')
L('tell the driver to use the side door on fourth street', 'leave_message')
L('can the owner call me about doing lunch for our office every week', 'request_callback')
L('have someone ring me back when the catering quote is ready', 'request_callback', style=['slang'])
L('can i talk to a real person please', 'speak_to_human')
L('put me through to whoever is working the counter', 'speak_to_human', style=['indirect'])
L('my kid ate the sandwich and his lips are swelling up he has a nut allergy', 'urgent')
L('the delivery guy just hit my parked car and drove off', 'urgent')
L('theres glass in my sandwich i just cut my mouth', 'urgent')
L('i ordered an hour ago and it still isnt here this is ridiculous', 'frustrated')
L('you got my order wrong again third time this month', 'frustrated')
L('hola quiero ordenar dos sandwiches para llevar', 'other_language')
L('yeah go ahead', 'affirm')
L('yep thats right', 'affirm', prior='so two six inch turkey clubs for pickup at noon')
L('no thats not what i said', 'deny')
L('nah', 'deny', prior='would you like to add a drink', style=['slang'])
L('wait make it three not two', 'correction', prior='two footlong italians', items=[('item-italian-12', 3)], style=['numbers_in_words'])
L('sorry i meant the six inch not the footlong', 'correction', prior='one footlong meatball parm', items=[('item-meatball-6', 1)], style=['numbers_in_words'])
L('can you say that again i didnt catch the total', 'repeat')
L('what can you do for me', 'help')
L('actually forget it ill just walk over', 'never_mind')
L('thanks a lot', 'thanks')
L('ok cool thats all see ya', 'goodbye', style=['slang'])
L('alright thank you bye bye', 'goodbye')
L('do you eat sandwiches or are you just a computer', 'chit_chat')

C = Calls(S, '2027-06-09T15:00:00Z')
C('indirect opening: office lunch, four footlong turkey clubs and two bags of chips, delivered',
  'yeah hi um i got stuck ordering lunch for the office and i have no idea what everybody wants', '+14125550901',
  {'items': 'four of the footlong turkey clubs and two bags of chips', 'name': 'karen dobbs', 'confirm': 'yes four turkey footlongs and two chips',
   'anything_else': 'no thats everything', 'fallback': 'delivery to two hundred smallman street suite four hundred, by twelve thirty if you can'},
  orders=[[('item-turkey-12', 4), ('item-chips', 2)]], must_not_say=['$8.25'])
C('size corrected in the opening: one footlong Italian (not a six inch) with extra cheese, pickup',
  'hi can i get a six inch italian no wait make it a footlong and put extra cheese on it', '+14125550912',
  {'items': 'one footlong italian with extra cheese', 'name': 'marco de luca', 'confirm': 'yep the footlong', 'anything_else': 'nope',
   'fallback': 'pickup in like twenty minutes'},
  orders=[[('item-italian-12', 1), ('item-add-cheese', 1)]], must_not_say=['$8.50'])
C('order plus a side question about the soup: two six inch meatball subs and a cup of soup',
  'hey so i want two of the six inch meatball subs and uh whats the soup today', '+14125550923',
  {'items': 'two six inch meatball parms and one cup of the soup', 'name': 'tasha greene', 'confirm': 'yes two meatball and a cup of soup',
   'anything_else': 'no thats it', 'fallback': 'ill pick it up'},
  orders=[[('item-meatball-6', 2), ('item-soup-cup', 1)]], must_not_say=['$7.00'])
C('changes mind twice: reuben, then roast beef, then back to the reuben, plus a pickle',
  'lemme get a reuben, actually no the roast beef footlong, hmm no you know what go back to the reuben and throw in a pickle', '+14125550934',
  {'items': 'one reuben and one pickle, not the roast beef', 'name': 'phil kaminski', 'confirm': 'yeah reuben and a pickle', 'anything_else': 'nah thats good',
   'fallback': 'pickup'},
  orders=[[('item-reuben', 1), ('item-pickle', 1)]], must_not_say=['$14.25'])
C('quantities with add-ons: three footlong Italians, avocado on one, bacon on two, delivered',
  'ok i need three footlong italians, add avocado to one of em and bacon on the other two', '+14125550945',
  {'items': 'three footlong italians, one avocado add and two bacon adds', 'name': 'jen oduya o d u y a', 'confirm': 'yes thats right',
   'anything_else': 'no thanks', 'fallback': 'deliver to nine twenty penn avenue second floor'},
  orders=[[('item-italian-12', 3), ('item-add-avocado', 1), ('item-add-bacon', 2)]])
C('drinks in two sizes: two chicken salad sandwiches, two large and one small drink',
  'hi two chicken salad sandwiches please and drinks, two large and a small', '+14125550956',
  {'items': 'two chicken salad sandwiches, two large drinks and one small drink', 'name': 'ben tran', 'confirm': 'yes',
   'anything_else': 'no thats all', 'fallback': 'pickup at noon'},
  orders=[[('item-chicken-salad', 2), ('item-drink-lg', 2), ('item-drink-sm', 1)]])
C('indirect opening and a day said first: a graduation party; books a catering consultation Friday at 2, name spelled, intake',
  'hi so friday works best for me, were throwing a graduation party for like eighty people and i was wondering how your catering works', '+14125550967',
  {'service': 'the catering consultation', 'day': 'like i said friday', 'time': 'two in the afternoon', 'name': 'its dana kowalczyk, k o w a l c z y k',
   'intake': ['about eighty', 'saturday june twenty sixth', 'two vegetarians and one gluten free'], 'confirm': 'yes friday at two',
   'anything_else': 'no thats it thanks', 'fallback': 'catering consultation friday at two'},
  created=[('item-consult', '2027-06-11T14:00', 'Dana Kowalczyk')])
C('Rita Fanelli cancels tomorrow\'s catering consultation, said indirectly',
  'hi its rita fanelli so we ended up having my cousins restaurant do the food so i dont need the meeting tomorrow', '+14125550131',
  {'name': 'rita fanelli', 'day': 'tomorrow', 'time': 'three', 'confirm': 'yes cancel it', 'anything_else': 'no sorry about that', 'fallback': 'cancel tomorrow at three'},
  cancelled=['appt-d1'])
C('Gloria Mendes asks about her own appointment indirectly and moves it one hour earlier, same day (Mon 13:00)',
  'hey its gloria mendes i forget when my catering thing is but can we make it an hour earlier', '+14125550153',
  {'name': 'gloria mendes', 'day': 'same day monday', 'time': 'one instead of two', 'confirm': 'yes monday at one', 'anything_else': 'nope', 'fallback': 'monday at one'},
  moved=[('appt-d3', '2027-06-14T13:00')])
C('wrong order delivered a second time, wants the manager: transfer',
  'yeah this is the second time you guys delivered the wrong order to my office i want to talk to a manager right now', '+14125550978',
  {'message': 'wrong order delivered twice this week to the office on grant street', 'name': 'lou bertolli', 'confirm': 'yes',
   'anything_else': 'just put me through', 'fallback': 'i want the manager'},
  transfer=True)
C('urgent: a child with a nut allergy reacting after eating the pesto: transfer',
  'my son just ate the sandwich we picked up and his face is swelling he has a nut allergy was there nuts in it', '+14125550989',
  {'message': 'my son is having an allergic reaction after eating your sandwich, was there pesto', 'name': 'amy cho', 'confirm': 'yes please',
   'anything_else': 'please hurry', 'fallback': 'his lips are swelling'},
  transfer=True)
C('two questions, one with a record (delivery) and one without (kids menu), then a goodbye in other words',
  'hey do you deliver up to the strip district and um do you guys have like a kids menu', '+14125550990',
  {'name': 'steph', 'confirm': 'no not right now', 'anything_else': 'nah thats all i wanted, thanks hon', 'fallback': 'ok thanks bye'})
C('a church volunteer leaves a message for Rocco about a weekly standing order',
  'hi im with saint marys church and id like to leave a message for rocco about a standing order every month', '+14125550998',
  {'message': 'saint marys would like forty box lunches every first saturday of the month, please call back', 'name': 'dolores quinn',
   'confirm': 'yes thats it', 'anything_else': 'no thank you', 'fallback': 'just a message for rocco please'},
  message=True)
C('platter for tomorrow, quantity said as a word and then corrected (two platters, not one) and a dozen cookies',
  'hi i need a party platter for tomorrow at noon, actually make that two platters, and a dozen cookies', '+14125550887',
  {'items': 'two party platters and twelve cookies', 'name': 'gary hughes', 'confirm': 'yes two platters and twelve cookies',
   'anything_else': 'nope thats everything', 'fallback': 'pickup tomorrow at noon'},
  orders=[[('item-platter', 2), ('item-cookie', 12)]], must_not_say=['$14.00'])
write_all(B, L, C)
