import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import "./base.css";

export interface ExpandToggleCopy {
  /** The button's name while collapsed, e.g. "展开全部" / "Show all". */
  expand: string;
  /** The button's name while expanded, e.g. "收起" / "Show less". */
  collapse: string;
}

export interface ExpandToggleProps extends Omit<ComponentProps<"button">, "children"> {
  expanded: boolean;
  /** The id of the list it shows and hides. */
  controls: string;
  copy: ExpandToggleCopy;
}

/** D8: every expand/collapse toggle is a button with `aria-expanded`. */
export function ExpandToggle({ expanded, controls, copy, className, ...props }: ExpandToggleProps) {
  return (
    <button
      type="button"
      className={cn("ui-button", "expand-toggle", className)}
      aria-expanded={expanded}
      aria-controls={controls}
      data-state={expanded ? "expanded" : "collapsed"}
      {...props}
    >
      {expanded ? copy.collapse : copy.expand}
      <Icon name="chevron-down" className="ui-button__icon" />
    </button>
  );
}
