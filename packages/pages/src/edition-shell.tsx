import type { PageId } from "@site/api/page-catalog";
import { NotFoundView } from "@site/ui/not-found";
import { SiteShell, type SideBarProps, type SiteHeaderProps } from "@site/ui/shell";
import type { ReactNode } from "react";
import { NotFoundHeadTags } from "./seo/head-tags";
import type { EditionCopy } from "./edition-copy";
import { Island } from "./islands/island";
import type { ApiSetup } from "./islands/island-api";
import { island as complaintDialogIsland } from "./islands/complaint-dialog.island";
import { island as siteHeaderIsland } from "./islands/site-header.island";
import { island as sideBarIsland } from "./islands/side-bar.island";
import { useShellData } from "./page-data";
import { useNotFoundStatus } from "./render-status";

/**
 * Spec 2.3: every page's frame, with the menu and config from the server, and the complaint
 * dialog its side bar opens (in every page, so a tap opens it before the page's script runs).
 * The header, the side bar and the dialog are islands; the rest of the frame is the server's
 * HTML.
 */
export function createEditionLayout(edition: EditionCopy<PageId>, api: ApiSetup) {
  const parts = {
    header: (props: SiteHeaderProps) => <Island island={siteHeaderIsland} props={props} />,
    sideBar: (props: SideBarProps) => <Island island={sideBarIsland} props={props} />,
  };
  const complaintDialog = (
    <Island island={complaintDialogIsland} props={{ ...edition.complaint, api }} />
  );
  return function EditionLayout({ children }: { children: ReactNode }) {
    return (
      <SiteShell
        copy={edition.shell}
        {...useShellData()}
        complaintDialog={complaintDialog}
        parts={parts}
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
