// Another process sending complaints with an image each, as fast as it can, into a database
// and data folder: what a backup taken beside the running server sees arrive.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { DatabaseTarget } from "../db/database";

const srcDir = fileURLToPath(new URL("..", import.meta.url));

// The complaint route's own steps: the image stored (file, then row), then one transaction
// that claims it and inserts the complaint naming it.
const WRITER = `
import { openDatabase } from "${srcDir}db/database.ts";
import { writeTransaction } from "${srcDir}db/dialect.ts";
import { insertComplaint } from "${srcDir}stores/submissions.ts";
import { claimUploads } from "${srcDir}stores/uploads.ts";
import { storeUpload } from "${srcDir}writes/upload-store.ts";
import { pngBytes } from "${srcDir}test-support/multipart.ts";
const [target, dataDir] = [JSON.parse(process.argv[1]), process.argv[2]];
const { db, close } = await openDatabase(target);
let stop = false;
process.stdin.on("data", () => (stop = true));
process.stdout.write("ready\\n");
let written = 0;
while (!stop) {
  const at = new Date();
  const { fileName } = await storeUpload(db, dataDir, { bytes: pngBytes(80), kind: "png", originalFilename: "a.png", at });
  await writeTransaction(db, async (trx) => {
    await claimUploads(trx, [fileName], at.toISOString());
    await insertComplaint(trx, {
      customerName: "王五", customerPhone: "13912345678", customerCompany: "某公司",
      customerGwname: "刘顾问", customerType: 1, customerTypeContent: "", remark: "",
      customerImgs: fileName, customerSolve: 1, customerSolveContent: "", createdAt: at.toISOString(),
    });
  });
  written += 1;
  // Lets the stop signal in between complaints.
  await new Promise((resolve) => setImmediate(resolve));
}
await close();
process.stdout.write(written + "\\n");
`;

export async function arrivingComplaints(
  target: DatabaseTarget,
  dataDir: string,
): Promise<{ stop(): Promise<number> }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", WRITER, JSON.stringify(target), dataDir],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => {
      if (output.includes("ready")) resolve();
    });
    void exited.then((code) => reject(new Error(`the complaint writer ended (${code})`)));
  });
  return {
    async stop() {
      child.stdin.end("stop\n");
      const code = await exited;
      if (code !== 0) throw new Error(`the complaint writer failed (${code})`);
      return Number(output.trim().split("\n").at(-1));
    },
  };
}
