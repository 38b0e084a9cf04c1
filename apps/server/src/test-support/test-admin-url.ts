/**
 * SITE_TEST_DATABASE_URL: a role on a PostgreSQL server that may create databases; by default
 * the one `npm test`'s set-up creates (tooling/bootstrap).
 */
export const TEST_ADMIN_URL =
  process.env.SITE_TEST_DATABASE_URL ?? "postgres://site_test:site_test@127.0.0.1:5432/postgres";
