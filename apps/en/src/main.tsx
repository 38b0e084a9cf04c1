import { EditionApp } from "@site/api/app";
import { HeadingOnlyPage } from "@site/ui/heading-only-page";
import "@site/ui/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { api } from "./api";
import { siteName } from "./copy";
import { NotFoundPage } from "./pages/not-found";
import { routeTable } from "./route-table";
import { SiteLayout } from "./site-layout";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <EditionApp
      api={api}
      routes={routeTable}
      siteName={siteName}
      pages={{}}
      fallbackPage={HeadingOnlyPage}
      NotFound={NotFoundPage}
      Layout={SiteLayout}
    />
  </StrictMode>,
);
