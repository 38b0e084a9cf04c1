#!/usr/bin/env node
// `npm start` and `npm test` on a fresh Debian machine with only Node and npm: install what is
// missing (pnpm, the compilers better-sqlite3 builds with, the workspace's packages; for the
// tests also Debian's Chromium and CJK fonts, PostgreSQL with the role the server's tests use,
// and Redis), then start the site or run the whole check.
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

/** The role the server's PostgreSQL suites use unless SITE_TEST_DATABASE_URL names another. */
const TEST_ROLE = "site_test";

function pgAnswers() {
  return output("pg_isready", ["-q", "-h", "127.0.0.1", "-p", "5432"]) !== null;
}

/** Debian's cluster on the default port, as [version, name]; none when there is none (or no PostgreSQL). */
function clusterOn5432() {
  return (output("pg_lsclusters", ["--no-header"]) ?? "")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find(([version, name, port]) => version && name && port === "5432");
}

/** As the `postgres` OS user, which Debian's PostgreSQL lets in over its socket (peer). */
function asPostgres(sqlText) {
  const args = ["-u", "postgres", "--", "psql", "-qAt", "-v", "ON_ERROR_STOP=1", "-c", sqlText];
  if (isRoot) run("runuser", args, { cwd: "/" });
  else run("sudo", args, { cwd: "/" });
}

/**
 * PostgreSQL for the server's suites on both engines (issue 25): use the one answering on
 * 127.0.0.1:5432, else install Debian's and start its cluster (services do not start by
 * themselves in containers), then make sure the tests' role exists.
 */
function ensurePostgres() {
  if (process.env.SITE_TEST_DATABASE_URL) return;
  if (!pgAnswers()) {
    let cluster = clusterOn5432();
    if (!cluster) {
      step("PostgreSQL for the server's tests");
      aptInstall(["postgresql"], "the server's tests run on PostgreSQL too");
      cluster = clusterOn5432();
    }
    if (!cluster) {
      console.error(
        "No PostgreSQL cluster on port 5432 (pg_lsclusters); create one and run this again.",
      );
      process.exit(1);
    }
    const [version, name] = cluster;
    run(isRoot ? "pg_ctlcluster" : "sudo", [
      ...(isRoot ? [] : ["pg_ctlcluster"]),
      version,
      name,
      "start",
    ]);
    for (let waited = 0; !pgAnswers(); waited += 1) {
      if (waited >= 30) {
        console.error("PostgreSQL did not answer on 127.0.0.1:5432 within 30 s.");
        process.exit(1);
      }
      spawnSync("sleep", ["1"]);
    }
  }
  const roleExists =
    spawnSync(
      "psql",
      ["-qAt", "-h", "127.0.0.1", "-U", TEST_ROLE, "-d", "postgres", "-c", "select 1"],
      {
        env: { ...process.env, PGPASSWORD: TEST_ROLE, PGCONNECT_TIMEOUT: "5" },
        stdio: "ignore",
      },
    ).status === 0;
  if (!roleExists) {
    step(`PostgreSQL role ${TEST_ROLE} for the server's tests`);
    asPostgres(
      `do $$ begin if not exists (select from pg_roles where rolname = '${TEST_ROLE}') then ` +
        `create role ${TEST_ROLE} login createdb password '${TEST_ROLE}'; end if; end $$;`,
    );
  }
}

function redisAnswers() {
  return output("redis-cli", ["-h", "127.0.0.1", "-p", "6379", "ping"]) === "PONG";
}

/**
 * Redis for the server's tests of several nodes (issue 27): use the one answering on
 * 127.0.0.1:6379, else install Debian's and start a throwaway instance that keeps nothing on
 * disk (Debian's service does not start by itself in containers).
 */
function ensureRedis() {
  if (process.env.SITE_TEST_REDIS_URL || redisAnswers()) return;
  if (!has("redis-server")) {
    step("Redis for the server's tests");
    aptInstall(["redis-server"], "the server's tests of several nodes use Redis");
  }
  if (!redisAnswers()) {
    run(
      "redis-server",
      [
        "--daemonize",
        "yes",
        "--save",
        "",
        "--appendonly",
        "no",
        "--bind",
        "127.0.0.1",
        "--port",
        "6379",
      ],
      { cwd: "/" },
    );
  }
  for (let waited = 0; !redisAnswers(); waited += 1) {
    if (waited >= 30) {
      console.error("Redis did not answer on 127.0.0.1:6379 within 30 s.");
      process.exit(1);
    }
    spawnSync("sleep", ["1"]);
  }
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
  // The faces the pages name and the visual baselines (e2e/visual) were drawn with: the
  // Chinese edition's system face, and the local face under the English web font's fallback.
  const fonts = { "Noto Sans CJK SC": "fonts-noto-cjk", "Liberation Sans": "fonts-liberation" };
  const installed = output("fc-list", [":", "family"]) ?? "";
  const missing = Object.entries(fonts).filter(([family]) => !installed.includes(family));
  if (!existsSync(chromium) || missing.length > 0) {
    step("Debian Chromium and the fonts for the browser tests");
    aptInstall(
      ["chromium", "fontconfig", ...Object.values(fonts)],
      "the browser tests and their visual baselines use them",
    );
  }
}

if (task === "test") {
  ensurePostgres();
  ensureRedis();
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
