import { buildApp } from "./app";
import { readConfig } from "./config";
import { loadContentOnStart } from "./content/on-start";
import { openDatabase } from "./db/database";

const config = readConfig();
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
