import { useServiceGroupData } from "@site/api/page-data";
import { ServiceGroupTemplate } from "@site/ui/templates";
import { ConsultAction } from "../consult-action";
import { haiwaiCopy } from "../copy/haiwai";

export function HaiwaiPage() {
  const { data } = useServiceGroupData("haiwai");
  return <ServiceGroupTemplate data={data} copy={haiwaiCopy} consultAction={<ConsultAction />} />;
}
