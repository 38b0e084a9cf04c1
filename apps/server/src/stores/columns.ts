// Every integer or timestamp a store reads passes here, so a dialect whose driver returns them
// in another shape (PostgreSQL: int8 and count() as strings, timestamptz as Date) is made to
// read as SQLite's does in one place. On SQLite both are the identity.

export function integer(value: number | bigint | string): number {
  return Number(value);
}

export function timestamp(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}

export function optionalTimestamp(value: string | Date | null): string | null {
  return value === null ? null : timestamp(value);
}
