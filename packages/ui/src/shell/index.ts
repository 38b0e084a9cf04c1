// Public entry of @site/ui/shell.
export {};
