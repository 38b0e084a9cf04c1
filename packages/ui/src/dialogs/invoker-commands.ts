// Invoker commands (HTML: `commandfor`, `command`) open and close a page's dialogs natively,
// before any script (issue 24). React passes lowercase attributes through; @types/react lacks
// these two.
export {};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match React's declaration
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | undefined;
  }
}
