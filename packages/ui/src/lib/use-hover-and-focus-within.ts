import { useState, type FocusEventHandler, type MouseEventHandler } from "react";

export interface HoverAndFocusHandlers<T extends HTMLElement> {
  onMouseEnter?: MouseEventHandler<T>;
  onMouseLeave?: MouseEventHandler<T>;
  onFocus?: FocusEventHandler<T>;
  onBlur?: FocusEventHandler<T>;
}

/**
 * Whether the pointer is over an element and whether focus is anywhere inside it (the carousel
 * stops rotating, a case card shows its full text). Spread `handlers` on the element; they call
 * the caller's own handlers too.
 */
export function useHoverAndFocusWithin<T extends HTMLElement>(own: HoverAndFocusHandlers<T>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers: Required<HoverAndFocusHandlers<T>> = {
    onMouseEnter: (event) => {
      setHovered(true);
      own.onMouseEnter?.(event);
    },
    onMouseLeave: (event) => {
      setHovered(false);
      own.onMouseLeave?.(event);
    },
    onFocus: (event) => {
      setFocused(true);
      own.onFocus?.(event);
    },
    onBlur: (event) => {
      // Focus moving between elements inside is still focus within.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      own.onBlur?.(event);
    },
  };
  return { hovered, focused, handlers };
}
