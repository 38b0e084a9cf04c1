import { useId, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { ExpandToggle, type ExpandToggleCopy } from "./expand-toggle";
import type { ExpertLike } from "./expert-card";
import { ExpertGrid } from "./expert-grid";
import { EXPERT_PAGE_SIZE } from "./expert-pager";
import { hasItems } from "./section";
import { useExpandable } from "./use-expandable";
import "./expert-toggle.css";

export interface ExpertToggleProps extends Omit<ComponentProps<"div">, "children"> {
  /** Every expert, or only the first page when the edition fetches the rest on `onExpand`. */
  experts: readonly ExpertLike[] | null | undefined;
  /** The list call's `total`, when `experts` is only the first page. */
  total?: number;
  limit?: number;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Expanding asks the edition for every expert (spec 4: expanded removes the page limit). */
  onExpand?: () => void;
  loading?: boolean;
  copy: ExpandToggleCopy;
}

/** Spec 2.5 / 4: the accounting experts (and staff lists): the first 8, or all. */
export function ExpertToggle({
  experts,
  total,
  limit = EXPERT_PAGE_SIZE,
  expanded,
  defaultExpanded,
  onExpandedChange,
  onExpand,
  loading = false,
  copy,
  className,
  ...props
}: ExpertToggleProps) {
  const gridId = useId();
  const items = hasItems(experts) ? experts : [];
  const state = useExpandable({
    count: items.length,
    total,
    limit,
    expanded,
    defaultExpanded,
    onExpandedChange,
    onExpand,
  });
  if (items.length === 0) return null;
  return (
    <div
      className={cn("expert-toggle", className)}
      data-state={state.expanded ? "expanded" : "collapsed"}
      {...props}
    >
      <ExpertGrid
        id={gridId}
        experts={items.slice(0, state.visibleCount)}
        loading={loading || state.pending}
      />
      {state.canToggle ? (
        <div className="expert-toggle__actions">
          <ExpandToggle
            expanded={state.expanded}
            controls={gridId}
            copy={copy}
            onClick={state.toggle}
          />
        </div>
      ) : null}
    </div>
  );
}
