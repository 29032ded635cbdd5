/** The phone assistant's dialog engine: the public surface used by the test-call API and the Lex code hook. */
export { greet, respond, effectFailed, initialCallState, serializeCallState, parseCallState } from './engine.js';
export { INTENT_CATALOG, INTENT_NAMES, CUSTOM_SLOT_TYPES, lexCatalogProblems } from './intent-catalog.js';
export type { IntentDefinition, IntentName, IntentSlot, SlotTypeName } from './intent-catalog.js';
export { TRANSFER_REASON_TEXT } from './transfer-reasons.js';
export type * from './types.js';
export { hear } from './hearing.js';
export type { CallerInput, Heard } from './hearing.js';
export { parseWhen } from './when.js';
