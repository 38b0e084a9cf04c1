import { PartnershipTemplate, type PartnershipTemplateCopy } from "@site/ui/templates";
import { Island } from "../islands/island";
import { island as supportCardsIsland } from "../islands/support-cards.island";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function PartnershipPage() {
    return (
      <PartnershipTemplate
        data={usePageData("shangye").data}
        copy={copy}
        supportIsland={
          <Island
            island={supportCardsIsland}
            props={{ copy: copy.support, tone: "muted", headingForm: "quiet" }}
          />
        }
      />
    );
  }) satisfies PageView<PartnershipTemplateCopy>;
