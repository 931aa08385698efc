/** The business's bank account as the configuration gives it, for apps whose plans are paid by transfer. */
export const BANK_ENV = {
  BANK_TRANSFER_CLABE: '032180000118359719',
  BANK_TRANSFER_BANK: 'BBVA México',
  BANK_TRANSFER_BENEFICIARY: 'LimpiaHogar S.A. de C.V.',
} as const;
