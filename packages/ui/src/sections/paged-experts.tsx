import { useId } from "react";
import type { ExpertLike } from "./expert-card";
import { ExpertGrid } from "./expert-grid";
import { ExpertPager, type ExpertPagerCopy } from "./expert-pager";

export interface PagedExpertsProps {
  /** The page shown. */
  experts: readonly ExpertLike[];
  /** The list call's `total`. */
  total: number;
  /** 1-based; the edition fetches each page. */
  page: number;
  onPageChange: (page: number) => void;
  /** The next page is on its way: the shown one dims. */
  loading?: boolean;
  copy: ExpertPagerCopy;
}

/** Spec 2.4 / 4: the home experts, a page of 8 and the pager that turns it. */
export function PagedExperts({
  experts,
  total,
  page,
  onPageChange,
  loading,
  copy,
}: PagedExpertsProps) {
  const gridId = useId();
  return (
    <>
      {/* A new page is a new row: on a phone it starts at its first card, not where the last
          page's swipe stopped. */}
      <ExpertGrid key={page} id={gridId} experts={experts} loading={loading} />
      <ExpertPager
        page={page}
        total={total}
        onPageChange={onPageChange}
        controls={gridId}
        copy={copy}
      />
    </>
  );
}
