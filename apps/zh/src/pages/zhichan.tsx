import { useServiceGroupData } from "@site/api/page-data";
import { ServiceGroupTemplate } from "@site/ui/templates";
import { ConsultAction } from "../consult-action";
import { zhichanCopy } from "../copy/zhichan";

export function ZhichanPage() {
  const { data } = useServiceGroupData("zhichan");
  return <ServiceGroupTemplate data={data} copy={zhichanCopy} consultAction={<ConsultAction />} />;
}
