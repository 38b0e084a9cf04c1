import { z } from "zod";

// The site's Content Security Policy forbids eval (`script-src 'self'`). Zod's JIT probes for
// it with `new Function`, which the browser reports as a violation even though zod catches it.
// The setting is read when a schema is built, so every module that builds schemas imports this
// module first.
z.config({ jitless: true });
