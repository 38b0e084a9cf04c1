import { useServiceGroupData } from "@site/api/page-data";
import { ServiceGroupTemplate } from "@site/ui/templates";
import { ConsultAction } from "../consult-action";
import { zizhiCopy } from "../copy/zizhi";

export function ZizhiPage() {
  const { data } = useServiceGroupData("zizhi");
  return <ServiceGroupTemplate data={data} copy={zizhiCopy} consultAction={<ConsultAction />} />;
}
