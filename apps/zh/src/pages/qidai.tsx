import { useServiceGroupData } from "@site/api/page-data";
import { ServiceGroupTemplate } from "@site/ui/templates";
import { ConsultAction } from "../consult-action";
import { qidaiCopy } from "../copy/qidai";

export function QidaiPage() {
  const { data } = useServiceGroupData("qidai");
  return <ServiceGroupTemplate data={data} copy={qidaiCopy} consultAction={<ConsultAction />} />;
}
