// Spec §5, §9: an API-key user may create up to 5 keys.
export const MAX_API_KEYS = 5;
