import { useServiceGroupData } from "@site/api/page-data";
import { ServiceGroupTemplate } from "@site/ui/templates";
import { ConsultAction } from "../consult-action";
import { zongheCopy } from "../copy/zonghe";

export function ZonghePage() {
  const { data } = useServiceGroupData("zonghe");
  return <ServiceGroupTemplate data={data} copy={zongheCopy} consultAction={<ConsultAction />} />;
}
