// `pnpm prerender`: this edition's every route as a static page, from a running API (D1).
import { prerenderCommand } from "@site/pages/prerender";
import { fileURLToPath } from "node:url";

await prerenderCommand(fileURLToPath(new URL("..", import.meta.url)));
