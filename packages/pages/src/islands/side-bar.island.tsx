import type { ComplaintDialogCopy } from "@site/ui/dialogs";
import { SideBar, type SideBarProps } from "@site/ui/shell";
import { useMemo } from "react";
import type { DialogSetup } from "../edition-copy";
import { lazyComplaintActions } from "../form-actions";
import { defineIsland } from "./island";
import { useApiLoader, type ApiSetup } from "./island-api";

export type SideBarIslandProps = Omit<SideBarProps, "complaint"> & {
  complaint: DialogSetup<ComplaintDialogCopy>;
  api: ApiSetup;
};

/** The side bar (the bottom bar on phones), with the complaint dialog it opens. */
function SideBarIsland({ complaint, api: setup, ...props }: SideBarIslandProps) {
  const loadApi = useApiLoader(setup);
  const actions = useMemo(() => lazyComplaintActions(loadApi), [loadApi]);
  return <SideBar {...props} complaint={{ ...complaint, ...actions }} />;
}

export const island = defineIsland("side-bar", SideBarIsland);
