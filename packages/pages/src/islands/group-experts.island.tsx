import type { ExpandToggleCopy, ExpertLike } from "@site/ui/sections";
import { ExpertToggle } from "@site/ui/sections";
import { useState } from "react";
import { defineIsland } from "./island";
import { useApiLoader, type ApiSetup } from "./island-api";

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
  const [all, setAll] = useState<{ rows: readonly ExpertLike[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const expand =
    expandType === null
      ? undefined
      : () => {
          if (all || loading) return;
          setLoading(true);
          void loadApi()
            .then((api) => api.listExperts({ type: expandType }))
            .catch(() => null)
            .then((read) => {
              setLoading(false);
              if (read) setAll(read);
            });
        };
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

export const island = defineIsland("group-experts", GroupExperts);
