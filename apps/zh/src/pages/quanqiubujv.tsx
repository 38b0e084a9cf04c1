import { useGlobalLayoutData } from "@site/api/page-data";
import { GlobalLayoutTemplate } from "@site/ui/templates";
import { quanqiubujvCopy } from "../copy/quanqiubujv";

export function QuanqiubujvPage() {
  return <GlobalLayoutTemplate data={useGlobalLayoutData()} copy={quanqiubujvCopy} />;
}
