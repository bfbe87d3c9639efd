/** A settings form's own notice of a failed save (the toast gave the reason). */
export const NOT_SAVED = 'Not saved. Everything you entered is still here; try again.';
