import { formatMoney } from '../../../functions/contract/money';

/** "$44.00" for a decimal-string amount: the one rule every screen, text and email shows money by (contract/money.ts). */
export const formatPrice = formatMoney;
