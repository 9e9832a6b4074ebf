/**
 * Named bounds of the group types, shared by both backends (libsecp256k1's `group.h`).
 *
 * Every formula of `@k1/group` takes coordinates of at most these magnitudes and returns
 * coordinates within them; `geVerify`/`gejVerify`/`geZVerify` enforce them in the VERIFY build.
 * A caller that builds points by hand (tables, tests) must stay within them too.
 *
 * @module
 */

/** Largest magnitude of an affine x coordinate (libsecp256k1's SECP256K1_GE_X_MAGNITUDE_MAX). */
export const GE_X_MAGNITUDE_MAX = 4;
/** Largest magnitude of an affine y coordinate (SECP256K1_GE_Y_MAGNITUDE_MAX). */
export const GE_Y_MAGNITUDE_MAX = 3;
/** Largest magnitude of a Jacobian x coordinate (SECP256K1_GEJ_X_MAGNITUDE_MAX). */
export const GEJ_X_MAGNITUDE_MAX = 4;
/** Largest magnitude of a Jacobian y coordinate (SECP256K1_GEJ_Y_MAGNITUDE_MAX). */
export const GEJ_Y_MAGNITUDE_MAX = 4;
/** Largest magnitude of a Jacobian z coordinate (SECP256K1_GEJ_Z_MAGNITUDE_MAX). */
export const GEJ_Z_MAGNITUDE_MAX = 1;
/**
 * Largest magnitudes of a `ge_z`'s x, y and z (seed PR 1994). Its x and y are those of the affine
 * point it stores (a table entry, so the `ge` bounds); its z is a Jacobian z.
 */
export const GEZ_X_MAGNITUDE_MAX = 4;
/** See {@link GEZ_X_MAGNITUDE_MAX}. */
export const GEZ_Y_MAGNITUDE_MAX = 3;
/** See {@link GEZ_X_MAGNITUDE_MAX}. */
export const GEZ_Z_MAGNITUDE_MAX = 1;
