import type { Migration, MigrationProvider } from "kysely";
import { initial } from "./0001-initial";
import { webhookDeadRows } from "./0002-webhook-dead-rows";
import { contentVersion } from "./0003-content-version";
import { leases } from "./0004-leases";
import { idempotencyKeys } from "./0005-idempotency-keys";

// Migrations live in code, not in files found at run time, so the bundled server
// (dist/main.js) carries them. Names sort in the order they run.
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-webhook-dead-rows": webhookDeadRows,
  "0003-content-version": contentVersion,
  "0004-leases": leases,
  "0005-idempotency-keys": idempotencyKeys,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
