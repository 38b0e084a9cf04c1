// Public entry of @site/ui/sections.
export {};
