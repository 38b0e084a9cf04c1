import { buildApp } from "./app";
import { announceLoad } from "./content/announce";
import { loadContentOnStart } from "./content/on-start";
import { configOrExit, databaseOrExit, startWarnings } from "./operator-start";
import { createDrain } from "./serving/drain";

const config = configOrExit();
const database = await databaseOrExit(config.database);
const drain = createDrain();
const app = await buildApp({ config, db: database.db, logger: true, drain });
for (const warning of startWarnings(config)) app.log.warn(warning);
if (
  (await loadContentOnStart(database.db, config.contentDir, config.contentOnStart, app.log)) &&
  config.redis
) {
  app.log.info(await announceLoad(config.redis, database.db));
}

// A graceful stop: on SIGTERM the node first drains (serving/drain.ts) so a balancer moves
// away; then no new requests, the outbox stops and its delivery in flight finishes and is
// recorded (app.close runs the onClose hooks), and only then the database closes, so no
// delivery is sent twice and no commit is cut short. Ctrl-C (SIGINT) skips the drain.
async function shutdown(drainSeconds: number): Promise<void> {
  try {
    await drain.drainAndClose(app, drainSeconds);
  } finally {
    await database.close();
  }
  process.exit(0);
}

process.once("SIGTERM", () => void shutdown(config.drainSeconds));
process.once("SIGINT", () => void shutdown(0));

await app.listen({ host: config.host, port: config.port });
