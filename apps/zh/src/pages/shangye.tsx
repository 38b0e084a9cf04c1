import { usePartnershipData } from "@site/api/page-data";
import { PartnershipTemplate } from "@site/ui/templates";
import { shangyeCopy } from "../copy/shangye";

export function ShangyePage() {
  return <PartnershipTemplate data={usePartnershipData()} copy={shangyeCopy} />;
}
