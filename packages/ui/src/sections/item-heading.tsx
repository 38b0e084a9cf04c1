import { createContext, use, type ComponentProps } from "react";

/**
 * The level of the headings of a section's items: h3 under a section's h2, h2 in a section
 * without a title, so a page's headings never skip a level (axe heading-order).
 */
export const ItemHeadingLevelContext = createContext<2 | 3 | 4>(3);

export interface ItemHeadingProps extends ComponentProps<"h3"> {
  /** Overrides the level the enclosing section gives. */
  level?: 2 | 3 | 4;
}

export function ItemHeading({ level, ...props }: ItemHeadingProps) {
  const contextLevel = use(ItemHeadingLevelContext);
  const Tag = `h${level ?? contextLevel}` as "h2" | "h3" | "h4";
  return <Tag {...props} />;
}
