import type { ServiceGroupPageId } from "@site/api/type-codes";
import type { ServiceGroupTemplateCopy } from "@site/ui/templates";
import type { ServiceGroupPageCopy, ServiceGroupsCopy } from "./edition-copy";

/** The order of the service groups in "links to the other services". */
const SERVICE_GROUP_ORDER: readonly ServiceGroupPageId[] = [
  "kuaiji",
  "zizhi",
  "qidai",
  "zonghe",
  "zhichan",
  "haiwai",
];

/** Spec 2.5: a service group page's full copy, its own parts plus what the groups share. */
export function serviceGroupCopy(
  page: ServiceGroupPageId,
  own: ServiceGroupPageCopy,
  shared: ServiceGroupsCopy,
): ServiceGroupTemplateCopy {
  const others = SERVICE_GROUP_ORDER.filter((id) => id !== page).map((id) => shared.links[id]);
  return {
    ...own,
    experts: shared.experts,
    cases: shared.cases,
    consult: shared.consult,
    otherServices: {
      ...shared.otherServices,
      items: page === "haiwai" ? [shared.overseasSite, ...others] : others,
    },
  };
}
