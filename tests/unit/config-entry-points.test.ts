import { describe, expect, it } from 'vitest';
import { parseConfig, parseConfigOf } from '../../functions/core/config.js';

// Lambda entry points read their settings through the parsed configuration, each only the keys it needs.
describe('configuration of the Lambda entry points', () => {
  it('a route group and a task Lambda read only their own key, and need no secret for it', () => {
    expect(parseConfigOf({ ROUTE_GROUP: 'appointments', TABLE_NAME: '' }, ['ROUTE_GROUP'])).toEqual({ ROUTE_GROUP: 'appointments' });
    expect(parseConfigOf({ WORKFLOW_NAME: 'reminder' }, ['WORKFLOW_NAME'])).toEqual({ WORKFLOW_NAME: 'reminder' });
    expect(parseConfigOf({}, ['WORKFLOW_NAME'])).toEqual({});
  });

  it('the state machines are a JSON object of names to ARNs; anything else stops the start with a sentence', () => {
    const env = { TOKEN_SECRET: 'x'.repeat(32) };
    expect(parseConfig(env).STATE_MACHINE_ARNS).toEqual({});
    expect(parseConfig({ ...env, STATE_MACHINE_ARNS: '{"reminder":"arn:aws:states:us-east-1:1:stateMachine:r"}' }).STATE_MACHINE_ARNS).toEqual({
      reminder: 'arn:aws:states:us-east-1:1:stateMachine:r',
    });
    for (const bad of ['{not json', '["arn"]', '"arn"']) {
      expect(() => parseConfig({ ...env, STATE_MACHINE_ARNS: bad })).toThrow('STATE_MACHINE_ARNS: must be a JSON object of workflow names to state machine ARNs');
    }
  });
});
