// D14 (issue 27, item 5): a retried submission is one submission. A write that carries an
// Idempotency-Key stores its key in the record's own transaction; the key again within 24 hours,
// through any node, gets the first answer and stores nothing, and with another body a 422.
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from "@site/api/idempotency";
import type { Lang } from "@site/forms/lang";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import type { SiteDb } from "../db/database";
import { writeTransaction } from "../db/dialect";
import type { KeyedWriteKind } from "../db/schema";
import { ruoyiError } from "../ruoyi";
import { serverMessage } from "../server-messages";
import { claimIdempotencyKey, findIdempotencyKey } from "../stores/idempotency-keys";
import { isPlainObject } from "./body";

/** D14: a key is known for 24 hours; then it is new again, and the hourly sweep deletes it. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** The request's key (null when it sends none), or invalid: empty, too long, not visible ASCII. */
export function requestKey(
  request: FastifyRequest,
): { valid: true; key: string | null } | { valid: false } {
  const value = request.headers[HEADER];
  if (value === undefined) return { valid: true, key: null };
  // Node joins a repeated header with ", ", which no key may hold.
  return typeof value === "string" && isIdempotencyKey(value)
    ? { valid: true, key: value }
    : { valid: false };
}

export function refuseKey(reply: FastifyReply, lang: Lang): FastifyReply {
  return reply.code(400).send(ruoyiError(400, serverMessage("badIdempotencyKey", lang)));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, canonical(value[name])]),
  );
}

/** SHA-256 (hex) of a parsed, normalized body, whatever order its fields came in. */
function requestHash(parsed: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(parsed)))
    .digest("hex");
}

export interface KeyedWrite {
  kind: KeyedWriteKind;
  /** The request's key; null: the write runs as it would alone. */
  key: string | null;
  /** The parsed, normalized body, which a repeat must match. */
  parsed: unknown;
  now: Date;
  /** The body a success answers with (status 200), which a repeat gets again. */
  answer: unknown;
}

export type KeyedOutcome<T> =
  | { kind: "stored"; value: T }
  /** The key was known with this body: the first answer, as it was sent. */
  | { kind: "repeat"; status: number; body: string }
  /** The key was known with another body. */
  | { kind: "reused" };

/** Thrown inside the transaction to roll it back: another request holds the key. */
class KeyHeld extends Error {}

/**
 * Runs `work` in a write transaction that first stores the key with the success's answer,
 * unless the key is known. Two requests with one key racing through two nodes store one record:
 * the loser's key meets the primary key (PostgreSQL waits there for the winner's commit;
 * SQLite's write lock already orders them), its transaction rolls back, and it answers from the
 * winner's key.
 */
export async function writeOnce<T>(
  db: SiteDb,
  { kind, key, parsed, now, answer }: KeyedWrite,
  work: (trx: SiteDb) => Promise<T>,
): Promise<KeyedOutcome<T>> {
  if (key === null) return { kind: "stored", value: await writeTransaction(db, work) };
  const hash = requestHash(parsed);
  const since = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  const row = {
    kind,
    key,
    requestHash: hash,
    responseStatus: 200,
    responseBody: JSON.stringify(answer),
    createdAt: now.toISOString(),
  };
  for (let turn = 1; ; turn += 1) {
    const known = await findIdempotencyKey(db, kind, key, since);
    if (known) {
      return known.requestHash === hash
        ? { kind: "repeat", status: known.responseStatus, body: known.responseBody }
        : { kind: "reused" };
    }
    try {
      const value = await writeTransaction(db, async (trx) => {
        if (!(await claimIdempotencyKey(trx, row, since))) throw new KeyHeld();
        return work(trx);
      });
      return { kind: "stored", value };
    } catch (error) {
      // The winner's key is read on the next turn; a second loss would mean it vanished again.
      if (!(error instanceof KeyHeld) || turn > 1) throw error;
    }
  }
}

/** Answers a known key: the first answer again, or 422 when it came with another body. */
export function sendKnownKey(
  reply: FastifyReply,
  outcome: Exclude<KeyedOutcome<unknown>, { kind: "stored" }>,
  lang: Lang,
): FastifyReply {
  if (outcome.kind === "reused") {
    return reply.code(422).send(ruoyiError(422, serverMessage("idempotencyKeyReused", lang)));
  }
  return reply.code(outcome.status).type("application/json; charset=utf-8").send(outcome.body);
}
