import { describe, expect, it } from 'vitest';
import type { AssistantBusiness as Business } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/*
 * After hours, an owner who takes transfers may give an on-call number: an urgent caller (danger or damage now) is put
 * through to it; without one the assistant takes an urgent message as before. Inside working hours nothing changes.
 */

// Monday 10 March 2025 in New York: 10:00 (open) and 19:30 (closed; the fixture's salon closes earlier).
const OPEN = '2025-03-10T14:00:00Z';
const CLOSED = '2025-03-10T23:30:00Z';

const transfers = (extra: Partial<Business['assistant']> = {}): Partial<Business['assistant']> => ({
  transfer_calls_enabled: true,
  transfer_phone_number: '+1 (212) 555-0199',
  transfer_scenarios: [{ id: 't-cb', text: 'Customer requests a callback from the owner' }],
  ...extra,
});
const ON_CALL = { after_hours_transfer_phone_number: '(917) 555-0142' };

describe('after-hours on-call transfers', () => {
  it('an urgent caller after hours is put through to the on-call number', () => {
    const r = new Call(ctx(makeBusiness({ assistant: transfers(ON_CALL) }), CLOSED)).say('a pipe just burst and water is flooding my kitchen');
    expect(r.understood?.intent).toBe('Urgent');
    expect(r.action).toBe('transfer');
    expect(r.transfer_to).toBe('+19175550142');
    expect(r.effects.some((e) => e.type === 'take_message')).toBe(false);
  });

  it('without an on-call number the urgent caller after hours leaves a message, as before', () => {
    const r = new Call(ctx(makeBusiness({ assistant: transfers() }), CLOSED)).say('a pipe just burst and water is flooding my kitchen');
    expect(r.action).toBe('message');
    expect(r.transfer_to).toBeUndefined();
  });

  it('while open, an urgent caller still goes to the usual transfer number', () => {
    const r = new Call(ctx(makeBusiness({ assistant: transfers(ON_CALL) }), OPEN)).say('there is smoke coming out of the dryer');
    expect(r.action).toBe('transfer');
    expect(r.transfer_to).toBe('+12125550199');
  });

  it('after hours, a caller who only wants a person (nothing urgent) is not put through to the on-call number', () => {
    const r = new Call(ctx(makeBusiness({ assistant: transfers(ON_CALL) }), CLOSED)).say('can the owner call me back tomorrow?');
    expect(r.action).not.toBe('transfer');
  });

  it('with transfers turned off, the on-call number is not used', () => {
    const r = new Call(ctx(makeBusiness({ assistant: transfers({ ...ON_CALL, transfer_calls_enabled: false }) }), CLOSED)).say(
      'a pipe just burst and water is flooding my kitchen',
    );
    expect(r.action).not.toBe('transfer');
  });
});
