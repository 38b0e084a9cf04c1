export * from "./lang";
export * from "./messages";
export * from "./mobile";
export * from "./char-count";
export * from "./text-rules";
export * from "./consultation";
export * from "./complaint";
export * from "./upload";
