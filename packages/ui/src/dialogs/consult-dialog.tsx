import {
  CONSULT_CONTENT_MAX,
  consultationDefaults,
  type ConsultationValues,
} from "@site/forms/consultation-values";
import {
  CONSULT_DIALOG_ID,
  CONSULT_FORM_KIND,
  FORM_KIND_FIELD,
  IDEMPOTENCY_KEY_FIELD,
  type ConsultFieldErrors,
  type ConsultFormReturn,
} from "@site/forms/form-post";
import type { Lang } from "@site/forms/lang";
import { formMessage } from "@site/forms/messages";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type ComponentProps,
} from "react";
import { cn } from "../lib/cn";
import { TextAreaField, TextField } from "./form-fields";
import { DialogTrigger } from "./modal-dialog";
import { ModalDialog } from "./modal-dialog";
import { PrivacyLine } from "./privacy-line";
import { whenIdle } from "../lib/when-idle";
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
  /** Where the form posts without script: the page it is on (issue 24, item 4). */
  action: string;
  /**
   * What the page was rendered after: a post without script that came back (the form open
   * again as the visitor left it), or one that was sent (its success message shown).
   */
  returned?: ConsultFormReturn | "sent" | null;
  /** Opens when the page starts (stories). */
  defaultOpen?: boolean;
  /** The dialog's id, which its triggers name. */
  id?: string;
}

interface Notice {
  tone: ToastTone;
  message: string;
}

type FieldName = keyof ConsultationValues;
const FIELDS: readonly FieldName[] = ["name", "tel", "content"];

function isField(name: string): name is FieldName {
  return (FIELDS as readonly string[]).includes(name);
}

// The rules (zod) are not needed to show the form: they load when the page is idle, or at the
// first blur or submit, whichever comes first; nothing waits on them before.
const loadRules = () => import("@site/forms/consultation");

function readValues(form: HTMLFormElement): ConsultationValues {
  const data = new FormData(form);
  const text = (name: FieldName) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), tel: text("tel"), content: text("content") };
}

function initialNotice(lang: Lang, returned: ConsultDialogProps["returned"]): Notice | null {
  return returned === "sent"
    ? { tone: "success", message: formMessage("submitSuccess", lang) }
    : null;
}

/**
 * The consult dialog (spec 4, 5.1, D4, D5, D8) as a native `<dialog>` in the page, opened by
 * `ConsultTrigger`s. With script, a valid submit closes it at once, before the response, and
 * the result shows in a status toast; a failure keeps the input for the next opening. Without
 * script, the same form posts to the page, which the server answers (issue 24, item 4).
 */
export function ConsultDialog({
  lang,
  copy,
  privacyHref,
  onSubmit,
  action,
  returned = null,
  defaultOpen = false,
  id = CONSULT_DIALOG_ID,
}: ConsultDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** The server's open dialog is being shown again as a modal: its messages stay. */
  const reopening = useRef(false);
  const backFromServer = returned !== null && returned !== "sent";
  const initialValues = backFromServer ? returned.values : consultationDefaults;
  const [errors, setErrors] = useState<ConsultFieldErrors>(
    returned !== null && returned !== "sent" && returned.state === "invalid" ? returned.errors : {},
  );
  const [failed, setFailed] = useState(backFromServer && returned.state === "failed");
  const [notice, setNotice] = useState<Notice | null>(() => initialNotice(lang, returned));
  const [contentText, setContentText] = useState(initialValues.content);

  useEffect(() => {
    const dialog = dialogRef.current;
    const form = formRef.current;
    if (!dialog || !form) return;
    // What was typed before the page's script ran is the form's; the counter follows it.
    setContentText(readValues(form).content);
    if (defaultOpen || backFromServer) {
      // Rendered open without script (not modal); with script it is shown as a modal.
      reopening.current = true;
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    return whenIdle(() => void loadRules().catch(() => undefined));
    // Once, when the page starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Checks the form and shows the messages of `fields`; resolves to the values when valid. */
  const check = useCallback(
    async (fields: readonly FieldName[]): Promise<ConsultationValues | null> => {
      const form = formRef.current;
      if (!form) return null;
      const { consultFieldErrors } = await loadRules();
      // A blur on the way to 关闭 resolves after the dialog closed: its messages are gone.
      if (!dialogRef.current?.open) return null;
      const values = readValues(form);
      const found = consultFieldErrors(lang, values);
      setErrors((shown) => {
        const next = { ...shown };
        for (const field of fields) next[field] = found[field];
        return next;
      });
      return Object.keys(found).length === 0 ? values : null;
    },
    [lang],
  );

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { name } = event.target as EventTarget as HTMLInputElement;
    if (isField(name)) void check([name]);
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as EventTarget as HTMLInputElement;
    if (name === "content") setContentText(value);
    // A shown message goes as soon as the field is right.
    if (isField(name) && errors[name]) void check([name]);
  };

  const send = async (values: ConsultationValues) => {
    let ok = false;
    try {
      ok = await onSubmit(values);
    } catch {
      ok = false;
    }
    const form = formRef.current;
    if (ok) {
      if (form) for (const field of FIELDS) setFieldValue(form, field, "");
      setContentText("");
      setFailed(false);
      setNotice({ tone: "success", message: formMessage("submitSuccess", lang) });
    } else {
      setFailed(true);
      setNotice({ tone: "failure", message: formMessage("submitFailure", lang) });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(FIELDS).then((values) => {
      if (!values) {
        focusFirstInvalid(formRef.current);
        return;
      }
      // spec 4: the dialog closes at once, before the response.
      dialogRef.current?.close();
      setNotice(null);
      void send(values);
    });
  };

  const dismissNotice = useCallback(() => setNotice(null), []);

  return (
    <>
      <ModalDialog
        ref={dialogRef}
        id={id}
        title={copy.title}
        closeLabel={copy.close}
        description={formMessage("consultPromise", lang)}
        open={backFromServer || undefined}
        // A draft survives closing; its validation messages do not.
        onClose={() => {
          if (reopening.current) reopening.current = false;
          else setErrors({});
        }}
      >
        <form
          ref={formRef}
          className="ui-form"
          method="post"
          action={action}
          noValidate
          onSubmit={submit}
          onBlur={onBlur}
          onInput={onInput}
        >
          <input type="hidden" name={FORM_KIND_FIELD} value={CONSULT_FORM_KIND} />
          {/* D14: posted only without script (with script the submit sends its own key): empty
              in the shared page, the server's fresh key in a page it rendered back. */}
          <input
            type="hidden"
            name={IDEMPOTENCY_KEY_FIELD}
            value={backFromServer ? returned.key : ""}
          />
          <div className="ui-form__fields">
            {failed ? (
              <p className="ui-form__failure">{formMessage("submitFailure", lang)}</p>
            ) : null}
            <TextField
              name="name"
              label={copy.fields.name.label}
              placeholder={copy.fields.name.placeholder}
              required
              autoComplete="name"
              defaultValue={initialValues.name}
              error={errors.name}
            />
            <TextField
              name="tel"
              label={copy.fields.tel.label}
              placeholder={copy.fields.tel.placeholder}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              defaultValue={initialValues.tel}
              error={errors.tel}
            />
            <TextAreaField
              name="content"
              label={copy.fields.content.label}
              placeholder={copy.fields.content.placeholder}
              rows={5}
              text={contentText}
              limit={CONSULT_CONTENT_MAX}
              defaultValue={initialValues.content}
              error={errors.content}
            />
          </div>
          <div className="ui-form__actions">
            <div className="ui-form__submit-bar">
              <button type="submit" className="ui-cta ui-form__submit">
                {copy.submit}
              </button>
            </div>
            <PrivacyLine
              lang={lang}
              message="consultPrivacy"
              href={privacyHref}
              onNavigate={() => dialogRef.current?.close()}
            />
          </div>
        </form>
      </ModalDialog>
      <Toast message={notice?.message ?? null} tone={notice?.tone} onDismiss={dismissNotice} />
    </>
  );
}

function setFieldValue(form: HTMLFormElement, name: FieldName, value: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    field.value = value;
  }
}

function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has written the messages and `aria-invalid`.
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

export interface ConsultTriggerProps extends Omit<ComponentProps<"button">, "children"> {
  /** D8: `立即咨询` / `Consult now`. */
  label: string;
  /** The dialog's id; default the page's consult dialog. */
  dialog?: string;
}

/** A consult button: it opens the page's consult dialog natively, before any script runs. */
export function ConsultTrigger({
  label,
  dialog = CONSULT_DIALOG_ID,
  className,
  ...props
}: ConsultTriggerProps) {
  return (
    <DialogTrigger
      dialog={dialog}
      className={cn("ui-cta", "ui-consult-trigger", className)}
      {...props}
    >
      {label}
    </DialogTrigger>
  );
}
