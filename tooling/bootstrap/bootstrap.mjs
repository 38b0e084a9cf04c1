#!/usr/bin/env node
// `npm start` and `npm test` on a fresh Debian machine with only Node and npm: install what is
// missing (pnpm, the compilers better-sqlite3 builds with, the workspace's packages; for the
// tests also Debian's Chromium and CJK fonts), then start the site or run the whole check.
// Plain Node with no dependencies: it runs before anything is installed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PNPM_VERSION = "12.4.2";
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const task = process.argv[2];
if (task !== "start" && task !== "test") {
  console.error("usage: bootstrap.mjs start|test");
  process.exit(2);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function output(command, args) {
  try {
    return execFileSync(command, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

function has(command) {
  return output("sh", ["-c", `command -v ${command}`]) !== null;
}

const isRoot = process.getuid?.() === 0;
let aptUpdated = false;

/** Installs Debian packages that are missing, as root (or through sudo when there is one). */
function aptInstall(packages, why) {
  const asRoot = isRoot ? [] : has("sudo") ? ["sudo"] : null;
  if (!asRoot || !has("apt-get")) {
    console.error(`Missing ${packages.join(", ")} (${why}); install them and run this again.`);
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const [command, ...prefix] = [...asRoot, "apt-get"];
  if (!aptUpdated) {
    run(command, [...prefix, "update"], { env });
    aptUpdated = true;
  }
  run(command, [...prefix, "install", "-y", "--no-install-recommends", ...packages], { env });
}

function step(title) {
  console.log(`\n== ${title}`);
}

if (output("pnpm", ["--version"]) !== PNPM_VERSION) {
  step(`pnpm ${PNPM_VERSION}`);
  run("npm", ["install", "-g", `pnpm@${PNPM_VERSION}`]);
}

// better-sqlite3 compiles from source here (its prebuilt download is unreachable).
const compilers = ["python3", "make", "g++"].filter((command) => !has(command));
if (compilers.length > 0) {
  step("build tools for better-sqlite3");
  aptInstall(compilers, "better-sqlite3 compiles with them");
}

if (task === "test") {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const cjkFonts = (output("fc-list", []) ?? "").includes("Noto Sans CJK");
  if (!existsSync(chromium) || !cjkFonts) {
    step("Debian Chromium and CJK fonts for the browser tests");
    aptInstall(["chromium", "fonts-noto-cjk", "fontconfig"], "the browser tests use them");
  }
}

step("workspace packages");
// node-gyp builds against the local Node headers instead of downloading them (toolchain.md).
const env = { ...process.env };
if (!env.npm_config_nodedir && existsSync("/usr/include/node/node.h"))
  env.npm_config_nodedir = "/usr";
const frozen = process.env.CI ? ["--frozen-lockfile"] : [];
run("pnpm", ["install", ...frozen], { env });

if (task === "start") {
  step("build and start");
  run("pnpm", ["run", "serve"], { env });
} else {
  step("the whole check");
  run("pnpm", ["run", "check"], { env });
}
