import { useApi } from "@site/api/app";
import { ConsultDialog } from "@site/ui/dialogs";
import { consultDialogCopy, privacyHref } from "./copy/consult";

/** The 立即咨询 button and its dialog, wherever spec 2.4 / 2.5 has a consult button. */
export function ConsultAction() {
  const api = useApi();
  return (
    <ConsultDialog
      lang="zh"
      copy={consultDialogCopy}
      privacyHref={privacyHref}
      onSubmit={api.submitConsultation}
    />
  );
}
