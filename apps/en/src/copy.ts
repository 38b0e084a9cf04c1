// English edition copy that every page shares.
import { links } from "./links";
export const siteName = "Tiancheng Holdings Group";

export const notFoundCopy = {
  title: "Page not found",
  message:
    "The page you are looking for does not exist or has been moved. Please return to the home page.",
  homeHref: links.path("home"),
  homeLabel: "Back to home",
};
