import { readFileSync } from 'node:fs';
import type { LexV2Event, LexV2Result } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { greet, respond } from '../../../functions/assistant/engine.js';
import { chooseTranscript, hear, keypadText, type CallerInput, type Heard } from '../../../functions/assistant/hearing.js';
import type { Interpreter, InterpreterHint, InterpretRequest } from '../../../functions/assistant/interpreter.js';
import { callerInput, lexTurn, splitMessages, toLexResponse, type PhoneCalls } from '../../../functions/assistant/lex-code-hook.js';
import type { CallState, EngineContext } from '../../../functions/assistant/types.js';
import type { TurnReply } from '../../../functions/core/calls/call-session-service.js';
import { allTransfers, ctx, makeBusiness } from './fixtures.js';
import { consoleObserver, METRIC, setObserver } from '../../../functions/core/log.js';

/** Lex V2 code-hook events in the documented shape (Lex V2 developer guide, "Input event format"), as Connect sends them. */
const fixture = (name: string): LexV2Event => JSON.parse(readFileSync(new URL(`./lex-events/${name}.json`, import.meta.url), 'utf8')) as LexV2Event;
const withTranscript = (event: LexV2Event, inputTranscript: string): LexV2Event => ({ ...event, inputTranscript });

/** Tuesday 10:00 in New York: the salon is open. */
const OPEN = '2026-11-24T15:00:00Z';

/**
 * The call sessions in memory with the real hearing and dialog engine: what the code hook hands over and gets back is
 * what the production call sessions get (CallSessionService.phoneTurn runs the same hear() and respond()), minus
 * DynamoDB. Replays answered turns like the real one.
 */
class FakeCalls implements PhoneCalls {
  readonly started: Array<{ dialed: string; caller: string | null }> = [];
  readonly startExtras: Array<{ test: boolean; contactId: string | null } | undefined> = [];
  readonly engineTurns: string[] = [];
  readonly heard: Heard[] = [];
  private readonly calls = new Map<string, { state: CallState; replies: TurnReply[] }>();
  constructor(
    private readonly context: EngineContext,
    private readonly interpreter?: Interpreter,
  ) {}

  state(id: string): CallState {
    return this.calls.get(id)!.state;
  }

  async start(dialed: string, caller: string | null, extra?: { test: boolean; contactId: string | null }) {
    this.started.push({ dialed, caller });
    this.startExtras.push(extra);
    const id = `call-${this.started.length}`;
    this.calls.set(id, { state: greet(this.context).callState, replies: [] });
    return { id };
  }

  /** A call already in progress (the later-turn fixtures name call-abc with `turns` answered). */
  seed(id: string, answered: number) {
    const replies = Array.from({ length: answered }, () => ({ say: 'earlier', action: 'continue' as const, ended: false }));
    this.calls.set(id, { state: greet(this.context).callState, replies });
  }

  async turn(callId: string, n: number, input: string | CallerInput): Promise<TurnReply> {
    const call = this.calls.get(callId);
    if (!call) throw new Error(`no call ${callId}`);
    if (n <= call.replies.length) return call.replies[n - 1]!;
    const heard = await hear(this.context, call.state, typeof input === 'string' ? { text: input } : input, this.interpreter, { budgetMs: 100 });
    this.heard.push(heard);
    this.engineTurns.push(heard.text);
    const result = respond(this.context, call.state, heard.text, heard.hint);
    call.state = JSON.parse(JSON.stringify(result.callState)) as CallState;
    const reply: TurnReply = {
      say: result.say,
      action: result.action,
      ...(result.transfer_to ? { transfer_to: result.transfer_to } : {}),
      ended: result.action === 'hangup' || result.action === 'transfer',
    };
    call.replies.push(reply);
    return reply;
  }
}

/** What Lex V2 accepts from a code hook (Lex V2 developer guide, "Response format"). */
function expectValidLexResponse(res: LexV2Result) {
  const type = res.sessionState.dialogAction.type;
  expect(['Close', 'ConfirmIntent', 'Delegate', 'ElicitIntent', 'ElicitSlot']).toContain(type);
  for (const [key, value] of Object.entries(res.sessionState.sessionAttributes ?? {})) expect(typeof value, key).toBe('string');
  if (type === 'ElicitIntent' || type === 'ConfirmIntent') expect(res.messages?.length).toBeGreaterThan(0);
  if (type === 'Close') expect(['Fulfilled', 'Failed']).toContain(res.sessionState.intent?.state);
  for (const m of res.messages ?? []) {
    expect(m.contentType).toBe('PlainText');
    if (m.contentType === 'PlainText') {
      expect(m.content.trim().length).toBeGreaterThan(0);
      expect(m.content.length).toBeLessThanOrEqual(1000);
    }
  }
  expect(() => JSON.stringify(res)).not.toThrow();
}

const attrs = (res: LexV2Result) => res.sessionState.sessionAttributes ?? {};

describe('Lex V2 code hook', () => {
  it('first turn: starts the call by the dialed number, runs the engine on the transcript, keeps listening', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    const event = fixture('first-turn-speech');
    const res = await lexTurn(event, calls);
    expectValidLexResponse(res);
    expect(calls.started).toEqual([{ dialed: '+14155550123', caller: '+13125550100' }]);
    expect(calls.engineTurns).toEqual(['i would like to book a haircut tomorrow at three']);
    expect(res.sessionState.dialogAction).toEqual({ type: 'ElicitIntent' });
    expect(res.sessionState.intent).toBeUndefined();
    expect(attrs(res)).toEqual({
      ...event.sessionState.sessionAttributes,
      call_id: 'call-1',
      turns: '1',
      faults: '0',
      action: 'continue',
    });
    expect(res.messages!.map((m) => ('content' in m ? m.content : '')).join(' ')).toMatch(/name/i);
  });

  it("keeps Connect's contact id on the call, and marks Call Me Now's call (test_call) as a test", async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    const event = fixture('first-turn-speech');
    await lexTurn(event, calls);
    expect(calls.startExtras).toEqual([{ test: false, contactId: '6f1c2b5e-8a1d-4a37-9f0e-2d9c1b7a4e10' }]);
    const test = fixture('first-turn-speech');
    test.sessionState.sessionAttributes = { ...test.sessionState.sessionAttributes, test_call: 'true' };
    await lexTurn(test, calls);
    expect(calls.startExtras[1]).toEqual({ test: true, contactId: '6f1c2b5e-8a1d-4a37-9f0e-2d9c1b7a4e10' });
  });

  it('a caller asking for a person (FallbackIntent): Close with the transfer number for the flow', async () => {
    const calls = new FakeCalls(ctx(makeBusiness({ assistant: allTransfers() }), OPEN));
    calls.seed('call-abc', 3);
    const res = await lexTurn(fixture('later-turn-fallback'), calls);
    expectValidLexResponse(res);
    expect(calls.started).toEqual([]);
    expect(calls.engineTurns).toEqual(['uh can i talk to a real person please']);
    expect(res.sessionState.dialogAction).toEqual({ type: 'Close' });
    expect(res.sessionState.intent).toEqual({ name: 'FallbackIntent', state: 'Fulfilled' });
    expect(attrs(res)).toMatchObject({ call_id: 'call-abc', turns: '4', action: 'transfer', transfer_to: '+12125550199' });
    expect(res.messages!.length).toBeGreaterThan(0);
  });

  it('transfers off: the same request becomes a message, and the bot keeps listening', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    calls.seed('call-abc', 3);
    const res = await lexTurn(fixture('later-turn-fallback'), calls);
    expectValidLexResponse(res);
    expect(res.sessionState.dialogAction.type).toBe('ElicitIntent');
    expect(['message', 'continue']).toContain(attrs(res).action);
    expect(attrs(res).transfer_to).toBeUndefined();
  });

  it('silence (empty transcript): the engine re-prompts, never an empty reply', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    calls.seed('call-abc', 5);
    const res = await lexTurn(fixture('silence'), calls);
    expectValidLexResponse(res);
    expect(calls.engineTurns).toEqual(['']);
    expect(res.sessionState.dialogAction.type).toBe('ElicitIntent');
    expect(attrs(res).turns).toBe('6');
  });

  it('goodbye: Close with action hangup, the engine speaking the last words', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    calls.seed('call-abc', 5);
    const res = await lexTurn(withTranscript(fixture('silence'), 'no thanks that is all goodbye'), calls);
    expectValidLexResponse(res);
    expect(res.sessionState.dialogAction.type).toBe('Close');
    expect(attrs(res).action).toBe('hangup');
  });

  it('a retried turn (same session state) gets the same reply without running the engine again', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    const first = await lexTurn(fixture('first-turn-speech'), calls);
    const second = fixture('first-turn-speech');
    second.sessionState.sessionAttributes = attrs(first);
    const next = await lexTurn(withTranscript(second, 'yes'), calls);
    const retried = await lexTurn(withTranscript(structuredClone(second), 'yes'), calls);
    expect(retried).toEqual(next);
    expect(calls.engineTurns).toEqual(['i would like to book a haircut tomorrow at three', 'yes']);
    expect(calls.started).toHaveLength(1);
  });

  it('a fault on our side: an apology and the same turn again; the third fault in a row ends the call politely', async () => {
    const broken: PhoneCalls = {
      start: async () => ({ id: 'call-x' }),
      turn: async () => {
        throw new Error('DynamoDB is down');
      },
    };
    const errors: unknown[] = [];
    const counts: string[] = [];
    // The code hook logs through Powertools in Lambda; the domain's observer is where every log line starts.
    const original = setObserver({ ...consoleObserver, error: (message, fields) => errors.push({ message, fields }), count: (name) => counts.push(name) });
    try {
      let event = fixture('later-turn-fallback');
      const replies: LexV2Result[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await lexTurn(event, broken);
        expectValidLexResponse(res);
        replies.push(res);
        event = { ...event, sessionState: { ...event.sessionState, sessionAttributes: attrs(res) } };
      }
      expect(replies.map((r) => r.sessionState.dialogAction.type)).toEqual(['ElicitIntent', 'ElicitIntent', 'Close']);
      expect(replies.map((r) => attrs(r).faults)).toEqual(['1', '2', '3']);
      expect(replies.map((r) => attrs(r).turns)).toEqual(['3', '3', '3']);
      expect(attrs(replies[2]!).action).toBe('hangup');
      expect(JSON.stringify(replies[2]!.messages)).toMatch(/Goodbye/);
      expect(errors).toHaveLength(3);
      expect(errors[0]).toMatchObject({ message: 'lex turn failed', fields: { faults: 1, error: 'Error: DynamoDB is down' } });
      // Every turn counts for the fallback alarm; this fixture's turns are FallbackIntent ones.
      expect(event.sessionState.intent?.name).toBe('FallbackIntent');
      expect(counts.filter((c) => c === METRIC.lexTurns)).toHaveLength(3);
      expect(counts.filter((c) => c === METRIC.lexFallbackTurns)).toHaveLength(3);
    } finally {
      setObserver(original);
    }
  });

  it('no dialed number from the flow and no call yet: an apology, not an exception', async () => {
    const event = fixture('first-turn-speech');
    event.sessionState.sessionAttributes = {};
    const original = console.error;
    console.error = () => {};
    try {
      const res = await lexTurn(event, new FakeCalls(ctx(makeBusiness(), OPEN)));
      expectValidLexResponse(res);
      expect(attrs(res).faults).toBe('1');
    } finally {
      console.error = original;
    }
  });

  it('splits a long reply at sentence ends into messages Lex accepts', () => {
    const long = Array.from({ length: 60 }, (_, i) => `This is sentence number ${i + 1} of a very long answer.`).join(' ');
    const messages = splitMessages(long)!;
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) {
      expect(m.contentType).toBe('PlainText');
      if (m.contentType === 'PlainText') {
        expect(m.content.length).toBeLessThanOrEqual(1000);
        expect(m.content).toMatch(/\.$/);
      }
    }
    expect(messages.map((m) => ('content' in m ? m.content : '')).join(' ')).toBe(long);
  });

  it('a transfer without a number still closes the bot (the flow transfers to the stored number)', () => {
    const res = toLexResponse(fixture('silence'), { say: 'Let me connect you.', action: 'transfer' }, { transfer_to: 'stale' });
    expectValidLexResponse(res);
    expect(res.sessionState.dialogAction.type).toBe('Close');
    expect(attrs(res).transfer_to).toBeUndefined();
  });
});

/** An interpreter that answers what it is told to and remembers what it was asked (the port, not Bedrock). */
function scriptedInterpreter(answer: (req: InterpretRequest) => unknown, delayMs = 0) {
  const asked: InterpretRequest[] = [];
  const signals: AbortSignal[] = [];
  const interpreter: Interpreter = {
    async interpret(req, signal) {
      asked.push(req);
      signals.push(signal);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return answer(req) as InterpreterHint | null;
    },
  };
  return { interpreter, asked, signals };
}

const says = (res: LexV2Result) => (res.messages ?? []).map((m) => ('content' in m ? m.content : '')).join(' ');
const nextTurn = (event: LexV2Event, previous: LexV2Result, patch: Partial<LexV2Event> = {}): LexV2Event => ({
  ...event,
  ...patch,
  sessionState: { ...event.sessionState, sessionAttributes: attrs(previous) },
});

describe('Lex V2 code hook: what Lex heard', () => {
  it('reads the event: best transcription, ranked alternatives with their confidence, keypad digits', () => {
    expect(callerInput(fixture('speech-alternatives'))).toEqual({
      text: 'is there a place to leave my card',
      mode: 'speech',
      alternatives: [
        { text: 'is there a place to leave my card', confidence: 0.74 },
        { text: 'is there a place to leave my car', confidence: 0.69 },
        { text: 'is there a place to leave my cart', confidence: 0.22 },
      ],
    });
    // One transcription is no choice; DTMF carries the digits only.
    expect(callerInput(fixture('first-turn-speech'))).toEqual({ text: 'i would like to book a haircut tomorrow at three', mode: 'speech' });
    expect(callerInput(fixture('keypad-digits'))).toEqual({ text: '3125550188', mode: 'dtmf' });
    expect(callerInput(fixture('silence'))).toEqual({ text: '', mode: 'speech' });
  });

  it('alternative transcriptions: acts on the one the understanding reads best, not the recogniser\'s first', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    calls.seed('call-abc', 1);
    const res = await lexTurn(fixture('speech-alternatives'), calls);
    expectValidLexResponse(res);
    expect(calls.engineTurns).toEqual(['is there a place to leave my car']);
    expect(calls.heard[0]!.via).toBe('alternative');
    expect(says(res)).toContain('free parking behind the building');
    // Lex's own dtmf settings ride along in the session attributes.
    expect(attrs(res)['x-amz-lex:dtmf:end-timeout-ms:*:*']).toBe('3000');

    // The same turn with Lex's first transcription alone: the engine never hears about parking.
    const alone = new FakeCalls(ctx(makeBusiness(), OPEN));
    alone.seed('call-abc', 1);
    const single = fixture('speech-alternatives');
    single.transcriptions = single.transcriptions.slice(0, 1);
    const other = await lexTurn(single, alone);
    expect(alone.engineTurns).toEqual(['is there a place to leave my card']);
    expect(says(other)).not.toContain('parking');
  });

  it('alternatives the understanding reads equally well keep the recogniser\'s order; inside a task its best stands', () => {
    const context = ctx(makeBusiness(), OPEN);
    const input = (first: string, second: string): CallerInput => ({
      text: first,
      mode: 'speech',
      alternatives: [
        { text: first, confidence: 0.8 },
        { text: second, confidence: 0.78 },
      ],
    });
    // Both read as the parking question: Lex's first choice stays.
    expect(chooseTranscript(context, null, input('wear can i park', 'where can i park')).text).toBe('wear can i park');
    expect(chooseTranscript(context, null, input('where can i park', 'wear can i park')).text).toBe('where can i park');
    // Asked for a name, the task reads the answer: no alternative is preferred for reading like a request.
    const asking = { v: 1 as const, turn: 2, misses: 0, silences: 0, flow: { kind: 'message' as const, step: 'name' as const, reason: 'caller_request' as const } };
    expect(chooseTranscript(context, asking, input('is there a place to leave my card', 'is there a place to leave my car')).text).toBe('is there a place to leave my card');
  });

  it('keypad digits: ordinals only for a choice just offered (first, second, third, the last one)', () => {
    const offered = ['2026-11-25T09:00:00-05:00', '2026-11-25T10:00:00-05:00', '2026-11-25T11:00:00-05:00', '2026-11-25T12:00:00-05:00'];
    const picking = { v: 1 as const, turn: 2, misses: 0, silences: 0, flow: { kind: 'booking' as const, step: 'pick' as const, offered } };
    expect(['1', '2', '3', '4', '5', '0', '12'].map((d) => keypadText(picking, d))).toEqual(['the first one', 'the second one', 'the third one', 'the last one', '5', '0', '12']);
    const services = { ...picking, flow: { kind: 'booking' as const, step: 'service' as const, choices: ['i-cut', 'i-color'] } };
    expect(keypadText(services, '2#')).toBe('the last one');
    expect(keypadText({ ...picking, flow: { ...picking.flow, step: 'name' as const } }, '2')).toBe('2');
    expect(keypadText(null, '(312) 555-0188')).toBe('3125550188');
  });

  it('an alternative far less certain to the recogniser is not read, however well it reads', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    calls.seed('call-abc', 1);
    const event = fixture('speech-alternatives');
    event.transcriptions = [event.transcriptions[0]!, { ...event.transcriptions[1]!, transcriptionConfidence: 0.3 }];
    await lexTurn(event, calls);
    expect(calls.engineTurns).toEqual(['is there a place to leave my card']);
  });

  it('keypad digits for a numbered choice: "2" picks the second time offered, and the transcript shows the keys', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    const first = await lexTurn(withTranscript(fixture('first-turn-speech'), 'book a haircut tomorrow'), calls);
    expect(says(first)).toContain('Tomorrow I have 9:00 AM, 10:00 AM or 11:00 AM');
    const pressed = await lexTurn(nextTurn(fixture('keypad-digits'), first, { inputTranscript: '2' }), calls);
    expectValidLexResponse(pressed);
    expect(calls.engineTurns[1]).toBe('the second one');
    expect(calls.heard[1]).toMatchObject({ said: '2 (keypad)', via: 'keypad' });
    const flow = calls.state('call-1').flow as { start?: string };
    expect(flow.start).toBe('2026-11-25T10:00:00-05:00');
    expect(says(pressed)).toMatch(/name/i);
  });

  it('keypad digits for a phone number: typed instead of the caller-ID number, read back by its last digits', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    const first = await lexTurn(fixture('first-turn-speech'), calls);
    const named = await lexTurn(nextTurn(fixture('first-turn-speech'), first, { inputTranscript: 'Rosa Diaz' }), calls);
    expect(says(named)).toMatch(/ending in 0 1 0 0/);
    const typed = await lexTurn(nextTurn(fixture('keypad-digits'), named), calls);
    expectValidLexResponse(typed);
    expect(calls.engineTurns[2]).toBe('3125550188');
    expect(calls.state('call-1').caller?.phone).toBe('+13125550188');
    expect(says(typed)).toMatch(/0 1 8 8/);
  });

  it('keypad digits with nothing offered stay digits; a choice beyond those offered is not invented', async () => {
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN));
    const first = await lexTurn(withTranscript(fixture('first-turn-speech'), 'book a haircut tomorrow'), calls);
    await lexTurn(nextTurn(fixture('keypad-digits'), first, { inputTranscript: '7' }), calls);
    expect(calls.engineTurns[1]).toBe('7');
  });
});

describe('Lex V2 code hook: the interpreter (second opinion)', () => {
  const applePay = () => withTranscript(fixture('later-turn-fallback'), 'can i pay with apple pay');

  it('a turn below the confidence floor asks the interpreter; its constrained answer (an FAQ id) is the record the engine asks about', async () => {
    const { interpreter, asked } = scriptedInterpreter(() => ({ intent: null, record_ids: ['q-pay'] }));
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN), interpreter);
    calls.seed('call-abc', 3);
    const res = await lexTurn(applePay(), calls);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.utterance).toBe('can i pay with apple pay');
    expect(asked[0]!.intents).toEqual(expect.arrayContaining(['AskHours', 'BookAppointment', 'SpeakToHuman']));
    expect(asked[0]!.records.map((r) => r.id)).toEqual(['q-park', 'q-pay', 'q-kids', 'q-walk', 'i-cut', 'i-beard', 'i-color']);
    expect(calls.heard[0]!.via).toBe('interpreter');
    // The payment answer does not name Apple Pay: never stated as if it did; the caller is asked about that record.
    expect(says(res)).toContain('are you asking: what payment methods do you accept?');
    expect(says(res)).not.toContain('credit cards');

    // Without an interpreter (locally, in tests) the local reading stands and nothing is asked.
    const local = new FakeCalls(ctx(makeBusiness(), OPEN));
    local.seed('call-abc', 3);
    expect(says(await lexTurn(applePay(), local))).not.toContain('credit cards');
  });

  it('an answer outside the catalog or naming records the business does not have is discarded: the local reading stands', async () => {
    const local = new FakeCalls(ctx(makeBusiness(), OPEN));
    local.seed('call-abc', 3);
    const expected = says(await lexTurn(applePay(), local));
    for (const answer of [{ intent: 'RefundPolicy', record_ids: [] }, { intent: 'AskPrice', record_ids: ['q-invented'] }, { intent: 'AskServices', text: 'Sure, Apple Pay works!' }, 'Yes, we take Apple Pay.']) {
      const { interpreter, asked } = scriptedInterpreter(() => answer);
      const calls = new FakeCalls(ctx(makeBusiness(), OPEN), interpreter);
      calls.seed('call-abc', 3);
      const res = await lexTurn(applePay(), calls);
      expect(asked, JSON.stringify(answer)).toHaveLength(1);
      expect(calls.heard[0]!.hint, JSON.stringify(answer)).toBeNull();
      expect(says(res), JSON.stringify(answer)).toBe(expected);
    }
  });

  it('a slow interpreter is cut off at the budget (its signal aborted) and the local reading stands', async () => {
    const { interpreter, signals } = scriptedInterpreter(() => ({ intent: null, record_ids: ['q-pay'] }), 400);
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN), interpreter);
    calls.seed('call-abc', 3);
    const res = await lexTurn(applePay(), calls);
    expect(signals[0]!.aborted).toBe(true);
    expect(calls.heard[0]).toMatchObject({ hint: null, via: 'transcript' });
    expect(says(res)).not.toContain('credit cards');
  });

  it('is not asked when the local reading is sure enough, inside a task (the answer to its question), or on keypad input', async () => {
    const { interpreter, asked } = scriptedInterpreter(() => ({ intent: 'Goodbye', record_ids: [] }));
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN), interpreter);
    const first = await lexTurn(fixture('first-turn-speech'), calls);
    expect(says(first)).toMatch(/name/i);
    const named = await lexTurn(nextTurn(fixture('first-turn-speech'), first, { inputTranscript: 'Rosa Diaz' }), calls);
    await lexTurn(nextTurn(fixture('keypad-digits'), named), calls);
    expect(asked).toEqual([]);
    expect(calls.state('call-1').caller).toMatchObject({ first: 'Rosa', last: 'Diaz', phone: '+13125550188' });
  });

  it('a hint never ends the call or speaks for a yes: a hinted Goodbye is not a goodbye', async () => {
    const { interpreter, asked } = scriptedInterpreter(() => ({ intent: 'Goodbye', record_ids: [] }));
    const calls = new FakeCalls(ctx(makeBusiness(), OPEN), interpreter);
    calls.seed('call-abc', 3);
    const res = await lexTurn(applePay(), calls);
    expect(asked).toHaveLength(1);
    expect(calls.heard[0]!.hint).toEqual({ intent: 'Goodbye', record_ids: [] });
    expect(attrs(res).action).not.toBe('hangup');
  });
});

describe('warm-up ping (issue 19, item 7)', () => {
  it('answers {warm: true} without touching a call', async () => {
    const { handler } = await import('../../../functions/assistant/lex-code-hook.js');
    const result = await handler({ warmUp: true }, {} as never);
    expect(result).toEqual({ warm: true });
  });
});
