import { useState } from "react";

export interface ExpandableOptions {
  /** How many items the caller holds now. */
  count: number;
  /** How many exist (the list call's `total`), when the caller holds only the first page. */
  total?: number;
  /** Shown while collapsed (spec 4: experts 8, cooperation 9). */
  limit: number;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Called when expanding, so the edition can fetch every item (spec 7.1: no page limit). */
  onExpand?: () => void;
}

export interface Expandable {
  expanded: boolean;
  /** More exist than the limit, and they are here or can be fetched. */
  canToggle: boolean;
  /** How many of the held items to show. */
  visibleCount: number;
  /** Expanded, and the rest is still on its way. */
  pending: boolean;
  toggle: () => void;
}

/** Collapsed shows the first `limit` items, expanded all of them (spec 4). */
export function useExpandable({
  count,
  total,
  limit,
  expanded: controlled,
  defaultExpanded = false,
  onExpandedChange,
  onExpand,
}: ExpandableOptions): Expandable {
  const [uncontrolled, setUncontrolled] = useState(defaultExpanded);
  const expanded = controlled ?? uncontrolled;
  const fetchable = onExpand !== undefined && (total ?? 0) > limit;
  const canToggle = count > limit || fetchable;
  return {
    expanded: expanded && canToggle,
    canToggle,
    visibleCount: expanded ? count : Math.min(count, limit),
    pending: expanded && fetchable && count < (total ?? 0),
    toggle: () => {
      const next = !expanded;
      setUncontrolled(next);
      onExpandedChange?.(next);
      if (next) onExpand?.();
    },
  };
}
