import { startEdition } from "@site/pages/edition";
import "@site/ui/styles.css";
// Issue 28: the English edition's one web font (the Chinese edition keeps the system CJK faces).
import "@site/ui/fonts/inter.css";
import { site } from "./site";

startEdition(site);
