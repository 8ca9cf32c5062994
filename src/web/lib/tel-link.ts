/** A dialable tel: link of a phone number as a list writes it: "(617) 555-0100" dials 6175550100. */
export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
