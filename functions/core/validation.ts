import * as z from 'zod';
import { AppError } from './errors.js';

/** A schema of zod's chained API or of `zod/mini` (core/zod-mini.ts): both parse the same way. */
type Schema = z.core.$ZodType & {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: z.core.$ZodIssue[] } };
};

/** zod problems as sentences a person can read: "Business items attributes 2 price must be ...". */
export function parseOrThrow<T extends Schema>(schema: T, value: unknown): z.core.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.core.output<T>;
  const errors = result.error.issues.map(issueToSentence);
  throw new AppError('validation', errors[0] ?? 'Invalid input', { errors });
}

export function issueToSentence(issue: z.core.$ZodIssue): string {
  const { prefix, field } = describePath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const where = field ? ` in ${field.toLowerCase()}` : '';
    return `${prefix}Unknown field${issue.keys.length > 1 ? 's' : ''}${where}: ${issue.keys.join(', ')}`;
  }
  const label = field || 'Value';
  if (issue.code === 'invalid_union') {
    // zod says only "Invalid input". A branch that took the value's type tells what is wrong with it ("is too long");
    // when none did, name the types the field takes ("must be text or null").
    const branches = (issue.errors ?? []).filter((b) => b.length);
    const typeMiss = (i: z.core.$ZodIssue) => i.code === 'invalid_type' && i.path.length === 0 && /^Invalid input/.test(i.message);
    const closest = branches.find((b) => !b.every(typeMiss))?.[0];
    if (closest) {
      if (closest.code === 'invalid_type' && closest.path.length === 0) return `${prefix}${label} ${closest.message}`;
      return issueToSentence({ ...closest, path: [...issue.path, ...closest.path] } as z.core.$ZodIssue);
    }
    const expected = branches.flat().map((i) => (i.code === 'invalid_type' ? article(i.expected) : null));
    if (expected.length && expected.every(Boolean)) return `${prefix}${label} must be ${alternatives(expected as string[])}`;
  }
  if (issue.code === 'invalid_type') {
    // zod does not keep the input; its message names what was received.
    if (/received undefined/.test(issue.message)) return `${prefix}${label} can't be blank`;
    return `${prefix}${label} must be ${article(issue.expected)}`;
  }
  return `${prefix}${label} ${issue.message}`;
}

/** Singular names for nested lists, so errors read "Service 2: Price must be ...". */
const LIST_NAMES: Record<string, string> = {
  business_addresses_attributes: 'Address',
  business_items_attributes: 'Service',
  business_questions_attributes: 'Question',
  working_hours_attributes: 'Working hours',
  scenarios_attributes: 'Intake scenario',
  scenario_questions_attributes: 'question',
  transfer_scenarios_attributes: 'Transfer scenario',
  variants: 'Variant',
};

function describePath(path: PropertyKey[]): { prefix: string; field: string } {
  const parts: string[] = [];
  let i = 0;
  while (i < path.length - 1 && typeof path[i + 1] === 'number' && LIST_NAMES[String(path[i])]) {
    parts.push(`${LIST_NAMES[String(path[i])]} ${(path[i + 1] as number) + 1}`);
    i += 2;
  }
  // `user` is only the envelope of the sign-up and profile bodies: "Phone number ...", as the profile's own checks say.
  if (i === 0 && path[0] === 'user' && path.length > 1) i = 1;
  const rest = path.slice(i).map((p) => (typeof p === 'number' ? String(p + 1) : String(p).replace(/_attributes$/, '').replace(/_/g, ' ')));
  const words = rest.join(' ');
  return { prefix: parts.length ? `${parts.join(', ')}: ` : '', field: words ? words.charAt(0).toUpperCase() + words.slice(1) : '' };
}

const article = (type: string) =>
  ({
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    record: 'an object of names and values',
    null: 'null',
  })[type] ?? type;

/** "text or null"; "text, a number, true or false, or null". */
const alternatives = (kinds: string[]) => {
  const unique = [...new Set(kinds)].sort((a, b) => Number(a === 'null') - Number(b === 'null'));
  return unique.length <= 2 ? unique.join(' or ') : `${unique.slice(0, -1).join(', ')}, or ${unique.at(-1)}`;
};
