import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import {
  COMPLAINT_REMARK_MAX,
  COMPLAINT_SOLVE_DETAIL_MAX,
  COMPLAINT_TYPE_DETAIL_MAX,
  complaintDefaults,
  complaintSchema,
  complaintSolveOptions,
  complaintTypeOptions,
  formMessage,
  type ComplaintInput,
  type ComplaintValues,
  type Lang,
} from "@site/forms";
import { useCallback, useEffect, useMemo, useState, type ReactElement } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DialogFrame } from "./dialog-frame";
import { Choice, ChoiceGroup, TextAreaField, TextField } from "./form-fields";
import { ImageUploadField, type ImageUploadCopy } from "./image-upload-field";
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
  /** The element that opens the dialog (the side bar's button). */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

// Radio inputs hold strings; the schema turns them into numbers (packages/forms).
const formDefaults: ComplaintInput = {
  ...complaintDefaults,
  customerType: `${complaintDefaults.customerType}`,
  customerSolve: `${complaintDefaults.customerSolve}`,
};

/**
 * The complaint dialog (spec 4, 5.2, D4, D5, D8). It stays open while sending and closes on
 * success or on an explicit close; closing clears the form, its images and its messages,
 * except after a failed submission, whose input D4 keeps for the next opening.
 */
export function ComplaintDialog({
  lang,
  copy,
  privacyHref,
  onUpload,
  onSubmit,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: ComplaintDialogProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const uploads = useImageUploads(onUpload);
  const schema = useMemo(() => complaintSchema(lang), [lang]);
  const form = useForm<ComplaintInput, unknown, ComplaintValues>({
    resolver: zodResolver(schema),
    mode: "onBlur",
    defaultValues: formDefaults,
  });
  const { register, handleSubmit, formState, control, reset, clearErrors, setValue } = form;
  const { errors } = formState;
  const [type, typeDetail, remark, solve, solveDetail] = useWatch({
    control,
    name: [
      "customerType",
      "customerTypecontent",
      "remark",
      "customerSolve",
      "customerSolvecontent",
    ],
  });

  const fileNames = uploads.fileNames.join("\n");
  useEffect(() => {
    setValue("customerImgs", fileNames ? fileNames.split("\n") : []);
  }, [fileNames, setValue]);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const clearForm = () => {
    reset(formDefaults);
    uploads.clear();
    setFailed(false);
  };

  const onDialogOpenChange = (next: boolean) => {
    if (!next) {
      // spec 4: closing clears the form and its messages; D4: not after a failed send.
      if (failed) clearErrors();
      else clearForm();
    }
    setOpen(next);
  };

  const submit = handleSubmit(async (values) => {
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
      setOpen(false);
      setSuccess(formMessage("submitSuccess", lang));
    } else {
      setFailed(true);
    }
  });

  const dismissSuccess = useCallback(() => setSuccess(null), []);

  const typeNeedsDetail = complaintTypeOptions.some(
    (option) => option.hasDetail && `${option.value}` === `${type}`,
  );
  const solveNeedsDetail = complaintSolveOptions.some(
    (option) => option.hasDetail && `${option.value}` === `${solve}`,
  );
  const f = copy.fields;

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onDialogOpenChange}>
        {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
        <DialogFrame
          title={copy.title}
          closeLabel={copy.close}
          description={copy.description}
          size="lg"
        >
          <form className="ui-form" noValidate onSubmit={submit} aria-busy={sending || undefined}>
            <div className="ui-form__fields">
              <div className="ui-form__grid">
                <TextField
                  label={f.customerName.label}
                  placeholder={f.customerName.placeholder}
                  required
                  autoComplete="name"
                  error={errors.customerName?.message}
                  {...register("customerName")}
                />
                <TextField
                  label={f.customerPhone.label}
                  placeholder={f.customerPhone.placeholder}
                  required
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  error={errors.customerPhone?.message}
                  {...register("customerPhone")}
                />
                <TextField
                  label={f.customerCompany.label}
                  placeholder={f.customerCompany.placeholder}
                  required
                  autoComplete="organization"
                  error={errors.customerCompany?.message}
                  {...register("customerCompany")}
                />
                <TextField
                  label={f.customerGwname.label}
                  placeholder={f.customerGwname.placeholder}
                  required
                  // The advisor's name, not the visitor's: no autofill.
                  autoComplete="off"
                  error={errors.customerGwname?.message}
                  {...register("customerGwname")}
                />
              </div>

              <ChoiceGroup
                legend={f.customerType.legend}
                required
                error={errors.customerType?.message}
              >
                {complaintTypeOptions.map((option) => (
                  <Choice
                    key={option.value}
                    label={option.label[lang]}
                    value={`${option.value}`}
                    {...register("customerType")}
                  />
                ))}
              </ChoiceGroup>
              {typeNeedsDetail ? (
                <TextAreaField
                  label={f.customerTypecontent.label}
                  placeholder={f.customerTypecontent.placeholder}
                  rows={2}
                  text={typeDetail}
                  limit={COMPLAINT_TYPE_DETAIL_MAX}
                  error={errors.customerTypecontent?.message}
                  {...register("customerTypecontent")}
                />
              ) : null}

              <TextAreaField
                label={f.remark.label}
                placeholder={f.remark.placeholder}
                required
                rows={4}
                text={remark}
                limit={COMPLAINT_REMARK_MAX}
                error={errors.remark?.message}
                {...register("remark")}
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

              <ChoiceGroup
                legend={f.customerSolve.legend}
                required
                error={errors.customerSolve?.message}
              >
                {complaintSolveOptions.map((option) => (
                  <Choice
                    key={option.value}
                    label={option.label[lang]}
                    value={`${option.value}`}
                    {...register("customerSolve")}
                  />
                ))}
              </ChoiceGroup>
              {solveNeedsDetail ? (
                <TextAreaField
                  label={f.customerSolvecontent.label}
                  placeholder={f.customerSolvecontent.placeholder}
                  rows={3}
                  text={solveDetail}
                  limit={COMPLAINT_SOLVE_DETAIL_MAX}
                  error={errors.customerSolvecontent?.message}
                  {...register("customerSolvecontent")}
                />
              ) : null}
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
                  className="ui-form__submit"
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
                onNavigate={() => onDialogOpenChange(false)}
              />
            </div>
          </form>
        </DialogFrame>
      </Dialog.Root>
      <Toast message={success} tone="success" onDismiss={dismissSuccess} />
    </>
  );
}
