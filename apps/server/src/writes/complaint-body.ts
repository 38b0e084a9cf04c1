// D4's flat complaint body, made into what the form schema reads (packages/forms): the doubly
// spelled details become one field, and the comma-joined image names a list.
import type { ComplaintInput } from "@site/forms/complaint";
import type { ServerMessageId } from "../server-messages";
import { isPlainObject } from "./body";

export type NormalizedComplaint =
  { ok: true; input: ComplaintInput } | { ok: false; refusal: ServerMessageId };

const SPELLINGS = [
  ["customerTypecontent", "customerTypeContent", "typeDetailMismatch"],
  ["customerSolvecontent", "customerSolveContent", "solveDetailMismatch"],
] as const;

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function imageNames(value: unknown): unknown {
  if (!present(value)) return [];
  if (typeof value !== "string") return value;
  return value
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

export function normalizeComplaintBody(body: unknown): NormalizedComplaint {
  if (!isPlainObject(body)) return { ok: false, refusal: "badBody" };
  const input: Record<string, unknown> = { ...body, customerImgs: imageNames(body.customerImgs) };
  for (const [single, camel, mismatch] of SPELLINGS) {
    const [a, b] = [body[single], body[camel]];
    // D4: both spellings carry the same value; two different values are a broken client.
    if (present(a) && present(b) && a !== b) {
      return { ok: false, refusal: mismatch };
    }
    input[single] = present(a) ? a : b;
    delete input[camel];
  }
  return { ok: true, input: input as unknown as ComplaintInput };
}
