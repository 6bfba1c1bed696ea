/** How long a closed banner stays closed (the spec gives no lifetime; a month keeps it from nagging). */
export const APP_BANNER_CLOSED_DAYS = 30;
