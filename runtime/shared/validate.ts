// Argument checks for functions the host calls: its messages are untrusted input.

export function expectString(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value;
}

export function expectStringOrNull(value: unknown, name: string): string | null {
  if (value === null || value === undefined) return null;
  return expectString(value, name);
}

export function expectBoolean(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw new Error(`${name} must be true or false`);
  return value;
}

export function expectFiniteNumber(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${name} must be a finite number`);
  return value;
}

/** A copy of an array of strings; the error names the item that is not one (`modifiers[1] must be a string`). */
export function expectStringArray(value: unknown, name: string): string[] {
  if (!Array.isArray(value)) throw new Error(`${name} must be an array of strings`);
  return Array.from(value, (item: unknown, index) => expectString(item, `${name}[${index}]`));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expectRecordOrNull(value: unknown, name: string): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw new Error(`${name} must be an object`);
  return value;
}
