import { buildApp } from "./app";
import { loadContentOnStart } from "./content/on-start";
import { configOrExit, databaseOrExit } from "./operator-start";

const config = configOrExit();
const database = await databaseOrExit(config.database);
const app = await buildApp({ config, db: database.db, logger: true });
if (config.publicUrlDefaulted) {
  app.log.warn(
    `SITE_PUBLIC_URL is not set: canonical URLs, the sitemap and social cards name ${config.publicUrls.zh}. Set it to the site's public address.`,
  );
}
await loadContentOnStart(database.db, config.contentDir, config.contentOnStart, app.log);

// A graceful stop: no new requests, the outbox stops and its delivery in flight finishes and
// is recorded (app.close runs the onClose hooks), and only then the database closes, so no
// delivery is sent twice and no commit is cut short.
async function shutdown(): Promise<void> {
  try {
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void shutdown());
}

await app.listen({ host: config.host, port: config.port });
