import type { Api } from "@site/api/client";

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
