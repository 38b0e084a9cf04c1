import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import {
  CONSULT_CONTENT_MAX,
  consultationDefaults,
  consultationSchema,
  formMessage,
  type ConsultationInput,
  type ConsultationValues,
  type Lang,
} from "@site/forms";
import { useCallback, useMemo, useState, type ReactElement } from "react";
import { useForm, useWatch } from "react-hook-form";
import { cn } from "../lib/cn";
import { DialogFrame } from "./dialog-frame";
import { TextAreaField, TextField } from "./form-fields";
import { PrivacyLine } from "./privacy-line";
import { Toast, type ToastTone } from "./toast";

interface FieldCopy {
  label: string;
  placeholder?: string;
}

export interface ConsultDialogCopy {
  /** The trigger button's name (D8: `立即咨询` / `Consult now`). */
  trigger: string;
  /** D8: `在线咨询` / `Online consultation`. */
  title: string;
  /** D8: `关闭` / `Close`. */
  close: string;
  /** D8: `提交` / `Submit`. */
  submit: string;
  fields: { name: FieldCopy; tel: FieldCopy; content: FieldCopy };
}

export interface ConsultDialogProps {
  lang: Lang;
  copy: ConsultDialogCopy;
  /** The privacy page of the edition (D5: `/yinsi`, `/yinsiE`). */
  privacyHref: string;
  /** Sends the consultation; resolves true on success. Rejecting counts as failure. */
  onSubmit: (values: ConsultationValues) => Promise<boolean>;
  /**
   * A custom trigger element (it receives the button props); default a button named by copy;
   * null for none (a launcher that renders its own button and controls `open`).
   */
  trigger?: ReactElement | null;
  triggerClassName?: string;
  defaultOpen?: boolean;
  /** Controlled: whether the dialog is open, and what asks to change it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

interface Notice {
  tone: ToastTone;
  message: string;
}

/**
 * The consult dialog (spec 4, 5.1, D4, D5, D8). On a valid submit it closes at once, before
 * the response; the result shows in a status toast. A failure keeps the input for the next
 * opening.
 */
export function ConsultDialog({
  lang,
  copy,
  privacyHref,
  onSubmit,
  trigger,
  triggerClassName,
  defaultOpen = false,
  open: openProp,
  onOpenChange: onOpenChangeProp,
}: ConsultDialogProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChangeProp?.(next);
  };
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const schema = useMemo(() => consultationSchema(lang), [lang]);
  const form = useForm<ConsultationInput, unknown, ConsultationValues>({
    resolver: zodResolver(schema),
    mode: "onBlur",
    defaultValues: consultationDefaults,
  });
  const { register, handleSubmit, formState, control, reset, clearErrors } = form;
  const { errors } = formState;
  const content = useWatch({ control, name: "content" });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // A draft survives closing; its validation messages do not.
    if (!next) clearErrors();
  };

  const send = async (values: ConsultationValues) => {
    let ok = false;
    try {
      ok = await onSubmit(values);
    } catch {
      ok = false;
    }
    if (ok) {
      reset(consultationDefaults);
      setFailed(false);
      setNotice({ tone: "success", message: formMessage("submitSuccess", lang) });
    } else {
      setFailed(true);
      setNotice({ tone: "failure", message: formMessage("submitFailure", lang) });
    }
  };

  const submit = handleSubmit((values) => {
    // spec 4: the dialog closes at once, before the response.
    setOpen(false);
    setNotice(null);
    void send(values);
  });

  const dismissNotice = useCallback(() => setNotice(null), []);

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        {trigger === null ? null : (
          <Dialog.Trigger asChild>
            {trigger ?? (
              <button type="button" className={cn("ui-consult-trigger", triggerClassName)}>
                {copy.trigger}
              </button>
            )}
          </Dialog.Trigger>
        )}
        <DialogFrame
          title={copy.title}
          closeLabel={copy.close}
          description={formMessage("consultPromise", lang)}
        >
          <form className="ui-form" noValidate onSubmit={submit}>
            <div className="ui-form__fields">
              {failed ? (
                <p className="ui-form__failure">{formMessage("submitFailure", lang)}</p>
              ) : null}
              <TextField
                label={copy.fields.name.label}
                placeholder={copy.fields.name.placeholder}
                required
                autoComplete="name"
                error={errors.name?.message}
                {...register("name")}
              />
              <TextField
                label={copy.fields.tel.label}
                placeholder={copy.fields.tel.placeholder}
                required
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                error={errors.tel?.message}
                {...register("tel")}
              />
              <TextAreaField
                label={copy.fields.content.label}
                placeholder={copy.fields.content.placeholder}
                rows={5}
                text={content}
                limit={CONSULT_CONTENT_MAX}
                error={errors.content?.message}
                {...register("content")}
              />
            </div>
            <div className="ui-form__actions">
              <div className="ui-form__submit-bar">
                <button type="submit" className="ui-form__submit">
                  {copy.submit}
                </button>
              </div>
              <PrivacyLine
                lang={lang}
                message="consultPrivacy"
                href={privacyHref}
                onNavigate={() => setOpen(false)}
              />
            </div>
          </form>
        </DialogFrame>
      </Dialog.Root>
      <Toast message={notice?.message ?? null} tone={notice?.tone} onDismiss={dismissNotice} />
    </>
  );
}
