import {
  useCallback,
  useRef,
  useState,
  type FocusEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
} from "react";

export interface HoverAndFocusHandlers<T extends HTMLElement> {
  onMouseEnter?: MouseEventHandler<T>;
  onMouseLeave?: MouseEventHandler<T>;
  onFocus?: FocusEventHandler<T>;
  onBlur?: FocusEventHandler<T>;
}

/**
 * Whether the primary pointer hovers (a mouse): a touch screen leaves `:hover` on what was last
 * tapped, which is no hover.
 */
function pointerHovers(element: HTMLElement): boolean {
  const view = element.ownerDocument.defaultView;
  return typeof view?.matchMedia === "function" && view.matchMedia("(hover: hover)").matches;
}

/**
 * Whether the pointer is over the element and keyboard focus is inside it already as it mounts:
 * a server-rendered part hydrates when the visitor reaches into it (issue 24), after the pointer
 * entered or the focus came, so its handlers missed them. (A browser that cannot tell says no.)
 */
export function reachedAtMount(element: HTMLElement): { hovered: boolean; focused: boolean } {
  try {
    const active = element.ownerDocument.activeElement;
    return {
      hovered: pointerHovers(element) && element.matches(":hover"),
      focused: Boolean(active && element.contains(active) && active.matches(":focus-visible")),
    };
  } catch {
    return { hovered: false, focused: false };
  }
}

/** A ref that takes up a hover or a keyboard focus the element had before it mounted. */
export function usePickUpReach(
  setHovered: (on: boolean) => void,
  setFocused: (on: boolean) => void,
) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const { hovered, focused } = reachedAtMount(element);
      if (hovered) setHovered(true);
      if (focused) setFocused(true);
    },
    [setHovered, setFocused],
  );
}

/**
 * Whether the pointer is over an element and whether focus is anywhere inside it (the carousel
 * stops rotating, a case card shows its full text). Spread `handlers` on the element; they call
 * the caller's own handlers too. `ref` goes on the element: it takes up a reach made before it.
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
  const ref = usePickUpReach(setHovered, setFocused);
  return { hovered, focused, handlers, ref };
}

/** A finger or a stylus: a press that taps rather than hovers. */
export function isTouchOrPen(pointerType: string | undefined): boolean {
  return pointerType === "touch" || pointerType === "pen";
}

/**
 * Whether an event comes from a touch or a pen: a click says so by its pointer type, and Chromium
 * marks the mouse events and the focus it emulates after a tap (`sourceCapabilities`). A browser
 * that says neither leaves it to the press the handlers saw.
 */
function firedByTouch(event: Event): boolean {
  const { pointerType, sourceCapabilities } = event as Event & {
    pointerType?: string;
    sourceCapabilities?: { firesTouchEvents?: boolean } | null;
  };
  return isTouchOrPen(pointerType) || sourceCapabilities?.firesTouchEvents === true;
}

export interface HoverFocusOrTapHandlers<T extends HTMLElement> extends HoverAndFocusHandlers<T> {
  onPointerDown?: PointerEventHandler<T>;
  onPointerCancel?: PointerEventHandler<T>;
  onClick?: MouseEventHandler<T>;
}

/**
 * A hover-and-focus swap with its touch form (D10: a tap does what a hover does): whether the
 * element is `open` because the mouse is over it, keyboard focus is inside it, or a tap opened
 * it. A tap toggles it; the mouse events a browser emulates after a tap and the focus a tap
 * gives are not taken for hover or keyboard focus, or a second tap could not close it. Focus
 * leaving the element (a tap elsewhere) closes it. `ref` as for `useHoverAndFocusWithin`.
 */
export function useHoverFocusOrTap<T extends HTMLElement>(own: HoverFocusOrTapHandlers<T>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  // Set from a touch or pen press until its click: that press's emulated mouse events follow.
  const touching = useRef(false);
  const handlers: Required<HoverFocusOrTapHandlers<T>> = {
    onPointerDown: (event) => {
      touching.current = isTouchOrPen(event.pointerType);
      own.onPointerDown?.(event);
    },
    onPointerCancel: (event) => {
      // A press that turned into a scroll clicks nothing.
      touching.current = false;
      own.onPointerCancel?.(event);
    },
    onClick: (event) => {
      const pressSeen = touching.current;
      touching.current = false;
      if (pressSeen) {
        setTapped((open) => !open);
      } else if (firedByTouch(event.nativeEvent)) {
        // The press began before this part hydrated (issue 24), so its emulated mouse events and
        // its focus came here as if from a mouse and a keyboard: the tap opens it, by itself.
        setHovered(false);
        setFocused(false);
        setTapped(true);
      }
      own.onClick?.(event);
    },
    onMouseEnter: (event) => {
      if (!touching.current && !firedByTouch(event.nativeEvent)) setHovered(true);
      own.onMouseEnter?.(event);
    },
    onMouseLeave: (event) => {
      setHovered(false);
      own.onMouseLeave?.(event);
    },
    onFocus: (event) => {
      if (!touching.current && !firedByTouch(event.nativeEvent)) setFocused(true);
      own.onFocus?.(event);
    },
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setFocused(false);
        setTapped(false);
      }
      own.onBlur?.(event);
    },
  };
  const ref = usePickUpReach(setHovered, setFocused);
  return { open: hovered || focused || tapped, handlers, ref };
}
