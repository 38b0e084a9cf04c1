// Every integer or timestamp a store reads passes here, so a dialect whose driver returns them
// in another shape (PostgreSQL: int8 and count() as strings, timestamptz as Date) is made to
// read as SQLite's does in one place. On SQLite both are the identity.
import { entityFields } from "@site/api/schemas";

export function integer(value: number | bigint | string): number {
  return Number(value);
}

export function timestamp(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}

export function optionalTimestamp(value: string | Date | null): string | null {
  return value === null ? null : timestamp(value);
}

/** The integer columns of the content tables: their own and each wire field of an integer kind. */
const CONTENT_INTEGERS = new Set([
  "language",
  "sortOrder",
  "parentId",
  "configId",
  "briefId",
  "chairmanId",
  ...Object.values(entityFields).flatMap((fields) =>
    Object.entries(fields).flatMap(([field, kind]) =>
      kind === "id" || kind === "code" || kind === "count" ? [field] : [],
    ),
  ),
]);

const CONTENT_TIMESTAMPS = new Set(["createdAt", "updatedAt"]);

/** A row of any content table, its integers and timestamps read as above. */
export function contentRow<Row extends object>(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]: [string, unknown]) => [
      column,
      value === null
        ? null
        : CONTENT_INTEGERS.has(column)
          ? integer(value as number)
          : CONTENT_TIMESTAMPS.has(column)
            ? timestamp(value as string)
            : value,
    ]),
  ) as Row;
}
