import { describe, expect, it } from 'vitest';
import {
  buildContactFlow,
  DTMF_SESSION_ATTRIBUTES,
  FLOW_ACTION_IDS as ID,
  LOOKUP_ATTRIBUTES,
  SPOKEN,
  type ContactFlow,
  type FlowAction,
} from '../../../functions/assistant/contact-flow.js';

const LOOKUP = 'arn:aws:lambda:us-east-1:123456789012:function:lookup';
const ALIAS = 'arn:aws:lex:us-east-1:123456789012:bot-alias/BOTID12345/ALIASID123';
const flow = buildContactFlow({ lookupFunctionArn: LOOKUP, botAliasArn: ALIAS });
const byId = new Map(flow.Actions.map((a) => [a.Identifier, a]));
const action = (id: string) => byId.get(id)!;

/**
 * Error types each action type can raise (Amazon Connect flow language reference). Every one must be handled;
 * NoMatchingCondition is the default branch of a Compare / bot, not a fault.
 */
const REQUIRED_ERRORS: Record<string, string[]> = {
  InvokeLambdaFunction: ['NoMatchingError'],
  UpdateContactAttributes: ['NoMatchingError'],
  UpdateContactTextToSpeechVoice: ['NoMatchingError'],
  MessageParticipant: ['NoMatchingError'],
  ConnectParticipantWithLexBot: ['NoMatchingCondition', 'NoMatchingError'],
  TransferParticipantToThirdParty: ['CallFailed', 'ConnectionTimeLimitExceeded', 'NoMatchingError'],
  Compare: ['NoMatchingCondition'],
};
/** Action types that cannot fail (no Errors in the reference). */
const NEVER_FAIL = new Set(['UpdateContactRecordingBehavior', 'DisconnectParticipant']);

type Edge = { to: string; kind: 'next' | 'condition' | 'default' | 'error'; label: string };
function edges(a: FlowAction): Edge[] {
  const t = a.Transitions;
  return [
    ...(t.NextAction ? [{ to: t.NextAction, kind: 'next' as const, label: 'next' }] : []),
    ...(t.Conditions ?? []).map((c) => ({ to: c.NextAction, kind: 'condition' as const, label: c.Condition.Operands.join('|') })),
    ...(t.Errors ?? []).map((e) => ({ to: e.NextAction, kind: e.ErrorType === 'NoMatchingCondition' ? ('default' as const) : ('error' as const), label: e.ErrorType })),
  ];
}

/** A transfer that does not come back to the flow ends the flow's path like a disconnect does. */
const isEnd = (a: FlowAction) =>
  a.Type === 'DisconnectParticipant' || (a.Type === 'TransferParticipantToThirdParty' && a.Parameters.ContinueFlowExecution === 'False');

/** Every path from `id` to its end, as lists of action ids (the flow is acyclic: checked below). */
function paths(f: ContactFlow, id: string): string[][] {
  const a = f.Actions.find((x) => x.Identifier === id)!;
  if (isEnd(a)) return [[id]];
  return [...new Set(edges(a).map((e) => e.to))].flatMap((next) => paths(f, next).map((p) => [id, ...p]));
}

describe('contact flow: structure', () => {
  it('is a 2019-10-30 flow with unique identifiers and an existing start action', () => {
    expect(flow.Version).toBe('2019-10-30');
    expect(byId.size).toBe(flow.Actions.length);
    expect(byId.has(flow.StartAction)).toBe(true);
    expect(JSON.parse(JSON.stringify(flow))).toEqual(flow);
  });

  it('points every NextAction, Errors and Conditions target at an existing action', () => {
    const dangling = flow.Actions.flatMap((a) => edges(a).filter((e) => !byId.has(e.to)).map((e) => `${a.Identifier} -${e.label}-> ${e.to}`));
    expect(dangling).toEqual([]);
  });

  it('handles every error each action can raise, and uses only known action types', () => {
    const problems: string[] = [];
    for (const a of flow.Actions) {
      if (NEVER_FAIL.has(a.Type)) continue;
      const required = REQUIRED_ERRORS[a.Type];
      if (!required) {
        problems.push(`${a.Identifier}: unknown action type ${a.Type}`);
        continue;
      }
      const handled = new Set((a.Transitions.Errors ?? []).map((e) => e.ErrorType));
      for (const error of required) if (!handled.has(error)) problems.push(`${a.Identifier} (${a.Type}) does not handle ${error}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every action but the end a way on, and reaches every action from the start', () => {
    for (const a of flow.Actions) {
      if (isEnd(a)) expect(a.Transitions.NextAction, a.Identifier).toBeUndefined();
      else expect(a.Transitions.NextAction, a.Identifier).toBeTruthy();
    }
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const e of edges(action(id))) visit(e.to);
    };
    visit(flow.StartAction);
    expect(flow.Actions.map((a) => a.Identifier).filter((id) => !seen.has(id))).toEqual([]);
  });

  it('has no loop, and every path ends in a disconnect (or a transfer that does not return)', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycle = (id: string): boolean => {
      if (state.get(id) === 'done') return false;
      if (state.get(id) === 'open') return true;
      state.set(id, 'open');
      const found = edges(action(id)).some((e) => cycle(e.to));
      state.set(id, 'done');
      return found;
    };
    expect(cycle(flow.StartAction)).toBe(false);
    const all = paths(flow, flow.StartAction);
    expect(all.length).toBeGreaterThan(10);
    for (const p of all) expect(isEnd(action(p[p.length - 1]!)), p.join(' > ')).toBe(true);
  });

  it('speaks before hanging up after every error: no caller is left in silence', () => {
    const silent: string[] = [];
    for (const a of flow.Actions) {
      // A message that cannot be spoken has nothing left to say; its error goes straight to the hang-up.
      if (a.Type === 'MessageParticipant') continue;
      for (const e of edges(a).filter((x) => x.kind === 'error')) {
        for (const p of paths(flow, e.to)) {
          const spoken = p.some((id) => action(id).Type === 'MessageParticipant');
          if (!spoken) silent.push(`${a.Identifier} -${e.label}-> ${p.join(' > ')}`);
        }
      }
    }
    expect(silent).toEqual([]);
  });

  it("hangs up without a message only where the bot itself has said goodbye (the engine's hangup)", () => {
    const direct = flow.Actions.flatMap((a) =>
      edges(a)
        .filter((e) => action(e.to).Type === 'DisconnectParticipant' && a.Type !== 'MessageParticipant')
        .map((e) => `${a.Identifier}:${e.label}`),
    );
    expect(direct).toEqual([`${ID.route}:hangup`]);
  });

  it('ends every error message and apology with a goodbye the caller can hear', () => {
    for (const text of Object.values(SPOKEN)) expect(text).toMatch(/Goodbye\.$/);
    for (const id of [ID.notInService, ID.technical, ID.transferFailed, ID.goodbye, ID.botEnded]) {
      expect(action(id).Type).toBe('MessageParticipant');
      expect(action(action(id).Transitions.NextAction!).Type).toBe('DisconnectParticipant');
    }
  });
});

describe('contact flow: what it does', () => {
  it('records the call, the automated part included, before anything else', () => {
    const record = action(flow.StartAction);
    expect(record.Type).toBe('UpdateContactRecordingBehavior');
    expect(record.Parameters).toEqual({ RecordingBehavior: { RecordedParticipants: ['Agent', 'Customer'], IVRRecordingBehavior: 'Enabled' } });
  });

  it('looks the business up by the dialed number with the lookup Lambda (string map, within Connect limits)', () => {
    const lookup = action(ID.lookup);
    expect(lookup.Type).toBe('InvokeLambdaFunction');
    expect(lookup.Parameters).toMatchObject({
      LambdaFunctionARN: LOOKUP,
      InvocationTimeLimitSeconds: '8',
      ResponseValidation: { ResponseType: 'STRING_MAP' },
      LambdaInvocationAttributes: { dialed_number: '$.SystemEndpoint.Address', caller_number: '$.CustomerEndpoint.Address' },
    });
    expect(action(ID.found).Parameters).toEqual({ ComparisonValue: '$.External.found' });
    expect(action(ID.remember).Parameters.Attributes).toEqual(Object.fromEntries(LOOKUP_ATTRIBUTES.map((k) => [k, `$.External.${k}`])));
  });

  it("rings the owner first for the answer delay, and lets the assistant answer when nobody picks up", () => {
    const ring = action(ID.ringOwner);
    expect(ring.Parameters).toEqual({
      ThirdPartyPhoneNumber: '$.Attributes.owner_number',
      ThirdPartyConnectionTimeLimitSeconds: '$.Attributes.answer_delay_seconds',
      ContinueFlowExecution: 'True',
    });
    expect(new Set(ring.Transitions.Errors!.map((e) => e.NextAction))).toEqual(new Set([ID.setVoice]));
    expect(action(ID.ringCheck).Transitions.Conditions).toEqual([{ NextAction: ID.ringOwner, Condition: { Operator: 'Equals', Operands: ['true'] } }]);
  });

  it('speaks in the business voice, greets, then hands the caller to the Lex bot alias with the call details', () => {
    expect(action(ID.setVoice).Parameters).toEqual({ TextToSpeechVoice: '$.Attributes.voice', TextToSpeechEngine: 'Neural' });
    expect(action(ID.fallbackVoice).Parameters.TextToSpeechVoice).toBe('Joanna');
    expect(action(ID.greeting).Parameters).toEqual({ Text: '$.Attributes.greeting' });
    expect(action(ID.greeting).Transitions.NextAction).toBe(ID.bot);
    const bot = action(ID.bot);
    expect(bot.Parameters).toEqual({
      LexV2Bot: { AliasArn: ALIAS },
      LexSessionAttributes: {
        business_id: '$.Attributes.business_id',
        caller_number: '$.CustomerEndpoint.Address',
        dialed_number: '$.SystemEndpoint.Address',
        contact_id: '$.ContactId',
        test_call: '$.Attributes.test_call',
        'x-amz-lex:dtmf:end-character:*:*': '#',
        'x-amz-lex:dtmf:deletion-character:*:*': '*',
        'x-amz-lex:dtmf:end-timeout-ms:*:*': '4000',
        'x-amz-lex:dtmf:max-length:*:*': '15',
      },
    });
  });

  it('lets the caller type on the keypad to the bot (Lex V2 DTMF settings for every intent and slot)', () => {
    const attributes = action(ID.bot).Parameters.LexSessionAttributes as Record<string, string>;
    const dtmf = Object.entries(attributes).filter(([k]) => k.startsWith('x-amz-lex:dtmf:'));
    // Lex V2's keys are x-amz-lex:dtmf:<behaviour>:<intent>:<slot>; '*' applies to every intent and slot.
    for (const [key] of dtmf) expect(key).toMatch(/^x-amz-lex:dtmf:(end-character|deletion-character|end-timeout-ms|max-length):\*:\*$/);
    expect(Object.fromEntries(dtmf)).toEqual(DTMF_SESSION_ATTRIBUTES);
    // A whole phone number fits in one turn, and # or * are distinct single keys.
    expect(Number(DTMF_SESSION_ATTRIBUTES['x-amz-lex:dtmf:max-length:*:*'])).toBeGreaterThanOrEqual(15);
    expect(DTMF_SESSION_ATTRIBUTES['x-amz-lex:dtmf:end-character:*:*']).not.toBe(DTMF_SESSION_ATTRIBUTES['x-amz-lex:dtmf:deletion-character:*:*']);
    for (const value of Object.values(attributes)) expect(typeof value).toBe('string');
  });

  it("branches on the engine's action: transfer to the number the engine chose, hang up, or say goodbye", () => {
    const route = action(ID.route);
    expect(route.Parameters).toEqual({ ComparisonValue: '$.Lex.SessionAttributes.action' });
    const branches = Object.fromEntries(route.Transitions.Conditions!.map((c) => [c.Condition.Operands[0], c.NextAction]));
    expect(branches).toEqual({ transfer: ID.transfer, hangup: ID.hangUp, message: ID.goodbye, continue: ID.botEnded });
    expect(action(ID.transfer).Parameters).toEqual({
      // The engine's choice (after hours an urgent call may go to the on-call number), not the lookup's transfer number.
      ThirdPartyPhoneNumber: '$.Lex.SessionAttributes.transfer_to',
      ThirdPartyConnectionTimeLimitSeconds: '30',
      ContinueFlowExecution: 'True',
    });
    expect(new Set(action(ID.transfer).Transitions.Errors!.map((e) => e.NextAction))).toEqual(new Set([ID.transferFailed]));
  });

  it('rejects timeouts Connect would refuse', () => {
    expect(() => buildContactFlow({ lookupFunctionArn: LOOKUP, botAliasArn: ALIAS, lookupTimeoutSeconds: 9 })).toThrow(/1-8/);
    expect(() => buildContactFlow({ lookupFunctionArn: LOOKUP, botAliasArn: ALIAS, transferTimeoutSeconds: 0 })).toThrow(/1-600/);
  });
});

/**
 * A small walker: follows the flow as Connect would for one call, given what each step results in
 * (an error type, or the values Compare reads), and returns what the caller hears and how the call ends.
 */
function walk(outcomes: Record<string, string>, values: Record<string, string>): { heard: string[]; steps: string[] } {
  const heard: string[] = [];
  const steps: string[] = [];
  let id: string | undefined = flow.StartAction;
  while (id) {
    const a = action(id);
    steps.push(id);
    if (steps.length > 50) throw new Error('runaway flow');
    if (a.Type === 'DisconnectParticipant') break;
    const error: string | undefined = outcomes[id];
    if (error) {
      const handler: { NextAction: string } | undefined = a.Transitions.Errors?.find((e) => e.ErrorType === error) ?? a.Transitions.Errors?.find((e) => e.ErrorType === 'NoMatchingError');
      if (!handler) throw new Error(`${id} has no branch for ${error}`);
      id = handler.NextAction;
      continue;
    }
    if (a.Type === 'MessageParticipant') {
      const text = String(a.Parameters.Text);
      heard.push(text.startsWith('$.') ? `<${text}>` : text);
    }
    if (a.Type === 'Compare') {
      const value = values[String(a.Parameters.ComparisonValue)] ?? '';
      const hit = a.Transitions.Conditions?.find((c) => c.Condition.Operands.includes(value));
      id = hit ? hit.NextAction : a.Transitions.Errors!.find((e) => e.ErrorType === 'NoMatchingCondition')!.NextAction;
      continue;
    }
    id = a.Transitions.NextAction;
  }
  return { heard, steps };
}

describe('contact flow: calls walked through', () => {
  const found = { '$.External.found': 'true', '$.Attributes.ring_owner_first': 'false' };

  it('a number no business answers: an apology, then the hang-up', () => {
    const { heard, steps } = walk({}, { '$.External.found': 'false' });
    expect(heard).toEqual([SPOKEN.notInService]);
    expect(steps).not.toContain(ID.bot);
    expect(steps.at(-1)).toBe(ID.hangUp);
  });

  it('the lookup Lambda fails: the technical apology, never silence', () => {
    expect(walk({ [ID.lookup]: 'NoMatchingError' }, {}).heard).toEqual([SPOKEN.technical]);
  });

  it('owner rings first, does not answer in time: the assistant greets and the bot takes the call', () => {
    const { heard, steps } = walk(
      { [ID.ringOwner]: 'ConnectionTimeLimitExceeded' },
      { ...found, '$.Attributes.ring_owner_first': 'true', '$.Lex.SessionAttributes.action': 'hangup' },
    );
    expect(steps.slice(steps.indexOf(ID.ringOwner))).toEqual([ID.ringOwner, ID.setVoice, ID.greeting, ID.bot, ID.route, ID.hangUp]);
    expect(heard).toEqual(['<$.Attributes.greeting>']);
  });

  it('the owner answers the first ring: they talk, and the caller hears a goodbye if still on the line', () => {
    const { steps, heard } = walk({}, { ...found, '$.Attributes.ring_owner_first': 'true' });
    expect(steps).not.toContain(ID.bot);
    expect(heard).toEqual([SPOKEN.goodbye]);
  });

  it('the engine transfers; the transfer fails: an apology before the hang-up', () => {
    const { heard, steps } = walk({ [ID.transfer]: 'CallFailed' }, { ...found, '$.Lex.SessionAttributes.action': 'transfer' });
    expect(steps).toContain(ID.transfer);
    expect(heard).toEqual(['<$.Attributes.greeting>', SPOKEN.transferFailed]);
  });

  it('the voice cannot be set: the fallback voice, and the call goes on', () => {
    const { steps } = walk({ [ID.setVoice]: 'NoMatchingError' }, { ...found, '$.Lex.SessionAttributes.action': 'message' });
    expect(steps).toEqual(expect.arrayContaining([ID.fallbackVoice, ID.greeting, ID.bot, ID.goodbye]));
  });

  it('the bot fails or ends without an action: a spoken apology', () => {
    expect(walk({ [ID.bot]: 'NoMatchingError' }, found).heard.at(-1)).toBe(SPOKEN.technical);
    expect(walk({}, found).heard.at(-1)).toBe(SPOKEN.botEnded);
  });
});
