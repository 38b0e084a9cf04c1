// Issue 24, item 4: the consultation form works without script. It posts as an ordinary HTML
// form to the page it is on; the server answers a success with a redirect to that page, which
// then shows the sent message, and anything else with the page and the form open again.
import type { ConsultationValues } from "./consultation-values";

/** The hidden field that tells the server which form a page post carries. */
export const FORM_KIND_FIELD = "form";
export const CONSULT_FORM_KIND = "consultation";

/**
 * The hidden field that carries the post's Idempotency-Key (D14). Empty in the page everyone
 * shares (the server then derives one from the post); a page the server renders back after a
 * refused post carries a fresh one, which the next attempt and the browser's resends share.
 */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/** The query parameter of the page a sent form returns to: `?sent=consultation`. */
export const SENT_PARAM = "sent";

/** The id of the page's consultation dialog, which every consult button opens. */
export const CONSULT_DIALOG_ID = "consult-dialog";

/**
 * The id of the page's complaint dialog, which the side bar's button opens. (Its form is never
 * posted by the browser: its images upload with script.)
 */
export const COMPLAINT_DIALOG_ID = "complaint-dialog";

/** Each field's first message. */
export type ConsultFieldErrors = Partial<Record<keyof ConsultationValues, string>>;

/**
 * What a post without script comes back with: the form open again, as the visitor left it, and
 * the key its next attempt sends.
 */
export type ConsultFormReturn = (
  | { state: "invalid"; values: ConsultationValues; errors: ConsultFieldErrors }
  | { state: "failed"; values: ConsultationValues }
) & { key: string };
