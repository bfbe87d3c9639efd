/** Two-letter codes the contract's StateInitials takes: the 50 states and DC, A to Z. */
export const US_STATE_CODES = (
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE ' +
  'NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY'
).split(' ');

/** Select items (platform/forms SelectField reads `id` and `name`). */
export const US_STATE_ITEMS = US_STATE_CODES.map((code) => ({ id: code, name: code }));
