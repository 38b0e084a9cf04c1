// Public entry of @site/ui/carousel.
export {};
