// Public entry of @site/ui/dialogs.
export {};
