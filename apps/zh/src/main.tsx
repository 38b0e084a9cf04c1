import { createEditionApp } from "@site/pages/edition";
import "@site/ui/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { zhEdition } from "./edition";
import { routeTable } from "./route-table";
import { apiBaseUrl, englishEditionUrl } from "./urls";

const App = createEditionApp({
  lang: "zh",
  apiBaseUrl,
  routes: routeTable,
  edition: zhEdition,
  countryCheck: { redirectTo: `${englishEditionUrl}/indexE` },
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
