import { createEditionApp } from "@site/pages/edition";
import "@site/ui/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { enEdition } from "./edition";
import { routeTable } from "./route-table";
import { apiBaseUrl } from "./urls";

const App = createEditionApp({ lang: "en", apiBaseUrl, routes: routeTable, edition: enEdition });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
