import { SchoolEnterpriseTemplate } from "@site/ui/templates";
import { xiaoqiCopy } from "../copy/xiaoqi";

export function XiaoqiPage() {
  return <SchoolEnterpriseTemplate copy={xiaoqiCopy} />;
}
