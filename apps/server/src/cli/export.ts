// `pnpm --filter @site/server export <consultations|complaints|visits|dead-webhooks> [--since YYYY-MM-DD]
// [--format csv|json]`: prints what visitors sent, to stdout.
import { parseArgs } from "node:util";
import { configOrExit, databaseOrExit } from "../operator-start";
import {
  EXPORT_KINDS,
  exportRows,
  formatExport,
  parseSince,
  type ExportKind,
} from "../export/export";

const USAGE =
  "usage: pnpm --filter @site/server export <consultations|complaints|visits|dead-webhooks> [--since YYYY-MM-DD] [--format csv|json]";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { since: { type: "string" }, format: { type: "string", default: "csv" } },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const [kind, ...extra] = parsed.positionals;
if (!kind || extra.length > 0 || !(EXPORT_KINDS as readonly string[]).includes(kind)) {
  fail(kind ? `unknown export "${[kind, ...extra].join(" ")}"` : "what to export?");
}
const format = parsed.values.format;
if (format !== "csv" && format !== "json") fail(`unknown format "${format}"`);
let since: Date | undefined;
try {
  since = parsed.values.since === undefined ? undefined : parseSince(parsed.values.since);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const database = await databaseOrExit(configOrExit().database);
try {
  const rows = await exportRows(database.db, kind as ExportKind, since ? { since } : {});
  process.stdout.write(formatExport(kind as ExportKind, rows, format));
} finally {
  await database.close();
}
