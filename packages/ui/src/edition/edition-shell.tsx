import { DocumentMeta } from "@site/api/app";
import { useFormActions, useShellData } from "@site/api/page-data";
import type { ReactNode } from "react";
import { NotFoundView } from "../not-found";
import { SiteShell } from "../shell";
import type { EditionCopy } from "./edition-copy";

/** Spec 2.3: every page's frame, with the menu and config from the server and the writes. */
export function createEditionLayout(edition: EditionCopy) {
  return function EditionLayout({ children }: { children: ReactNode }) {
    const { complaint } = useFormActions();
    return (
      <SiteShell
        copy={edition.shell}
        {...useShellData()}
        complaint={{ ...edition.complaint, ...complaint }}
      >
        {children}
      </SiteShell>
    );
  };
}

/** The edition's view of an unknown path (D1: the server answers it with 404). */
export function createEditionNotFound(edition: EditionCopy) {
  return function EditionNotFound() {
    return (
      <>
        <DocumentMeta title={`${edition.notFound.title} | ${edition.siteName}`} />
        <NotFoundView {...edition.notFound} />
      </>
    );
  };
}
