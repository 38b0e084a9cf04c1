// Issue 24, item 4: a consultation posted without script comes back as a page. The server's
// render is told what came back (the form open again as the visitor left it), and hands it to
// hydration with the rest of the page's data, so both render the same dialog.
import { CONSULT_FORM_KIND, SENT_PARAM, type ConsultFormReturn } from "@site/forms/form-post";
import { createContext, use, type ReactNode } from "react";
import { useLocation } from "react-router";

const FormReturnContext = createContext<ConsultFormReturn | null>(null);

export function FormReturnProvider({
  value,
  children,
}: {
  value: ConsultFormReturn | null;
  children: ReactNode;
}) {
  return <FormReturnContext value={value}>{children}</FormReturnContext>;
}

/** The page's address without the sent marker: where its form posts. */
export function formAction(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(SENT_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** What the page's consult form shows first: a post that came back, one that was sent, or nothing. */
export function useConsultReturn(): {
  action: string;
  returned: ConsultFormReturn | "sent" | null;
} {
  const { pathname, search } = useLocation();
  const returned = use(FormReturnContext);
  const sent = new URLSearchParams(search).get(SENT_PARAM) === CONSULT_FORM_KIND;
  return { action: formAction(pathname, search), returned: returned ?? (sent ? "sent" : null) };
}
