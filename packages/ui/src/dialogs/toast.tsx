import { useEffect, useLayoutEffect, useRef, type ComponentProps } from "react";
import { Icon } from "../lib/icons";
import { cn } from "../lib/cn";
import { placeToast, preferredToastPlace } from "./toast-place";
import "./dialogs.css";

export type ToastTone = "success" | "failure";

export interface ToastProps extends Omit<ComponentProps<"div">, "role" | "children"> {
  /** The message; null shows nothing (the status region stays, so it is announced). */
  message: string | null;
  tone?: ToastTone;
  /** Called when the message has been shown for `duration` ms. */
  onDismiss?: () => void;
  duration?: number;
}

/**
 * A `role="status"` region for the result of a submission (D8). The region is always in the
 * page, so screen readers announce the message when it appears. Its card covers no control
 * where the page leaves room (issue 28, defect 1: `placeToast`), and nothing around the card
 * takes the pointer.
 */
export function Toast({
  message,
  tone = "success",
  onDismiss,
  duration = 8000,
  className,
  ...props
}: ToastProps) {
  useEffect(() => {
    if (!message || !onDismiss) return;
    const timer = window.setTimeout(onDismiss, duration);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss, duration]);

  const regionRef = useRef<HTMLDivElement>(null);
  // Before the first paint of the message, and again when a scroll has ended under it.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!message || !region) return;
    const place = () => placeToast(region, preferredToastPlace(region));
    place();
    window.addEventListener("scrollend", place);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scrollend", place);
      window.removeEventListener("resize", place);
      delete region.dataset.place;
    };
  }, [message]);

  return (
    <div
      ref={regionRef}
      role="status"
      className={cn("ui-toast", className)}
      data-state={message ? "open" : "closed"}
      data-tone={tone}
      {...props}
    >
      {message ? (
        <p className="ui-toast__card">
          {tone === "success" ? (
            <Icon name="check-circle" className="ui-toast__icon" />
          ) : (
            <Icon name="alert-circle" className="ui-toast__icon" />
          )}
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
