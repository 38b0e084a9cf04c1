import { createEditionApp } from "@site/ui/edition";
import "@site/ui/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { api } from "./api";
import { enEdition } from "./edition";
import { routeTable } from "./route-table";

const App = createEditionApp({ api, routes: routeTable, edition: enEdition });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
