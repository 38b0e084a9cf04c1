import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn";
import { SWIPE_AREA_ATTRIBUTE, SWIPE_DISTANCE, SWIPE_TO_ATTRIBUTE } from "../lib/early-input";
import { Icon } from "../lib/icons";
import { ShownSinceContext } from "../lib/shown-since";
import { useHoverAndFocusWithin } from "../lib/use-hover-and-focus-within";
import { usePrefersReducedMotion } from "../lib/use-reduced-motion";
import "../lib/lib.css";
import "./carousel.css";

interface CarouselContextValue {
  index: number;
  count: number;
  /** The visitor has not stopped rotation (the pause control's state). */
  playing: boolean;
  /** Slides change by themselves right now. */
  rotating: boolean;
  /** Autoplay is configured at all (the pause control only shows then). */
  autoplay: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  setPlaying: (playing: boolean) => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

/** The carousel's state, for custom parts. Throws outside `<Carousel>`. */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) {
    throw new Error(
      "Carousel parts (CarouselSlide, CarouselNext, …) must be used inside <Carousel>.",
    );
  }
  return context;
}

/** Replaces `{n}` and `{total}` in a copy template such as `{n} / {total}`. */
export function formatSlideLabel(template: string, n: number, total: number): string {
  return template.replaceAll("{n}", String(n)).replaceAll("{total}", String(total));
}

export interface CarouselProps extends Omit<ComponentProps<"section">, "aria-label"> {
  /** The region's name (D8). */
  label: string;
  count: number;
  /** Rotate every `interval` ms by itself (never with prefers-reduced-motion). */
  autoplay?: boolean;
  interval?: number;
  /** Hovering the carousel stops rotation (WAI-ARIA carousel pattern). */
  pauseOnHover?: boolean;
  /** Keyboard focus inside the carousel stops rotation (WAI-ARIA carousel pattern). */
  pauseOnFocus?: boolean;
  /** Stops rotation from outside, e.g. while a video plays (spec 4). */
  held?: boolean;
  defaultIndex?: number;
  /** Called when the active slide changes. */
  onIndexChange?: (index: number) => void;
}

/**
 * The least time a first slide shown before the carousel mounted still stays once it does: a
 * carousel that hydrates late turns a moment after it answers, not as it does.
 */
export const FIRST_TURN_MIN_MS = 1000;

/**
 * How long the first slide stays: its full interval from when it was shown, where that was
 * before the carousel mounted (a server-rendered page's, hydrated a few seconds after its first
 * paint), at least `FIRST_TURN_MIN_MS` from now.
 */
function firstTurnDelay(interval: number, shownSince: number | null): number {
  if (shownSince === null) return interval;
  const left = interval - (performance.now() - shownSince);
  return Math.min(interval, Math.max(FIRST_TURN_MIN_MS, left));
}

/**
 * The WAI-ARIA carousel pattern (D8): a named region with `aria-roledescription="carousel"`,
 * slides as named groups in DOM order, previous/next, and a rotation control when it
 * rotates by itself. Rotation stops on hover and focus inside, and never starts by itself
 * for a visitor who prefers reduced motion.
 */
export function Carousel({
  label,
  count,
  autoplay = false,
  interval = 5000,
  pauseOnHover = true,
  pauseOnFocus = true,
  held = false,
  defaultIndex = 0,
  onIndexChange,
  className,
  children,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ref: ownRef,
  ...props
}: CarouselProps) {
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(defaultIndex, 0), Math.max(count - 1, 0)),
  );
  const { hovered, focused, handlers, ref } = useHoverAndFocusWithin({
    onMouseEnter,
    onMouseLeave,
    onFocus,
    onBlur,
  });
  // The caller's ref too: a carousel that acts on hover itself takes up one made before it mounted.
  const rootRef = useCallback(
    (element: HTMLElement | null) => {
      ref(element);
      if (typeof ownRef === "function") ownRef(element);
      else if (ownRef) ownRef.current = element;
    },
    [ref, ownRef],
  );
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const canRotate = autoplay && count > 1;
  // Reduced motion: rotation starts paused; the visitor may still start it.
  const playing = choice ?? !reducedMotion;
  const rotating =
    canRotate && playing && !held && !(pauseOnHover && hovered) && !(pauseOnFocus && focused);

  const goTo = useCallback(
    (next: number) => {
      if (count === 0) return;
      const wrapped = ((next % count) + count) % count;
      setIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [count, onIndexChange],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  const shownSince = useContext(ShownSinceContext);
  const firstTurn = useRef(true);
  useEffect(() => {
    if (!rotating) return;
    const delay = firstTurn.current ? firstTurnDelay(interval, shownSince) : interval;
    firstTurn.current = false;
    const timer = window.setTimeout(next, delay);
    return () => window.clearTimeout(timer);
  }, [rotating, next, interval, shownSince]);

  const value = useMemo<CarouselContextValue>(
    () => ({
      index,
      count,
      playing,
      rotating,
      autoplay: canRotate,
      goTo,
      next,
      previous,
      setPlaying: setChoice,
    }),
    [index, count, playing, rotating, canRotate, goTo, next, previous],
  );

  return (
    <CarouselContext.Provider value={value}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        className={cn("ui-carousel", className)}
        data-state={rotating ? "rotating" : "still"}
        ref={rootRef}
        {...handlers}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/**
 * The slides' box. A horizontal swipe by touch or pen shows the next or previous slide; the
 * box takes only horizontal pans (`touch-action: pan-y`), so a vertical swipe still scrolls.
 * A swipe made before the carousel hydrates is kept by the page's start script (its marks).
 */
export function CarouselSlides({
  className,
  onPointerDown,
  onPointerUp,
  onClickCapture,
  ...props
}: ComponentProps<"div">) {
  const { rotating, next, previous } = useCarousel();
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  // Announce slide changes only when the visitor caused them (WAI-ARIA carousel pattern).
  return (
    <div
      className={cn("ui-carousel__slides", className)}
      {...{ [SWIPE_AREA_ATTRIBUTE]: "" }}
      aria-live={rotating ? "off" : "polite"}
      onPointerDown={(event) => {
        swiped.current = false;
        start.current =
          event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
        onPointerDown?.(event);
      }}
      onPointerUp={(event) => {
        const from = start.current ?? { x: event.clientX, y: event.clientY };
        start.current = null;
        const dx = event.clientX - from.x;
        swiped.current =
          Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - from.y);
        if (swiped.current) (dx < 0 ? next : previous)();
        onPointerUp?.(event);
      }}
      // A pointer the browser took for scrolling ends in pointercancel, not pointerup.
      onPointerCancel={() => (start.current = null)}
      // The swipe is not a tap on the slide's link or video (a keyboard's click has detail 0).
      onClickCapture={(event) => {
        if (swiped.current && event.detail > 0) {
          event.preventDefault();
          event.stopPropagation();
        }
        swiped.current = false;
        onClickCapture?.(event);
      }}
      {...props}
    />
  );
}

const SlideContext = createContext<{ active: boolean } | null>(null);

/** Whether the enclosing slide is the active one (for tab stops inside slides). */
export function useCarouselSlide(): { active: boolean } {
  const context = useContext(SlideContext);
  if (!context) throw new Error("useCarouselSlide must be used inside <CarouselSlide>.");
  return context;
}

export interface CarouselSlideProps extends Omit<ComponentProps<"div">, "aria-label"> {
  index: number;
  /** The slide's name, e.g. `1 / 5` (see `formatSlideLabel`). */
  label: string;
}

export function CarouselSlide({ index, label, className, children, ...props }: CarouselSlideProps) {
  const carousel = useCarousel();
  const active = carousel.index === index;
  const slide = useMemo(() => ({ active }), [active]);
  return (
    <SlideContext.Provider value={slide}>
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={label}
        aria-hidden={active ? undefined : true}
        inert={!active}
        className={cn("ui-carousel__slide", className)}
        data-state={active ? "active" : "inactive"}
        data-active={active ? "" : undefined}
        {...props}
      >
        {children}
      </div>
    </SlideContext.Provider>
  );
}

type ControlProps = Omit<ComponentProps<"button">, "aria-label" | "children"> & {
  /** D8: `上一张` / `Previous slide`, `下一张` / `Next slide`. */
  label: string;
  children?: ReactNode;
};

export function CarouselPrevious({ label, className, children, onClick, ...props }: ControlProps) {
  const { previous, count } = useCarousel();
  if (count < 2) return null;
  return (
    <button
      type="button"
      aria-label={label}
      className={cn("ui-carousel__arrow ui-carousel__arrow--previous", className)}
      {...{ [SWIPE_TO_ATTRIBUTE]: "previous" }}
      onClick={(event) => {
        previous();
        onClick?.(event);
      }}
      {...props}
    >
      {children ?? <Icon name="chevron-left" />}
    </button>
  );
}

export function CarouselNext({ label, className, children, onClick, ...props }: ControlProps) {
  const { next, count } = useCarousel();
  if (count < 2) return null;
  return (
    <button
      type="button"
      aria-label={label}
      className={cn("ui-carousel__arrow ui-carousel__arrow--next", className)}
      {...{ [SWIPE_TO_ATTRIBUTE]: "next" }}
      onClick={(event) => {
        next();
        onClick?.(event);
      }}
      {...props}
    >
      {children ?? <Icon name="chevron-right" />}
    </button>
  );
}

export interface CarouselPauseProps extends Omit<
  ComponentProps<"button">,
  "aria-label" | "children" | "onClick"
> {
  /** The name while rotation is on, e.g. `暂停轮播` / `Pause slide rotation`. */
  pauseLabel: string;
  /** The name while rotation is off, e.g. `开始轮播` / `Start slide rotation`. */
  playLabel: string;
}

/** The rotation control: shown only for a carousel that rotates by itself. */
export function CarouselPause({ pauseLabel, playLabel, className, ...props }: CarouselPauseProps) {
  const { autoplay, playing, setPlaying } = useCarousel();
  if (!autoplay) return null;
  return (
    <button
      type="button"
      aria-label={playing ? pauseLabel : playLabel}
      className={cn("ui-carousel__pause", className)}
      data-state={playing ? "playing" : "paused"}
      onClick={() => setPlaying(!playing)}
      {...props}
    >
      <Icon name={playing ? "pause" : "play"} />
    </button>
  );
}

export interface CarouselDotsProps extends Omit<ComponentProps<"div">, "children"> {
  /** Each dot's name, e.g. `第 {n} 张` / `Show slide {n}`. */
  labelTemplate: string;
}

/** Buttons that show a given slide; the current one has `aria-current`. */
export function CarouselDots({ labelTemplate, className, ...props }: CarouselDotsProps) {
  const { count, index, goTo } = useCarousel();
  if (count < 2) return null;
  return (
    <div className={cn("ui-carousel__dots", className)} {...props}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="ui-carousel__dot"
          aria-label={formatSlideLabel(labelTemplate, i + 1, count)}
          aria-current={i === index ? "true" : undefined}
          onClick={() => goTo(i)}
        />
      ))}
    </div>
  );
}
