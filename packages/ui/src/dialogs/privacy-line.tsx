import type { Lang } from "@site/forms/lang";
import { formMessage, type FormMessageId } from "@site/forms/messages";
import { AppLink } from "../lib/app-link";

interface PrivacyLineProps {
  lang: Lang;
  message: Extract<FormMessageId, "consultPrivacy" | "complaintPrivacy">;
  href: string;
  onNavigate?: () => void;
}

/** D5: under each submit button, what is collected and why, linking to the privacy page. */
export function PrivacyLine({ lang, message, href, onNavigate }: PrivacyLineProps) {
  return (
    <p className="ui-form__privacy">
      {formMessage(message, lang)}{" "}
      <AppLink href={href} onClick={onNavigate}>
        {formMessage("privacyLink", lang)}
      </AppLink>
    </p>
  );
}
