// Public entry of @site/ui/dialogs.
export {
  ComplaintDialog,
  type ComplaintDialogCopy,
  type ComplaintDialogProps,
} from "./complaint-dialog";
export { ComplaintTrigger, type ComplaintTriggerProps } from "./complaint-trigger";
export {
  ConsultDialog,
  ConsultTrigger,
  type ConsultDialogCopy,
  type ConsultDialogProps,
  type ConsultTriggerProps,
} from "./consult-dialog";
export type { ImageUploadCopy } from "./image-upload-field";
export { Toast, type ToastProps, type ToastTone } from "./toast";
export type { UploadImage, UploadOptions } from "./use-image-uploads";
