// The consult button and dialog of the pages that have them (spec 4: home and the service
// groups), in a module of their own so only those pages load the dialog's code.
import type { PageId } from "@site/api/page-catalog";
import { ConsultDialog, ConsultTrigger } from "@site/ui/consult-dialog";
import type { EditionCopy } from "../edition-copy";
import { useConsultReturn } from "../form-return";
import { useFormActions } from "../page-data";

export function consultParts(edition: EditionCopy<PageId>) {
  /** A consult button; it opens the page's `ConsultDialogHost`, which the page renders once. */
  function ConsultAction() {
    return <ConsultTrigger label={edition.consult.copy.trigger} />;
  }
  function ConsultDialogHost() {
    return (
      <ConsultDialog {...edition.consult} {...useFormActions().consult} {...useConsultReturn()} />
    );
  }
  return { ConsultAction, ConsultDialogHost };
}
