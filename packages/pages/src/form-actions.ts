import type { Api } from "@site/api/client";
import type { ComplaintValues } from "@site/forms/complaint";

/**
 * The writes behind the consult and complaint dialogs (D4), named as the dialogs take them.
 * The dialogs count upload progress in percent; the client reports a fraction.
 */
export function formActions(api: Api) {
  return {
    consult: { onSubmit: api.submitConsultation },
    complaint: {
      onSubmit: api.submitComplaint,
      onUpload: (file: File, { onProgress }: { onProgress: (percent: number) => void }) =>
        api.uploadImage(file, { onProgress: (fraction) => onProgress(fraction * 100) }),
    },
  };
}

/** The complaint dialog's writes, through a client loaded when first used (an island's). */
export function lazyComplaintActions(loadApi: () => Promise<Api>) {
  return {
    onSubmit: (values: ComplaintValues) => loadApi().then((api) => api.submitComplaint(values)),
    onUpload: (file: File, options: { onProgress: (percent: number) => void }) =>
      loadApi().then((api) => formActions(api).complaint.onUpload(file, options)),
  };
}
