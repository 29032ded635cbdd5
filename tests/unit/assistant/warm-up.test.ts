import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantBusiness, EngineContext } from '../../../functions/assistant/types.js';
import { makeBusiness } from './fixtures.js';

// The code hook's warm-up at module load (functions/assistant/warm-up.ts): a throwaway call that must touch nothing
// outside the process and leave nothing that changes what a real call hears.

type EngineModule = typeof import('../../../functions/assistant/engine.js');
type WarmUpModule = typeof import('../../../functions/assistant/warm-up.js');

/** A fresh copy of the engine's modules (its caches empty), as a new process would load them. */
async function freshModules(): Promise<{ engine: EngineModule; warmUp: WarmUpModule }> {
  vi.resetModules();
  const engine = await import('../../../functions/assistant/engine.js');
  const warmUp = await import('../../../functions/assistant/warm-up.js');
  return { engine, warmUp };
}

/** A business sharing words, an item name and a question with the warm-up's own, so shared caches would show. */
const business: AssistantBusiness = makeBusiness({
  name: 'Corner Cuts',
  time_zone: 'America/Chicago',
  items: [
    { id: 'c-trim', name: 'Trim', price: '22', duration: 30, currency: 'USD', enabled: true },
    { id: 'c-fade', name: 'Skin Fade', price: '35.00', duration: 45, currency: 'USD', enabled: true },
  ],
  questions: [
    { id: 'c-park', question: 'Is there parking?', answer: 'Street parking only, metered until 6.' },
    { id: 'c-cards', question: 'Do you take cards?', answer: 'Yes, every card but Diners.' },
  ],
});

const SCRIPT = [
  'is there anywhere to park',
  'how much would a skin fade be',
  'could I get a trim next Tuesday at 3:30 pm',
  'Jordan Price',
  'you can reach me on 312 555 0147',
  'yes',
  'do you take cards',
];

/** Every reply of a scripted call, the call state included. */
function replies(engine: EngineModule): unknown[] {
  const context: EngineContext = {
    business,
    now: new Date('2026-03-09T15:00:00Z'),
    callerNumber: '+13125550100',
    calendar: { appointments: [] },
  };
  const greeting = engine.greet(context);
  const out: unknown[] = [greeting];
  let state = greeting.callState;
  for (const utterance of SCRIPT) {
    const turn = engine.respond(context, state, utterance);
    out.push(turn);
    state = turn.callState;
  }
  return out;
}

afterEach(() => vi.restoreAllMocks());

// Each test loads a fresh copy of the engine and runs its code for the first time: slow on a loaded machine.
describe('engine warm-up', { timeout: 60_000 }, () => {
  it('answers its made-up call without any I/O', async () => {
    const { warmUp } = await freshModules();
    const io = [
      vi.spyOn(globalThis, 'fetch'),
      vi.spyOn(http, 'request'),
      vi.spyOn(https, 'request'),
      vi.spyOn(net, 'connect'),
      vi.spyOn(net, 'createConnection'),
      vi.spyOn(fs, 'readFileSync'),
      vi.spyOn(fs, 'writeFileSync'),
    ];
    const outcome = warmUp.warmUpEngine(60_000);
    expect(outcome.error).toBeUndefined();
    expect(outcome.turns).toBe(4);
    for (const spy of io) expect(spy).not.toHaveBeenCalled();
  });

  it('leaves nothing that changes a later reply: a call hears the same with and without it', async () => {
    const cold = await freshModules();
    const without = replies(cold.engine);
    const warmed = await freshModules();
    expect(warmed.warmUp.warmUpEngine(60_000).turns).toBe(4);
    const after = replies(warmed.engine);
    expect(after).toEqual(without);
    // The script reaches the facts and the booking it is meant to (so the comparison covers them).
    const said = without.map((r) => (r as { say: string }).say).join('\n');
    expect(said).toMatch(/metered until 6/);
    expect(said).toMatch(/\$35/);
    expect(said).toMatch(/Trim is booked for Tuesday, March 17 at 3:30 PM/);
  });

  it('is bounded: past its time budget it answers no further turn', async () => {
    const { warmUp } = await freshModules();
    expect(warmUp.warmUpEngine(-1)).toMatchObject({ turns: 0 });
  });
});
