// A fresh PostgreSQL database for the bench's site server (issue 25, item 7), made through an
// admin URL: SITE_BENCH_DATABASE_URL, else the role `npm test`'s set-up creates.
import pg from "pg";

const ADMIN_URL =
  process.env.SITE_BENCH_DATABASE_URL ??
  process.env.SITE_TEST_DATABASE_URL ??
  "postgres://site_test:site_test@127.0.0.1:5432/postgres";

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `site_bench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
