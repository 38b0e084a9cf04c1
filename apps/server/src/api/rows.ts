// Database rows as the API sends them: the wire names of spec 3 (the columns already carry
// them), dictionary codes and language as the char columns RuoYi serializes ("1", "0"), and
// the BaseEntity fields every generated row carries (backend-contract.md section 6).
import { entityFields } from "@site/api/schemas";

const INTERNAL = new Set(["sortOrder", "createdAt", "updatedAt", "parentId"]);
/** The language and every field whose wire kind is a code (`@site/api/schemas`). */
const CODES = new Set([
  "language",
  ...Object.values(entityFields).flatMap((fields) =>
    Object.entries(fields).flatMap(([field, kind]) => (kind === "code" ? [field] : [])),
  ),
]);

/** "yyyy-MM-dd HH:mm:ss" in the server's time zone, as RuoYi's @JsonFormat writes it. */
export function ruoyiDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export function wireRow(row: Record<string, unknown>): Record<string, unknown> {
  const wire: Record<string, unknown> = {
    createBy: null,
    createTime: typeof row.createdAt === "string" ? ruoyiDateTime(row.createdAt) : null,
    updateBy: null,
    updateTime: typeof row.updatedAt === "string" ? ruoyiDateTime(row.updatedAt) : null,
    remark: null,
  };
  for (const [key, value] of Object.entries(row)) {
    if (INTERNAL.has(key)) continue;
    wire[key] = CODES.has(key) && typeof value === "number" ? String(value) : value;
  }
  return wire;
}
