/** aws-local-stepfunctions uses Promise.withResolvers, which Node 20 lacks (Node 22 has it). */
const P = Promise as unknown as { withResolvers?: () => unknown };
if (typeof P.withResolvers !== 'function') {
  P.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
export {};

// This machine runs Node 20 on purpose (Lambdas run Node 22); the SDK's notice about future Node 22-only
// releases is known and would otherwise print on every start and in every test worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
