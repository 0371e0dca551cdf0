/** A tel: link of a phone number as printed ("+1 (800) 555-0199" → "tel:+18005550199"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
