import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The server's seed content (apps/server/content/README.md): the generators write into it. */
export const CONTENT_DIR = fileURLToPath(new URL("../../../apps/server/content/", import.meta.url));
export const MEDIA_DIR = join(CONTENT_DIR, "media");
