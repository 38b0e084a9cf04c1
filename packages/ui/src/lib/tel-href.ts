/** A `tel:` URL from a phone number as editors write it ("010-8577 6620", "+852 3188 6620"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
