// The consult button and dialog of the pages that have them (spec 4: home and the service
// groups). The button opens the dialog natively; the dialog is an island, loaded when reached.
import type { PageId } from "@site/api/page-catalog";
import { ConsultTrigger } from "@site/ui/consult-dialog";
import type { EditionCopy } from "../edition-copy";
import { useConsultReturn } from "../form-return";
import { Island } from "../islands/island";
import type { ApiSetup } from "../islands/island-api";
import { island as consultDialogIsland } from "../islands/consult-dialog.island";

export function consultParts(edition: EditionCopy<PageId>, api: ApiSetup) {
  /** A consult button; it opens the page's `ConsultDialogHost`, which the page renders once. */
  function ConsultAction() {
    return <ConsultTrigger label={edition.consult.copy.trigger} />;
  }
  function ConsultDialogHost() {
    const { action, returned } = useConsultReturn();
    return (
      <Island
        island={consultDialogIsland}
        props={{ ...edition.consult, action, returned, api }}
        // A post without script that came back shows the form or its message at once.
        hydrate={returned ? "load" : undefined}
      />
    );
  }
  return { ConsultAction, ConsultDialogHost };
}
