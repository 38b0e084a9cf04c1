// Story images: small deterministic SVGs (no text in them), so Storybook needs no server and
// shows no broken images. Not real photos: shapes and colours in the site's palette.

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

const backdrops: [string, string][] = [
  ["#e9edf3", "#cfd8e3"],
  ["#f1ece6", "#dccfc0"],
  ["#e7eef0", "#c4d6da"],
  ["#efe9ef", "#d7cad8"],
];
const suits = ["#1f2a44", "#2f3640", "#3b3b58", "#28313b", "#4a3f35"];
const skins = ["#e8c4a8", "#d9ad8c", "#f0d0b6", "#c99a78"];
const hairs = ["#2b2220", "#3d2b1f", "#1c1c1c", "#5a4636", "#6b6b6b"];

/** A head-and-shoulders portrait in a business suit. */
export function portrait(seed: number, width = 480, height = 640): string {
  const [light, dark] = backdrops[seed % backdrops.length] ?? backdrops[0]!;
  const suit = suits[seed % suits.length];
  const skin = skins[(seed * 3) % skins.length];
  const hair = hairs[(seed * 7) % hairs.length];
  const tie = seed % 2 === 0 ? "#a4161a" : "#1d4e89";
  const cx = width / 2;
  return svg(
    width,
    height,
    `<defs><radialGradient id="b" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#b)"/>` +
      `<path d="M${cx - 210} ${height} C${cx - 200} ${height * 0.72} ${cx - 120} ${height * 0.66} ${cx} ${height * 0.64} C${cx + 120} ${height * 0.66} ${cx + 200} ${height * 0.72} ${cx + 210} ${height} Z" fill="${suit}"/>` +
      `<path d="M${cx - 52} ${height * 0.64} L${cx} ${height * 0.8} L${cx + 52} ${height * 0.64} Z" fill="#f7f7f7"/>` +
      `<path d="M${cx - 12} ${height * 0.66} L${cx + 12} ${height * 0.66} L${cx + 18} ${height * 0.86} L${cx} ${height * 0.92} L${cx - 18} ${height * 0.86} Z" fill="${tie}"/>` +
      `<rect x="${cx - 34}" y="${height * 0.5}" width="68" height="${height * 0.14}" rx="20" fill="${skin}"/>` +
      `<ellipse cx="${cx}" cy="${height * 0.4}" rx="88" ry="104" fill="${skin}"/>` +
      `<path d="M${cx - 92} ${height * 0.4} C${cx - 100} ${height * 0.22} ${cx + 100} ${height * 0.2} ${cx + 92} ${height * 0.38} C${cx + 60} ${height * 0.3} ${cx - 40} ${height * 0.3} ${cx - 92} ${height * 0.4} Z" fill="${hair}"/>`,
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
