/**
 * The assistant's inbound contact flow, written in Amazon Connect's flow language (Version 2019-10-30) and
 * generated here so CDK deploys exactly what the unit tests walk (tests/unit/assistant/contact-flow.test.ts).
 *
 *   record ─► lookup ─► found? ─no─► "not in service" ─► hang up
 *                          │yes
 *                      remember (contact attributes) ─► ring owner first? ─yes─► ring owner (answer delay)
 *                          │no                                      unanswered / failed ─┤   answered ─► goodbye ─► hang up
 *                      set voice ◄──────────────────────────────────────────────────────┘
 *                          ▼
 *                      greeting ─► bot (Lex: every turn runs the dialog engine) ─► engine's action?
 *                                    transfer ─► transfer to the owner ─(failed)─► apology ─► hang up
 *                                    hangup ─► hang up (the bot has said goodbye)
 *                                    message / anything else ─► goodbye ─► hang up
 *
 * Every error branch speaks before the call ends: no caller is ever left in silence.
 */

export const FLOW_VERSION = '2019-10-30';

/** Lex session attributes the flow hands to the bot, and those the code hook hands back. */
export const SESSION = {
  businessId: 'business_id',
  callerNumber: 'caller_number',
  dialedNumber: 'dialed_number',
  contactId: 'contact_id',
  /** 'true' on a Call Me Now test call (a contact attribute of StartOutboundVoiceContact); the call log marks it a test. */
  testCall: 'test_call',
  /** Set by the code hook: the call record (call log, transcript, effects done) and the caller turns answered. */
  callId: 'call_id',
  turns: 'turns',
  /** Consecutive turns that failed on our side; the third ends the call politely. */
  faults: 'faults',
  /** The engine's last action: continue | message | transfer | hangup. */
  action: 'action',
  transferTo: 'transfer_to',
  /**
   * Set by the code hook for its next turn: the business's time zone and the local days the last turn discussed, so
   * the next turn reads those days and the ones the caller names beside the call (call-session-service.ts TurnAhead).
   */
  timeZone: 'time_zone',
  days: 'days',
  /** The appointment the last turn offered to cancel or move: the next turn reads it beside the call. */
  appointment: 'appointment',
  /**
   * The versions of the business the last turn spoke from (`<root>.<assistant>`): a code hook process holding an
   * older copy (another process answered since a save) reads the business beside the call, not after it.
   */
  businessVersion: 'business_version',
} as const;

/**
 * Lex V2's keypad (DTMF) settings for every turn of the bot: callers may type a phone number or a choice instead of
 * saying it. Input ends at # or 4 s after the last key, * starts over, and 15 digits (the longest E.164 number) are
 * the most a turn takes. The code hook reads keys by the question asked (functions/assistant/hearing.ts).
 */
export const DTMF_SESSION_ATTRIBUTES = {
  'x-amz-lex:dtmf:end-character:*:*': '#',
  'x-amz-lex:dtmf:deletion-character:*:*': '*',
  'x-amz-lex:dtmf:end-timeout-ms:*:*': '4000',
  'x-amz-lex:dtmf:max-length:*:*': '15',
} as const;

/** What the lookup Lambda returns and the flow keeps as contact attributes. */
export const LOOKUP_ATTRIBUTES = [
  'business_id',
  'voice',
  'greeting',
  'answer_delay_seconds',
  'ring_owner_first',
  'owner_number',
  'transfer_number',
] as const;

export const SPOKEN = {
  notInService: "We're sorry, the number you have dialed is not in service with our assistant. Please check the number and try again. Goodbye.",
  technical: "We're sorry, we're having technical difficulties and can't take your call right now. Please call again a little later. Goodbye.",
  transferFailed: "I'm sorry, I couldn't reach anyone right now. Please call again later, or leave a message when you call back. Goodbye.",
  goodbye: 'Thank you for calling. Goodbye.',
  botEnded: "I'm sorry, I can't help any further on this call. Please call again later. Goodbye.",
} as const;

export interface ContactFlowOptions {
  /** ARN of functions/assistant/contact-flow-lookup.ts. */
  lookupFunctionArn: string;
  /** ARN of the Lex V2 bot alias (not the test alias). */
  botAliasArn: string;
  /** Polly voice used when the business's voice cannot be set (Connect's own default is Joanna). */
  fallbackVoice?: string;
  /** Seconds Connect waits for the lookup Lambda (1-8). */
  lookupTimeoutSeconds?: number;
  /** Seconds the transfer to the owner rings before it counts as unanswered. */
  transferTimeoutSeconds?: number;
}

export interface FlowCondition {
  NextAction: string;
  Condition: { Operator: 'Equals'; Operands: string[] };
}
export interface FlowError {
  NextAction: string;
  ErrorType: string;
}
export interface FlowAction {
  Identifier: string;
  Type: string;
  Parameters: Record<string, unknown>;
  Transitions: { NextAction?: string; Errors?: FlowError[]; Conditions?: FlowCondition[] };
}
export interface ContactFlow {
  Version: string;
  StartAction: string;
  Metadata?: Record<string, unknown>;
  Actions: FlowAction[];
}

/** Action ids, readable in Connect's flow logs and in test failures. */
const ID = {
  record: 'enable-recording',
  lookup: 'lookup-business',
  found: 'check-business-found',
  notInService: 'say-not-in-service',
  remember: 'remember-business',
  ringCheck: 'check-ring-owner-first',
  ringOwner: 'ring-owner-first',
  setVoice: 'set-business-voice',
  fallbackVoice: 'set-fallback-voice',
  greeting: 'say-greeting',
  bot: 'assistant-bot',
  route: 'route-engine-action',
  transfer: 'transfer-to-owner',
  transferFailed: 'say-transfer-failed',
  goodbye: 'say-goodbye',
  botEnded: 'say-bot-ended',
  technical: 'say-technical-difficulties',
  hangUp: 'hang-up',
} as const;

const say = (id: string, text: string, next: string, onError: string = ID.hangUp): FlowAction => ({
  Identifier: id,
  Type: 'MessageParticipant',
  Parameters: { Text: text },
  Transitions: { NextAction: next, Errors: [{ NextAction: onError, ErrorType: 'NoMatchingError' }] },
});

const compare = (id: string, value: string, branches: Record<string, string>, otherwise: string): FlowAction => ({
  Identifier: id,
  Type: 'Compare',
  Parameters: { ComparisonValue: value },
  Transitions: {
    NextAction: otherwise,
    Conditions: Object.entries(branches).map(([operand, next]) => ({ NextAction: next, Condition: { Operator: 'Equals', Operands: [operand] } })),
    Errors: [{ NextAction: otherwise, ErrorType: 'NoMatchingCondition' }],
  },
});

/** The flow JSON object (CfnContactFlow's Content is its JSON text). */
export function buildContactFlow(options: ContactFlowOptions): ContactFlow {
  const lookupTimeout = options.lookupTimeoutSeconds ?? 8;
  if (!Number.isInteger(lookupTimeout) || lookupTimeout < 1 || lookupTimeout > 8) throw new Error('lookupTimeoutSeconds must be 1-8 (a Connect limit)');
  const transferTimeout = options.transferTimeoutSeconds ?? 30;
  if (!Number.isInteger(transferTimeout) || transferTimeout < 1 || transferTimeout > 600) throw new Error('transferTimeoutSeconds must be 1-600');

  const actions: FlowAction[] = [
    {
      // Recordings of the whole call: the automated part (the bot) and, after a transfer, both parties.
      Identifier: ID.record,
      Type: 'UpdateContactRecordingBehavior',
      Parameters: { RecordingBehavior: { RecordedParticipants: ['Agent', 'Customer'], IVRRecordingBehavior: 'Enabled' } },
      Transitions: { NextAction: ID.lookup },
    },
    {
      Identifier: ID.lookup,
      Type: 'InvokeLambdaFunction',
      Parameters: {
        LambdaFunctionARN: options.lookupFunctionArn,
        InvocationTimeLimitSeconds: String(lookupTimeout),
        InvocationType: 'SYNCHRONOUS',
        LambdaInvocationAttributes: { dialed_number: '$.SystemEndpoint.Address', caller_number: '$.CustomerEndpoint.Address' },
        ResponseValidation: { ResponseType: 'STRING_MAP' },
      },
      Transitions: { NextAction: ID.found, Errors: [{ NextAction: ID.technical, ErrorType: 'NoMatchingError' }] },
    },
    compare(ID.found, '$.External.found', { true: ID.remember }, ID.notInService),
    say(ID.notInService, SPOKEN.notInService, ID.hangUp),
    {
      // $.External is replaced by the next Lambda a flow calls; contact attributes last for the whole call.
      Identifier: ID.remember,
      Type: 'UpdateContactAttributes',
      Parameters: {
        TargetContact: 'Current',
        Attributes: Object.fromEntries(LOOKUP_ATTRIBUTES.map((name) => [name, `$.External.${name}`])),
      },
      Transitions: { NextAction: ID.ringCheck, Errors: [{ NextAction: ID.technical, ErrorType: 'NoMatchingError' }] },
    },
    compare(ID.ringCheck, '$.Attributes.ring_owner_first', { true: ID.ringOwner }, ID.setVoice),
    {
      // The owner's phone rings for the answer delay; unanswered (or unreachable), the assistant answers.
      Identifier: ID.ringOwner,
      Type: 'TransferParticipantToThirdParty',
      Parameters: {
        ThirdPartyPhoneNumber: '$.Attributes.owner_number',
        ThirdPartyConnectionTimeLimitSeconds: '$.Attributes.answer_delay_seconds',
        ContinueFlowExecution: 'True',
      },
      Transitions: {
        // The owner answered and the call between them ended while the caller is still on the line.
        NextAction: ID.goodbye,
        Errors: [
          { NextAction: ID.setVoice, ErrorType: 'ConnectionTimeLimitExceeded' },
          { NextAction: ID.setVoice, ErrorType: 'CallFailed' },
          { NextAction: ID.setVoice, ErrorType: 'NoMatchingError' },
        ],
      },
    },
    {
      Identifier: ID.setVoice,
      Type: 'UpdateContactTextToSpeechVoice',
      Parameters: { TextToSpeechVoice: '$.Attributes.voice', TextToSpeechEngine: 'Neural' },
      Transitions: { NextAction: ID.greeting, Errors: [{ NextAction: ID.fallbackVoice, ErrorType: 'NoMatchingError' }] },
    },
    {
      Identifier: ID.fallbackVoice,
      Type: 'UpdateContactTextToSpeechVoice',
      Parameters: { TextToSpeechVoice: options.fallbackVoice ?? 'Joanna', TextToSpeechEngine: 'Neural' },
      // Even without this voice, Connect keeps speaking in its default one.
      Transitions: { NextAction: ID.greeting, Errors: [{ NextAction: ID.greeting, ErrorType: 'NoMatchingError' }] },
    },
    // An empty or unspeakable greeting still leaves the static apology, which needs nothing from the lookup.
    say(ID.greeting, '$.Attributes.greeting', ID.bot, ID.technical),
    {
      // Lex recognises speech; its code hook runs the dialog engine on every utterance (functions/assistant/lex-code-hook.ts)
      // and ends the bot's session with a Close when the engine transfers or hangs up.
      Identifier: ID.bot,
      Type: 'ConnectParticipantWithLexBot',
      Parameters: {
        LexV2Bot: { AliasArn: options.botAliasArn },
        LexSessionAttributes: {
          [SESSION.businessId]: '$.Attributes.business_id',
          [SESSION.callerNumber]: '$.CustomerEndpoint.Address',
          [SESSION.dialedNumber]: '$.SystemEndpoint.Address',
          [SESSION.contactId]: '$.ContactId',
          [SESSION.testCall]: '$.Attributes.test_call',
          ...DTMF_SESSION_ATTRIBUTES,
        },
      },
      Transitions: {
        NextAction: ID.route,
        Errors: [
          { NextAction: ID.route, ErrorType: 'NoMatchingCondition' },
          { NextAction: ID.technical, ErrorType: 'NoMatchingError' },
        ],
      },
    },
    compare(
      ID.route,
      `$.Lex.SessionAttributes.${SESSION.action}`,
      { transfer: ID.transfer, hangup: ID.hangUp, message: ID.goodbye, continue: ID.botEnded },
      ID.botEnded,
    ),
    {
      Identifier: ID.transfer,
      Type: 'TransferParticipantToThirdParty',
      Parameters: {
        // The number the engine chose (the code hook's transfer_to): the transfer number, or after hours the on-call one.
        ThirdPartyPhoneNumber: `$.Lex.SessionAttributes.${SESSION.transferTo}`,
        ThirdPartyConnectionTimeLimitSeconds: String(transferTimeout),
        ContinueFlowExecution: 'True',
      },
      Transitions: {
        NextAction: ID.goodbye,
        Errors: [
          { NextAction: ID.transferFailed, ErrorType: 'ConnectionTimeLimitExceeded' },
          { NextAction: ID.transferFailed, ErrorType: 'CallFailed' },
          { NextAction: ID.transferFailed, ErrorType: 'NoMatchingError' },
        ],
      },
    },
    say(ID.transferFailed, SPOKEN.transferFailed, ID.hangUp),
    say(ID.goodbye, SPOKEN.goodbye, ID.hangUp),
    say(ID.botEnded, SPOKEN.botEnded, ID.hangUp),
    say(ID.technical, SPOKEN.technical, ID.hangUp),
    { Identifier: ID.hangUp, Type: 'DisconnectParticipant', Parameters: {}, Transitions: {} },
  ];
  return { Version: FLOW_VERSION, StartAction: ID.record, Actions: actions };
}

export const FLOW_ACTION_IDS = ID;
