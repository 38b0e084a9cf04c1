import { COMPLAINT_DIALOG_ID } from "@site/forms/form-post";
import { DialogTrigger, type DialogTriggerProps } from "./modal-dialog";

export interface ComplaintTriggerProps extends Omit<DialogTriggerProps, "dialog"> {
  /** The dialog's id; default the page's complaint dialog. */
  dialog?: string;
}

/**
 * A complaint button, named by its content (D8: `投诉建议` / `Complaints and suggestions`): it
 * opens the page's complaint dialog natively, before any script runs. Its own module, so the
 * side bar does not carry the dialog's code.
 */
export function ComplaintTrigger({
  dialog = COMPLAINT_DIALOG_ID,
  ...props
}: ComplaintTriggerProps) {
  return <DialogTrigger dialog={dialog} {...props} />;
}
