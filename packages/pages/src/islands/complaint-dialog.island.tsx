import { ComplaintDialog, type ComplaintDialogProps } from "@site/ui/complaint-dialog";
import { useMemo } from "react";
import { lazyComplaintActions } from "../form-actions";
import { defineIsland } from "./island";
import { useApiLoader, type ApiSetup } from "./island-api";

export type ComplaintDialogIslandProps = Omit<ComplaintDialogProps, "onSubmit" | "onUpload"> & {
  api: ApiSetup;
};

/** Spec 4: the complaint, its images uploaded and the form sent through the API. */
function ComplaintDialogIsland({ api: setup, ...props }: ComplaintDialogIslandProps) {
  const loadApi = useApiLoader(setup);
  const actions = useMemo(() => lazyComplaintActions(loadApi), [loadApi]);
  return <ComplaintDialog {...props} {...actions} />;
}

// Its markup is in the page and the browser opens it: its code loads when it is reached.
export const island = defineIsland("complaint-dialog", ComplaintDialogIsland, "interaction");
