import "@site/forms/zod-config";
// What a server must send for each entity of spec 3 (`wireSchemas`): every field present, with
// its type; null only where a value may be absent (media, a staff colour). The fields are the
// list of `./entities`, which also says how the client reads them; the server's contract test
// holds its answers to these schemas, and the server's table types derive from the same list.
// zod stays on this side only: the client reads with the zod-free readers (issue 12).
import { z } from "zod";
import {
  entityFields,
  readMonthsJson,
  type EntityFields,
  type EntityName,
  type FieldKind,
} from "./entities";

export { entityFields };
export type { EntityFields, EntityName, FieldKind } from "./entities";

const digits = z.string().regex(/^\d+$/);

/** A present, non-blank text (a media path, a colour), or null: never "" nor a missing key. */
const wireTextOrNull = z
  .string()
  .refine((value) => value.trim() !== "")
  .nullable();

/** Each kind of field's type on the wire (the kinds are described in `./entities`). */
const wireKinds = {
  id: z.number().int().nonnegative(),
  /** A char column: "1". */
  code: digits,
  label: z.string(),
  text: z.string(),
  /** yyyy-MM-dd, optionally followed by a time, as RuoYi's datetime columns are. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}:\d{2})?$/),
  media: wireTextOrNull,
  count: z.number().int().nonnegative(),
  year: z.string(),
  /** JSON text that the client reads as months. */
  months: z.string().refine((value) => readMonthsJson(value) !== null),
  color: wireTextOrNull,
} as const satisfies Record<FieldKind, z.ZodType>;

type Shape<E extends EntityName> = {
  -readonly [K in keyof EntityFields<E>]: (typeof wireKinds)[EntityFields<E>[K] & FieldKind];
};

function wire<E extends EntityName>(entity: E) {
  const shape = Object.fromEntries(
    Object.entries(entityFields[entity]).map(([key, kind]) => [key, wireKinds[kind]]),
  );
  return z.object(shape as Shape<E>);
}

interface WireClassify extends z.output<ReturnType<typeof wire<"classify">>> {
  children?: WireClassify[];
}

/** Wire classify: TreeSelect leaves carry no `children` key, never an empty list. */
const wireClassifySchema: z.ZodType<WireClassify> = wire("classify").extend({
  get children() {
    return z.array(wireClassifySchema).min(1).optional();
  },
});

/** What a server must send for each entity: every field, with its type. */
export const wireSchemas = {
  classify: wireClassifySchema,
  personnel: wire("personnel"),
  case: wire("case"),
  dynamic: wire("dynamic"),
  client: wire("client"),
  config: wire("config"),
  brief: wire("brief"),
  chairman: wire("chairman"),
  mileage: wire("mileage"),
  contact: wire("contact"),
  address: wire("address"),
  staff: wire("staff"),
  cooperation: wire("cooperation"),
} as const;

export type WireRow<E extends EntityName> = z.output<(typeof wireSchemas)[E]>;
