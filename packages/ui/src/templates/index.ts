// Public entry of @site/ui/templates.
export {};
