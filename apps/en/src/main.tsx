import { startEdition } from "@site/pages/edition";
import "@site/ui/styles.css";
import { site } from "./site";

startEdition(site);
