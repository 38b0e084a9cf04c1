import { useFormActions } from "@site/api/page-data";
import { ConsultDialog } from "@site/ui/dialogs";
import { consultSetup } from "./copy/consult";

/** The Consult now button and its dialog, wherever spec 2.4 / 2.5 has a consult button. */
export function ConsultAction() {
  return <ConsultDialog {...consultSetup} {...useFormActions().consult} />;
}
