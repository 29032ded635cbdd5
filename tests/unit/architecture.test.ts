import { describe, expect, it } from 'vitest';
import madge from 'madge';

// The module graph of the server code and the web app, type-only imports included: a type import is an
// import a reader has to follow too, and what compiles away today is a runtime import tomorrow.
const graph = await madge(['functions', 'web/src'], {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});

describe('architecture', () => {
  it('has no circular import in functions/ or web/src', () => {
    const cycles = graph.circular().map((cycle) => cycle.join(' > '));
    if (cycles.length) console.error(`circular imports:\n${cycles.join('\n')}`);
    expect(cycles).toEqual([]);
  });

  it('resolves every relative import (a file madge cannot read would hide its cycles)', () => {
    expect(graph.warnings().skipped.filter((s) => s.startsWith('.'))).toEqual([]);
  });
});

/** The layer a file belongs to: functions/<folder>, or web. */
function layer(file: string): string {
  if (file.startsWith('web/')) return 'web';
  return file.split('/').slice(0, 2).join('/');
}

/** Every import from a file in layer `from` to a file in layer `to`, as "file -> imported file". */
function importsAcross(from: string, to: string): string[] {
  const edges: string[] = [];
  for (const [file, deps] of Object.entries(graph.obj())) {
    if (layer(file) !== from) continue;
    for (const dep of deps) if (layer(dep) === to) edges.push(`${file} -> ${dep}`);
  }
  return edges.sort();
}

describe('import direction (api -> core <- data/adapters; web -> contract <- api)', () => {
  it('core/ imports nothing from api/, local/ or aws/ (the composition roots)', () => {
    for (const to of ['functions/api', 'functions/local', 'functions/aws']) expect(importsAcross('functions/core', to)).toEqual([]);
  });

  // Core still names these repositories (as the types of services.repos' members) and a few key helpers of data/.
  // The list may only shrink: a new import from core/ into data/ fails here; move the type into core/ instead.
  const CORE_TO_DATA_LEFT = [
    'functions/core/account-data/account-deletion-service.ts -> functions/data/account-erase-repo.ts',
    'functions/core/accounts/accounts.ts -> functions/data/rate-limit-repo.ts',
    'functions/core/accounts/accounts.ts -> functions/data/users-repo.ts',
    'functions/core/accounts/change-password.ts -> functions/data/rate-limit-repo.ts',
    'functions/core/accounts/change-password.ts -> functions/data/sessions-repo.ts',
    'functions/core/accounts/change-password.ts -> functions/data/users-repo.ts',
    'functions/core/accounts/email-links.ts -> functions/data/email-links-repo.ts',
    'functions/core/accounts/email-links.ts -> functions/data/rate-limit-repo.ts',
    'functions/core/accounts/email-links.ts -> functions/data/users-repo.ts',
    'functions/core/accounts/password-reset.ts -> functions/data/password-reset-repo.ts',
    'functions/core/accounts/password-reset.ts -> functions/data/rate-limit-repo.ts',
    'functions/core/accounts/password-reset.ts -> functions/data/users-repo.ts',
    'functions/core/accounts/profile.ts -> functions/data/rate-limit-repo.ts',
    'functions/core/accounts/profile.ts -> functions/data/users-repo.ts',
    'functions/core/appointments/appointment-service.ts -> functions/data/appointments-repo.ts',
    'functions/core/appointments/appointment-service.ts -> functions/data/business-repo.ts',
    'functions/core/appointments/appointment-service.ts -> functions/data/rate-limit-repo.ts',
    'functions/core/auth/sessions.ts -> functions/data/sessions-repo.ts',
    'functions/core/business/business-service.ts -> functions/data/business-repo.ts',
    'functions/core/business/business-service.ts -> functions/data/users-repo.ts',
    'functions/core/calls/call-log-service.ts -> functions/data/calls-repo.ts',
    'functions/core/calls/call-session-service.ts -> functions/data/calls-repo.ts',
    'functions/core/calls/test-call-media.ts -> functions/data/rate-limit-repo.ts',
    'functions/core/google/calendar-service.ts -> functions/data/google-repo.ts',
    'functions/core/newsletter/subscriptions.ts -> functions/data/newsletter-repo.ts',
    'functions/core/customers/customer-service.ts -> functions/data/customers-repo.ts', // the repository class as a type, as the others
    'functions/core/orders/order-service.ts -> functions/data/orders-repo.ts',
    'functions/core/phone-numbers/phone-number-service.ts -> functions/data/phone-numbers-repo.ts',
    'functions/core/scrape/scrape-service.ts -> functions/data/scrape-repo.ts',
    'functions/core/scrape/scrape-tasks.ts -> functions/data/business-repo.ts',
    'functions/core/scrape/scrape-tasks.ts -> functions/data/scrape-repo.ts',
    'functions/core/search/search-service.ts -> functions/data/search-index.ts',
    'functions/core/services.ts -> functions/data/client.ts',
    'functions/core/services.ts -> functions/data/repositories.ts',

  ];
  it('core/ imports from data/ only what it did when data/ was turned around (the list only shrinks)', () => {
    expect(importsAcross('functions/core', 'functions/data').filter((edge) => !CORE_TO_DATA_LEFT.includes(edge))).toEqual([]);
  });

  it('data/ imports nothing from api/, local/ or aws/', () => {
    for (const to of ['functions/api', 'functions/local', 'functions/aws']) expect(importsAcross('functions/data', to)).toEqual([]);
  });

  it('contract/ imports nothing but contract/ (the web bundles it)', () => {
    const outside = Object.entries(graph.obj())
      .filter(([file]) => layer(file) === 'functions/contract')
      .flatMap(([file, deps]) => deps.filter((d) => layer(d) !== 'functions/contract').map((d) => `${file} -> ${d}`));
    expect(outside).toEqual([]);
  });

  it('web/ imports from functions/ only through contract/', () => {
    const layers = ['api', 'core', 'data', 'adapters', 'assistant', 'aws', 'local', 'telephony', 'workflows'];
    expect(layers.flatMap((l) => importsAcross('web', `functions/${l}`))).toEqual([]);
  });
});
