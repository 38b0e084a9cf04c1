import type { Decorator } from "@storybook/react-vite";

/** Cards are shown at the width a grid gives them on the 1200px column. */
export function withWidth(width: number): Decorator {
  return (Story) => (
    <div className="story-frame" style={{ width, margin: "40px auto" }}>
      <Story />
    </div>
  );
}

/** A 1200px column with the section's vertical rhythm, for parts that are not full sections. */
export const withColumn: Decorator = (Story) => (
  <div style={{ width: 1200, margin: "0 auto", padding: "48px 0" }}>
    <Story />
  </div>
);

/** The desktop's 1200px column, or at a phone's or tablet's width the fluid column (D10). */
export const withPageColumn: Decorator = (Story, context) =>
  context.globals.viewport?.value ? (
    <div style={{ width: "var(--content-width)", margin: "0 auto", padding: "24px 0" }}>
      <Story />
    </div>
  ) : (
    withColumn(Story, context)
  );
