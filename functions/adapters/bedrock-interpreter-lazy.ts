import type { Interpreter } from '../assistant/interpreter.js';
import type { BedrockInterpreterOptions } from './bedrock-interpreter.js';

/**
 * bedrockInterpreter, with the Bedrock client (@aws-sdk/client-bedrock-runtime, which the Lambda runtime ships:
 * hundreds of milliseconds to import) imported on the first second opinion rather than at every cold start of the
 * code hook: it is asked only about turns the local understanding reads below its confidence floor. That first one
 * waits for the import within the turn's interpreter budget (functions/assistant/hearing.ts); a failed import is
 * tried again on the next.
 */
export function lazyBedrockInterpreter(options: BedrockInterpreterOptions): Interpreter {
  let real: Promise<Interpreter> | null = null;
  const load = () =>
    (real ??= import('./bedrock-interpreter.js').then(
      (m) => m.bedrockInterpreter(options),
      (error: unknown) => {
        real = null;
        throw error;
      },
    ));
  return {
    interpret: async (request, signal) => (await load()).interpret(request, signal),
  };
}
