import { buildApp } from "./app";
import { readConfig, type ServerConfig } from "./config";
import { loadContentOnStart } from "./content/on-start";
import { openDatabase } from "./db/database";

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  // A wrong setting is the operator's to fix: say which, without a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const database = await openDatabase(config.dataDir);
const app = await buildApp({ config, db: database.db, logger: true });
app.addHook("onClose", () => database.close());
await loadContentOnStart(database.db, config.contentDir, config.contentOnStart, app.log);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
