// Closed sets of dimension values shared by the catalogues and the generator.
export const DEVICES = ['desktop', 'mobile', 'tablet'];
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
/** age_group is the coarse band of age_range (two ranges per group, in order). */
export const AGE_GROUPS = ['18-34', '35-54', '55+'];
export const DISPLAY_TYPES = ['desktop', 'mobile'];
export const PAGE_TYPES = ['checkout', 'confirmation', 'order_tracking'];
/** Acme products a transaction can involve; each has a `{product}_transactions` metric. */
export const PRODUCTS = ['ads', 'donations', 'payments'];
