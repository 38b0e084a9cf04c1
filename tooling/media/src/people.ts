// Who each portrait shows: the Chinese content files name every person beside their picture
// (experts.yaml personnelImg, staff.yaml staffImg, chairman.yaml chairmanImg); the English
// files name the same pictures for the same people.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { CONTENT_DIR } from "./paths";

type Row = Record<string, unknown>;

/** The rows of a Chinese content file (`experts.yaml`). */
export function chineseRows(file: string): Row[] {
  const value: unknown = parse(readFileSync(join(CONTENT_DIR, "zh", file), "utf8"));
  return Array.isArray(value) ? (value as Row[]) : [value as Row];
}

/** Served path (`/profile/personnel/p01.webp`) → the Chinese name beside it. */
export function peopleByPicture(): Map<string, string> {
  const names = new Map<string, string>();
  const add = (picture: unknown, name: unknown) => {
    if (typeof picture === "string" && typeof name === "string") names.set(picture, name);
  };
  for (const row of chineseRows("experts.yaml")) add(row.personnelImg, row.personnelName);
  for (const row of chineseRows("staff.yaml")) add(row.staffImg, row.staffName);
  for (const row of chineseRows("chairman.yaml")) {
    // chairmanBrief: "天诚控股集团董事长·王建国", the name after the middle dot
    const brief = typeof row.chairmanBrief === "string" ? row.chairmanBrief : "";
    add(row.chairmanImg, brief.split("·").pop());
  }
  return names;
}

export function nameFor(names: Map<string, string>, picture: string): string {
  const name = names.get(picture);
  if (!name) throw new Error(`no person in zh/*.yaml is pictured by ${picture}`);
  return name;
}
