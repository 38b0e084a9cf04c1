// Flat-illustration business portraits. One seeded description per person (skin, hair,
// attire, glasses, background) and one drawing routine on a 400x500 canvas; the staff cards
// and the chairman reuse it with a different frame.

import { type Rng, between, darken, lighten, mix, n, pick, rng } from "./svg-kit";

const SKINS = [
  "#f7dcc8",
  "#f2cfb4",
  "#eec3a3",
  "#e5b48f",
  "#d9a077",
  "#c48a62",
  "#a36e4b",
  "#7f5237",
];
const HAIR = ["#1a1a1e", "#231c18", "#2f241d", "#3d2b20", "#54392a", "#6e4b33"];
const GREY_HAIR = ["#8e8e93", "#a9a9ad", "#c9c9cc", "#5e5e63"];
const BACKDROPS = [
  "#e7edf5",
  "#f3eae3",
  "#e6f0ec",
  "#efeaf4",
  "#f5eedd",
  "#e4eaee",
  "#f4e4e4",
  "#ebeee4",
];
const SUITS_M = ["#1f2a3a", "#2a2e35", "#39404a", "#1d3557", "#4b505a", "#283c34", "#5a5f69"];
const SUITS_F = [
  "#1f2a3a",
  "#a4161a",
  "#2a2e35",
  "#6d6a75",
  "#1d3557",
  "#7a2548",
  "#c9b9a6",
  "#3c5a73",
];
const SHIRTS = ["#ffffff", "#e9f0fa", "#f6f6f4", "#eef3ee"];
const BLOUSES = ["#ffffff", "#f5e9e2", "#e9eef6", "#fbf3e4", "#efe7f3", "#1f2328"];
const TIES = ["#a4161a", "#1d3557", "#5a2d82", "#2f5d50", "#8a6d1f", "#7a2548", "#3a3f47"];

export type MaleHair = "crop" | "side" | "quiff" | "buzz" | "receding" | "slick";
export type FemaleHair = "bob" | "long" | "bun" | "wave" | "pony" | "pixie";

export interface Person {
  female: boolean;
  skin: string;
  hair: string;
  hairStyle: MaleHair | FemaleHair;
  suit: string;
  shirt: string;
  tie: string | null;
  glasses: boolean;
  backdrop: string;
  earrings: boolean;
  necklace: boolean;
  mature: boolean;
}

/** Deterministic variety: the index fixes gender (alternating with a skew) and the rest comes from a seed. */
export function describePerson(seed: string, female: boolean): Person {
  const r = rng(seed);
  const mature = r() < 0.22;
  const hair = mature && r() < 0.7 ? pick(r, GREY_HAIR) : pick(r, HAIR);
  const skin = r() < 0.8 ? pick(r, SKINS.slice(0, 5)) : pick(r, SKINS);
  if (female) {
    return {
      female,
      skin,
      hair,
      hairStyle: pick(r, ["bob", "long", "bun", "wave", "pony", "pixie"] as const),
      suit: pick(r, SUITS_F),
      shirt: pick(r, BLOUSES),
      tie: null,
      glasses: r() < 0.25,
      backdrop: pick(r, BACKDROPS),
      earrings: r() < 0.6,
      necklace: r() < 0.4,
      mature,
    };
  }
  return {
    female,
    skin,
    hair,
    hairStyle: pick(r, ["crop", "side", "quiff", "buzz", "receding", "slick"] as const),
    suit: pick(r, SUITS_M),
    shirt: pick(r, SHIRTS),
    tie: r() < 0.8 ? pick(r, TIES) : null,
    glasses: r() < 0.35,
    backdrop: pick(r, BACKDROPS),
    earrings: false,
    necklace: false,
    mature,
  };
}

const FACE =
  "M132 205C132 146 162 116 200 116C238 116 268 146 268 205C268 256 240 300 200 304C160 300 132 256 132 205Z";

function backHair(p: Person): string {
  const h = p.hair;
  switch (p.hairStyle) {
    case "long":
      return `<path d="M122 200C116 120 160 92 200 92C240 92 284 120 278 200L290 372C260 392 140 392 110 372Z" fill="${h}"/>`;
    case "wave":
      return `<path d="M120 205C112 124 158 94 200 94C242 94 288 124 280 205C292 250 300 300 286 348C262 366 138 366 114 348C100 300 108 250 120 205Z" fill="${h}"/>`;
    case "bob":
      return `<path d="M124 210C118 128 160 96 200 96C240 96 282 128 276 210L282 300C250 318 150 318 118 300Z" fill="${h}"/>`;
    case "bun":
      return `<circle cx="200" cy="96" r="36" fill="${h}"/>`;
    case "pony":
      return `<path d="M250 130C300 150 306 250 286 320C280 334 262 330 266 312C280 250 276 190 244 150Z" fill="${h}"/>`;
    default:
      return "";
  }
}

function frontHair(p: Person): string {
  const h = p.hair;
  const hl = lighten(h, 0.18);
  switch (p.hairStyle) {
    case "crop":
      return `<path d="M130 200C124 140 156 104 200 104C246 104 278 140 270 200C266 174 258 156 248 148C220 158 178 158 152 146C140 160 134 178 130 200Z" fill="${h}"/>`;
    case "side":
      return `<path d="M130 206C120 138 158 100 204 101C250 102 280 140 270 204C266 178 260 160 252 150C226 150 190 146 166 130C160 150 140 166 130 206Z" fill="${h}"/><path d="M166 130C190 142 222 146 252 150" stroke="${hl}" stroke-width="3" fill="none"/>`;
    case "quiff":
      return `<path d="M130 204C122 150 148 96 206 94C256 94 282 136 270 204C266 176 258 160 246 152C224 162 184 160 156 148C142 162 134 182 130 204Z" fill="${h}"/><path d="M160 120C180 100 226 96 248 116" stroke="${hl}" stroke-width="3" fill="none"/>`;
    case "buzz":
      return `<path d="M133 190C132 140 162 112 200 112C238 112 268 140 267 190C262 168 252 152 240 146C216 140 184 140 160 146C148 152 138 168 133 190Z" fill="${h}" opacity="0.92"/>`;
    case "receding":
      return `<path d="M131 212C126 170 136 150 150 140C148 166 146 186 146 214C140 206 134 206 131 212Z" fill="${h}"/><path d="M269 212C274 170 264 150 250 140C252 166 254 186 254 214C260 206 266 206 269 212Z" fill="${h}"/><path d="M160 132Q200 120 240 132" stroke="${h}" stroke-width="3" fill="none" opacity="0.35"/>`;
    case "slick":
      return `<path d="M130 200C124 136 158 102 200 102C244 102 278 136 270 200C266 170 258 150 246 140C222 134 178 134 156 140C142 152 134 172 130 200Z" fill="${h}"/><path d="M162 128C186 120 216 120 240 128M170 118C190 112 214 112 232 118" stroke="${hl}" stroke-width="2.5" fill="none"/>`;
    case "bob":
      return `<path d="M126 236C118 150 156 102 204 102C250 104 284 150 274 236C266 200 262 176 254 160C226 172 180 160 168 134C156 160 140 190 126 236Z" fill="${h}"/>`;
    case "long":
      return `<path d="M124 250C114 160 152 100 200 100C248 100 286 160 276 250C268 210 262 180 250 160C232 150 212 136 200 118C186 142 160 156 146 170C136 190 130 214 124 250Z" fill="${h}"/>`;
    case "wave":
      return `<path d="M124 240C116 150 156 102 200 102C244 102 284 150 276 240C270 196 262 170 246 150C222 160 190 150 176 132C166 150 148 164 138 180C130 200 126 218 124 240Z" fill="${h}"/><path d="M176 132C190 148 218 156 246 150" stroke="${hl}" stroke-width="3" fill="none"/>`;
    case "bun":
      return `<path d="M130 214C122 144 158 106 200 106C242 106 278 144 270 214C266 180 258 160 244 146C220 158 180 158 156 146C142 160 134 184 130 214Z" fill="${h}"/><path d="M164 108C182 102 218 102 236 108" stroke="${hl}" stroke-width="3" fill="none"/>`;
    case "pony":
      return `<path d="M128 220C120 146 158 104 200 104C244 104 280 146 272 220C266 180 258 158 246 144C222 150 180 146 154 136C142 156 132 186 128 220Z" fill="${h}"/>`;
    case "pixie":
      return `<path d="M128 214C118 146 156 100 204 100C252 102 282 146 272 214C268 186 262 168 254 158C240 170 210 168 186 150C172 166 152 170 140 172C134 186 130 200 128 214Z" fill="${h}"/>`;
  }
  return "";
}

function face(p: Person): string {
  const skinShade = darken(p.skin, 0.12);
  const ink = "#2b2220";
  const brow = p.hair === "#c9c9cc" || p.hair === "#a9a9ad" ? "#6b6b70" : darken(p.hair, 0.05);
  const lip = p.female ? mix(p.skin, "#b23a48", 0.45) : darken(p.skin, 0.35);
  const parts = [
    // ears
    `<ellipse cx="132" cy="214" rx="11" ry="19" fill="${skinShade}"/>`,
    `<ellipse cx="268" cy="214" rx="11" ry="19" fill="${skinShade}"/>`,
    `<path d="${FACE}" fill="${p.skin}"/>`,
    // soft shading on the jaw side
    `<path d="M240 280C256 262 266 236 268 205C268 250 244 296 200 304C220 300 232 290 240 280Z" fill="${skinShade}" opacity="0.5"/>`,
    // brows
    `<path d="M158 190Q172 182 186 189M214 189Q228 182 242 190" stroke="${brow}" stroke-width="${p.female ? 3.5 : 5}" stroke-linecap="round" fill="none"/>`,
    // eyes
    `<ellipse cx="172" cy="212" rx="6" ry="7" fill="${ink}"/><ellipse cx="228" cy="212" rx="6" ry="7" fill="${ink}"/>`,
    `<circle cx="174" cy="209.5" r="1.8" fill="#fff"/><circle cx="230" cy="209.5" r="1.8" fill="#fff"/>`,
    // nose and mouth
    `<path d="M200 220Q196 240 192 248Q198 252 206 249" stroke="${skinShade}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    `<path d="M182 268Q200 ${p.female ? 282 : 279} 218 268" stroke="${lip}" stroke-width="${p.female ? 5 : 4}" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="160" cy="246" rx="11" ry="6" fill="#e98a7a" opacity="0.16"/><ellipse cx="240" cy="246" rx="11" ry="6" fill="#e98a7a" opacity="0.16"/>`,
  ];
  if (p.mature) {
    parts.push(
      `<path d="M150 222Q156 228 158 222M250 222Q244 228 242 222M176 262Q172 268 176 274M224 262Q228 268 224 274" stroke="${skinShade}" stroke-width="2" fill="none" opacity="0.8"/>`,
    );
  }
  if (p.glasses) {
    const frame = p.female ? "#7a2548" : "#23262b";
    parts.push(
      `<g fill="none" stroke="${frame}" stroke-width="3.5"><rect x="148" y="196" width="46" height="34" rx="11"/><rect x="206" y="196" width="46" height="34" rx="11"/><path d="M194 210Q200 205 206 210M148 206L134 202M252 206L266 202"/></g>`,
    );
  }
  if (p.earrings) {
    parts.push(
      `<circle cx="130" cy="238" r="4.5" fill="#e4b54b"/><circle cx="270" cy="238" r="4.5" fill="#e4b54b"/>`,
    );
  }
  return parts.join("");
}

function torso(p: Person): string {
  const neckShade = darken(p.skin, 0.16);
  const suitShade = darken(p.suit, 0.22);
  const suitLight = lighten(p.suit, 0.1);
  const parts = [
    `<path d="M175 270L225 270L228 360L172 360Z" fill="${p.skin}"/>`,
    `<path d="M175 282Q200 312 225 282L226 318Q200 330 174 318Z" fill="${neckShade}" opacity="0.75"/>`,
  ];
  const jacket =
    "M30 500C34 424 74 390 146 372C160 366 166 356 170 344L230 344C234 356 240 366 254 372C326 390 366 424 370 500Z";
  parts.push(`<path d="${jacket}" fill="${p.suit}"/>`);
  if (p.female) {
    parts.push(`<path d="M164 346L236 346L200 462Z" fill="${p.shirt}"/>`);
    parts.push(`<path d="M174 342Q200 ${p.necklace ? 392 : 380} 226 342" fill="${p.skin}"/>`);
    if (p.necklace) {
      parts.push(
        `<path d="M180 348Q200 380 220 348" stroke="#e4b54b" stroke-width="2.5" fill="none"/><circle cx="200" cy="372" r="5" fill="#e4b54b"/>`,
      );
    }
    parts.push(
      `<path d="M146 372L170 344L200 462L186 500L140 500L132 420Z" fill="${suitLight}"/><path d="M254 372L230 344L200 462L214 500L260 500L268 420Z" fill="${suitLight}"/>`,
      `<path d="M146 372L170 344L200 462L154 408Z" fill="${suitShade}" opacity="0.5"/><path d="M254 372L230 344L200 462L246 408Z" fill="${suitShade}" opacity="0.5"/>`,
    );
  } else {
    const collar = darken(p.shirt, 0.07);
    parts.push(`<path d="M168 344L232 344L200 454Z" fill="${p.shirt}"/>`);
    parts.push(`<path d="M172 332Q200 350 228 332L232 348Q200 366 168 348Z" fill="${collar}"/>`);
    parts.push(
      `<path d="M169 340L200 372L182 394L162 352Z" fill="${p.shirt}" stroke="${collar}" stroke-width="2"/><path d="M231 340L200 372L218 394L238 352Z" fill="${p.shirt}" stroke="${collar}" stroke-width="2"/>`,
    );
    if (p.tie) {
      parts.push(
        `<path d="M193 372L207 372L211 390L205 396L214 458L200 478L186 458L195 396L189 390Z" fill="${p.tie}"/>`,
        `<path d="M193 372L207 372L203 390L197 390Z" fill="${darken(p.tie, 0.2)}"/>`,
      );
    } else {
      parts.push(`<path d="M200 376L200 454" stroke="${collar}" stroke-width="2"/>`);
    }
    parts.push(
      `<path d="M146 372L166 346L200 456L186 500L138 500L130 420Z" fill="${suitLight}"/><path d="M254 372L234 346L200 456L214 500L262 500L270 420Z" fill="${suitLight}"/>`,
      `<path d="M146 372L166 346L200 456L156 410Z" fill="${suitShade}" opacity="0.5"/><path d="M254 372L234 346L200 456L244 410Z" fill="${suitShade}" opacity="0.5"/>`,
      `<path d="M236 432L262 428L262 436L236 440Z" fill="${lighten(p.suit, 0.35)}" opacity="0.6"/>`,
    );
  }
  parts.push(
    `<path d="M88 424Q96 462 94 500M312 424Q304 462 306 500" stroke="${suitShade}" stroke-width="3" fill="none" opacity="0.5"/>`,
  );
  return parts.join("");
}

/** Backdrop: soft tint, a large circle behind the head and a few quiet geometric strokes. */
function backdrop(p: Person, seed: string, width: number, height: number): string {
  const r: Rng = rng(`${seed}:bg`);
  const tint = p.backdrop;
  const deeper = darken(tint, 0.06);
  const variant = Math.floor(r() * 3);
  const shapes = [`<rect width="${width}" height="${height}" fill="${tint}"/>`];
  if (variant === 0) {
    shapes.push(`<circle cx="200" cy="230" r="150" fill="${lighten(tint, 0.45)}"/>`);
  } else if (variant === 1) {
    shapes.push(
      `<rect x="40" y="70" width="320" height="430" rx="160" fill="${lighten(tint, 0.4)}"/>`,
    );
  } else {
    shapes.push(`<path d="M0 330L400 250L400 500L0 500Z" fill="${deeper}"/>`);
  }
  shapes.push(
    `<circle cx="${n(between(r, 40, 90))}" cy="${n(between(r, 40, 110))}" r="${n(between(r, 10, 22))}" fill="none" stroke="${darken(tint, 0.12)}" stroke-width="3"/>`,
  );
  shapes.push(
    `<path d="M${n(between(r, 320, 360))} ${n(between(r, 60, 120))}l22 0m-11 -11l0 22" stroke="${darken(tint, 0.14)}" stroke-width="3" stroke-linecap="round"/>`,
  );
  return shapes.join("");
}

/** The figure alone (no backdrop) on the 400x500 canvas. */
export function figure(p: Person): string {
  return backHair(p) + torso(p) + face(p) + frontHair(p);
}

export function portraitBody(seed: string, p: Person): string {
  return backdrop(p, seed, 400, 500) + figure(p);
}

/** The experts (p01–p57) whose names in the experts content files are women's names. */
const FEMALE_EXPERTS = new Set([
  2, 7, 8, 10, 12, 14, 17, 19, 21, 23, 25, 27, 29, 30, 32, 34, 37, 39, 41, 43, 45, 47, 48, 50, 52,
  54, 56,
]);

/** The staff cards (s01–s14) whose names in the staff content files are women's names. */
const FEMALE_STAFF = new Set([1, 2, 4, 6, 9, 12, 13]);

/** Portraits follow the names they sit beside. */
export function isFemale(kind: "expert" | "staff", index: number): boolean {
  return (kind === "expert" ? FEMALE_EXPERTS : FEMALE_STAFF).has(index);
}
