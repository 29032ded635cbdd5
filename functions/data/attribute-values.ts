/**
 * Native values to DynamoDB's JSON attribute values and back, as `@aws-sdk/util-dynamodb` converts them with the
 * options the document client was used with (`removeUndefinedValues: true`, class instances refused): our own ~2 KB
 * rather than the SDK package, which the Lambda bundles keep external (issue 15). Binary values travel as base64,
 * as DynamoDB's JSON protocol carries them, and come back as Uint8Array.
 */
export type AttributeValue =
  | { S: string }
  | { N: string }
  | { B: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { L: AttributeValue[] }
  | { M: AttributeMap }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] };
export type AttributeMap = Record<string, AttributeValue>;

/** An item, a key or a map of expression values: each property marshalled, the undefined ones left out. */
export function marshallMap(data: object): AttributeMap {
  const map: AttributeMap = {};
  const entries = data instanceof Map ? data.entries() : Object.entries(data);
  for (const [key, value] of entries as Iterable<[string, unknown]>) {
    if (value !== undefined && typeof value !== 'function') map[key] = toAttributeValue(value);
  }
  return map;
}

export function unmarshallMap(map: AttributeMap): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(map)) data[key] = fromAttributeValue(map[key]!);
  return data;
}

const BINARY_TYPES = new Set([
  'ArrayBuffer', 'Blob', 'Buffer', 'DataView', 'File', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array',
  'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
]);
const isBinary = (data: unknown): data is ArrayBuffer | ArrayBufferView =>
  !!(data as { constructor?: { name?: string } } | null)?.constructor && BINARY_TYPES.has((data as object).constructor.name);

const constructorName = (data: unknown) => (data as { constructor?: { name?: string } } | null | undefined)?.constructor?.name;

export function toAttributeValue(data: unknown): AttributeValue {
  if (data === undefined) throw new Error('Pass options.removeUndefinedValues=true to remove undefined values from map/array/set.');
  if (data === null) return { NULL: true };
  if (Array.isArray(data)) return { L: data.filter((item) => item !== undefined).map(toAttributeValue) };
  const name = constructorName(data);
  if (name === 'Set') return toSetValue(data as Set<unknown>);
  if (name === 'Map' || name === 'Object' || (typeof data === 'object' && !(data as object).constructor)) return { M: marshallMap(data as object) };
  if (isBinary(data)) return { B: base64Of(data) };
  if (typeof data === 'boolean' || name === 'Boolean') return { BOOL: (data as boolean).valueOf() };
  if (typeof data === 'number' || name === 'Number') return { N: numberText(data as number) };
  if (typeof data === 'bigint') return { N: data.toString() };
  if (typeof data === 'string' || name === 'String') return { S: String(data) };
  throw new Error(`Unsupported type passed: ${String(data)}. Pass options.convertClassInstanceToMap=true to marshall typeof object as map attribute.`);
}

function toSetValue(set: Set<unknown>): AttributeValue {
  const values = [...set].filter((value) => value !== undefined);
  if (values.length === 0) throw new Error('Pass a non-empty set, or options.convertEmptyValues=true.');
  const first = values[0];
  if (typeof first === 'number') return { NS: values.map((n) => numberText(n as number)) };
  if (typeof first === 'bigint') return { NS: values.map((n) => String(n)) };
  if (typeof first === 'string') return { SS: values.map(String) };
  if (isBinary(first)) return { BS: values.map((b) => base64Of(b as ArrayBuffer | ArrayBufferView)) };
  throw new Error('Only Number Set (NS), Binary Set (BS) or String Set (SS) are allowed.');
}

function numberText(num: number): string {
  const text = num.toString();
  if (text === 'NaN' || text === 'Infinity' || text === '-Infinity') throw new Error(`Special numeric value ${text} is not allowed`);
  if (num > Number.MAX_SAFE_INTEGER) throw new Error(`Number ${text} is greater than Number.MAX_SAFE_INTEGER. Use BigInt.`);
  if (num < Number.MIN_SAFE_INTEGER) throw new Error(`Number ${text} is lesser than Number.MIN_SAFE_INTEGER. Use BigInt.`);
  return text;
}

function base64Of(data: ArrayBuffer | ArrayBufferView): string {
  const bytes = ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data as ArrayBuffer);
  return bytes.toString('base64');
}

export function fromAttributeValue(value: AttributeValue): unknown {
  const v = value as Partial<Record<string, unknown>>;
  if (v.S !== undefined) return v.S;
  if (v.N !== undefined) return toNumber(v.N as string);
  if (v.BOOL !== undefined) return Boolean(v.BOOL);
  if (v.NULL !== undefined) return null;
  if (v.M !== undefined) return unmarshallMap(v.M as AttributeMap);
  if (v.L !== undefined) return (v.L as AttributeValue[]).map(fromAttributeValue);
  if (v.SS !== undefined) return new Set(v.SS as string[]);
  if (v.NS !== undefined) return new Set((v.NS as string[]).map(toNumber));
  if (v.B !== undefined) return new Uint8Array(Buffer.from(v.B as string, 'base64'));
  if (v.BS !== undefined) return new Set((v.BS as string[]).map((b) => new Uint8Array(Buffer.from(b, 'base64'))));
  throw new Error(`No value defined: ${JSON.stringify(value)}`);
}

/** A number, or a BigInt beyond the safe integers (as util-dynamodb answers without `wrapNumbers`). */
function toNumber(text: string): number | bigint {
  const num = Number(text);
  if ((num > Number.MAX_SAFE_INTEGER || num < Number.MIN_SAFE_INTEGER) && Number.isFinite(num)) {
    try {
      return BigInt(text);
    } catch {
      throw new Error(`${text} can't be converted to BigInt. Set options.wrapNumbers to get string value.`);
    }
  }
  return num;
}
