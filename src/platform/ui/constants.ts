/**
 * Spec section 9, in one place for the code. The layout sizes (sidebar 93, header 60, mobile
 * header 128, login header 80) are CSS custom properties in theme.css, where they apply; the
 * login logo (40, 33 under 600px) is sized in features/auth/components/auth.css.
 */
export const BREAKPOINT_MOBILE = 960;
export const BRANCH_LIST_MAX_HEIGHT = 150;
export const MENU_OPEN_DELAY = 300;
export const MENU_CLOSE_DELAY = 250;
export const BADGE_MAX = 99;

export function drawerWidth(viewportWidth: number): number {
  return viewportWidth < 410 ? 300 : 375;
}
/** '99+' from 100 (spec 2 and 9). */
export function formatBadge(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
/**
 * Unread activity beside a branch's name, in words ('3 unread', '99+ unread'), or null when
 * there is none: the branch page's list and the header's switcher (a bare "3" beside a name
 * said nothing without a hover, QA 2026-12-05).
 */
export function unreadText(count: number): string | null {
  return count > 0 ? `${formatBadge(count)} unread` : null;
}

export const MODAL_WIDTHS = {
  'x-small': 431,
  small: 580,
  average: 684,
  normal: 871,
  medium: 940,
  large: 1115,
  'large-wide': 1280,
} as const;
export type ModalSize = keyof typeof MODAL_WIDTHS;

/**
 * Spec section 9's button sizes. Blueprint has three sizes; 'average' is its default and
 * 'medium' a taller default (the spec gives no heights; these follow Blueprint's scale). Their
 * heights (24, 30, 36, 40 px) are classes, `.app-button--<size>` in theme.css, so a rule for
 * touch screens (44 px taps) wins over them by the cascade.
 */
export const BUTTON_SIZES = {
  small: { blueprint: 'small' },
  average: { blueprint: 'medium' },
  medium: { blueprint: 'medium' },
  large: { blueprint: 'large' },
} as const;
export type ButtonSize = keyof typeof BUTTON_SIZES;
