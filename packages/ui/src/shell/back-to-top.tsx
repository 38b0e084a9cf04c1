import { useEffect, useState, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { prefersReducedMotion } from "../lib/use-reduced-motion";

export interface BackToTopProps extends Omit<ComponentProps<"button">, "children" | "onClick"> {
  /** D8: `返回顶部` / `Back to top`. */
  label: string;
  /** The bottom bar's visible label when `label` is too long for it (D10), e.g. `Top`. */
  shortLabel?: string;
  /** Scroll distance in px after which the button appears. */
  threshold?: number;
  /** The element that takes focus at the top (the page header), by id. */
  focusTargetId?: string;
}

/** Appears after scrolling; scrolls to the top smoothly unless the visitor prefers less motion. */
export function BackToTop({
  label,
  shortLabel,
  threshold = 400,
  focusTargetId,
  className,
  ...props
}: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  const onClick = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // The button hides at the top; keep the keyboard user's place at the start of the page.
    if (focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={cn("ui-sidebar__item ui-sidebar__item--top", className)}
      data-state={visible ? "visible" : "hidden"}
      hidden={!visible}
      onClick={onClick}
      {...props}
    >
      <Icon name="arrow-up" className="ui-sidebar__icon" />
      {shortLabel ? <span className="ui-sidebar__short">{shortLabel}</span> : null}
      <span className={cn("ui-sidebar__tip", shortLabel && "ui-sidebar__tip--long")}>{label}</span>
    </button>
  );
}
