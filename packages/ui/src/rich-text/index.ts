// Public entry of @site/ui/rich-text.
export {};
