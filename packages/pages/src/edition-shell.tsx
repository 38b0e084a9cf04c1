import type { PageId } from "@site/api/page-catalog";
import { ComplaintDialog } from "@site/ui/complaint-dialog";
import { NotFoundView } from "@site/ui/not-found";
import { SiteShell } from "@site/ui/shell";
import type { ReactNode } from "react";
import { NotFoundHeadTags } from "./seo/head-tags";
import type { EditionCopy } from "./edition-copy";
import { useFormActions, useShellData } from "./page-data";
import { useNotFoundStatus } from "./render-status";

/**
 * Spec 2.3: every page's frame, with the menu and config from the server, and the complaint
 * dialog its side bar opens (in every page, so a tap opens it before the page's script runs).
 */
export function createEditionLayout(edition: EditionCopy<PageId>) {
  return function EditionLayout({ children }: { children: ReactNode }) {
    return (
      <SiteShell
        copy={edition.shell}
        {...useShellData()}
        complaintDialog={<ComplaintDialog {...edition.complaint} {...useFormActions().complaint} />}
      >
        {children}
      </SiteShell>
    );
  };
}

/** The edition's view of an unknown path (D1: the server answers it with 404). */
export function createEditionNotFound(edition: EditionCopy<PageId>) {
  return function EditionNotFound() {
    useNotFoundStatus();
    return (
      <>
        <NotFoundHeadTags title={`${edition.notFound.title} | ${edition.siteName}`} />
        <NotFoundView {...edition.notFound} />
      </>
    );
  };
}
