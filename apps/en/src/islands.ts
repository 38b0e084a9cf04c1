// A server-rendered page's app code: it hydrates the page's islands (issue 24, item 1). The
// start script runs it once the page has loaded.
import { startIslands } from "@site/pages/islands";

void startIslands();
