/** The language of an edition (D2): the one name for it in every package. */
export type Lang = "zh" | "en";
