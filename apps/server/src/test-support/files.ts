import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Writes a file of a test's fixture tree, making its folders. */
export function writeFixtureFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
