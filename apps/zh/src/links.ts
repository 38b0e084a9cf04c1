import { createLinks } from "@site/pages/routes";
import { routeTable } from "./route-table";

/** Links to this edition's pages by page id (D7 keys included), from the route table. */
export const links = createLinks(routeTable);
