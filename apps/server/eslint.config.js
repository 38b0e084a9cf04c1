// @ts-check
// The repository's config, and the server's own rule (issue 25): queries are built only in
// src/stores (one module of named operations per aggregate) and src/db (the connection, the
// write transaction, the migrations). Routes, workers and commands call the stores; tests and
// their support read rows as they like.
import repository from "../../eslint.config.js";

const QUERY_METHODS = [
  "selectFrom",
  "selectNoFrom",
  "insertInto",
  "replaceInto",
  "updateTable",
  "deleteFrom",
  "mergeInto",
  "transaction",
  "connection",
  "executeQuery",
];

export default [
  ...repository,
  // The repository's ignore of the server's data folder is written from the repository's root.
  { ignores: ["data/**"] },
  {
    files: ["src/**/*.ts"],
    ignores: ["src/stores/**", "src/db/**", "src/**/*.test.ts", "src/test-support/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["kysely", "better-sqlite3", "pg"].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Queries are built in src/stores (or src/db); call a store's operation.",
          })),
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `CallExpression > MemberExpression.callee > Identifier.property[name=/^(${QUERY_METHODS.join("|")})$/]`,
          message: "Queries are built in src/stores (or src/db); call a store's operation.",
        },
      ],
    },
  },
];
