// spec 9: 1, then 3-9, then 9 more digits.
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
