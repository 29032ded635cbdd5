/**
 * Contact attributes of a test call placed to the owner's phone; the contact flow and its Lambdas can read them.
 * A module of its own so the Connect adapter, in every Lambda's composition root, does not import the test-call
 * service (and through it the whole dialog engine).
 */
export const TEST_CALL_ATTRIBUTE = 'test_call';
