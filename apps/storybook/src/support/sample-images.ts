// Small inline SVG images for stories, so Storybook shows no broken images and needs no server.

interface PlaceholderOptions {
  width: number;
  height: number;
  /** Two colours of a diagonal gradient. */
  from?: string;
  to?: string;
  /** Optional large text in the middle (Latin only: fonts inside data URIs vary). */
  text?: string;
  textColor?: string;
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function placeholderImage({
  width,
  height,
  from = "#14213d",
  to = "#a4161a",
  text,
  textColor = "#ffffff",
}: PlaceholderOptions): string {
  const label = text
    ? `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" font-size="${Math.round(height / 8)}" font-weight="700" fill="${textColor}" opacity="0.9">${text}</text>`
    : "";
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.45}" fill="#ffffff" opacity="0.06"/>` +
      `<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.35}" fill="#ffffff" opacity="0.05"/>` +
      label +
      `</svg>`,
  );
}

/** A simple line icon in a given colour (menu icons and their hover variants). */
export function iconImage(
  kind: "home" | "grid" | "globe" | "hand" | "news" | "info" | "heart",
  color: string,
): string {
  const paths: Record<typeof kind, string> = {
    home: "M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z",
    grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
    globe:
      "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18",
    hand: "M4 13l5 5h7l4-6-3-1-3 3V5a1.5 1.5 0 0 0-3 0v6",
    news: "M4 5h13v14H5a1 1 0 0 1-1-1zM17 9h3v9a1 1 0 0 1-2 0M7 9h7M7 12h7M7 15h4",
    info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5",
    heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
  };
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${paths[kind]}"/></svg>`,
  );
}
