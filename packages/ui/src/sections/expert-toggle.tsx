import { cn } from "../lib/cn";
import { ExpandableList, type ExpandableListProps } from "./expandable-list";
import type { ExpertLike } from "./expert-card";
import { ExpertGrid } from "./expert-grid";
import { EXPERT_PAGE_SIZE } from "./expert-pager";

export interface ExpertToggleProps extends Omit<
  ExpandableListProps<ExpertLike>,
  "items" | "limit" | "renderList"
> {
  /** Every expert, or only the first page when the edition fetches the rest on `onExpand`. */
  experts: readonly ExpertLike[] | null | undefined;
  limit?: number;
}

/** Spec 2.5 / 4: the accounting experts (and staff lists): the first 8, or all. */
export function ExpertToggle({
  experts,
  limit = EXPERT_PAGE_SIZE,
  className,
  ...props
}: ExpertToggleProps) {
  return (
    <ExpandableList
      className={cn("expert-toggle", className)}
      items={experts}
      limit={limit}
      {...props}
      renderList={(shown, list) => <ExpertGrid id={list.id} experts={shown} loading={list.busy} />}
    />
  );
}
