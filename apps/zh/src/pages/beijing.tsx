import { useGlobalLayoutData } from "@site/api/page-data";
import { BranchTemplate } from "@site/ui/templates";
import { beijingCopy } from "../copy/beijing";

// The route's loader primes the offices and staff, as on the global layout page.
export function BeijingPage() {
  return <BranchTemplate data={useGlobalLayoutData()} copy={beijingCopy} />;
}
