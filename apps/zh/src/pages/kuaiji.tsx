import { useServiceGroupData } from "@site/api/page-data";
import { ServiceGroupTemplate } from "@site/ui/templates";
import { ConsultAction } from "../consult-action";
import { kuaijiCopy } from "../copy/kuaiji";

// Spec 2.5: the accounting page alone expands its experts from the first 8 to all.
export function KuaijiPage() {
  const { data, experts } = useServiceGroupData("kuaiji");
  return (
    <ServiceGroupTemplate
      data={data}
      copy={kuaijiCopy}
      experts={experts}
      consultAction={<ConsultAction />}
    />
  );
}
