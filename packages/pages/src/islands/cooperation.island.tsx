import type { CooperationLike, ExpandToggleCopy } from "@site/ui/sections";
import { CooperationGrid } from "@site/ui/sections";
import { useState } from "react";
import { defineIsland } from "./island";
import { useApiLoader, type ApiSetup } from "./island-api";

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
  const [all, setAll] = useState<{ rows: readonly CooperationLike[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const expand = () => {
    if (all || loading) return;
    setLoading(true);
    void loadApi()
      .then((api) => api.listCooperation())
      .catch(() => null)
      .then((read) => {
        setLoading(false);
        if (read) setAll(read);
      });
  };
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
