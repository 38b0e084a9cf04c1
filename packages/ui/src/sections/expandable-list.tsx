import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn";
import { ExpandToggle, type ExpandToggleCopy } from "./expand-toggle";
import { hasItems } from "./section";
import { useExpandable } from "./use-expandable";
import "./expandable-list.css";

/** What the list the toggle controls needs: its id, and whether the rest is on its way. */
export interface ExpandableListBody {
  id: string;
  busy: boolean;
}

export interface ExpandableListProps<T> extends Omit<ComponentProps<"div">, "children"> {
  /** Every item, or only the first page when the edition fetches the rest on `onExpand`. */
  items: readonly T[] | null | undefined;
  /** The list call's `total`, when `items` is only the first page. */
  total?: number;
  limit: number;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Expanding asks the edition for every item (spec 7.1: the call without paging). */
  onExpand?: () => void;
  loading?: boolean;
  copy: ExpandToggleCopy;
  /** Draws the items shown; the list it returns carries `body.id` for `aria-controls`. */
  renderList: (shown: readonly T[], body: ExpandableListBody) => ReactNode;
}

/**
 * Spec 4: the first `limit` items, or all of them, and a button with `aria-expanded` between
 * the two. Renders nothing without items (D3).
 */
export function ExpandableList<T>({
  items,
  total,
  limit,
  expanded,
  defaultExpanded,
  onExpandedChange,
  onExpand,
  loading = false,
  copy,
  renderList,
  className,
  ...props
}: ExpandableListProps<T>) {
  const listId = useId();
  const list = hasItems(items) ? items : [];
  const state = useExpandable({
    count: list.length,
    total,
    limit,
    expanded,
    defaultExpanded,
    onExpandedChange,
    onExpand,
  });
  if (list.length === 0) return null;
  return (
    <div
      className={cn("expandable-list", className)}
      data-state={state.expanded ? "expanded" : "collapsed"}
      {...props}
    >
      {renderList(list.slice(0, state.visibleCount), {
        id: listId,
        busy: loading || state.pending,
      })}
      {state.canToggle ? (
        <div className="expandable-list__actions">
          <ExpandToggle
            expanded={state.expanded}
            controls={listId}
            copy={copy}
            onClick={state.toggle}
          />
        </div>
      ) : null}
    </div>
  );
}
