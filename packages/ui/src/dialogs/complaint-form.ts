// The complaint form as the browser holds it (its fields are uncontrolled, so what a visitor
// types before the page's script runs is kept), and its rules, loaded when first wanted.
import type { ComplaintValues } from "@site/forms/complaint-values";

/** The fields the form holds as text (the images are the uploads'). */
export type FieldName = Exclude<keyof ComplaintValues, "customerImgs">;

export const FIELDS: readonly FieldName[] = [
  "customerName",
  "customerPhone",
  "customerCompany",
  "customerGwname",
  "customerType",
  "customerTypecontent",
  "remark",
  "customerSolve",
  "customerSolvecontent",
];

export function isField(name: string): name is FieldName {
  return (FIELDS as readonly string[]).includes(name);
}

/** What each field holds now; a detail box that is not shown holds "". */
export function readFields(form: HTMLFormElement): Record<FieldName, string> {
  const data = new FormData(form);
  const text = (name: FieldName) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(FIELDS.map((name) => [name, text(name)])) as Record<FieldName, string>;
}

/**
 * Empties the text boxes and the file input, and chooses each group's first option again.
 * (Through the properties, not `form.reset()`, so React's record of each value follows.)
 */
export function clearFields(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (element instanceof HTMLTextAreaElement) element.value = "";
    else if (element instanceof HTMLInputElement) {
      if (element.type === "radio") element.checked = element.defaultChecked;
      else element.value = "";
    }
  }
}

// The rules (zod) are not needed to show the form: they load when the dialog opens or one of its
// fields is focused, and a blur or a submit before they are there is checked once they are.
const importRules = () => import("@site/forms/complaint");
let rules: ReturnType<typeof importRules> | undefined;

/** The rules, asked for once; a load that failed (the network) is tried again the next time. */
export function loadRules(): ReturnType<typeof importRules> {
  rules ??= importRules().catch((error: unknown) => {
    rules = undefined;
    throw error;
  });
  return rules;
}

/** Starts loading the rules, so they are there by the first blur. */
export function prepareRules(): void {
  loadRules().catch(() => undefined);
}
