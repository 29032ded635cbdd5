import { readFileSync } from 'node:fs';
import type { LexV2Event, LexV2Result } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { greet, respond } from '../../../functions/assistant/engine.js';
import { lexTurn, splitMessages, toLexResponse, type PhoneCalls } from '../../../functions/assistant/lex-code-hook.js';
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
 * The call sessions in memory with the real dialog engine: what the code hook hands over and gets back is what the
 * production call sessions get, minus DynamoDB. Replays answered turns like the real one.
 */
class FakeCalls implements PhoneCalls {
  readonly started: Array<{ dialed: string; caller: string | null }> = [];
  readonly startExtras: Array<{ test: boolean; contactId: string | null } | undefined> = [];
  readonly engineTurns: string[] = [];
  private readonly calls = new Map<string, { state: CallState; replies: TurnReply[] }>();
  constructor(private readonly context: EngineContext) {}

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

  async turn(callId: string, n: number, text: string): Promise<TurnReply> {
    const call = this.calls.get(callId);
    if (!call) throw new Error(`no call ${callId}`);
    if (n <= call.replies.length) return call.replies[n - 1]!;
    this.engineTurns.push(text);
    const result = respond(this.context, call.state, text);
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

describe('warm-up ping (issue 19, item 7)', () => {
  it('answers {warm: true} without touching a call', async () => {
    const { handler } = await import('../../../functions/assistant/lex-code-hook.js');
    const result = await handler({ warmUp: true }, {} as never);
    expect(result).toEqual({ warm: true });
  });
});
