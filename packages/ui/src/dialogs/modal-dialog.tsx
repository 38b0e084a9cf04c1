// Issue 24, items 2-4: a dialog the browser opens itself. Its markup is in the page, and its
// buttons name it (`commandfor`, `command="show-modal"`), so a tap opens it at once, before any
// script has run or with none at all; Escape, a tap on the backdrop and the close button shut
// it, the rest of the page is inert meanwhile, and focus goes back to the button that opened it.
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import "./dialogs.css";
import "./invoker-commands";

export interface ModalDialogProps extends Omit<ComponentProps<"dialog">, "title"> {
  id: string;
  title: string;
  /** Shown under the title and announced with it (e.g. the consult promise, D5). */
  description?: ReactNode;
  closeLabel: string;
  size?: "md" | "lg";
}

/** Panel, title, description and the close button, as a native modal `<dialog>` (D8). */
export function ModalDialog({
  id,
  title,
  description,
  closeLabel,
  size = "md",
  className,
  children,
  ...props
}: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = `${titleId}-description`;
  return (
    <dialog
      id={id}
      className={cn("ui-dialog", className)}
      data-size={size}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      closedby="any"
      // A visitor may open it before the page's script runs: its `open` is theirs, not a mismatch.
      suppressHydrationWarning
      {...props}
    >
      <header className="ui-dialog__header">
        <h2 className="ui-dialog__title" id={titleId}>
          {title}
        </h2>
        {description ? (
          <p className="ui-dialog__description" id={descriptionId}>
            {description}
          </p>
        ) : null}
      </header>
      <div className="ui-dialog__body">{children}</div>
      {/* Last in the DOM, so opening focuses the first field; shown top right. */}
      <button
        type="button"
        className="ui-dialog__close"
        aria-label={closeLabel}
        commandfor={id}
        command="close"
      >
        <Icon name="close" />
      </button>
    </dialog>
  );
}

export interface DialogTriggerProps extends Omit<ComponentProps<"button">, "command"> {
  /** The id of the `<dialog>` it opens. */
  dialog: string;
}

/** A button that opens a page's dialog natively: no tap is lost to a script not yet run. */
export function DialogTrigger({ dialog, type = "button", ...props }: DialogTriggerProps) {
  return (
    <button
      type={type}
      aria-haspopup="dialog"
      commandfor={dialog}
      command="show-modal"
      {...props}
    />
  );
}
