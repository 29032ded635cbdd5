import { formatItemPrice, formatMoney } from '../../../functions/contract/money';

/** "$44.00" for a decimal-string amount: the one rule every screen, text and email shows money by (contract/money.ts). */
export const formatPrice = formatMoney;

/** A service's price as the owner and the customer read it: "Free" for 0, as the assistant says it. */
export const formatServicePrice = formatItemPrice;
