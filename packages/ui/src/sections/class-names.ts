/** Joins class names, skipping the empty ones (the shadcn `cn` without tailwind-merge). */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
