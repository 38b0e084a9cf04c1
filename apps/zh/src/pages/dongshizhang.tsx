import { useChairmanData } from "@site/api/page-data";
import { ChairmanTemplate } from "@site/ui/templates";
import { dongshizhangCopy } from "../copy/dongshizhang";

export function DongshizhangPage() {
  return <ChairmanTemplate data={{ chairman: useChairmanData() }} copy={dongshizhangCopy} />;
}
