// jsdom has neither the dialog element's methods nor invoker commands (HTML's `commandfor`),
// which the consult dialog relies on (issue 24). This stand-in does what Chromium does, closely
// enough for the form's tests; the stories and e2e run the real thing in Chromium.
const opener = new WeakMap<HTMLDialogElement, Element | null>();

function close(dialog: HTMLDialogElement): void {
  if (!dialog.hasAttribute("open")) return;
  dialog.removeAttribute("open");
  dialog.dispatchEvent(new Event("close"));
  const previous = opener.get(dialog);
  if (previous instanceof HTMLElement) previous.focus();
}

export function installNativeDialog(): void {
  // The server tests run without a DOM.
  if (typeof HTMLDialogElement === "undefined") return;
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === "function") return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    opener.set(this, document.activeElement);
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("input, textarea, select, button, a[href]")?.focus();
  };
  proto.show = proto.showModal;
  proto.close = function (this: HTMLDialogElement) {
    close(this);
  };
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("button[commandfor]");
    if (!button) return;
    const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close" || command === "request-close") close(dialog);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")].at(-1);
    if (open) close(open);
  });
  const hidden = document.createElement("style");
  hidden.textContent = "dialog:not([open]) { display: none; }";
  document.head.append(hidden);
}
