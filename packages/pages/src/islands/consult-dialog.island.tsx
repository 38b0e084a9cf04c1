import { ConsultDialog, type ConsultDialogProps } from "@site/ui/consult-dialog";
import { defineIsland } from "./island";
import { useApiLoader, type ApiSetup } from "./island-api";

export type ConsultDialogIslandProps = Omit<ConsultDialogProps, "onSubmit"> & { api: ApiSetup };

/** Spec 4: the consultation, sent through the API (without script the form posts, issue 24). */
function ConsultDialogIsland({ api: setup, ...props }: ConsultDialogIslandProps) {
  const loadApi = useApiLoader(setup);
  return (
    <ConsultDialog
      {...props}
      onSubmit={(values) => loadApi().then((api) => api.submitConsultation(values))}
    />
  );
}

// Its markup is in the page and the browser opens it: its code loads when it is reached.
export const island = defineIsland("consult-dialog", ConsultDialogIsland, "interaction");
