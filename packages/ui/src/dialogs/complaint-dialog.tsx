import {
  COMPLAINT_REMARK_MAX,
  COMPLAINT_SOLVE_DETAIL_MAX,
  COMPLAINT_TYPE_DETAIL_MAX,
  asksForDetail,
  complaintDefaults,
  complaintSolveOptions,
  complaintTypeOptions,
  type ComplaintFieldErrors,
  type ComplaintOption,
  type ComplaintValues,
} from "@site/forms/complaint-values";
import { COMPLAINT_DIALOG_ID } from "@site/forms/form-post";
import type { Lang } from "@site/forms/lang";
import { formMessage } from "@site/forms/messages";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import {
  FIELDS,
  clearFields,
  isField,
  loadRules,
  prepareRules,
  readFields,
  type FieldName,
} from "./complaint-form";
import { Choice, ChoiceGroup, TextAreaField, TextField } from "./form-fields";
import { ImageUploadField, type ImageUploadCopy } from "./image-upload-field";
import { ModalDialog } from "./modal-dialog";
import { PrivacyLine } from "./privacy-line";
import { Toast } from "./toast";
import { useImageUploads, type UploadImage } from "./use-image-uploads";

interface FieldCopy {
  label: string;
  placeholder?: string;
}

export interface ComplaintDialogCopy {
  /** D8: `投诉建议` / `Complaints and suggestions`. */
  title: string;
  /** A line under the title (optional). */
  description?: string;
  /** D8: `关闭` / `Close`. */
  close: string;
  /** D8: `提交` / `Submit`. */
  submit: string;
  fields: {
    customerName: FieldCopy;
    customerPhone: FieldCopy;
    customerCompany: FieldCopy;
    customerGwname: FieldCopy;
    /** The legend of the category radio group; option labels come from `@site/forms`. */
    customerType: { legend: string };
    customerTypecontent: FieldCopy;
    remark: FieldCopy;
    customerSolve: { legend: string };
    customerSolvecontent: FieldCopy;
  };
  upload: ImageUploadCopy;
}

export interface ComplaintDialogProps {
  lang: Lang;
  copy: ComplaintDialogCopy;
  /** The privacy page of the edition (D5). */
  privacyHref: string;
  /** Uploads one image (D4); report progress through `onProgress` (0–100). */
  onUpload: UploadImage;
  /** Sends the complaint; resolves true on success. Rejecting counts as failure. */
  onSubmit: (values: ComplaintValues) => Promise<boolean>;
}

/** The text boxes with a counter: the counter and a detail box shown again follow their text. */
type CountedName = "customerTypecontent" | "remark" | "customerSolvecontent";
type Counted = Record<CountedName, string>;
const COUNTED: readonly CountedName[] = ["customerTypecontent", "remark", "customerSolvecontent"];
const noText: Counted = { customerTypecontent: "", remark: "", customerSolvecontent: "" };

function isCounted(name: string): name is CountedName {
  return (COUNTED as readonly string[]).includes(name);
}

const DEFAULT_TYPE = `${complaintDefaults.customerType}`;
const DEFAULT_SOLVE = `${complaintDefaults.customerSolve}`;

interface ChoiceWithDetailProps<T extends number> {
  name: "customerType" | "customerSolve";
  legend: string;
  options: ReadonlyArray<ComplaintOption<T>>;
  lang: Lang;
  /** The option checked when the form opens. */
  initial: string;
  /** The option checked now: one that asks for a detail shows the detail's box. */
  selected: string;
  error?: string;
  detail: {
    name: "customerTypecontent" | "customerSolvecontent";
    copy: FieldCopy;
    rows: number;
    limit: number;
    /** What the box holds: shown again, it keeps what was typed in it before. */
    text: string;
    error?: string;
  };
}

/** A required choice of radio buttons, and the box its "other" option asks to fill in. */
function ChoiceWithDetail<T extends number>({
  name,
  legend,
  options,
  lang,
  initial,
  selected,
  error,
  detail,
}: ChoiceWithDetailProps<T>) {
  return (
    <>
      <ChoiceGroup legend={legend} required error={error}>
        {options.map((option) => (
          <Choice
            key={option.value}
            name={name}
            label={option.label[lang]}
            value={`${option.value}`}
            defaultChecked={`${option.value}` === initial}
          />
        ))}
      </ChoiceGroup>
      {asksForDetail(options, selected) ? (
        <TextAreaField
          name={detail.name}
          label={detail.copy.label}
          placeholder={detail.copy.placeholder}
          rows={detail.rows}
          text={detail.text}
          limit={detail.limit}
          defaultValue={detail.text}
          error={detail.error}
        />
      ) : null}
    </>
  );
}

/**
 * The field the dialog focuses when it opens. The browser focuses the first focusable area,
 * which, once the form is taller than the dialog, is the fields' scroll container; `autofocus`
 * names the field instead. React writes it into the server's HTML only: the ref writes it on
 * the client.
 */
const focusedOnOpen = {
  autoFocus: true,
  ref: (field: HTMLInputElement | null) => field?.setAttribute("autofocus", ""),
};

/**
 * Marks the form the browser must never send itself. The start script of a server-rendered page
 * (`@site/pages/document-start`) spells it too, to stay one small file; a test there keeps the
 * two together.
 */
export const NEEDS_SCRIPT_ATTRIBUTE = "data-needs-script";

/**
 * The complaint dialog (spec 4, 5.2, D4, D5, D8) as a native `<dialog>` in every page, opened
 * by a `ComplaintTrigger`: a tap opens it before the page's script has run, and what is typed
 * meanwhile stays (the fields are the browser's own). It stays open while sending and closes
 * on success or on an explicit close; closing clears the form, its images and its messages,
 * except after a failed submission, whose input D4 keeps for the next opening. Its images
 * upload with script, so the browser never sends the form itself (`data-needs-script`: the
 * start script keeps a submit made before the page runs, and does it once it does).
 */
export function ComplaintDialog({
  lang,
  copy,
  privacyHref,
  onUpload,
  onSubmit,
}: ComplaintDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** A submit is being checked or sent: another one meanwhile (a double tap) is dropped. */
  const submitting = useRef(false);
  const [errors, setErrors] = useState<ComplaintFieldErrors>({});
  const [type, setType] = useState(DEFAULT_TYPE);
  const [solve, setSolve] = useState(DEFAULT_SOLVE);
  const [counted, setCounted] = useState<Counted>(noText);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  /** Counts the submits found invalid: after each, focus goes to the first field in error. */
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const uploads = useImageUploads(onUpload);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // What was typed or chosen before the page's script ran is the form's: the counters and the
    // detail boxes follow it.
    const fields = readFields(form);
    setType(fields.customerType);
    setSolve(fields.customerSolve);
    setCounted((shown) => ({ ...shown, remark: fields.remark }));
    if (dialogRef.current?.open) prepareRules();
  }, []);

  useEffect(() => {
    // Once React has written the messages and `aria-invalid` (a frame can come before that).
    if (invalidSubmits > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [invalidSubmits]);

  /** Checks the form and shows the messages of `fields`; resolves to the values when valid. */
  const check = async (fields: readonly FieldName[]): Promise<ComplaintValues | null> => {
    const form = formRef.current;
    if (!form) return null;
    const { checkComplaint } = await loadRules();
    // A blur on the way to 关闭 resolves after the dialog closed: its messages are gone.
    if (!dialogRef.current?.open) return null;
    const result = checkComplaint(lang, { ...readFields(form), customerImgs: uploads.fileNames });
    const found = result.ok ? {} : result.errors;
    setErrors((shown) => {
      const next = { ...shown };
      for (const field of fields) next[field] = found[field];
      return next;
    });
    return result.ok ? result.values : null;
  };

  const clearForm = () => {
    if (formRef.current) clearFields(formRef.current);
    setType(DEFAULT_TYPE);
    setSolve(DEFAULT_SOLVE);
    setCounted(noText);
    setErrors({});
    uploads.clear();
    setFailed(false);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as EventTarget as HTMLInputElement;
    if (name === "customerType" || name === "customerSolve") {
      (name === "customerType" ? setType : setSolve)(value);
      // A detail box that goes takes its message with it.
      const detail = name === "customerType" ? "customerTypecontent" : "customerSolvecontent";
      setErrors((shown) => ({ ...shown, [detail]: undefined }));
    }
    if (isCounted(name)) setCounted((shown) => ({ ...shown, [name]: value }));
    // A shown message goes as soon as the field is right.
    if (isField(name) && errors[name]) check([name]).catch(() => undefined);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { name } = event.target as EventTarget as HTMLInputElement;
    // Without the rules a blur shows nothing: the submit says what went wrong.
    if (isField(name)) check([name]).catch(() => undefined);
  };

  const send = async (values: ComplaintValues) => {
    setSending(true);
    let ok = false;
    try {
      ok = await onSubmit(values);
    } catch {
      ok = false;
    }
    setSending(false);
    if (ok) {
      clearForm();
      dialogRef.current?.close();
      setSuccess(formMessage("submitSuccess", lang));
    } else {
      setFailed(true);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || uploads.uploading || !dialogRef.current?.open) return;
    submitting.current = true;
    void check(FIELDS)
      .then(
        (values) => {
          if (values) return send(values);
          setInvalidSubmits((count) => count + 1);
        },
        // The rules did not load: nothing was sent, and D4's line says so.
        () => setFailed(true),
      )
      .finally(() => {
        submitting.current = false;
      });
  };

  const dismissSuccess = useCallback(() => setSuccess(null), []);

  const f = copy.fields;
  return (
    <>
      <ModalDialog
        ref={dialogRef}
        id={COMPLAINT_DIALOG_ID}
        title={copy.title}
        closeLabel={copy.close}
        description={copy.description}
        size="lg"
        // Focus in the open dialog: it opened, or a field was reached.
        onFocus={() => dialogRef.current?.open && prepareRules()}
        // spec 4: closing clears the form and its messages; D4: not after a failed send.
        onClose={() => (failed ? setErrors({}) : clearForm())}
      >
        <form
          ref={formRef}
          className="ui-form"
          noValidate
          {...{ [NEEDS_SCRIPT_ATTRIBUTE]: "" }}
          aria-busy={sending || undefined}
          onSubmit={submit}
          onChange={onChange}
          onBlur={onBlur}
        >
          <div className="ui-form__fields">
            <div className="ui-form__grid">
              <TextField
                name="customerName"
                label={f.customerName.label}
                placeholder={f.customerName.placeholder}
                required
                autoComplete="name"
                defaultValue={complaintDefaults.customerName}
                error={errors.customerName}
                {...focusedOnOpen}
              />
              <TextField
                name="customerPhone"
                label={f.customerPhone.label}
                placeholder={f.customerPhone.placeholder}
                required
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                defaultValue={complaintDefaults.customerPhone}
                error={errors.customerPhone}
              />
              <TextField
                name="customerCompany"
                label={f.customerCompany.label}
                placeholder={f.customerCompany.placeholder}
                required
                autoComplete="organization"
                defaultValue={complaintDefaults.customerCompany}
                error={errors.customerCompany}
              />
              <TextField
                name="customerGwname"
                label={f.customerGwname.label}
                placeholder={f.customerGwname.placeholder}
                required
                // The advisor's name, not the visitor's: no autofill.
                autoComplete="off"
                defaultValue={complaintDefaults.customerGwname}
                error={errors.customerGwname}
              />
            </div>

            <ChoiceWithDetail
              name="customerType"
              legend={f.customerType.legend}
              options={complaintTypeOptions}
              lang={lang}
              initial={DEFAULT_TYPE}
              selected={type}
              error={errors.customerType}
              detail={{
                name: "customerTypecontent",
                copy: f.customerTypecontent,
                rows: 2,
                limit: COMPLAINT_TYPE_DETAIL_MAX,
                text: counted.customerTypecontent,
                error: errors.customerTypecontent,
              }}
            />

            <TextAreaField
              name="remark"
              label={f.remark.label}
              placeholder={f.remark.placeholder}
              required
              rows={4}
              text={counted.remark}
              limit={COMPLAINT_REMARK_MAX}
              defaultValue={complaintDefaults.remark}
              error={errors.remark}
            />

            <ImageUploadField
              name="customerImgs"
              lang={lang}
              copy={copy.upload}
              entries={uploads.entries}
              refused={uploads.refused}
              onAdd={(files) => void uploads.add(files)}
              onRemove={uploads.remove}
            />

            <ChoiceWithDetail
              name="customerSolve"
              legend={f.customerSolve.legend}
              options={complaintSolveOptions}
              lang={lang}
              initial={DEFAULT_SOLVE}
              selected={solve}
              error={errors.customerSolve}
              detail={{
                name: "customerSolvecontent",
                copy: f.customerSolvecontent,
                rows: 3,
                limit: COMPLAINT_SOLVE_DETAIL_MAX,
                text: counted.customerSolvecontent,
                error: errors.customerSolvecontent,
              }}
            />
          </div>
          <div className="ui-form__actions">
            {/* Below 1200px this block sticks to the bottom of the scrolling form (D10). */}
            <div className="ui-form__submit-bar">
              {failed ? (
                <p className="ui-form__failure" role="status">
                  {formMessage("submitFailure", lang)}
                </p>
              ) : null}
              <button
                type="submit"
                className="ui-cta ui-form__submit"
                disabled={uploads.uploading || sending}
              >
                {sending ? <span className="ui-form__spinner" aria-hidden="true" /> : null}
                {copy.submit}
              </button>
            </div>
            <PrivacyLine
              lang={lang}
              message="complaintPrivacy"
              href={privacyHref}
              onNavigate={() => dialogRef.current?.close()}
            />
          </div>
        </form>
      </ModalDialog>
      <Toast message={success} tone="success" onDismiss={dismissSuccess} />
    </>
  );
}
