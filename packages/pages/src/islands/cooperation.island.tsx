import type { CooperationLike, ExpandToggleCopy } from "@site/ui/sections";
import { CooperationGrid } from "@site/ui/sections";
import { defineIsland } from "./island";
import { useApiLoader, type ApiSetup } from "./island-api";
import { useReadAllOnExpand } from "./read-all";

export interface CooperationProps {
  /** The first 9, as the server read them. */
  items: readonly CooperationLike[];
  total: number;
  copy: ExpandToggleCopy;
  api: ApiSetup;
}

/** Spec 2.9 / 4: the association's cooperation, the first 9 or, expanded, all (read then). */
function Cooperation({ items, total, copy, api: setup }: CooperationProps) {
  const loadApi = useApiLoader(setup);
  const { all, loading, expand } = useReadAllOnExpand(() =>
    loadApi().then((api) => api.listCooperation()),
  );
  return (
    <CooperationGrid
      items={all?.rows ?? items}
      total={all?.total ?? total}
      onExpand={expand}
      loading={loading}
      copy={copy}
    />
  );
}

export const island = defineIsland("cooperation", Cooperation);
