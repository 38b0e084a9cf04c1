// The complaint's fields without its rules: what the dialog needs to render, without zod.
import { formMessages, type FormText } from "./messages";

// spec 9
export const COMPLAINT_TYPE_DETAIL_MAX = 50;
export const COMPLAINT_REMARK_MAX = 500;
export const COMPLAINT_SOLVE_DETAIL_MAX = 300;

export type ComplaintType = 1 | 2 | 3;
export type ComplaintSolve = 1 | 2 | 3 | 4;

export interface ComplaintValues {
  customerName: string;
  customerPhone: string;
  customerCompany: string;
  customerGwname: string;
  customerType: ComplaintType;
  customerTypecontent: string;
  remark: string;
  /** Uploaded fileNames, in the order chosen. */
  customerImgs: string[];
  customerSolve: ComplaintSolve;
  customerSolvecontent: string;
}

/** What the schema accepts: radio values as strings too; details and images may be left out. */
export interface ComplaintInput {
  customerName: string;
  customerPhone: string;
  customerCompany: string;
  customerGwname: string;
  customerType: ComplaintType | `${ComplaintType}`;
  customerTypecontent?: string | undefined;
  remark: string;
  customerImgs?: string[] | undefined;
  customerSolve: ComplaintSolve | `${ComplaintSolve}`;
  customerSolvecontent?: string | undefined;
}

/** Each field's first message. */
export type ComplaintFieldErrors = Partial<Record<keyof ComplaintValues, string>>;

export const complaintDefaults: ComplaintValues = {
  customerName: "",
  customerPhone: "",
  customerCompany: "",
  customerGwname: "",
  customerType: 1,
  customerTypecontent: "",
  remark: "",
  customerImgs: [],
  customerSolve: 1,
  customerSolvecontent: "",
};

export interface ComplaintOption<T extends number> {
  value: T;
  label: FormText;
  /** The option asks for a detail ("please specify"). */
  hasDetail: boolean;
}

export const complaintTypeOptions: ReadonlyArray<ComplaintOption<ComplaintType>> = [
  { value: 1, label: formMessages.complaintTypeBusiness, hasDetail: false },
  { value: 2, label: formMessages.complaintTypeAttitude, hasDetail: false },
  { value: 3, label: formMessages.complaintTypeOther, hasDetail: true },
];

export const complaintSolveOptions: ReadonlyArray<ComplaintOption<ComplaintSolve>> = [
  { value: 1, label: formMessages.complaintSolveRefund, hasDetail: false },
  { value: 2, label: formMessages.complaintSolvePersonnel, hasDetail: false },
  { value: 3, label: formMessages.complaintSolveIndemnify, hasDetail: false },
  { value: 4, label: formMessages.complaintSolveOther, hasDetail: true },
];

/** Whether the option chosen asks for a detail; a radio input's value is its number as text. */
export function asksForDetail<T extends number>(
  options: ReadonlyArray<ComplaintOption<T>>,
  value: T | string,
): boolean {
  return options.some((option) => option.hasDetail && `${option.value}` === `${value}`);
}
