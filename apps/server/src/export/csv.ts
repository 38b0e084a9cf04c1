// CSV for Excel: UTF-8 with a byte-order mark (so Chinese text opens readably), CRLF rows,
// RFC 4180 quoting.

// A cell that starts like a formula is run by spreadsheet programs: visitors write these
// cells, so such a cell is kept as text with a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): string {
  const lines = [columns.map(cell).join(",")];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
