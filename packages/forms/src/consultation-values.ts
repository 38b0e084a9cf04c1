// The consultation's fields without its rules: what a form needs to render, without zod.
export const CONSULT_CONTENT_MAX = 300;

export interface ConsultationValues {
  name: string;
  tel: string;
  content: string;
}

/** What the schema accepts: the message may be left out and becomes "". */
export interface ConsultationInput {
  name: string;
  tel: string;
  content?: string | undefined;
}

export const consultationDefaults: ConsultationValues = { name: "", tel: "", content: "" };
