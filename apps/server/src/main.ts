import { buildApp } from "./app";
import { readConfig } from "./config";

const config = readConfig();
const app = await buildApp({ editions: config.editions, logger: true });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
