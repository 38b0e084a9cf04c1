import { startEdition } from "@site/pages/edition";
import "@site/ui/styles.css";
import { site } from "./site";

await startEdition(site);
