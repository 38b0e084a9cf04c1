import * as Dialog from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import { Icon } from "../lib/icons";
import { cn } from "../lib/cn";
import "./dialogs.css";

export interface DialogFrameProps extends Omit<ComponentProps<typeof Dialog.Content>, "title"> {
  title: string;
  /** Shown under the title and announced with it (e.g. the consult promise, D5). */
  description?: ReactNode;
  closeLabel: string;
  size?: "md" | "lg";
}

/** Overlay, panel, title, description and the close button that both dialogs share (D8). */
export function DialogFrame({
  title,
  description,
  closeLabel,
  size = "md",
  className,
  children,
  ...props
}: DialogFrameProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="ui-dialog__overlay" />
      <Dialog.Content
        className={cn("ui-dialog", className)}
        data-size={size}
        {...(description ? null : { "aria-describedby": undefined })}
        {...props}
      >
        <header className="ui-dialog__header">
          <Dialog.Title className="ui-dialog__title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="ui-dialog__description">
              {description}
            </Dialog.Description>
          ) : null}
        </header>
        <div className="ui-dialog__body">{children}</div>
        {/* Last in the DOM, so opening focuses the first field; shown top right. */}
        <Dialog.Close className="ui-dialog__close" aria-label={closeLabel}>
          <Icon name="close" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
