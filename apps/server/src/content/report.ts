import { totalChanges, type LoadReport } from "./load";

/** One line per table that changed, for the content command and the server log. */
export function describeReport(report: LoadReport): string {
  if (totalChanges(report) === 0) return "content unchanged";
  const lines = Object.entries(report)
    .filter(([, changes]) => changes.inserted + changes.updated + changes.deleted > 0)
    .map(
      ([table, { inserted, updated, deleted, rows }]) =>
        `${table}: ${rows} rows (${inserted} inserted, ${updated} updated, ${deleted} deleted)`,
    );
  return `content loaded:\n${lines.map((line) => `  ${line}`).join("\n")}`;
}
