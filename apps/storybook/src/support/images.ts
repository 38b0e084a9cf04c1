// Story images: small deterministic SVGs (no text in them but a portrait's surname mark), so
// Storybook needs no server and shows no broken images. Not real photos: shapes and colours in
// the site's palette.

function svg(width: number, height: number, body: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** A small seeded generator, so each story renders the same pictures every time. */
function random(seed: number): () => number {
  let state = (seed * 2654435761) % 4294967296 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const skies: [string, string][] = [
  ["#1f3157", "#a4161a"],
  ["#14213d", "#3a6ea5"],
  ["#274c77", "#a3cef1"],
  ["#3d405b", "#e07a5f"],
  ["#1b4332", "#95d5b2"],
  ["#22223b", "#9a8c98"],
  ["#2b2d42", "#8d99ae"],
  ["#5f0f40", "#fb8b24"],
];

/** A landscape picture: a skyline under a gradient sky. */
export function photo(seed: number, width = 800, height = 500): string {
  const next = random(seed + 7);
  const [top, bottom] = skies[seed % skies.length] ?? skies[0]!;
  let buildings = "";
  let x = -20;
  while (x < width) {
    const w = 50 + next() * 90;
    const h = height * (0.25 + next() * 0.5);
    const shade = 10 + Math.round(next() * 25);
    buildings += `<rect x="${x.toFixed(0)}" y="${(height - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="rgb(${shade},${shade + 8},${shade + 24})" opacity="0.92"/>`;
    for (let wy = height - h + 14; wy < height - 12; wy += 22) {
      for (let wx = x + 10; wx < x + w - 12; wx += 18) {
        if (next() > 0.55) {
          buildings += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="8" height="10" fill="#ffd58a" opacity="${(0.35 + next() * 0.5).toFixed(2)}"/>`;
        }
      }
    }
    x += w + 4;
  }
  const sunX = width * (0.15 + next() * 0.7);
  return svg(
    width,
    height,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#s)"/>` +
      `<circle cx="${sunX.toFixed(0)}" cy="${(height * 0.3).toFixed(0)}" r="${(height * 0.12).toFixed(0)}" fill="#fff4e0" opacity="0.55"/>` +
      buildings,
  );
}

/** The site's portrait tones (tooling/media portraits.ts): navy, claret, slate, umber. */
const tones = [
  { ground: "#1f3157", ink: "#f4efe6" },
  { ground: "#6e1418", ink: "#f6eee6" },
  { ground: "#38424f", ink: "#f2eee8" },
  { ground: "#4e3f33", ink: "#f5eee4" },
];

/**
 * A portrait as the site draws people: the surname set large in a serif CJK face on one of
 * the brand's tones, with a short gold rule under it. Unlike the other story pictures it holds
 * a character (a mark, not a label), in the CJK serif that Chromium and designers' systems have.
 */
export function portrait(seed: number, surname = "", width = 480, height = 640): string {
  const tone = tones[seed % tones.length] ?? tones[0]!;
  const size = Math.round(width * 0.5);
  const glyph = surname
    ? `<text x="50%" y="${Math.round(height * 0.46)}" dominant-baseline="central" text-anchor="middle" font-family="'Noto Serif CJK SC','Source Han Serif SC','Songti SC','STSong',serif" font-size="${size}" fill="${tone.ink}">${surname}</text>`
    : "";
  const ruleY = Math.round(height * 0.46 + size * 0.55 + height * 0.06);
  return svg(
    width,
    height,
    `<rect width="100%" height="100%" fill="${tone.ground}"/>` +
      glyph +
      `<rect x="${Math.round(width * 0.455)}" y="${ruleY}" width="${Math.round(width * 0.09)}" height="3" fill="#c9a45c"/>`,
  );
}

const marks = ["#a4161a", "#1d4e89", "#2a9d8f", "#e76f51", "#264653", "#6d597a", "#b08900"];

/** A client logo: a geometric mark and grey bars where a word mark would be. */
export function logo(seed: number, width = 240, height = 96): string {
  const color = marks[seed % marks.length];
  const shape = seed % 4;
  const mark =
    shape === 0
      ? `<circle cx="48" cy="48" r="26" fill="${color}"/><circle cx="48" cy="48" r="12" fill="#fff"/>`
      : shape === 1
        ? `<rect x="22" y="22" width="52" height="52" rx="10" fill="${color}"/><rect x="36" y="36" width="24" height="24" fill="#fff" transform="rotate(45 48 48)"/>`
        : shape === 2
          ? `<path d="M48 18 L78 72 H18 Z" fill="${color}"/><circle cx="48" cy="56" r="8" fill="#fff"/>`
          : `<path d="M22 48 a26 26 0 1 1 52 0 h-14 a12 12 0 1 0 -24 0 Z" fill="${color}"/><rect x="22" y="52" width="52" height="14" rx="7" fill="${color}" opacity="0.6"/>`;
  const barWidth = 90 + (seed % 3) * 20;
  return svg(
    width,
    height,
    mark +
      `<rect x="92" y="34" width="${barWidth}" height="14" rx="4" fill="#3a4350"/>` +
      `<rect x="92" y="56" width="${barWidth - 36}" height="8" rx="4" fill="#9aa3ae"/>`,
  );
}
