// Issue 12, item 7: the complaint dialog's code (form library, rules, upload) loads when a
// visitor first reaches for it. The launcher renders the trigger at once, on the server too; its
// code is fetched when the trigger is hovered, focused or touched, and the dialog opens on click.
// (The consult dialog is in the page itself: `ConsultDialog` and `ConsultTrigger`.)
import {
  cloneElement,
  useEffect,
  lazy,
  Suspense,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ReactElement,
  type Ref,
} from "react";
import type { ComplaintDialogProps } from "./complaint-dialog";
import { whenIdle } from "./when-idle";

const loadComplaint = () => import("./complaint-dialog");
const ComplaintDialog = lazy(() =>
  loadComplaint().then((module) => ({ default: module.ComplaintDialog })),
);

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/**
 * The trigger's state and handlers, and what the dialog is told. The dialog's code is fetched
 * once the page is idle (issue 24, item 3: a tap opens it at once), or sooner when the trigger
 * is hovered, focused or touched.
 */
function useLauncher(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load().catch(() => undefined);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
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
