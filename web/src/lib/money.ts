import { formatItemPrice, formatMoney } from '../../../functions/contract/money';

/** "$44.00" for a decimal-string amount: the one rule every screen, text and email shows money by (contract/money.ts). */
export const formatPrice = formatMoney;

/** A service's price as the owner reads it: "Free" for 0 (contract/money.ts). */
export const formatServicePrice = formatItemPrice;
