import type { ExpandToggleCopy, ExpertLike } from "@site/ui/sections";
import { ExpertToggle } from "@site/ui/sections";
import { defineIsland } from "./island";
import { useApiLoader, type ApiSetup } from "./island-api";
import { useReadAllOnExpand } from "./read-all";

export interface GroupExpertsProps {
  /** Page 1 of 8, as the server read it. */
  experts: readonly ExpertLike[];
  total: number;
  /** Spec 2.5: the group whose every expert expanding reads (the accounting page); else null. */
  expandType: number | null;
  copy: ExpandToggleCopy;
  api: ApiSetup;
}

/** Spec 2.5 / 4: a service group's experts, the first 8 or, expanded, every one. */
function GroupExperts({ experts, total, expandType, copy, api: setup }: GroupExpertsProps) {
  const loadApi = useApiLoader(setup);
  const { all, loading, expand } = useReadAllOnExpand(
    expandType === null
      ? null
      : () => loadApi().then((api) => api.listExperts({ type: expandType })),
  );
  return (
    <ExpertToggle
      experts={all?.rows ?? experts}
      total={all?.total ?? total}
      onExpand={expand}
      loading={loading}
      copy={copy}
    />
  );
}

// Its only controls are buttons (the toggle): it hydrates when the visitor first reaches into
// it, and a tap made before is kept and done then; its files are fetched when the page is idle.
export const island = defineIsland("group-experts", GroupExperts, "interaction", {
  prefetch: true,
});
