// Issue 12, item 7: the dialogs' code (form library, rules, upload) loads when a visitor first
// reaches for one. The launcher renders the trigger at once, on the server too; its code is
// fetched when the trigger is hovered, focused or touched, and the dialog opens on click.
import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ReactElement,
  type Ref,
} from "react";
import { cn } from "../lib/cn";
import type { ComplaintDialogProps } from "./complaint-dialog";
import type { ConsultDialogProps } from "./consult-dialog";

const loadConsult = () => import("./consult-dialog");
const loadComplaint = () => import("./complaint-dialog");
const ConsultDialog = lazy(() =>
  loadConsult().then((module) => ({ default: module.ConsultDialog })),
);
const ComplaintDialog = lazy(() =>
  loadComplaint().then((module) => ({ default: module.ComplaintDialog })),
);

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** The trigger's state and handlers, and what the dialog is told. */
function useLauncher(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load().catch(() => undefined);
  const trigger: TriggerProps = {
    ref: triggerRef,
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onTouchStart: prefetch,
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The dialog has no trigger of its own to return focus to: the launcher's button takes it.
    if (!next) requestAnimationFrame(() => triggerRef.current?.focus());
  };
  return { mounted, open, trigger, onOpenChange };
}

export type ConsultDialogLauncherProps = Omit<
  ConsultDialogProps,
  "trigger" | "open" | "onOpenChange" | "defaultOpen"
> & { trigger?: ReactElement<TriggerProps> };

/** The consult button and, once wanted, its dialog (spec 4). */
export function ConsultDialogLauncher({
  trigger,
  triggerClassName,
  ...props
}: ConsultDialogLauncherProps) {
  const launcher = useLauncher(loadConsult);
  const button = trigger ?? (
    <button type="button" className={cn("ui-consult-trigger", triggerClassName)}>
      {props.copy.trigger}
    </button>
  );
  return (
    <>
      {cloneElement(button, launcher.trigger)}
      {launcher.mounted ? (
        <Suspense fallback={null}>
          <ConsultDialog
            {...props}
            trigger={null}
            open={launcher.open}
            onOpenChange={launcher.onOpenChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export type ComplaintDialogLauncherProps = Omit<
  ComplaintDialogProps,
  "trigger" | "open" | "onOpenChange" | "defaultOpen"
> & { trigger: ReactElement<TriggerProps> };

/** The side bar's complaint button and, once wanted, its dialog (spec 4). */
export function ComplaintDialogLauncher({ trigger, ...props }: ComplaintDialogLauncherProps) {
  const launcher = useLauncher(loadComplaint);
  return (
    <>
      {cloneElement(trigger, launcher.trigger)}
      {launcher.mounted ? (
        <Suspense fallback={null}>
          <ComplaintDialog {...props} open={launcher.open} onOpenChange={launcher.onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
