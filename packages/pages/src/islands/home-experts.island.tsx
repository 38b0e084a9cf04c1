import type { Page } from "@site/api/client";
import { expertPageQuery } from "@site/api/list-queries";
import { PagedExperts, type ExpertLike, type ExpertPagerCopy } from "@site/ui/sections";
import { useEffect, useState } from "react";
import { defineIsland } from "./island";
import { useApiLoader, type ApiSetup } from "./island-api";

type ExpertPage = Pick<Page<ExpertLike>, "rows" | "total">;

export interface HomeExpertsProps {
  /** Page 1, as the server read it. */
  firstPage: ExpertPage;
  /** The experts' type (spec 2.4: the home experts). */
  type: number;
  copy: ExpertPagerCopy;
  api: ApiSetup;
}

/**
 * Spec 2.4 / 4: the home experts, read page by page as the pager turns; a page read once is
 * kept. While a page loads the last one stays, dimmed; a failed read (D3) turns back to it.
 */
function HomeExperts({ firstPage, type, copy, api: setup }: HomeExpertsProps) {
  const loadApi = useApiLoader(setup);
  const [page, setPage] = useState(1);
  const [lastShown, setLastShown] = useState(1);
  const [pages, setPages] = useState<ReadonlyMap<number, ExpertPage>>(
    () => new Map([[1, firstPage]]),
  );
  const current = pages.get(page);
  // The page shown is remembered as it renders: a failed read turns back to it.
  if (current && lastShown !== page) setLastShown(page);
  useEffect(() => {
    if (current) return;
    let live = true;
    void loadApi()
      .then((api) => api.listExperts(expertPageQuery(type, page)))
      .catch(() => null)
      .then((read) => {
        if (!live) return;
        if (read) setPages((known) => new Map(known).set(page, read));
        else setPage(lastShown);
      });
    return () => {
      live = false;
    };
  }, [loadApi, type, page, current, lastShown]);
  const shown = current ?? pages.get(lastShown) ?? firstPage;
  return (
    <PagedExperts
      experts={shown.rows}
      total={shown.total}
      page={page}
      onPageChange={setPage}
      loading={!current}
      copy={copy}
    />
  );
}

// Its only controls are buttons (上一页, 下一页): it hydrates when the visitor first reaches into
// it, and a tap made before is kept and done then; its files are fetched when the page is idle.
export const island = defineIsland("home-experts", HomeExperts, "interaction", { prefetch: true });
