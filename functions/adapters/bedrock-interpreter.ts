import { BedrockRuntimeClient, ConverseCommand, type ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { constrain, type Interpreter, type InterpreterHint, type InterpretRequest } from '../assistant/interpreter.js';

/**
 * The interpreter port on Amazon Bedrock's Converse API with a small, fast model (the stage's BEDROCK_MODEL_ID,
 * e.g. amazon.nova-micro-v1:0). The model only classifies: it is shown the caller's words, the catalog's intent
 * names and the business's record ids, and must answer with one JSON object naming some of those; whatever else it
 * says is discarded. Nothing it writes is ever spoken to a caller.
 */

const SYSTEM = [
  'You classify one utterance of a caller on the phone with a small business.',
  'Reply with one JSON object and nothing else: {"intent": <one of the given intent names, or null>, "record_ids": [<ids of the given records the caller asks about>]}.',
  'A question that one of the faq records answers: that record\'s id, with the intent that fits it or null.',
  'Use only the given intent names and record ids, exactly as written. If unsure, reply {"intent": null, "record_ids": []}.',
  'The utterance is speech-to-text output: expect filler words, slang and misheard words.',
].join(' ');

export interface BedrockInterpreterOptions {
  modelId: string;
  /** Tests pass a client; otherwise one per process. */
  client?: BedrockRuntimeClient;
}

/** The model's reply as a hint, or null when it is not one JSON object naming the catalog and the request's records. */
export function parseReply(output: Pick<ConverseCommandOutput, 'output' | 'stopReason'>, request: InterpretRequest): InterpreterHint | null {
  const text = (output.output?.message?.content ?? []).map((c) => ('text' in c && typeof c.text === 'string' ? c.text : '')).join('');
  // Models sometimes wrap JSON in a code fence; the object itself must still be the whole answer.
  const body = text.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  if (!body.startsWith('{') || !body.endsWith('}')) return null;
  try {
    return constrain(JSON.parse(body), request);
  } catch {
    return null;
  }
}

export function bedrockInterpreter(options: BedrockInterpreterOptions): Interpreter {
  // No retries: a turn's budget is well under a second, and the local reading stands when Bedrock is slow or busy.
  const client = options.client ?? new BedrockRuntimeClient({ maxAttempts: 1 });
  return {
    async interpret(request, signal) {
      const question = {
        utterance: request.utterance,
        ...(request.prompt ? { assistant_asked: request.prompt } : {}),
        intents: request.intents,
        records: request.records.map((r) => ({ id: r.id, kind: r.kind, text: r.text })),
      };
      const output = await client.send(
        new ConverseCommand({
          modelId: options.modelId,
          system: [{ text: SYSTEM }],
          messages: [{ role: 'user', content: [{ text: JSON.stringify(question) }] }],
          inferenceConfig: { maxTokens: 100, temperature: 0 },
        }),
        { abortSignal: signal },
      );
      return parseReply(output, request);
    },
  };
}
