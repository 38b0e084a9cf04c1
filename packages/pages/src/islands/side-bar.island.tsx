import type { ComplaintDialogCopy } from "@site/ui/dialogs";
import { SideBar, type SideBarProps } from "@site/ui/shell";
import { useMemo } from "react";
import type { DialogSetup } from "../edition-copy";
import { formActions } from "../form-actions";
import { defineIsland } from "./island";
import { useIslandApi, type ApiSetup } from "./island-api";

export type SideBarIslandProps = Omit<SideBarProps, "complaint"> & {
  complaint: DialogSetup<ComplaintDialogCopy>;
  api: ApiSetup;
};

/** The side bar (the bottom bar on phones), with the complaint dialog it opens. */
function SideBarIsland({ complaint, api: setup, ...props }: SideBarIslandProps) {
  const api = useIslandApi(setup);
  const actions = useMemo(() => formActions(api).complaint, [api]);
  return <SideBar {...props} complaint={{ ...complaint, ...actions }} />;
}

export const island = defineIsland("side-bar", SideBarIsland);
