import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { BedrockRuntimeClient, ConverseCommand, ThrottlingException, type ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { bedrockInterpreter } from '../../../functions/adapters/bedrock-interpreter.js';
import { lazyBedrockInterpreter } from '../../../functions/adapters/bedrock-interpreter-lazy.js';
import { respond } from '../../../functions/assistant/engine.js';
import { askInterpreter, hear, interpretRequest } from '../../../functions/assistant/hearing.js';
import { greet } from '../../../functions/assistant/engine.js';
import { ctx, makeBusiness } from '../assistant/fixtures.js';

/** Converse responses in the shape the SDK returns them (Bedrock API reference, Converse: Response syntax). */
const recorded = (name: string): ConverseCommandOutput =>
  JSON.parse(readFileSync(new URL(`./bedrock-converse/${name}.json`, import.meta.url), 'utf8')) as ConverseCommandOutput;

const MODEL = 'amazon.nova-micro-v1:0';
const client = new BedrockRuntimeClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
const mock = mockClient(client);
const interpreter = bedrockInterpreter({ modelId: MODEL, client });

/** Tuesday 10:00 in New York: the salon is open. */
const context = ctx(makeBusiness(), '2026-11-24T15:00:00Z');
const request = interpretRequest(context, null, 'can i pay with apple pay');

beforeEach(() => mock.reset());

describe('bedrockInterpreter (Converse)', () => {
  it('asks the stage model to classify, deterministically and briefly, among the catalog and the business records only', async () => {
    mock.on(ConverseCommand).resolves(recorded('valid-faq'));
    expect(await interpreter.interpret(request, new AbortController().signal)).toEqual({ intent: null, record_ids: ['q-pay'] });
    const input = mock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.modelId).toBe(MODEL);
    expect(input.inferenceConfig).toEqual({ maxTokens: 100, temperature: 0 });
    expect(input.system![0]).toMatchObject({ text: expect.stringContaining('Use only the given intent names and record ids') });
    const sent = JSON.parse((input.messages![0]!.content![0] as { text: string }).text);
    expect(sent.utterance).toBe('can i pay with apple pay');
    expect(sent.intents).toEqual(request.intents);
    expect(sent.records.map((r: { id: string }) => r.id)).toEqual(['q-park', 'q-pay', 'q-kids', 'q-walk', 'i-cut', 'i-beard', 'i-color']);
    expect(sent.records[1].text).toContain('What payment methods do you accept?');
  });

  it('valid answers: an intent of the catalog, a record of the business (a JSON code fence is tolerated)', async () => {
    for (const [name, hint] of [
      ['valid-intent', { intent: 'AskAddress', record_ids: [] }],
      ['fenced', { intent: 'AskPrice', record_ids: ['i-beard'] }],
    ] as const) {
      mock.on(ConverseCommand).resolves(recorded(name));
      expect(await interpreter.interpret(request, new AbortController().signal), name).toEqual(hint);
    }
  });

  it('discards an intent outside the catalog, an invented record id, prose and cut-off JSON', async () => {
    for (const name of ['out-of-catalog', 'invented-record', 'prose', 'truncated']) {
      mock.on(ConverseCommand).resolves(recorded(name));
      expect(await interpreter.interpret(request, new AbortController().signal), name).toBeNull();
      const asked = await askInterpreter(interpreter, request, 800);
      expect(asked, name).toMatchObject({ hint: null, outcome: 'none' });
    }
  });

  it('throttling (or any Bedrock error) is no answer: the turn goes on with the local reading', async () => {
    mock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Too many requests, please wait before trying again.', $metadata: { httpStatusCode: 429 } }));
    expect(await askInterpreter(interpreter, request, 800)).toMatchObject({ hint: null, outcome: 'error' });
    const state = greet(context).callState;
    const heard = await hear(context, state, { text: 'can i pay with apple pay' }, interpreter);
    expect(heard).toEqual({ text: 'can i pay with apple pay', said: 'can i pay with apple pay', hint: null, via: 'transcript' });
    expect(respond(context, state, heard.text, heard.hint).say).toBe(respond(context, state, 'can i pay with apple pay').say);
  });

  it('a slow answer is cut off at the budget (the request is aborted) and the local reading stands', async () => {
    let signal: AbortSignal | undefined;
    // What the SDK does with an abort signal: it rejects when the signal aborts.
    mock.on(ConverseCommand).callsFake(
      () =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(recorded('valid-faq')), 5_000);
          signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
          });
        }),
    );
    const watching = {
      interpret: (req: typeof request, s: AbortSignal) => {
        signal = s;
        return interpreter.interpret(req, s);
      },
    };
    const asked = await askInterpreter(watching, request, 50);
    expect(asked).toMatchObject({ hint: null, outcome: 'timeout' });
    expect(asked.ms).toBeLessThan(1_000);
    expect(signal!.aborted).toBe(true);
  });

  it('end to end: a recorded answer turns "can i pay with apple pay" into a question about the owner\'s payment record', async () => {
    mock.on(ConverseCommand).resolves(recorded('valid-faq'));
    const state = greet(context).callState;
    const heard = await hear(context, state, { text: 'can i pay with apple pay' }, interpreter);
    expect(heard).toMatchObject({ hint: { intent: null, record_ids: ['q-pay'] }, via: 'interpreter' });
    const turn = respond(context, state, heard.text, heard.hint);
    // The payment answer does not name Apple Pay: it is never stated as if it did; the caller is asked about that record.
    expect(turn.say).toContain('are you asking: what payment methods do you accept?');
    expect(turn.say).not.toContain('credit cards');
    expect(respond(context, state, heard.text).say).not.toContain('credit cards');
  });
});

describe('lazyBedrockInterpreter (the code hook: the Bedrock client imported on the first second opinion)', () => {
  it('answers as bedrockInterpreter does, through one client, however many turns ask', async () => {
    mock.on(ConverseCommand).resolves(recorded('valid-faq'));
    const lazy = lazyBedrockInterpreter({ modelId: MODEL, client });
    const [first, second] = await Promise.all([lazy.interpret(request, new AbortController().signal), lazy.interpret(request, new AbortController().signal)]);
    expect(first).toEqual({ intent: null, record_ids: ['q-pay'] });
    expect(second).toEqual(first);
    expect(mock.commandCalls(ConverseCommand).map((c) => c.args[0].input.modelId)).toEqual([MODEL, MODEL]);
  });
});
