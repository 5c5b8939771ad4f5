// Fuel constants, free of zod so screens can use them without the schema library.

export const DISTANCE_UNITS = ["mi", "km"] as const;
export const VOLUME_UNITS = ["gal", "l"] as const;
/** Spec §9 fuel display decimals. */
export const FUEL_DECIMALS = { gallons: 3, miles_per_gallon: 1, price_per_gallon: 3, mileage: 0, miles: 0 } as const;
/** Largest fill-up CSV accepted for import. */
export const FUEL_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
