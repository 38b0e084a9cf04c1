/** The screens the site is designed for (D10): a phone, a tablet and the desktop layout. */
export const storyViewports = {
  phone: { name: "Phone (390 × 844)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  tablet: {
    name: "Tablet (768 × 1024)",
    styles: { width: "768px", height: "1024px" },
    type: "tablet",
  },
  desktop: {
    name: "Desktop (1366 × 900)",
    styles: { width: "1366px", height: "900px" },
    type: "desktop",
  },
} as const;

/** A story's globals for one of `storyViewports`, e.g. `globals: atViewport("phone")`. */
export function atViewport(value: keyof typeof storyViewports) {
  return { viewport: { value, isRotated: false } };
}
